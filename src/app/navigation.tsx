import { ChartColumn, Settings, Stamp, Ticket, TicketPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { messages } from '../locales/en/common';
import { PATHS } from './routes';

interface NavItem {
  to: string;
  label: keyof typeof messages.nav;
  icon: LucideIcon;
}

const ITEMS: NavItem[] = [
  { to: PATHS.counter, label: 'coupons', icon: Ticket },
  { to: PATHS.stamps, label: 'stamps', icon: Stamp },
  { to: PATHS.createCoupon, label: 'createCoupon', icon: TicketPlus },
  { to: PATHS.clicks, label: 'clicks', icon: ChartColumn },
  { to: PATHS.settings, label: 'settings', icon: Settings },
];

/** A bottom tab bar on a tablet held in one hand; a side bar on a desktop (CSS decides). */
export function Navigation() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <ul className="nav__list">
        {ITEMS.map(({ to, label, icon: Icon }) => {
          // /stamps/274 is still the stamp screen; "/" only matches itself.
          const current = pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
          return (
            <li key={to}>
              <Link
                href={to}
                className={current ? 'nav__link nav__link--current' : 'nav__link'}
                aria-current={current ? 'page' : undefined}
              >
                <Icon aria-hidden="true" className="nav__icon" />
                <span className="nav__label">{t(`nav.${label}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
