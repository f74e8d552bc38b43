import type * as z from 'zod/mini';
import { rateLimitOf, type ServerConfig } from '../config';
import type { Lang } from '../messages';
import { retryAfterSeconds, type UpstreamOutcome } from '../upstream';
import { envelopeWire } from '../wire';
import { own, parseJson, type Reply, unexpected } from './reply';

/**
 * Turns what came back from the service into our answer. Only an envelope that fits, with a
 * payload that fits its operation's schema, passes on; everything else becomes an envelope of
 * ours that says what went wrong, with a status the browser's client already understands.
 */
export function interpret(
  outcome: UpstreamOutcome,
  payload: z.ZodMiniType,
  lang: Lang,
  config: ServerConfig,
  now: number,
): Reply {
  switch (outcome.kind) {
    case 'rate-limited-here': {
      // Whole seconds, rounded up and at least 1, so a client that waits this long finds a token.
      const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
      return {
        ...own(429, 'rateLimitedHere', lang, { limit: rateLimitOf(config), seconds }),
        retryAfterSeconds: seconds,
      };
    }
    case 'timeout':
      return own(504, 'timeout', lang, { seconds: config.upstreamTimeoutMs / 1000 });
    case 'client-gone':
      // Nobody reads this: the browser has gone. 499 is the status proxies log for it.
      return own(499, 'clientClosed', lang);
    case 'network':
      return own(502, 'unreachable', lang);
    case 'too-large':
      return unexpected(lang, 'an answer too large');
    case 'answer':
      break;
  }

  const { status, headers, body } = outcome;
  if (status === 429) {
    const reply = own(429, 'rateLimitedByService', lang);
    const seconds = retryAfterSeconds(headers.get('Retry-After'), now);
    return seconds === null ? reply : { ...reply, retryAfterSeconds: seconds };
  }
  // A refused key or User-Agent is this server's problem, not the user's: never a 401 or 403
  // that the browser could take for its own sign-in.
  if (status === 401 || status === 403) return own(502, 'serviceRefusedServer', lang, { status });
  if (status === 503) {
    const reply = own(503, 'serviceUnavailable', lang);
    const seconds = retryAfterSeconds(headers.get('Retry-After'), now);
    return seconds === null ? reply : { ...reply, retryAfterSeconds: seconds };
  }
  if (status >= 500) return own(502, 'serviceError', lang, { status });
  if (status < 200 || (status >= 300 && status < 400)) {
    return unexpected(lang, `HTTP ${status}`);
  }

  const json = parseJson(body);
  if (!json.ok) return unexpected(lang, `HTTP ${status}, not JSON`);
  const envelope = envelopeWire.safeParse(json.value);
  if (!envelope.success) return unexpected(lang, `HTTP ${status}, not the envelope`);
  const code = Number(envelope.data.code);
  const serviceMessage = envelope.data.message == null ? '' : String(envelope.data.message);

  if (code !== 0) {
    // A business refusal (HTTP 200) or a refused parameter (the 653 with 400): the service's
    // own words, and nothing of whatever it put in `result`.
    return { status, code, message: serviceMessage, result: null };
  }
  if (status >= 400) return unexpected(lang, `HTTP ${status} with code 0`);
  const result = payload.safeParse(envelope.data.result);
  if (!result.success) return unexpected(lang, 'a payload that does not fit the operation');
  return { status: 200, code: 0, message: serviceMessage, result: result.data };
}
