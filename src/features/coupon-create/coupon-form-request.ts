import type { CouponCreateRequest } from '../../api/coupon-create';
import { DISC_TYPE_AMOUNT, DISC_TYPE_PERCENT } from '../../api/coupons';
import { Secret } from '../../api/secret';
import { upperCaseAscii } from './coupon-code';
import { HEX_COLOUR, isOnsite, parseDecimal, parseWhole } from './coupon-form-rules';
import type { CouponFormContext, CouponFormValues } from './coupon-form-values';

// Form values → the wire request (spec 4.2). Text is read by the same parsers the rules use, so
// what the rules checked is exactly what is sent.

function optional(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** "#" added when left out, so the coupon page and the counter can use it as CSS as it is. */
function colourOf(text: string): string | undefined {
  const colour = optional(text);
  if (colour === undefined || !HEX_COLOUR.test(colour)) return colour;
  return `#${colour.replace('#', '').toUpperCase()}`;
}

function idxOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : parseWhole(text);
}

/**
 * The code a send of these values names: a typed one trimmed and upper-cased, else the drawn one.
 * The form (a taken code is said while it is the one in the form) and the screen (a draft whose
 * code was being sent) ask it too.
 */
export function codeToSend(
  values: Pick<CouponFormValues, 'codeMode' | 'customCode' | 'generatedCode'>,
): string {
  return values.codeMode === 'custom'
    ? upperCaseAscii(values.customCode.trim())
    : values.generatedCode;
}

/**
 * Form values → the wire request (spec 4.2). Meant for values the schema accepted. It never
 * repairs a value the schema refuses (an unreadable number goes as NaN, which the request's own
 * schema refuses before sending; a bad colour goes as typed), so the property test can send the
 * service exactly what a form without checks would.
 */
export function toCreateRequest(
  values: CouponFormValues,
  context: CouponFormContext,
): CouponCreateRequest {
  const fixed = values.discountType === 'fixed';
  const domain = optional(values.domain);
  const onsitePassword = values.onsitePassword.trim();
  return {
    // Always a code of our own (typed, or drawn before the first send), never cpnNoDigits: a
    // retry after a lost answer must name the coupon the first attempt may have created.
    cpnNo: codeToSend(values),
    domain: domain === context.defaultDomain ? undefined : domain,
    webhookEnableYn: values.webhook ? 'Y' : 'N',
    nm: values.name.trim(),
    discTypeIdx: fixed ? DISC_TYPE_AMOUNT : DISC_TYPE_PERCENT,
    disc: parseDecimal(values.discount),
    discCurrency: fixed ? optional(upperCaseAscii(values.currency)) : undefined,
    strtYmd: values.startDate.trim(),
    endYmd: values.endDate.trim(),
    useLimit: parseWhole(values.useLimit),
    grpIdx: idxOf(values.groupIdx),
    tmplIdx: idxOf(values.templateIdx),
    // The coupon's own switch; where its group says otherwise, the service applies the group's.
    onsiteYn: values.onsite ? 'Y' : 'N',
    // Only when the coupon will be on-site: a secret is not sent where it is not needed.
    onsitePwd:
      isOnsite(values, context) && onsitePassword !== '' ? new Secret(onsitePassword) : undefined,
    memo: optional(values.memo),
    url: optional(values.url),
    color: colourOf(values.textColour),
    background: colourOf(values.backgroundColour),
    userId: optional(values.userId),
    userNm: optional(values.userName),
    userPhnno: optional(values.userPhone),
    userEml: optional(values.userEmail),
    userEtc1: optional(values.userExtra1),
    userEtc2: optional(values.userExtra2),
  };
}
