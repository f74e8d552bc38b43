import type { TFunction } from '../message-table';

/*
 * The detail of an audit line, in the staff's language. The log keeps what our server wrote, in
 * English and unchanged (its lines are chained: a translated line would no longer verify), so the
 * words are put into the language here, when shown (the day report's strings: the audit log
 * screen loads them too, and the counter's first load carries none of them). Each of the server's details is matched
 * whole (server/auth, server/audit/note.ts); anything else is shown as it was written.
 */

type Rule = [RegExp, (match: RegExpExecArray, t: TFunction<'report'>) => string];

const num = (text: string | undefined) => Number(text ?? 0);

type SignInWord = 'signed-out' | 'locked' | 'expired' | 'unpaired' | 'revoked';
const SIGN_IN_WORDS: readonly string[] = ['signed-out', 'locked', 'expired', 'unpaired'];

/** One reason a call was refused before it reached the service, in words. */
function refusalReason(reason: string, t: TFunction<'report'>): string {
  if (reason === 'device revoked') return t('details.signIn.revoked');
  if (SIGN_IN_WORDS.includes(reason)) return t(`details.signIn.${reason as SignInWord}`);
  const role = /^role (\w+)$/.exec(reason);
  return role ? t('details.role', { role: role[1] ?? '' }) : reason;
}

/** "signed-out 3, role counter 1" (server/auth/refusal-tally.ts) in words: "nobody signed in ×3, …". */
function countedReasons(list: string, t: TFunction<'report'>): string {
  return list
    .split(', ')
    .map((part) => {
      const match = /^(.+) (\d+)$/.exec(part);
      return match ? `${refusalReason(match[1] ?? '', t)} ×${match[2] ?? ''}` : part;
    })
    .join(', ');
}

const RULES: readonly Rule[] = [
  [
    /^(\d+) more refused within a minute of the first \((.*)\)$/,
    (m, t) => t('details.refusedCounted', { count: num(m[1]), why: countedReasons(m[2] ?? '', t) }),
  ],
  [/^not sent: its intent could not be put on record$/, (_, t) => t('details.intentNotRecorded')],
  [
    /^sent; no outcome on record \(the server stopped, or its line failed\)$/,
    (_, t) => t('details.noOutcome'),
  ],
  [/^wrong PIN$/, (_, t) => t('details.wrongPin')],
  [/^no such staff$/, (_, t) => t('details.noSuchStaff')],
  [/^no such owner$/, (_, t) => t('details.noSuchOwner')],
  [
    /^wrong PIN; (\d+) in a row: device unpaired$/,
    (m, t) => t('details.deviceUnpaired', { count: num(m[1]) }),
  ],
  [
    /^(wrong PIN|no such owner); (\d+) in a row: pairing locked until the operator lifts it$/,
    (m, t) =>
      `${t(m[1] === 'wrong PIN' ? 'details.wrongPin' : 'details.noSuchOwner')}; ${t(
        'details.pairingLocked',
        { count: num(m[2]) },
      )}`,
  ],
  [/^lock-out lifted by the operator$/, (_, t) => t('details.lockOutLifted')],
  [/^paired again; unpaired at (\S+)$/, (m, t) => t('details.pairedAgain', { at: m[1] ?? '' })],
  [/^idle$/, (_, t) => t('details.idle')],
  [/^by hand$/, (_, t) => t('details.byHand')],
  [/^idle \(server\)$/, (_, t) => t('details.idleServer')],
  [/^idle lock (\d+) min$/, (m, t) => t('details.idleLock', { count: num(m[1]) })],
  [/^not sent: server state unreachable$/, (_, t) => t('details.stateUnreachable')],
  [/^sent; server state unreachable after it$/, (_, t) => t('details.stateLostAfterSent')],
  [/^(\d+) sessions ended$/, (m, t) => t('details.sessionsEnded', { count: num(m[1]) })],
  [/^role (\w+)$/, (m, t) => t('details.role', { role: m[1] ?? '' })],
  [
    /^not sent: the check was refused, code (-?\d+)$/,
    (m, t) => t('details.checkRefused', { code: m[1] ?? '' }),
  ],
  [
    /^not sent: the check got no usable answer, HTTP (\d+)$/,
    (m, t) => t('details.checkFailed', { status: m[1] ?? '' }),
  ],
  [/^not sent: wrong on-site password$/, (_, t) => t('details.refusedHere.wrongPassword')],
  [/^not sent: no on-site password typed$/, (_, t) => t('details.refusedHere.noPassword')],
  [/^not sent: no stamp to take back$/, (_, t) => t('details.refusedHere.noStamp')],
  [
    /^not sent: not a stamp this person may take back$/,
    (_, t) => t('details.refusedHere.notTheirs'),
  ],
  // Why nobody could act (server/auth/session.ts): the words, not the code word.
  [
    /^(signed-out|locked|expired|unpaired|device revoked)( \(and (\d+) more .*\))?$/,
    (m, t) =>
      `${t(`details.signIn.${m[1] === 'device revoked' ? 'revoked' : (m[1] as 'signed-out' | 'locked' | 'expired' | 'unpaired')}`)}${
        m[3] ? ` ${t('details.moreRefused', { count: num(m[3]) })}` : ''
      }`,
  ],
  [/^HTTP (\d+), code (-?\d+)$/, (m, t) => t('details.serviceCode', { code: m[2] ?? '' })],
  [/^HTTP (\d+)$/, (m, t) => t('details.httpStatus', { status: m[1] ?? '' })],
];

export function auditDetailText(detail: string, t: TFunction<'report'>): string {
  for (const [pattern, text] of RULES) {
    const match = pattern.exec(detail);
    if (match) return text(match, t);
  }
  return detail;
}
