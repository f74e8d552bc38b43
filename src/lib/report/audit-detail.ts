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

const RULES: readonly Rule[] = [
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
  [/^idle$/, (_, t) => t('details.idle')],
  [/^by hand$/, (_, t) => t('details.byHand')],
  [/^idle \(server\)$/, (_, t) => t('details.idleServer')],
  [/^idle lock (\d+) min$/, (m, t) => t('details.idleLock', { count: num(m[1]) })],
  [/^not sent: server state unreachable$/, (_, t) => t('details.stateUnreachable')],
  [/^(\d+) sessions ended$/, (m, t) => t('details.sessionsEnded', { count: num(m[1]) })],
  [/^role (\w+)$/, (m, t) => t('details.role', { role: m[1] ?? '' })],
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
