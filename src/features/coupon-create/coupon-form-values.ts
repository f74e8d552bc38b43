import type { DemoCouponGroup, DemoCouponTemplate } from '../../lib/demo-controls';
import type { MessageKey } from '../../lib/i18n';
import { GENERATED_CODE_LENGTHS } from './coupon-code';

/*
 * What the create form holds and what it checks against: the values' shape, the choices the
 * form offers, the account and the day. The rules are in coupon-form-rules.ts, the zod shell
 * and the defaults in coupon-form-schema.ts, the wire request in coupon-form-request.ts.
 */

export type AccountPlan = 'personal' | 'premium' | 'enterprise';

/** docs/api.md, operation 2: the currencies the real service knows, in its order. */
export const CURRENCIES = [
  'KRW',
  'CAD',
  'JPY',
  'CNY',
  'EUR',
  'GBP',
  'IDR',
  'MUR',
  'RUB',
  'SGD',
  'USD',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export const CODE_MODES = ['generate', 'custom'] as const;
export const CODE_LENGTH_CHOICES = GENERATED_CODE_LENGTHS.map(String) as ['8', '12', '16'];
/** Spec 8: 0 is unlimited, 1 to 5 a number of uses. */
export const USE_LIMITS = ['0', '1', '2', '3', '4', '5'] as const;

/**
 * What the form holds: text as typed (trimmed and parsed only when checked or sent), switches as
 * booleans, choices as their option values.
 */
export interface CouponFormValues {
  // Basics
  name: string;
  discountType: (typeof DISCOUNT_TYPES)[number];
  /** The percentage or the amount, as typed ("15", "12.5", "5,000"). */
  discount: string;
  /** One of CURRENCIES; used for a fixed amount only. */
  currency: string;
  // Validity, as calendar days in the service's zone (YYYY-MM-DD, both days included)
  startDate: string;
  endDate: string;
  // Limits
  /** "0" (unlimited) to "5". */
  useLimit: string;
  // Code
  codeMode: (typeof CODE_MODES)[number];
  codeLength: (typeof CODE_LENGTH_CHOICES)[number];
  /** Drawn by the app (drawCouponCode) and kept with the draft, so retries send the same code. */
  generatedCode: string;
  /** As typed; the form upper-cases a–z while typing (upperCaseAscii). */
  customCode: string;
  // Recipient
  userId: string;
  userName: string;
  userPhone: string;
  userEmail: string;
  userExtra1: string;
  userExtra2: string;
  // On site
  onsite: boolean;
  /** Never stored with the draft; sent as a Secret. */
  onsitePassword: string;
  // Look
  groupIdx: string;
  templateIdx: string;
  textColour: string;
  backgroundColour: string;
  url: string;
  // Advanced
  /** "" (or the default domain) for the service's default domain. */
  domain: string;
  webhook: boolean;
  memo: string;
}
export type CouponFormField = keyof CouponFormValues;

/**
 * A coupon group as the account is known to have it, with the settings that win over a coupon's
 * (spec 4.2, rule 2: a group with imported images shows its image). The demo supplies them; the
 * contract has no list operation, so live mode knows none.
 */
export type KnownCouponGroup = DemoCouponGroup;

/** A coupon template as the account is known to have it (from the demo, as the groups). */
export type KnownCouponTemplate = DemoCouponTemplate;

/** The account and the day the form checks against. */
export interface CouponFormContext {
  plan: AccountPlan;
  /** The account's global webhook switch. */
  webhookEnabled: boolean;
  /** The service's today (serviceToday()), never the device's. */
  today: string;
  /** The service's default coupon domain (sending it is the same as sending none). */
  defaultDomain: string;
  registeredDomains: readonly string[];
  groups: readonly KnownCouponGroup[];
  templates: readonly KnownCouponTemplate[];
  /**
   * Whether `groups` and `templates` are the account's whole lists (the demo's seeded account).
   * The contract has no list operation, so in live mode they are not: any IDX is then accepted
   * here and the service says whether it exists.
   */
  catalogueComplete: boolean;
}

export type CouponFormMessage = Extract<MessageKey<'create'>, `errors.${string}`>;
export interface CouponFormIssue {
  field: CouponFormField;
  message: CouponFormMessage;
}
