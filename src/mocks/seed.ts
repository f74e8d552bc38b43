import type { CouponRecord, ServiceState, StampRecord } from './store';
import { addDays } from './ymd';

/**
 * Named fixtures, one per state a screen can show. Dates are relative to the service's today, so
 * "expired" is expired and "valid" is valid whatever day the store is seeded. The README's
 * fixture table lists these codes; keep the two in step.
 */
export const COUPON_FIXTURES = {
  percent: 'PERCENT15',
  amountKrw: 'KRW5000OFF',
  amountUsd: 'USD5OFF01',
  unlimited: 'UNLIMITED01',
  singleUse: 'SINGLEUSE01',
  member: 'MEMBER3X',
  limitReached: 'LIMITREACHED',
  expired: 'EXPIRED01',
  notYetActive: 'NOTYETACTIVE',
  expiresToday: 'LASTDAY01',
  onsite: 'ONSITE01',
  withImage: 'WITHIMAGE01',
  korean: 'KOREAN01',
  allDigits: '1234567890123456',
  unsafeLink: 'BADLINK01',
  deleted: 'REUSEME01',
} as const;

export const STAMP_FIXTURES = {
  inProgress: 274,
  oneShort: 275,
  full: 276,
  rewardGiven: 277,
  deactivated: 278,
  expired: 279,
  onsite: 280,
  notYetActive: 281,
} as const;

export const FIXTURE_PASSWORDS = { coupon: '1234', stamp: '5678' } as const;
export const FIXTURE_MEMBER = { userId: 'minji.kim', userNm: 'Kim Minji' } as const;

export const DEFAULT_DOMAIN = 'https://vvd.bz';
export const REGISTERED_DOMAIN = 'https://go.example-bakery.kr';

function regYmdt(today: string, daysAgo: number): string {
  return `${addDays(today, -daysAgo)} 09:30:00`;
}

function coupon(
  today: string,
  fields: Partial<CouponRecord> & Pick<CouponRecord, 'cpnNo' | 'nm'>,
): CouponRecord {
  return {
    domain: DEFAULT_DOMAIN,
    grpIdx: null,
    tmplIdx: null,
    discTypeIdx: 457,
    disc: 10,
    discCurrency: null,
    strtYmd: addDays(today, -10),
    endYmd: addDays(today, 30),
    useLimit: 1,
    useCnt: 0,
    imgUrl: null,
    onsiteYn: 'N',
    onsitePwd: null,
    memo: null,
    url: null,
    color: null,
    background: null,
    webhookEnableYn: 'N',
    userId: null,
    userNm: null,
    userPhnno: null,
    userEml: null,
    userEtc1: null,
    userEtc2: null,
    regYmdt: regYmdt(today, 12),
    redemptions: [],
    ...fields,
  };
}

function stamp(
  today: string,
  fields: Partial<StampRecord> & Pick<StampRecord, 'stampIdx' | 'stamps'>,
): StampRecord {
  return {
    domain: DEFAULT_DOMAIN,
    cardIdx: 31,
    cardNm: 'Coffee card',
    cardTtl: 'Ten coffees, the eleventh is on us',
    maxStamps: 10,
    url: 'https://example.com/menu',
    strtYmd: addDays(today, -60),
    endYmd: addDays(today, 120),
    onsiteYn: 'N',
    onsitePwd: null,
    memo: null,
    activeYn: 'Y',
    rewardGiven: false,
    userId: FIXTURE_MEMBER.userId,
    userNm: FIXTURE_MEMBER.userNm,
    userPhnno: '010-1234-5678',
    userEml: 'minji.kim@example.com',
    userEtc1: null,
    userEtc2: null,
    stampImgUrl: '/demo/stamp-coffee.svg',
    regYmdt: regYmdt(today, 40),
    history: [],
    ...fields,
  };
}

