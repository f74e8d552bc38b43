import { isCalendarDate } from '../../lib/dates';
import { formatDateInput } from '../../lib/date-input';
import { hasHiddenCharacter } from '../../lib/hidden-characters';
import { isDrawnCode, isGeneratedCodeLength, upperCaseAscii } from './coupon-code';
import {
  CURRENCIES,
  type AccountPlan,
  type CouponFormContext,
  type CouponFormField,
  type CouponFormIssue,
  type CouponFormMessage,
  type CouponFormValues,
  type KnownCouponGroup,
} from './coupon-form-values';

/*
 * Every rule docs/api.md gives for a create (operation 2; spec 4.2, 7.4 and 8), as pure functions
 * of the form's values and a `CouponFormContext`. The simulated service enforces the same rules on
 * its side; the property test in coupon-form-schema.property.test.ts holds the two to the same
 * verdict on random requests.
 *
 * Nothing here reads a clock or a global: the plan, the account's switches and the service's
 * today come in as the context, so the same values give the same verdict on any device.
 */

const PLAN_RANK: Record<AccountPlan, number> = { personal: 1, premium: 2, enterprise: 3 };

/** Spec 5: a custom domain needs Premium or higher, the coupon webhook Enterprise. */
export function planAllows(plan: AccountPlan, needed: AccountPlan): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[needed];
}

// ---------------------------------------------------------------------------------------------
// Reading typed text. The schema and toCreateRequest read it the same way, so what the schema
// checked is exactly what is sent.

const DECIMAL = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;
const WHOLE = /^\d+$/;

