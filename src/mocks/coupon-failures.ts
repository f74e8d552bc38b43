/*
 * The simulated service's own failure codes for coupons: checking and redeeming one (1001–1008) and
 * creating one (1101–1123), each with its English and Korean message. codes.ts puts them together.
 */
export const COUPON_FAILURES = {
  COUPON_NOT_FOUND: {
    code: 1001,
    status: 200,
    en: 'Coupon not found.',
    ko: '쿠폰을 찾을 수 없습니다.',
  },
  COUPON_NOT_YET_ACTIVE: {
    code: 1002,
    status: 200,
    en: 'This coupon is not valid yet. It can be used from {date}.',
    ko: '아직 사용할 수 없는 쿠폰입니다. {date}부터 사용할 수 있습니다.',
  },
  COUPON_EXPIRED: {
    code: 1003,
    status: 200,
    en: 'This coupon expired on {date}.',
    ko: '{date}에 만료된 쿠폰입니다.',
  },
  COUPON_LIMIT_REACHED: {
    code: 1004,
    status: 200,
    en: 'This coupon has reached its use limit.',
    ko: '사용 횟수를 모두 사용한 쿠폰입니다.',
  },
  COUPON_ONSITE_PWD_REQUIRED: {
    code: 1005,
    status: 200,
    en: 'The on-site password is required for this coupon.',
    ko: '이 쿠폰은 현장 비밀번호가 필요합니다.',
  },
  COUPON_ONSITE_PWD_WRONG: {
    code: 1006,
    status: 200,
    en: 'The on-site password is incorrect.',
    ko: '현장 비밀번호가 올바르지 않습니다.',
  },
  COUPON_USER_REQUIRED: {
    code: 1007,
    status: 200,
    en: 'A user ID is required to use this coupon.',
    ko: '이 쿠폰을 사용하려면 사용자 ID가 필요합니다.',
  },
  COUPON_USER_MISMATCH: {
    code: 1008,
    status: 200,
    en: 'This coupon belongs to a different user.',
    ko: '다른 사용자의 쿠폰입니다.',
  },

  CREATE_NAME_REQUIRED: {
    code: 1101,
    status: 200,
    en: 'The coupon name (nm) is required.',
    ko: '쿠폰 이름(nm)은 필수입니다.',
  },
  CREATE_DISC_TYPE_INVALID: {
    code: 1102,
    status: 200,
    en: 'The discount type (discTypeIdx) must be 457 (percentage) or 458 (fixed amount).',
    ko: '할인 유형(discTypeIdx)은 457(정률) 또는 458(정액)이어야 합니다.',
  },
  CREATE_DISC_PERCENT_RANGE: {
    code: 1103,
    status: 200,
    en: 'A percentage discount (disc) must be between 1 and 100.',
    ko: '정률 할인(disc)은 1에서 100 사이여야 합니다.',
  },
  CREATE_DISC_AMOUNT_RANGE: {
    code: 1104,
    status: 200,
    en: 'A fixed-amount discount (disc) must be greater than 0.',
    ko: '정액 할인(disc)은 0보다 커야 합니다.',
  },
  CREATE_CURRENCY_REQUIRED: {
    code: 1105,
    status: 200,
    en: 'The currency (discCurrency) is required for a fixed-amount discount.',
    ko: '정액 할인에는 통화(discCurrency)가 필요합니다.',
  },
  CREATE_CURRENCY_UNKNOWN: {
    code: 1106,
    status: 200,
    en: 'The currency (discCurrency) {value} is not supported.',
    ko: '지원하지 않는 통화(discCurrency)입니다: {value}',
  },
  CREATE_DATE_INVALID: {
    code: 1107,
    status: 200,
    en: 'The date {param} must be a valid date in the form YYYY-MM-DD.',
    ko: '{param} 날짜는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.',
  },
  CREATE_START_AFTER_END: {
    code: 1108,
    status: 200,
    en: 'The start date (strtYmd) must not be after the end date (endYmd).',
    ko: '시작일(strtYmd)은 종료일(endYmd)보다 늦을 수 없습니다.',
  },
  CREATE_END_TOO_LATE: {
    code: 1109,
    status: 200,
    en: 'The end date (endYmd) must be no later than {date}.',
    ko: '종료일(endYmd)은 {date} 이전이어야 합니다.',
  },
  CREATE_USE_LIMIT_RANGE: {
    code: 1110,
    status: 200,
    en: 'The use limit (useLimit) must be 0 (unlimited) or 1 to 5.',
    ko: '사용 횟수(useLimit)는 0(무제한) 또는 1에서 5 사이여야 합니다.',
  },
  CREATE_USER_ID_REQUIRED: {
    code: 1111,
    status: 200,
    en: 'A user ID (userId) is required when the use limit is 2 to 5.',
    ko: '사용 횟수가 2~5회이면 사용자 ID(userId)가 필요합니다.',
  },
  CREATE_CPN_NO_FORMAT: {
    code: 1112,
    status: 200,
    en: 'The coupon number (cpnNo) must be 8 to 16 letters and digits.',
    ko: '쿠폰 번호(cpnNo)는 영문자와 숫자 8~16자여야 합니다.',
  },
  CREATE_CPN_NO_TAKEN: {
    code: 1113,
    status: 200,
    en: 'The coupon number {value} is already in use.',
    ko: '이미 사용 중인 쿠폰 번호입니다: {value}',
  },
  CREATE_DIGITS_INVALID: {
    code: 1114,
    status: 200,
    en: 'The code length (cpnNoDigits) must be 8, 12 or 16.',
    ko: '쿠폰 번호 길이(cpnNoDigits)는 8, 12, 16 중 하나여야 합니다.',
  },
  CREATE_DOMAIN_UNKNOWN: {
    code: 1115,
    status: 200,
    en: 'The domain {value} is not registered for this account.',
    ko: '이 계정에 등록되지 않은 도메인입니다: {value}',
  },
  CREATE_WEBHOOK_OFF: {
    code: 1116,
    status: 200,
    en: 'The webhook cannot be enabled: the account webhook is switched off.',
    ko: '계정 웹훅이 꺼져 있어 웹훅을 사용할 수 없습니다.',
  },
  CREATE_GROUP_UNKNOWN: {
    code: 1117,
    status: 200,
    en: 'Coupon group {value} does not exist.',
    ko: '존재하지 않는 쿠폰 그룹입니다: {value}',
  },
  CREATE_TEMPLATE_UNKNOWN: {
    code: 1118,
    status: 200,
    en: 'Coupon template {value} does not exist.',
    ko: '존재하지 않는 쿠폰 템플릿입니다: {value}',
  },
  CREATE_COLOR_INVALID: {
    code: 1119,
    status: 200,
    en: 'The colour {param} must be a HEX value such as #1A2B3C.',
    ko: '{param} 색상은 #1A2B3C 같은 HEX 값이어야 합니다.',
  },
  CREATE_URL_INVALID: {
    code: 1120,
    status: 200,
    en: 'The URL (url) must start with http:// or https://.',
    ko: 'URL(url)은 http:// 또는 https://로 시작해야 합니다.',
  },
  CREATE_YN_INVALID: {
    code: 1121,
    status: 200,
    en: 'The field {param} must be Y or N.',
    ko: '{param} 값은 Y 또는 N이어야 합니다.',
  },
  CREATE_FIELD_TYPE: {
    code: 1122,
    status: 200,
    en: 'The field {param} must be text.',
    ko: '{param} 값은 문자열이어야 합니다.',
  },
  CREATE_ONSITE_PWD_REQUIRED: {
    code: 1123,
    status: 200,
    en: 'An on-site coupon (or a coupon in an on-site group) needs an on-site password (onsitePwd).',
    ko: '현장 쿠폰(또는 현장 그룹의 쿠폰)에는 현장 비밀번호(onsitePwd)가 필요합니다.',
  },
} as const;
