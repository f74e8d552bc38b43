import { ChartColumn } from '../components/icons/ChartColumn';
import { ClipboardList } from '../components/icons/ClipboardList';
import { Ellipsis } from '../components/icons/Ellipsis';
import { ScrollText } from '../components/icons/ScrollText';
import { Settings } from '../components/icons/Settings';
import { Stamp } from '../components/icons/Stamp';
import { Ticket } from '../components/icons/Ticket';
import { TicketPlus } from '../components/icons/TicketPlus';
import type { IconComponent } from '../components/icon';
import { use, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useDismiss } from '../lib/use-dismiss';
import { Link } from 'wouter';
import { canUseBackOffice, SessionContext } from '../lib/session';
import { useDeviceSettings, type DeviceRole } from '../counter/device-settings';
import { usePathnameSelect } from './use-pathname-select';
import type { messages } from '../locales/en/common';
import { PATHS } from '../config/paths';
import { isLive } from '../config/env';
import './navigation.css';

interface NavItem {
  to: string;
  label: keyof typeof messages.nav;
  icon: IconComponent;
  /** Which kind of device keeps it in the tab bar (Settings: every kind). */
  for: Exclude<DeviceRole, 'both'> | 'all';
}

const ITEMS: NavItem[] = [
  { to: PATHS.counter, label: 'coupons', icon: Ticket, for: 'counter' },
  { to: PATHS.stamps, label: 'stamps', icon: Stamp, for: 'counter' },
  { to: PATHS.createCoupon, label: 'createCoupon', icon: TicketPlus, for: 'back-office' },
  { to: PATHS.clicks, label: 'clicks', icon: ChartColumn, for: 'back-office' },
  { to: PATHS.report, label: 'report', icon: ClipboardList, for: 'back-office' },
  { to: PATHS.settings, label: 'settings', icon: Settings, for: 'all' },
];

/** Live mode only, for marketing and owners: the demo has no audit log. */
const AUDIT_ITEM: NavItem = {
  to: PATHS.audit,
  label: 'audit',
  icon: ScrollText,
  for: 'back-office',
};
const LIVE_ITEMS = [...ITEMS, AUDIT_ITEM];

/** /stamps/274 is still the stamp screen; "/" only matches itself. */
function isCurrent(to: string, pathname: string): boolean {
  return pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
}

/** The item of the screen at `pathname` (its address), if it has one. */
const currentItem = (pathname: string): string | null =>
  (isLive() ? LIVE_ITEMS : ITEMS).find((item) => isCurrent(item.to, pathname))?.to ?? null;

/** Splits the screens into the tab bar and the More menu, by what this device is for. */
export function navFor(
  role: DeviceRole,
  items: NavItem[] = ITEMS,
): { tabs: NavItem[]; more: NavItem[] } {
  if (role === 'both') return { tabs: items, more: [] };
  const inTabs = (item: NavItem) => item.for === 'all' || item.for === role;
  return { tabs: items.filter(inTabs), more: items.filter((item) => !inTabs(item)) };
}

interface NavLinkProps {
  item: NavItem;
  current: boolean;
  onNavigate?: () => void;
}

function NavLink({ item, current, onNavigate }: NavLinkProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <Link
      href={item.to}
      className={current ? 'nav__link nav__link--current' : 'nav__link'}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      <Icon aria-hidden="true" className="nav__icon" />
      <span className="nav__label">{t(`nav.${item.label}`)}</span>
    </Link>
  );
}

/**
 * A bottom tab bar on a tablet held in one hand; a side bar on a desktop (CSS decides). A counter
 * tablet keeps only the counter's screens in the bar; the rest wait behind More.
 */
export function Navigation() {
  const { t } = useTranslation();
  // Which tab is current, not the whole address: the bar stays as it is while a stamp scan moves
  // the address from card to card.
  const current = usePathnameSelect(currentItem);
  const { role } = useDeviceSettings();
  // Live: the back office (creating coupons, statistics, the audit log) for marketing and owners
  // only; counter staff would fill a form the server then refuses. `use` may sit in a condition.
  const items = isLive()
    ? canUseBackOffice(use(SessionContext)?.session)
      ? LIVE_ITEMS
      : ITEMS.filter((item) => item.for !== 'back-office')
    : ITEMS;
  const { tabs, more } = navFor(role, items);
  return (
    <nav className="nav" aria-label={t('nav.label')}>
      <ul className="nav__list">
        {tabs.map((item) => (
          <li key={item.to}>
            <NavLink item={item} current={item.to === current} />
          </li>
        ))}
        {more.length > 0 && (
          <li className="nav__more">
            <MoreMenu items={more} current={current} />
          </li>
        )}
      </ul>
    </nav>
  );
}

/** A disclosure (not an ARIA menu): a button that shows a list of links, closed by Esc. */
function MoreMenu({ items, current: currentTo }: { items: NavItem[]; current: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = items.some((item) => item.to === currentTo);

  // Closes after a choice (the links say so), and when a tap or focus lands elsewhere.
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  return (
    <div ref={root} className="nav__more-root">
      <button
        ref={button}
        type="button"
        className={current ? 'nav__link nav__link--current' : 'nav__link'}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('nav.moreLabel')}
        onClick={() => setOpen((value) => !value)}
      >
        <Ellipsis aria-hidden="true" className="nav__icon" />
        <span className="nav__label" aria-hidden="true">
          {t('nav.more')}
        </span>
      </button>
      <ul id={listId} className="nav__more-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              item={item}
              current={item.to === currentTo}
              onNavigate={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
