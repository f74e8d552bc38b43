import { ChartColumn } from '../components/icons/ChartColumn';
import { ClipboardList } from '../components/icons/ClipboardList';
import { Ellipsis } from '../components/icons/Ellipsis';
import { ScrollText } from '../components/icons/ScrollText';
import { Settings } from '../components/icons/Settings';
import { Stamp } from '../components/icons/Stamp';
import { Ticket } from '../components/icons/Ticket';
import { TicketPlus } from '../components/icons/TicketPlus';
import type { IconComponent } from '../components/icon';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { useDismiss } from '../lib/use-dismiss';
import { Link } from 'wouter';
import { useDeviceSettings } from '../counter/device-settings';
import {
  navFor,
  SCREENS,
  useScreens,
  type ScreenLabel,
  type ScreenPlanItem,
} from '../counter/screen-plan';
import { usePathnameSelect } from './use-pathname-select';
import './navigation.css';

/** A screen of the plan, with the icon its tab shows. */
interface NavItem extends ScreenPlanItem {
  icon: IconComponent;
}

const ICONS: Record<ScreenLabel, IconComponent> = {
  coupons: Ticket,
  stamps: Stamp,
  createCoupon: TicketPlus,
  clicks: ChartColumn,
  report: ClipboardList,
  settings: Settings,
  audit: ScrollText,
};

const withIcon = (item: ScreenPlanItem): NavItem => ({ ...item, icon: ICONS[item.label] });

/** /stamps/274 is still the stamp screen; "/" only matches itself. */
function isCurrent(to: string, pathname: string): boolean {
  return pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));
}

/** The item of the screen at `pathname` (its address), if it has one. */
const currentItem = (pathname: string): string | null =>
  SCREENS.find((item) => isCurrent(item.to, pathname))?.to ?? null;

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
  const items = useScreens().map(withIcon);
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
