/**
 * The simulated service's failure codes and messages. The real service publishes only 653; the rest
 * are this mock's own, distinct per cause. Clients must not branch on them. The request-wide codes
 * are here, each resource's beside it (coupon-failures.ts, stamp-failures.ts,
 * statistics-failures.ts), and every code in one table below.
 */
import { COUPON_FAILURES } from './coupon-failures';
import { STAMP_FAILURES } from './stamp-failures';
import { STATISTICS_FAILURES } from './statistics-failures';

export type Lang = 'en' | 'ko';

interface Failure {
  code: number;
  status: number;
  en: string;
  ko: string;
}

const failures = {
  INVALID_PARAMETER: {
    code: 653,
    status: 400,
    en: 'Invalid parameter: {param} must be a whole number within the allowed range.',
    ko: '잘못된 파라미터입니다: {param}은(는) 허용 범위의 정수여야 합니다.',
  },
  MALFORMED_REQUEST: {
    code: 600,
    status: 400,
    en: 'The request body is not valid JSON.',
    ko: '요청 본문이 올바른 JSON이 아닙니다.',
  },
  PLAN_REQUIRED: {
    code: 700,
    status: 200,
    en: 'This operation needs the {plan} plan or higher.',
    ko: '이 기능은 {plan} 이상 요금제가 필요합니다.',
  },
  ...COUPON_FAILURES,
  ...STAMP_FAILURES,
  ...STATISTICS_FAILURES,
} as const satisfies Record<string, Failure>;

export type FailureName = keyof typeof failures;

export interface ServiceFailure {
  name: FailureName;
  params?: Record<string, string | number>;
}

export function failureOf(name: FailureName): Failure {
  return failures[name];
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateFormats: Record<Lang, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }),
  ko: new Intl.DateTimeFormat('ko', { dateStyle: 'medium', timeZone: 'UTC' }),
};

/** A calendar date as people of that language write it ("Nov 20, 2026", "2026. 11. 20."). */
function formatDate(ymd: string, lang: Lang): string {
  const match = DATE.exec(ymd);
  if (!match) return ymd;
  const utc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateFormats[lang].format(new Date(utc));
}

export function failureMessage(failure: ServiceFailure, lang: Lang): string {
  const template: string = failures[failure.name][lang];
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = failure.params?.[key];
    if (value === undefined) return match;
    return key === 'date' ? formatDate(String(value), lang) : String(value);
  });
}

/** The service reads Accept-Language: Korean when it is preferred, English otherwise. */
export function languageOf(acceptLanguage: string | null): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}
