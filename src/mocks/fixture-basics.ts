/*
 * What the coupon and stamp fixtures share: the member who holds them, the on-site passwords, the
 * account's domains, and when a fixture was registered.
 */
import { addDays } from './ymd';

export const FIXTURE_PASSWORDS = { coupon: '1234', stamp: '5678' } as const;
export const FIXTURE_MEMBER = { userId: 'minji.kim', userNm: 'Kim Minji' } as const;

export const DEFAULT_DOMAIN = 'https://vvd.bz';
export const REGISTERED_DOMAIN = 'https://go.example-bakery.kr';

export function regYmdt(today: string, daysAgo: number): string {
  return `${addDays(today, -daysAgo)} 09:30:00`;
}
