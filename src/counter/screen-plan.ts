import { use } from 'react';
import { PATHS } from '../config/paths';
import { canUseBackOffice, SessionContext, type Session } from '../lib/session';
import type { messages } from '../locales/en/common';
import type { DeviceRole } from './device-settings';

// Which screens a device shows in its tab bar and which behind More: the navigation draws it, and
// Settings says it beside each choice of what the device is for, from the same plan.

/** A screen's name in the nav's strings. */
export type ScreenLabel = Extract<
  keyof typeof messages.nav,
  'coupons' | 'stamps' | 'createCoupon' | 'clicks' | 'report' | 'settings' | 'audit'
>;

export interface ScreenPlanItem {
  to: string;
  label: ScreenLabel;
  /** Which kind of device keeps it in the tab bar (Settings: every kind). */
  for: Exclude<DeviceRole, 'both'> | 'all';
}

export const SCREENS: readonly ScreenPlanItem[] = [
  { to: PATHS.counter, label: 'coupons', for: 'counter' },
  { to: PATHS.stamps, label: 'stamps', for: 'counter' },
  { to: PATHS.createCoupon, label: 'createCoupon', for: 'back-office' },
  { to: PATHS.clicks, label: 'clicks', for: 'back-office' },
  { to: PATHS.report, label: 'report', for: 'back-office' },
  { to: PATHS.settings, label: 'settings', for: 'all' },
  { to: PATHS.audit, label: 'audit', for: 'back-office' },
];

/**
 * The screens a person may open here: the back office (creating coupons, statistics, the report,
 * the audit log) for marketing and owners only; counter staff would fill a form the server then
 * refuses. `session` is null or undefined while nobody is signed in.
 */
export function screensFor(session: Session | null | undefined): readonly ScreenPlanItem[] {
  return canUseBackOffice(session) ? SCREENS : SCREENS.filter((item) => item.for !== 'back-office');
}

/** The screens the person signed in at this device may open, as `screensFor` has them. */
export function useScreens(): readonly ScreenPlanItem[] {
  return screensFor(use(SessionContext)?.session);
}

/** Splits the screens into the tab bar and the More menu, by what this device is for. */
export function navFor<Item extends ScreenPlanItem>(
  role: DeviceRole,
  items: readonly Item[],
): { tabs: Item[]; more: Item[] } {
  if (role === 'both') return { tabs: [...items], more: [] };
  const inTabs = (item: Item) => item.for === 'all' || item.for === role;
  return { tabs: items.filter(inTabs), more: items.filter((item) => !inTabs(item)) };
}