export function seedState(today: string): ServiceState {
  const f = COUPON_FIXTURES;
  const coupons: CouponRecord[] = [
    coupon(today, { cpnNo: f.percent, nm: 'Autumn sale 15%', disc: 15, grpIdx: 101 }),
    coupon(today, {
      cpnNo: f.amountKrw,
      nm: 'Welcome gift',
      discTypeIdx: 458,
      disc: 5000,
      discCurrency: 'KRW',
    }),
    coupon(today, {
      cpnNo: f.amountUsd,
      nm: 'Tourist discount',
      discTypeIdx: 458,
      disc: 5.5,
      discCurrency: 'USD',
    }),
    coupon(today, {
      cpnNo: f.unlimited,
      nm: 'Staff discount',
      disc: 30,
      useLimit: 0,
      useCnt: 42,
      endYmd: addDays(today, 300),
    }),
    coupon(today, {
      cpnNo: f.singleUse,
      nm: 'Free cookie',
      discTypeIdx: 458,
      disc: 2000,
      discCurrency: 'KRW',
    }),
    coupon(today, {
      cpnNo: f.member,
      nm: 'Member triple treat',
      disc: 20,
      useLimit: 3,
      useCnt: 1,
      userId: FIXTURE_MEMBER.userId,
      userNm: FIXTURE_MEMBER.userNm,
      userPhnno: '010-1234-5678',
      userEml: 'minji.kim@example.com',
      redemptions: [
        { at: `${addDays(today, -3)}T10:15:00+09:00`, userId: FIXTURE_MEMBER.userId, memo: null },
      ],
    }),
    coupon(today, { cpnNo: f.limitReached, nm: 'Opening day gift', useCnt: 1 }),
    coupon(today, {
      cpnNo: f.expired,
      nm: 'Summer sale',
      strtYmd: addDays(today, -40),
      endYmd: addDays(today, -1),
    }),
    coupon(today, {
      cpnNo: f.notYetActive,
      nm: 'Christmas early bird',
      strtYmd: addDays(today, 3),
      endYmd: addDays(today, 40),
    }),
    coupon(today, { cpnNo: f.expiresToday, nm: 'Last-chance bagel', disc: 25, endYmd: today }),
    coupon(today, {
      cpnNo: f.onsite,
      nm: 'In-store tasting',
      disc: 50,
      onsiteYn: 'Y',
      onsitePwd: '1234',
      grpIdx: 103,
    }),
    coupon(today, {
      cpnNo: f.withImage,
      nm: 'Winter menu',
      discTypeIdx: 458,
      disc: 3000,
      discCurrency: 'KRW',
      grpIdx: 102,
      imgUrl: '/demo/coupon-winter.svg',
      url: 'https://example.com/winter-menu',
    }),
    coupon(today, {
      cpnNo: f.korean,
      nm: '겨울 시즌 아메리카노 20% 할인',
      disc: 20,
      useLimit: 0,
      useCnt: 7,
    }),
    coupon(today, { cpnNo: f.allDigits, nm: 'Printed flyer', disc: 5, useLimit: 0, useCnt: 3 }),
    // Predates the service's URL rule: responses can still carry links a browser must not follow.
    coupon(today, { cpnNo: f.unsafeLink, nm: 'Old partner offer', url: 'javascript:alert(1)' }),
  ];
  const s = STAMP_FIXTURES;
  const stamps: StampRecord[] = [
    stamp(today, { stampIdx: s.inProgress, stamps: 3 }),
    stamp(today, { stampIdx: s.oneShort, stamps: 9 }),
    stamp(today, { stampIdx: s.full, stamps: 10 }),
    stamp(today, { stampIdx: s.rewardGiven, stamps: 10, rewardGiven: true }),
    stamp(today, { stampIdx: s.deactivated, stamps: 4, activeYn: 'N' }),
    stamp(today, {
      stampIdx: s.expired,
      stamps: 5,
      strtYmd: addDays(today, -200),
      endYmd: addDays(today, -1),
    }),
    stamp(today, {
      stampIdx: s.onsite,
      stamps: 2,
      maxStamps: 5,
      cardIdx: 32,
      cardNm: '베이글 카드',
      cardTtl: '베이글 5개 구매 시 1개 무료',
      onsiteYn: 'Y',
      onsitePwd: FIXTURE_PASSWORDS.stamp,
      userId: 'guest-7f3a',
      userNm: null,
      userPhnno: null,
      userEml: null,
    }),
    stamp(today, {
      stampIdx: s.notYetActive,
      stamps: 0,
      strtYmd: addDays(today, 5),
      endYmd: addDays(today, 200),
    }),
  ];

  return {
    version: 1,
    plan: 'premium',
    webhookEnabled: true,
    defaultDomain: DEFAULT_DOMAIN,
    registeredDomains: [REGISTERED_DOMAIN],
    coupons: Object.fromEntries(coupons.map((c) => [c.cpnNo.toUpperCase(), c])),
    deletedCoupons: [coupon(today, { cpnNo: f.deleted, nm: 'Withdrawn offer' })],
    stamps: Object.fromEntries(stamps.map((st) => [String(st.stampIdx), st])),
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
    couponGroups: [
      { grpIdx: 101, grpNm: 'Autumn campaign', settings: {} },
      {
        grpIdx: 102,
        grpNm: 'Winter menu (images)',
        settings: { imgUrl: '/demo/coupon-winter.svg' },
      },
      { grpIdx: 103, grpNm: 'Counter only', settings: { onsiteYn: 'Y' } },
    ],
    couponTemplates: [
      { tmplIdx: 201, nm: 'Classic', color: '#1F2937', background: '#FEF3C7' },
      { tmplIdx: 202, nm: 'Winter', color: '#0C4A6E', background: '#E0F2FE' },
    ],
  };
}
