import type { Context } from 'hono';
import { type Lang, message, type MessageName, SAID_BY_SERVER } from '../messages';
import type { Checked, RequestFailure } from '../requests/checked';
import type { StoredAnswer } from '../idempotency';
import { markSecured, SECURITY_HEADERS } from '../security-headers';

/**
 * What goes back to the browser, before it becomes a Response: the service's answer rebuilt
 * through an allowlist schema, or an envelope of our own `{ code, message, result: null }` whose
 * code is its HTTP status (653 for a numeric parameter, exactly as the service answers it). The
 * browser's client branches on nothing but `code === 0`, 653 and the status, so both kinds read
 * the same to it.
 */
export interface Reply {
  status: number;
  code: number;
  message: string;
  result: unknown;
  retryAfterSeconds?: number;
  /**
   * Set on a reply to a write that was never sent (its check refused or failed, or a refusal of
   * ours): why, in the audit line's words, so the log never reads as if the service refused the
   * write itself (audit/note.ts).
   */
  unsent?: string;
  /** Our own words (built by `own`), not the service's: said so in a header (SAID_BY_SERVER_HEADER). */
  ours?: true;
}

export function toResponse(reply: Reply): Response {
  // Plain headers, the policy's among them: see security-headers.ts for why.
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    // Validate answers are what staff act on, and they carry customers' details: never cached
    // by the browser or anything in between.
    'Cache-Control': 'no-store',
  };
  if (reply.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(reply.retryAfterSeconds);
  }
  if (reply.ours) Object.assign(headers, SAID_BY_SERVER);
  const body = { code: reply.code, message: reply.message, result: reply.result };
  return markSecured(new Response(JSON.stringify(body), { status: reply.status, headers }));
}

export function own(
  status: number,
  name: MessageName,
  lang: Lang,
  params: Record<string, string | number> = {},
  code = status,
): Reply {
  return { status, code, message: message(name, lang, params), result: null, ours: true };
}

/**
 * A refusal of ours that stands where the service's own business refusal would (a wrong on-site
 * password, a stamp that is not this till's to take back): said the way the service says its
 * own, HTTP 200 with a non-zero code, so the till treats it as one (nothing was done) and the
 * browser does not log it as a failed request.
 */
export function businessRefusal(
  name: Extract<MessageName, keyof typeof REFUSED_HERE>,
  lang: Lang,
  code: number,
  params: Record<string, string | number> = {},
): Reply {
  return { ...own(200, name, lang, params, code), unsent: REFUSED_HERE[name] };
}

/** Our own refusals of a write, as its audit line says them: the service never saw the write. */
const REFUSED_HERE = {
  onsitePwdRequired: 'no on-site password typed',
  onsitePwdWrong: 'wrong on-site password',
  stampNoneToRemove: 'no stamp to take back',
  stampUndoNotAllowed: 'not a stamp this person may take back',
} as const;

function refusal(failure: RequestFailure, lang: Lang): Reply {
  return own(failure.status, failure.message, lang, failure.params, failure.code);
}

export function unexpected(lang: Lang, detail: string): Reply {
  return own(502, 'unexpected', lang, { detail });
}

/** The route's checked input, or the refusal to send. */
export function orRefusal<T>(checked: Checked<T>, lang: Lang): { value: T } | { reply: Reply } {
  return checked.ok ? { value: checked.value } : { reply: refusal(checked.failure, lang) };
}

/** The first answer to an Idempotency-Key, once more: said so in a header. */
export function replayed(answer: StoredAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('Idempotent-Replayed', 'true');
  return new Response(answer.body, { status: answer.status, headers });
}

export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** The browser gets to pick a language, not to put arbitrary bytes in our request. */
export function acceptLanguageOf(c: Context): string | null {
  const value = c.req.header('Accept-Language')?.trim();
  if (!value || value.length > 200 || !/^[\x20-\x7e]+$/.test(value)) return null;
  return value;
}
