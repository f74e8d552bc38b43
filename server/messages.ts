/**
 * The messages of the envelopes this server writes itself (the service's own messages pass
 * through untouched). The browser shows `message` for refusals and for the 653 answer, so these
 * speak the user's language like the service does: Korean when Accept-Language prefers it,
 * English otherwise.
 */
export type Lang = 'en' | 'ko';

/**
 * On every answer whose message is this server's own words (a refusal, a failure it says itself),
 * never on the service's: the till attributes a message to whoever said it ("The shop's server
 * said", not "The service said").
 */
export const SAID_BY_SERVER_HEADER = 'X-Said-By';
/** The header itself, for an answer's headers: `{ ...SAID_BY_SERVER }` or `c.header(...)`. */
export const SAID_BY_SERVER = { [SAID_BY_SERVER_HEADER]: 'server' } as const;
/** Marks an answer being built on `c` as our own words. */
export function markOurs(c: { header(name: string, value: string): void }): void {
  c.header(SAID_BY_SERVER_HEADER, SAID_BY_SERVER[SAID_BY_SERVER_HEADER]);
}

export function languageOf(acceptLanguage: string | null | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

type Params = Record<string, string | number>;

const messages = {
  notFound: {
    en: 'There is no such operation in this API.',
    ko: '이 API에 없는 기능입니다.',
  },
  methodNotAllowed: {
    en: 'This operation does not accept {method}; use {allowed}.',
    ko: '이 기능은 {method} 요청을 받지 않습니다. {allowed}를 사용하세요.',
  },
  unsupportedMediaType: {
    en: 'The request body must be JSON (Content-Type: application/json).',
    ko: '요청 본문은 JSON이어야 합니다 (Content-Type: application/json).',
  },
  payloadTooLarge: {
    en: 'The request body is too large (at most {limit} bytes).',
    ko: '요청 본문이 너무 큽니다 (최대 {limit}바이트).',
  },
  invalidJson: {
    en: 'The request body is not valid JSON.',
    ko: '요청 본문이 올바른 JSON이 아닙니다.',
  },
  notAnObject: {
    en: 'The request body must be a JSON object.',
    ko: '요청 본문은 JSON 객체여야 합니다.',
  },
  // Word for word the simulated service's 653 message: the browser sees the same answer whether
  // our server or the service refused the parameter.
  invalidParameter: {
    en: 'Invalid parameter: {param} must be a whole number within the allowed range.',
    ko: '잘못된 파라미터입니다: {param}은(는) 허용 범위의 정수여야 합니다.',
  },
  required: {
    en: 'The parameter {param} is required.',
    ko: '{param} 파라미터는 필수입니다.',
  },
  repeated: {
    en: 'The parameter {param} was given more than once.',
    ko: '{param} 파라미터가 두 번 이상 주어졌습니다.',
  },
  notText: {
    en: 'The parameter {param} must be text of at most {max} characters.',
    ko: '{param} 파라미터는 {max}자 이하의 문자열이어야 합니다.',
  },
  notNumber: {
    en: 'The parameter {param} must be a number.',
    ko: '{param} 파라미터는 숫자여야 합니다.',
  },
  invalidDate: {
    en: 'The date ({param}) must be a valid date in the form YYYY-MM-DD.',
    ko: '날짜({param})는 YYYY-MM-DD 형식의 올바른 날짜여야 합니다.',
  },
  invalidDayRange: {
    en: 'The date ({param}) must be a valid date in the form YYYY-MM-DD, from startYmd on, at most {max} days in all.',
    ko: '날짜({param})는 YYYY-MM-DD 형식의 올바른 날짜로, startYmd부터 모두 {max}일 이내여야 합니다.',
  },
  invalidPattern: {
    en: 'The parameter {param} must be text of at most {max} characters, with no control characters.',
    ko: '{param} 파라미터는 제어 문자 없이 {max}자 이하의 문자열이어야 합니다.',
  },
  rateLimitedHere: {
    en: "Too many requests: this shop's limit is {limit} calls to the service a minute. Try again in {seconds} s.",
    ko: '요청이 너무 많습니다: 이 매장의 서비스 호출 한도는 분당 {limit}회입니다. {seconds}초 후에 다시 시도하세요.',
  },
  rateLimitedByService: {
    en: 'The service asks us to slow down (too many requests). Try again in a moment.',
    ko: '서비스가 요청을 줄여 달라고 합니다 (요청이 너무 많음). 잠시 후 다시 시도하세요.',
  },
  timeout: {
    en: 'The service did not answer within {seconds} s; the request was cancelled.',
    ko: '서비스가 {seconds}초 안에 응답하지 않아 요청을 취소했습니다.',
  },
  unreachable: {
    en: 'The service could not be reached.',
    ko: '서비스에 연결할 수 없습니다.',
  },
  serviceError: {
    en: 'The service had a problem (HTTP {status}). Try again in a moment.',
    ko: '서비스에 문제가 있습니다 (HTTP {status}). 잠시 후 다시 시도하세요.',
  },
  serviceUnavailable: {
    en: 'The service is unavailable right now (HTTP 503). Try again in a moment.',
    ko: '지금은 서비스를 사용할 수 없습니다 (HTTP 503). 잠시 후 다시 시도하세요.',
  },
  serviceRefusedServer: {
    en: "The service refused this server's credentials (HTTP {status}): the server's API key or configuration needs checking.",
    ko: '서비스가 이 서버의 인증 정보를 거부했습니다 (HTTP {status}): 서버의 API 키나 설정을 확인해야 합니다.',
  },
  unexpected: {
    en: 'The service answered something unexpected ({detail}).',
    ko: '서비스가 예상하지 못한 응답을 보냈습니다 ({detail}).',
  },
  clientClosed: {
    en: 'The request was cancelled by the browser.',
    ko: '브라우저가 요청을 취소했습니다.',
  },
  // Sign-in (decision 0013).
  invalidCouponNumber: {
    en: 'A coupon number ({param}) is letters A–Z and digits only; this one has other characters (a line break, a space inside, a non-Latin letter).',
    ko: '쿠폰 번호({param})는 영문자 A–Z와 숫자로만 이루어집니다. 이 번호에는 다른 문자(줄바꿈, 중간 공백, 영문이 아닌 글자)가 있습니다.',
  },
  authUnpaired: {
    en: 'This browser is not a paired device. An owner must pair it first.',
    ko: '이 브라우저는 등록된 기기가 아닙니다. 먼저 점주가 기기를 등록해야 합니다.',
  },
  authSignedOut: {
    en: 'Nobody is signed in on this device. Unlock it with your PIN.',
    ko: '이 기기에 로그인한 직원이 없습니다. PIN으로 잠금을 해제하세요.',
  },
  authLocked: {
    en: 'This device locked after {minutes} minutes without use. Unlock it with your PIN.',
    ko: '{minutes}분 동안 사용하지 않아 기기가 잠겼습니다. PIN으로 잠금을 해제하세요.',
  },
  authExpired: {
    en: 'The session ended after 12 hours. Unlock the device again with your PIN.',
    ko: '12시간이 지나 세션이 끝났습니다. PIN으로 다시 잠금을 해제하세요.',
  },
  authForbidden: {
    en: 'Your role ({role}) may not do this.',
    ko: '내 역할({role})로는 이 작업을 할 수 없습니다.',
  },
  authWrongPin: {
    en: 'Wrong PIN.',
    ko: 'PIN이 틀렸습니다.',
  },
  authWrongOwner: {
    en: "That owner's name and PIN do not match.",
    ko: '점주 이름과 PIN이 일치하지 않습니다.',
  },
  authPaused: {
    en: 'Too many wrong PINs. Try again in {seconds} s.',
    ko: 'PIN이 여러 번 틀렸습니다. {seconds}초 후에 다시 시도하세요.',
  },
  authPairingLocked: {
    en: "Pairing is locked after {attempts} wrong owner PINs in a row. The server's operator can open it again with: npm run staff -- unlock-pairing",
    ko: '점주 PIN이 연속 {attempts}번 틀려 기기 등록이 잠겼습니다. 서버 관리자가 다음 명령으로 다시 열 수 있습니다: npm run staff -- unlock-pairing',
  },
  authDeviceRevoked: {
    en: 'Ten wrong PINs in a row: this device was unpaired. An owner must pair it again.',
    ko: 'PIN이 연속 10번 틀려 이 기기의 등록이 해제되었습니다. 점주가 다시 등록해야 합니다.',
  },
  authInvalid: {
    en: 'The request is not valid: {detail}.',
    ko: '요청이 올바르지 않습니다: {detail}.',
  },
  idempotencyMismatch: {
    en: 'This Idempotency-Key was already used for a different coupon.',
    ko: '이 Idempotency-Key는 이미 다른 쿠폰에 사용되었습니다.',
  },
  idempotencyRunning: {
    en: 'This coupon is still being created; wait for its answer.',
    ko: '이 쿠폰은 아직 생성 중입니다. 응답을 기다리세요.',
  },
  idempotencyInvalid: {
    en: 'The Idempotency-Key header must be 8–128 letters, digits or - _ : .',
    ko: 'Idempotency-Key 헤더는 8–128자의 영문자, 숫자 또는 - _ : . 이어야 합니다.',
  },
  stateUnavailable: {
    en: 'The server cannot reach its database right now, so this was not sent to the service: nothing was done. Try again in a moment; tell the owner if it goes on.',
    ko: '지금은 서버가 데이터베이스에 연결할 수 없어 서비스로 보내지 않았습니다. 아무것도 처리되지 않았습니다. 잠시 후 다시 시도하고, 계속되면 점주에게 알려 주세요.',
  },
  stateLostAfterWrite: {
    en: 'This was sent to the service, but the server lost its database before it could finish: it may have gone through. Check again before doing it again.',
    ko: '서비스로 보냈지만 서버가 마무리하기 전에 데이터베이스 연결이 끊겼습니다. 처리되었을 수 있습니다. 다시 하기 전에 다시 확인하세요.',
  },
  auditUnavailable: {
    en: 'The audit log cannot be written right now, so this was not sent to the service: nothing was done. Tell the owner.',
    ko: '지금은 감사 기록을 남길 수 없어 서비스로 보내지 않았습니다. 아무것도 처리되지 않았습니다. 점주에게 알려 주세요.',
  },
  // The reward and taking a stamp back (decision 0016).
  onsitePwdRequired: {
    en: 'The on-site password is required for this stamp card.',
    ko: '이 스탬프는 현장 비밀번호가 필요합니다.',
  },
  onsitePwdWrong: {
    en: 'The on-site password is incorrect.',
    ko: '현장 비밀번호가 올바르지 않습니다.',
  },
  stampNoneToRemove: {
    en: 'This stamp card has no stamp to take back.',
    ko: '이 스탬프에는 취소할 스탬프가 없습니다.',
  },
  stampUndoNotAllowed: {
    en: 'Only a stamp you added yourself on this device, minutes ago, can be taken back: this one was added by someone else, or too long ago. Ask an owner.',
    ko: '이 기기에서 내가 방금 적립한 스탬프만 취소할 수 있습니다. 다른 사람이 적립했거나 시간이 너무 지났습니다. 점주에게 요청하세요.',
  },
  internal: {
    en: 'Something went wrong in this server.',
    ko: '이 서버에서 문제가 발생했습니다.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageName = keyof typeof messages;

export function message(name: MessageName, lang: Lang, params: Params = {}): string {
  const template: string = messages[name][lang];
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = params[key];
    return value === undefined ? match : String(value);
  });
}
