import { randomInt } from '../random';
import type { CouponRecord, ServiceState, Yn } from '../store';
import { isValidYmd, lastDayOfNextYear } from '../ymd';
import {
  fail,
  isPresent,
  ok,
  optionalString,
  parseDouble,
  parseInt32,
  requirePlan,
  type Outcome,
  type RuleContext,
} from './outcome';

export const PERCENT = 457;
export const AMOUNT = 458;
export const KNOWN_CURRENCIES = [
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
];
export const CODE_LENGTHS = [8, 12, 16];
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const HEX_COLOUR = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const CODE = /^[A-Za-z0-9]{8,16}$/;

/**
 * a–z upper-cased, nothing else: Unicode case mapping would read "ſgd" as "SGD" and "straße12" as
 * "STRASSE12", turning a value the service must refuse into another, valid one (decision 0005).
 */
function upperCaseAscii(text: string): string {
  return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/**
 * docs/api.md, operation 2: "an http or https URL". One the URL standard parses, written without
 * spaces, whose host (not the raw authority text: "https://u.v@host" and "http://[::0.0.0.0]" have
 * no dotted host) has a dot after its first character, as a public web address has.
 */
function isHttpUrl(text: string): boolean {
  if (/\s/.test(text) || !/^https?:\/\//i.test(text)) return false;
  try {
    const { protocol, hostname } = new URL(text);
    return (protocol === 'http:' || protocol === 'https:') && hostname.indexOf('.', 1) > 0;
  } catch {
    return false;
  }
}

export function findCoupon(state: ServiceState, cpnNo: unknown): CouponRecord | undefined {
  if (typeof cpnNo !== 'string') return undefined;
  return state.coupons[cpnNo.trim().toUpperCase()];
}

/** Validate's checks, shared by validate and redeem. */
function usableCoupon(ctx: RuleContext, cpnNo: unknown): Outcome<CouponRecord> {
  const planGate = requirePlan(ctx, 'personal');
  if (planGate) return planGate;
  const coupon = findCoupon(ctx.state, cpnNo);
  if (!coupon) return fail('COUPON_NOT_FOUND');
  if (ctx.today < coupon.strtYmd) return fail('COUPON_NOT_YET_ACTIVE', { date: coupon.strtYmd });
  if (ctx.today > coupon.endYmd) return fail('COUPON_EXPIRED', { date: coupon.endYmd });
  if (coupon.useLimit > 0 && coupon.useCnt >= coupon.useLimit) return fail('COUPON_LIMIT_REACHED');
  return ok(coupon);
}

export function validateCoupon(ctx: RuleContext, cpnNo: unknown): Outcome<CouponRecord> {
  return usableCoupon(ctx, cpnNo);
}

export interface RedeemInput {
  cpnNo?: unknown;
  onsitePwd?: unknown;
  userId?: unknown;
  memo?: unknown;
}

/** Synchronous check-and-increment: two redeems racing for the last use cannot both pass. */
export function redeemCoupon(ctx: RuleContext, input: RedeemInput): Outcome<null> {
  const found = usableCoupon(ctx, input.cpnNo);
  if (!found.ok) return found;
  const coupon = found.value;
  // Every on-site coupon asks for its password, as the counter's dialog does: the client cannot
  // see whether one is set (it is stripped), so the two must never disagree. Create refuses an
  // on-site coupon without one; a record that somehow has none matches no password.
  if (coupon.onsiteYn === 'Y') {
    if (!isPresent(input.onsitePwd)) return fail('COUPON_ONSITE_PWD_REQUIRED');
    if (!coupon.onsitePwd || input.onsitePwd !== coupon.onsitePwd)
      return fail('COUPON_ONSITE_PWD_WRONG');
  }
  const userId =
    typeof input.userId === 'string' && input.userId.trim() !== '' ? input.userId.trim() : null;
  if (coupon.useLimit >= 2) {
    if (!userId) return fail('COUPON_USER_REQUIRED');
    if (userId !== coupon.userId) return fail('COUPON_USER_MISMATCH');
  }
  coupon.useCnt += 1;
  coupon.redemptions.push({
    at: ctx.now.toISOString(),
    userId,
    memo: typeof input.memo === 'string' && input.memo !== '' ? input.memo : null,
  });
  return ok(null);
}

function generateCode(state: ServiceState, length: number): string {
  for (;;) {
    let code = '';
    for (let i = 0; i < length; i += 1)
      code += CODE_ALPHABET.charAt(randomInt(CODE_ALPHABET.length));
    if (!state.coupons[code]) return code;
  }
}

function parseYn(raw: unknown, param: string): Outcome<Yn> {
  if (!isPresent(raw)) return ok('N');
  if (raw === 'Y' || raw === 'N') return ok(raw);
  return fail('CREATE_YN_INVALID', { param });
}

const TEXT_FIELDS = [
  'memo',
  'userId',
  'userNm',
  'userPhnno',
  'userEml',
  'userEtc1',
  'userEtc2',
  'onsitePwd',
] as const;

/** Spec 4.2, 7.4 and 8, checked in the order a request reads, first failure wins. */
export function createCoupon(ctx: RuleContext, body: Record<string, unknown>): Outcome<string> {
  const { state, today } = ctx;
  const planGate = requirePlan(ctx, 'personal');
  if (planGate) return planGate;

  // Numeric parameters are bound first: a bad one is a 653 before any business rule.
  const discType = parseInt32(body.discTypeIdx, 'discTypeIdx');
  if (!discType.ok) return discType;
  const disc = parseDouble(body.disc, 'disc');
  if (!disc.ok) return disc;
  const useLimit = parseInt32(body.useLimit, 'useLimit');
  if (!useLimit.ok) return useLimit;
  const optionalInts: Record<'cpnNoDigits' | 'grpIdx' | 'tmplIdx', number | null> = {
    cpnNoDigits: null,
    grpIdx: null,
    tmplIdx: null,
  };
  for (const key of ['cpnNoDigits', 'grpIdx', 'tmplIdx'] as const) {
    if (!isPresent(body[key])) continue;
    const parsed = parseInt32(body[key], key);
    if (!parsed.ok) return parsed;
    optionalInts[key] = parsed.value;
  }

  const texts: Partial<Record<string, string | null>> = {};
  for (const key of [
    'nm',
    'cpnNo',
    'domain',
    'discCurrency',
    'strtYmd',
    'endYmd',
    'url',
    'color',
    'background',
    ...TEXT_FIELDS,
  ]) {
    const parsed = optionalString(body[key], key);
    if (!parsed.ok) return parsed;
    texts[key] = parsed.value;
  }

  const nm = texts.nm;
  if (!nm) return fail('CREATE_NAME_REQUIRED');
  if (discType.value !== PERCENT && discType.value !== AMOUNT)
    return fail('CREATE_DISC_TYPE_INVALID');
  if (discType.value === PERCENT && (disc.value < 1 || disc.value > 100))
    return fail('CREATE_DISC_PERCENT_RANGE');
  if (discType.value === AMOUNT && !(disc.value > 0)) return fail('CREATE_DISC_AMOUNT_RANGE');
  let discCurrency: string | null = null;
  if (discType.value === AMOUNT) {
    if (!texts.discCurrency) return fail('CREATE_CURRENCY_REQUIRED');
    discCurrency = upperCaseAscii(texts.discCurrency);
    if (!KNOWN_CURRENCIES.includes(discCurrency))
      return fail('CREATE_CURRENCY_UNKNOWN', { value: texts.discCurrency });
  }

  const strtYmd = texts.strtYmd;
  const endYmd = texts.endYmd;
  if (!isValidYmd(strtYmd)) return fail('CREATE_DATE_INVALID', { param: 'strtYmd' });
  if (!isValidYmd(endYmd)) return fail('CREATE_DATE_INVALID', { param: 'endYmd' });
  if (strtYmd > endYmd) return fail('CREATE_START_AFTER_END');
  const latestEnd = lastDayOfNextYear(today);
  if (endYmd > latestEnd) return fail('CREATE_END_TOO_LATE', { date: latestEnd });

  if (useLimit.value < 0 || useLimit.value > 5) return fail('CREATE_USE_LIMIT_RANGE');
  if (useLimit.value >= 2 && !texts.userId) return fail('CREATE_USER_ID_REQUIRED');

  let cpnNo: string;
  if (texts.cpnNo) {
    if (!CODE.test(texts.cpnNo)) return fail('CREATE_CPN_NO_FORMAT');
    cpnNo = upperCaseAscii(texts.cpnNo);
    if (state.coupons[cpnNo]) return fail('CREATE_CPN_NO_TAKEN', { value: cpnNo });
  } else {
    const digits = optionalInts.cpnNoDigits ?? 16;
    if (!CODE_LENGTHS.includes(digits)) return fail('CREATE_DIGITS_INVALID');
    cpnNo = generateCode(state, digits);
  }

  const domain = texts.domain ?? state.defaultDomain;
  if (domain !== state.defaultDomain) {
    const gate = requirePlan(ctx, 'premium');
    if (gate) return gate;
    if (!state.registeredDomains.includes(domain))
      return fail('CREATE_DOMAIN_UNKNOWN', { value: domain });
  }

  const webhook = parseYn(body.webhookEnableYn, 'webhookEnableYn');
  if (!webhook.ok) return webhook;
  if (webhook.value === 'Y') {
    const gate = requirePlan(ctx, 'enterprise');
    if (gate) return gate;
    if (!state.webhookEnabled) return fail('CREATE_WEBHOOK_OFF');
  }
  const onsite = parseYn(body.onsiteYn, 'onsiteYn');
  if (!onsite.ok) return onsite;

  const group =
    optionalInts.grpIdx === null
      ? null
      : state.couponGroups.find((g) => g.grpIdx === optionalInts.grpIdx);
  if (optionalInts.grpIdx !== null && !group)
    return fail('CREATE_GROUP_UNKNOWN', { value: optionalInts.grpIdx });
  const template =
    optionalInts.tmplIdx === null
      ? null
      : state.couponTemplates.find((t) => t.tmplIdx === optionalInts.tmplIdx);
  if (optionalInts.tmplIdx !== null && !template)
    return fail('CREATE_TEMPLATE_UNKNOWN', { value: optionalInts.tmplIdx });

  for (const key of ['color', 'background'] as const) {
    const colour = texts[key];
    if (colour && !HEX_COLOUR.test(colour)) return fail('CREATE_COLOR_INVALID', { param: key });
  }
  if (texts.url && !isHttpUrl(texts.url)) return fail('CREATE_URL_INVALID');

  const record: CouponRecord = {
    cpnNo,
    domain,
    nm,
    grpIdx: group?.grpIdx ?? null,
    tmplIdx: template?.tmplIdx ?? null,
    discTypeIdx: discType.value,
    disc: disc.value,
    discCurrency,
    strtYmd,
    endYmd,
    useLimit: useLimit.value,
    useCnt: 0,
    imgUrl: null,
    onsiteYn: onsite.value,
    onsitePwd: texts.onsitePwd ?? null,
    memo: texts.memo ?? null,
    url: texts.url ?? null,
    color: texts.color ?? template?.color ?? null,
    background: texts.background ?? template?.background ?? null,
    webhookEnableYn: webhook.value,
    userId: texts.userId ?? null,
    userNm: texts.userNm ?? null,
    userPhnno: texts.userPhnno ?? null,
    userEml: texts.userEml ?? null,
    userEtc1: texts.userEtc1 ?? null,
    userEtc2: texts.userEtc2 ?? null,
    regYmdt: ctx.now.toISOString().slice(0, 19).replace('T', ' '),
    redemptions: [],
    ...group?.settings,
  };
  if (record.onsiteYn === 'Y' && !record.onsitePwd) return fail('CREATE_ONSITE_PWD_REQUIRED');
  // A deleted coupon's code may be used again: the new coupon simply takes the free slot.
  state.coupons[cpnNo] = record;
  return ok(cpnNo);
}
