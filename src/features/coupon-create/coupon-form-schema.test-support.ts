import { serviceToday } from '../../api/service-time';
import { drawCouponCode } from './coupon-code';
import { couponFormIssues } from './coupon-form-rules';
import { createCouponFormSchema } from './coupon-form-schema';
import type {
  CouponFormContext,
  CouponFormField,
  CouponFormMessage,
  CouponFormValues,
} from './coupon-form-values';

/*
 * What the coupon-form-schema.*.test.ts files share: the device's clock, the account the form
 * knows, a valid form to change one field of, and the verdict on a field. Each of those files
 * calls `runOnDeviceClockAtShop()` itself.
 */

// The service's day is Seoul's. The suite runs with the device in three zones (the machine's,
// America/Los_Angeles, Pacific/Kiritimati); these instants put the device on another calendar
// day than Seoul in at least one of them, and on another year at New Year.
export const INSTANTS = {
  // Seoul 21 Nov 10:30; Kiritimati 21 Nov 15:30; Los Angeles 20 Nov 17:30.
  shop: '2026-11-21T01:30:00Z',
  // Seoul already 1 Jan 2027 00:30; Los Angeles (and UTC) still 31 Dec 2026.
  newYearInSeoul: '2026-12-31T15:30:00Z',
  // Kiritimati already 1 Jan 2027 01:00; Seoul still 31 Dec 2026, 20:00.
  newYearOnDevice: '2026-12-31T11:00:00Z',
} as const;

export function onDeviceClock(instant: string): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
}

/**
 * The device's clock at the shop's instant for each test (a test may move it with onDeviceClock),
 * and the real one after it. Call at the top of a test file.
 */
export function runOnDeviceClockAtShop(): void {
  beforeEach(() => {
    onDeviceClock(INSTANTS.shop);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export function context(patch: Partial<CouponFormContext> = {}): CouponFormContext {
  return {
    plan: 'premium',
    webhookEnabled: true,
    // What the form will pass: the service's today read from the device's clock.
    today: serviceToday(),
    defaultDomain: 'https://vvd.bz',
    registeredDomains: ['https://go.example-bakery.kr'],
    groups: [
      { grpIdx: 101, name: 'Autumn campaign', settings: {} },
      { grpIdx: 102, name: 'Winter menu', settings: { imageUrl: '/demo/coupon-winter.svg' } },
      { grpIdx: 103, name: 'Counter only', settings: { onsite: true } },
    ],
    templates: [
      { tmplIdx: 201, name: 'Classic', textColour: '#1F2937', backgroundColour: '#FEF3C7' },
    ],
    catalogueComplete: true,
    ...patch,
  };
}

export const GENERATED = drawCouponCode(16);

export function values(patch: Partial<CouponFormValues> = {}): CouponFormValues {
  return {
    name: 'Autumn 15 %',
    discountType: 'percentage',
    discount: '15',
    currency: '',
    startDate: '2026-11-21',
    endDate: '2026-12-31',
    useLimit: '1',
    codeMode: 'generate',
    codeLength: '16',
    generatedCode: GENERATED,
    customCode: '',
    userId: '',
    userName: '',
    userPhone: '',
    userEmail: '',
    userExtra1: '',
    userExtra2: '',
    onsite: false,
    onsitePassword: '',
    groupIdx: '',
    templateIdx: '',
    textColour: '',
    backgroundColour: '',
    url: '',
    domain: '',
    webhook: false,
    memo: '',
    ...patch,
  };
}

/** The field's message, or null when the field passes. */
export function issueOn(
  field: CouponFormField,
  patch: Partial<CouponFormValues>,
  ctx: CouponFormContext = context(),
): CouponFormMessage | null {
  const issues = couponFormIssues(values(patch), ctx);
  return issues.find((issue) => issue.field === field)?.message ?? null;
}

export function accepted(
  patch: Partial<CouponFormValues>,
  ctx: CouponFormContext = context(),
): boolean {
  return createCouponFormSchema(ctx).safeParse(values(patch)).success;
}
