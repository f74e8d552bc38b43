/**
 * The simulated service's seed: a fresh store for the service's today. Named fixtures, one per
 * state a screen can show; dates are relative to the service's today, so "expired" is expired and
 * "valid" is valid whatever day the store is seeded. Coupons and stamp cards are beside this
 * (coupon-fixtures.ts, stamp-fixtures.ts); the account, its links and link groups are here.
 */
import type { ServiceState } from './store';
import { addDays } from './ymd';
import { seedCoupons } from './coupon-fixtures';
import { DEFAULT_DOMAIN, REGISTERED_DOMAIN } from './fixture-basics';
import { seedStamps } from './stamp-fixtures';

export { COUPON_FIXTURES } from './coupon-fixtures';
export { FIXTURE_MEMBER, FIXTURE_PASSWORDS, REGISTERED_DOMAIN } from './fixture-basics';
export { STAMP_FIXTURES } from './stamp-fixtures';

export function seedState(today: string): ServiceState {
  const { coupons, deletedCoupons, couponGroups, couponTemplates } = seedCoupons(today);
  return {
    version: 1,
    plan: 'premium',
    webhookEnabled: true,
    defaultDomain: DEFAULT_DOMAIN,
    registeredDomains: [REGISTERED_DOMAIN],
    coupons,
    deletedCoupons,
    stamps: seedStamps(today),
    links: [
      {
        linkId: 'spring-sale',
        domain: DEFAULT_DOMAIN,
        title: 'Spring sale landing page',
        grpIdx: 1,
        regYmd: addDays(today, -400),
        dailyClicks: 420,
      },
      {
        linkId: 'insta-bio',
        domain: DEFAULT_DOMAIN,
        title: 'Instagram bio link',
        grpIdx: 1,
        regYmd: addDays(today, -400),
        dailyClicks: 260,
      },
      {
        linkId: 'kakao-channel',
        domain: DEFAULT_DOMAIN,
        title: 'KakaoTalk channel',
        grpIdx: 1,
        regYmd: addDays(today, -300),
        dailyClicks: 180,
      },
      {
        linkId: 'menu',
        domain: DEFAULT_DOMAIN,
        title: 'Table QR menu',
        grpIdx: 2,
        regYmd: addDays(today, -500),
        dailyClicks: 310,
      },
      {
        linkId: 'event2026',
        domain: DEFAULT_DOMAIN,
        title: 'Anniversary event',
        grpIdx: null,
        regYmd: addDays(today, -60),
        dailyClicks: 90,
      },
      {
        linkId: '겨울이벤트',
        domain: 'https://vvd.im',
        title: '겨울 이벤트 안내',
        grpIdx: 2,
        regYmd: addDays(today, -90),
        dailyClicks: 150,
      },
    ],
    linkGroups: [
      { grpIdx: 1, nm: 'Social media' },
      { grpIdx: 2, nm: 'In-store QR codes' },
    ],
    couponGroups,
    couponTemplates,
  };
}