/** "15", "12.5", "5,000" (commas only as thousands separators); NaN for anything else. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed.replaceAll(',', '')) : Number.NaN;
}

/** Digits only; NaN for anything else ("-1", "2.0", "1e3", ""). */
export function parseWhole(text: string): number {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Spec 4.2 / 8: the last end date allowed, 31 December of the year after the service's today. */
export function latestEndYmd(today: string): string {
  return `${Number(today.slice(0, 4)) + 1}-12-31`;
}

/**
 * Values the messages need, written as the date fields write dates (`errors.endTooLate`'s last
 * day, `errors.dateInvalid`'s example: today); pass them to `t` with any form message.
 */
export function couponFormMessageValues(
  context: CouponFormContext,
  language: string,
): { latest: string; example: string } {
  return {
    latest: formatDateInput(latestEndYmd(context.today), language),
    example: formatDateInput(context.today, language),
  };
}

/** Same as the simulated service: "#1A2B3C", "#ABC", with or without the "#". */
export const HEX_COLOUR = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * docs/api.md, operation 2: "an http or https URL". One the URL standard can parse (the counter's
 * safeLink drops anything else, so a go-to-use button would never appear), written without spaces,
 * whose host has a dot after its first character (a customer's browser cannot reach `localhost`).
 */
export function isHttpUrl(text: string): boolean {
  if (/\s/.test(text) || !/^https?:\/\//i.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.indexOf('.', 1) > 0
  );
}

const CODE_CHARACTERS = /^[A-Za-z0-9]+$/;
const INT32_MAX = 2_147_483_647;

// ---------------------------------------------------------------------------------------------
// Groups: where a group's settings and the coupon's disagree, the group's win (spec 4.2).

export function groupOf(
  values: Pick<CouponFormValues, 'groupIdx'>,
  context: CouponFormContext,
): KnownCouponGroup | undefined {
  const idx = parseWhole(values.groupIdx);
  return context.groups.find((group) => group.grpIdx === idx);
}

/** Whether the coupon will be on-site: the group's setting if it has one, else the switch. */
export function isOnsite(
  values: Pick<CouponFormValues, 'groupIdx' | 'onsite'>,
  context: CouponFormContext,
): boolean {
  return groupOf(values, context)?.settings.onsite ?? values.onsite;
}

// ---------------------------------------------------------------------------------------------
// The rules, one function per field; each gives the field's first failing message or null.

type Rule = (values: CouponFormValues, context: CouponFormContext) => CouponFormMessage | null;

function hiddenRule(text: string, lines = false): CouponFormMessage | null {
  return hasHiddenCharacter(text, { lines }) ? 'errors.hiddenCharacter' : null;
}

const nameRule: Rule = (values) =>
  values.name.trim() === '' ? 'errors.nameRequired' : hiddenRule(values.name);

/** Why the discount cannot be sent, or null (the preview, too, shows none the form refuses). */
export const discountRule = (values: CouponFormValues): CouponFormMessage | null => {
  if (values.discount.trim() === '') return 'errors.discountRequired';
  const value = parseDecimal(values.discount);
  if (Number.isNaN(value)) return 'errors.discountNotNumber';
  // 400 digits read as Infinity, which JSON would send as null.
  if (!Number.isFinite(value)) return 'errors.discountTooLarge';
  // Spec: disc is a double; the percentage is 1 to 100, decimals allowed (12.5 %).
  if (values.discountType === 'percentage')
    return value >= 1 && value <= 100 ? null : 'errors.percentRange';
  if (value <= 0) return 'errors.amountPositive';
  // An amount finer than its currency's smallest unit (₩2,000.5, $5.555) is shown rounded by
  // every formatter, the preview's included, while the service would be sent the finer one.
  const currency = upperCaseAscii(values.currency.trim());
  if (!(CURRENCIES as readonly string[]).includes(currency)) return null;
  const allowed = minorUnitDigits(currency);
  if (decimalsOf(values.discount) <= allowed) return null;
  return allowed === 0 ? 'errors.amountWholeUnits' : 'errors.amountTwoDecimals';
};

/** Digits after the decimal point that count: "2000.50" has 1, "2000.0" none. */
function decimalsOf(text: string): number {
  const fraction = text.trim().split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/** The currency's smallest unit, as its formatter has it: KRW and JPY 0 decimals, USD 2. */
function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

const currencyRule: Rule = (values) => {
  if (values.discountType !== 'fixed') return null;
  const currency = upperCaseAscii(values.currency.trim());
  if (currency === '') return 'errors.currencyRequired';
  return (CURRENCIES as readonly string[]).includes(currency) ? null : 'errors.currencyUnknown';
};

function dateRule(text: string): CouponFormMessage | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'errors.dateRequired';
  return isCalendarDate(trimmed) ? null : 'errors.dateInvalid';
}

const startDateRule: Rule = (values) => dateRule(values.startDate);

const endDateRule: Rule = (values, context) => {
  const own = dateRule(values.endDate);
  if (own) return own;
  const end = values.endDate.trim();
  const start = values.startDate.trim();
  // Both ends are included: an end date equal to the start (or to today) is a one-day coupon.
  if (isCalendarDate(start) && start > end) return 'errors.endBeforeStart';
  return end > latestEndYmd(context.today) ? 'errors.endTooLate' : null;
};

const useLimitRule: Rule = (values) => {
  const limit = parseWhole(values.useLimit);
  return limit >= 0 && limit <= 5 ? null : 'errors.useLimitRange';
};

const userIdRule: Rule = (values) => {
  const limit = parseWhole(values.useLimit);
  return limit >= 2 && limit <= 5 && values.userId.trim() === ''
    ? 'errors.userIdRequired'
    : hiddenRule(values.userId);
};

const customCodeRule: Rule = (values) => {
  if (values.codeMode !== 'custom') return null;
  const code = values.customCode.trim();
  // A blank code on the wire means "generate one": the form says so with the other mode instead.
  if (code === '') return 'errors.codeRequired';
  if (!CODE_CHARACTERS.test(code)) return 'errors.codeCharacters';
  return code.length >= 8 && code.length <= 16 ? null : 'errors.codeLength';
};

/** Whether the drawn code fits the chosen length (the draft draws again when it does not). */
export function hasDrawnCode(
  values: Pick<CouponFormValues, 'codeLength' | 'generatedCode'>,
): boolean {
  const length = Number(values.codeLength);
  return isGeneratedCodeLength(length) && isDrawnCode(values.generatedCode, length);
}

/** The form draws a code whenever the length changes; this catches a draft that did not. */
const generatedCodeRule: Rule = (values) =>
  values.codeMode !== 'generate' || hasDrawnCode(values) ? null : 'errors.codeNotDrawn';

function idxRule(
  text: string,
  known: readonly number[],
  context: CouponFormContext,
  messages: { format: CouponFormMessage; unknown: CouponFormMessage },
): CouponFormMessage | null {
  if (text.trim() === '') return null;
  const idx = parseWhole(text);
  // The service binds IDX values as signed 32-bit integers; IDX values start at 1.
  if (!(idx >= 1 && idx <= INT32_MAX)) return messages.format;
  return context.catalogueComplete && !known.includes(idx) ? messages.unknown : null;
}

const groupRule: Rule = (values, context) =>
  idxRule(
    values.groupIdx,
    context.groups.map((group) => group.grpIdx),
    context,
    { format: 'errors.groupIdx', unknown: 'errors.groupUnknown' },
  );

const templateRule: Rule = (values, context) =>
  idxRule(
    values.templateIdx,
    context.templates.map((template) => template.tmplIdx),
    context,
    { format: 'errors.templateIdx', unknown: 'errors.templateUnknown' },
  );

function colourRule(text: string): CouponFormMessage | null {
  const trimmed = text.trim();
  return trimmed === '' || HEX_COLOUR.test(trimmed) ? null : 'errors.colour';
}

const urlRule: Rule = (values) => {
  const url = values.url.trim();
  if (url === '') return null;
  if (!isHttpUrl(url)) return 'errors.url';
  // "https://vvd.bz@evil.example/…" reads as vvd.bz and leads to evil.example: a user name or
  // password before the host only ever serves to hide where a link goes.
  const { username, password } = new URL(url);
  return username === '' && password === '' ? null : 'errors.urlCredentials';
};

/** Spec 2.1: the password is needed to use an on-site coupon, so one without it is unusable. */
const onsitePasswordRule: Rule = (values, context) => {
  if (!isOnsite(values, context) || values.onsitePassword.trim() !== '')
    return hiddenRule(values.onsitePassword);
  return values.onsite ? 'errors.onsitePasswordRequired' : 'errors.onsitePasswordGroup';
};

const domainRule: Rule = (values, context) => {
  const domain = values.domain.trim();
  if (domain === '' || domain === context.defaultDomain) return null;
  if (!planAllows(context.plan, 'premium')) return 'errors.needsPremium';
  return context.registeredDomains.includes(domain) ? null : 'errors.domainUnknown';
};

const webhookRule: Rule = (values, context) => {
  if (!values.webhook) return null;
  if (!planAllows(context.plan, 'enterprise')) return 'errors.needsEnterprise';
  return context.webhookEnabled ? null : 'errors.webhookOff';
};

const rules: Partial<Record<CouponFormField, Rule>> = {
  name: nameRule,
  discount: discountRule,
  currency: currencyRule,
  startDate: startDateRule,
  endDate: endDateRule,
  useLimit: useLimitRule,
  userId: userIdRule,
  userName: (values) => hiddenRule(values.userName),
  userPhone: (values) => hiddenRule(values.userPhone),
  userEmail: (values) => hiddenRule(values.userEmail),
  userExtra1: (values) => hiddenRule(values.userExtra1),
  userExtra2: (values) => hiddenRule(values.userExtra2),
  customCode: customCodeRule,
  generatedCode: generatedCodeRule,
  groupIdx: groupRule,
  templateIdx: templateRule,
  textColour: (values) => colourRule(values.textColour),
  backgroundColour: (values) => colourRule(values.backgroundColour),
  url: urlRule,
  onsitePassword: onsitePasswordRule,
  domain: domainRule,
  webhook: webhookRule,
  memo: (values) => hiddenRule(values.memo, true),
};

/** Every field's first failing rule, in the form's order. Empty when the coupon can be created. */
export function couponFormIssues(
  values: CouponFormValues,
  context: CouponFormContext,
): CouponFormIssue[] {
  const issues: CouponFormIssue[] = [];
  for (const [field, rule] of Object.entries(rules) as [CouponFormField, Rule][]) {
    const message = rule(values, context);
    if (message) issues.push({ field, message });
  }
  return issues;
}
