/*
 * The coupon fixtures, one per state the coupon screens can show (the fixture table of docs/demo.md lists
 * their codes; keep the two in step), the one deleted coupon, and the coupon groups and templates.
 */
import type { CouponRecord, ServiceState } from './store';
import { addDays } from './ymd';
import { DEFAULT_DOMAIN, FIXTURE_MEMBER, regYmdt } from './fixture-basics';

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

/** A fresh store's coupons, by their number in capitals, the deleted one, groups and templates. */
export function seedCoupons(
  today: string,
): Pick<ServiceState, 'coupons' | 'deletedCoupons' | 'couponGroups' | 'couponTemplates'> {
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
  return {
    coupons: Object.fromEntries(coupons.map((c) => [c.cpnNo.toUpperCase(), c])),
    deletedCoupons: [coupon(today, { cpnNo: f.deleted, nm: 'Withdrawn offer' })],
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
