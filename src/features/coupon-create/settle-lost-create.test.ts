// @vitest-environment node
import type { CouponCreateRequest } from '../../api/coupon-create';
import { DISC_TYPE_AMOUNT, DISC_TYPE_PERCENT, type Coupon } from '../../api/coupons';
import { ApiError } from '../../api/errors';
import {
  isCouponAskedFor,
  readsCodeAfterAnswer,
  settleAnsweredCreate,
  settleLostCreate,
} from './settle-lost-create';

const TODAY = '2026-11-21';

const request: CouponCreateRequest = {
  cpnNo: 'ABCDEFGH23456789',
  nm: 'Autumn',
  discTypeIdx: DISC_TYPE_PERCENT,
  disc: 15,
  strtYmd: TODAY,
  endYmd: '2026-12-31',
  useLimit: 3,
  userId: 'minji.kim',
};

const coupon: Coupon = {
  cpnNo: 'ABCDEFGH23456789',
  domain: null,
  nm: 'Autumn',
  grpIdx: null,
  grpNm: null,
  discTypeIdx: DISC_TYPE_PERCENT,
  disc: 15,
  discCurrency: null,
  formatDiscCurrency: null,
  strtYmd: TODAY,
  endYmd: '2026-12-31',
  useLimit: 3,
  imgUrl: null,
  onsiteYn: 'N',
  memo: null,
  url: null,
  userId: 'minji.kim',
  userNm: null,
  userPhnno: null,
  userEml: null,
  userEtc1: null,
  userEtc2: null,
  useCnt: 0,
  regYmdt: null,
  payloadVersion: null,
};

const refusal = new ApiError({ kind: 'refused', operation: 'coupon.validate', code: 1 });
const offline = new ApiError({ kind: 'network', operation: 'coupon.validate' });

describe('settling a create whose answer was lost', () => {
  it('the coupon found is the one asked for: created', () => {
    expect(settleLostCreate(request, { kind: 'found', coupon }, TODAY)).toEqual({
      kind: 'created',
      cpnNo: coupon.cpnNo,
    });
  });

  it.each([
    ['name', { nm: 'Winter' }],
    ['discount', { disc: 20 }],
    ['discount type', { discTypeIdx: DISC_TYPE_AMOUNT }],
    ['start', { strtYmd: '2026-11-22' }],
    ['end', { endYmd: '2026-12-30' }],
    ['uses', { useLimit: 1 }],
    ['recipient', { userId: 'someone' }],
    ['currency', { discCurrency: 'USD' }],
  ])('a coupon with another %s holds the code: taken', (_, patch) => {
    const other = { ...coupon, ...patch };
    expect(isCouponAskedFor(other, request)).toBe(false);
    expect(settleLostCreate(request, { kind: 'found', coupon: other }, TODAY)).toEqual({
      kind: 'taken',
      coupon: other,
    });
  });

  it('reads currencies and spaces the way the service stores them', () => {
    const amount: CouponCreateRequest = {
      ...request,
      discTypeIdx: DISC_TYPE_AMOUNT,
      discCurrency: 'krw',
    };
    const stored = { ...coupon, discTypeIdx: DISC_TYPE_AMOUNT, discCurrency: 'KRW' } as Coupon;
    expect(isCouponAskedFor(stored, amount)).toBe(true);
  });

  it('refused while it would validate today if it existed: not created', () => {
    expect(settleLostCreate(request, { kind: 'refused', error: refusal }, TODAY)).toEqual({
      kind: 'not-created',
    });
    const endsToday = { ...request, strtYmd: '2026-11-01', endYmd: TODAY };
    expect(settleLostCreate(endsToday, { kind: 'refused', error: refusal }, TODAY).kind).toBe(
      'not-created',
    );
  });

  it('refused, but a coupon starting later would be refused too: cannot tell', () => {
    const later = { ...request, strtYmd: '2026-12-01' };
    expect(settleLostCreate(later, { kind: 'refused', error: refusal }, TODAY)).toEqual({
      kind: 'unknown',
      reason: 'not-valid-today',
      error: refusal,
    });
  });

  it('no answer to the validate either: cannot tell', () => {
    expect(settleLostCreate(request, { kind: 'unreadable', error: offline }, TODAY)).toEqual({
      kind: 'unknown',
      reason: 'unreadable',
      error: offline,
    });
  });
});

describe('a create that got its answer, a refusal or a failure', () => {
  it.each([
    [false, false, false],
    [false, true, true],
    [true, false, true],
    [true, true, true],
  ])(
    'an earlier send may have landed: %s, refused: %s → reads the code: %s',
    (may, refused, reads) => {
      expect(readsCodeAfterAnswer(may, refused)).toBe(reads);
    },
  );

  const other = { ...coupon, nm: 'Someone else’s' };
  it.each([
    ['nothing read', null, true, { kind: 'refused' }],
    ['the code not found', { kind: 'refused', error: refusal }, true, { kind: 'refused' }],
    ['no answer to the read', { kind: 'unreadable', error: offline }, true, { kind: 'refused' }],
    [
      'this coupon, after a send that may have landed',
      { kind: 'found', coupon },
      true,
      { kind: 'created' },
    ],
    [
      'this coupon, with no earlier send',
      { kind: 'found', coupon },
      false,
      { kind: 'taken', coupon },
    ],
    ['another coupon', { kind: 'found', coupon: other }, true, { kind: 'taken', coupon: other }],
  ] as const)('%s', (_, reading, mayHaveLanded, verdict) => {
    expect(settleAnsweredCreate(request, reading, mayHaveLanded)).toEqual(verdict);
  });
});
