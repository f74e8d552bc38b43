import type { TFunction } from '../message-table';

/*
 * The detail of an audit line, in the staff's language. The log keeps what our server wrote, in
 * English and unchanged (its lines are chained: a translated line would no longer verify), so the
 * words are put into the language here, when shown. Each of the server's details is matched
 * whole (server/auth, server/audit/note.ts); anything else is shown as it was written.
 */

type Rule = [RegExp, (match: RegExpExecArray, t: TFunction) => string];

const num = (text: string | undefined) => Number(text ?? 0);

const RULES: readonly Rule[] = [
  [/^wrong PIN$/, (_, t) => t('auditDetail.wrongPin')],
  [/^no such staff$/, (_, t) => t('auditDetail.noSuchStaff')],
  [/^no such owner$/, (_, t) => t('auditDetail.noSuchOwner')],
  [
    /^wrong PIN; (\d+) in a row: device unpaired$/,
    (m, t) => t('auditDetail.deviceUnpaired', { count: num(m[1]) }),
  ],
  [
    /^(wrong PIN|no such owner); (\d+) in a row: pairing locked until the operator lifts it$/,
    (m, t) =>
      `${t(m[1] === 'wrong PIN' ? 'auditDetail.wrongPin' : 'auditDetail.noSuchOwner')}; ${t(
        'auditDetail.pairingLocked',
        { count: num(m[2]) },
      )}`,
  ],
  [/^lock-out lifted by the operator$/, (_, t) => t('auditDetail.lockOutLifted')],
  [/^idle$/, (_, t) => t('auditDetail.idle')],
  [/^by hand$/, (_, t) => t('auditDetail.byHand')],
  [/^idle \(server\)$/, (_, t) => t('auditDetail.idleServer')],
  [/^idle lock (\d+) min$/, (m, t) => t('auditDetail.idleLock', { count: num(m[1]) })],
  [/^not sent: server state unreachable$/, (_, t) => t('auditDetail.stateUnreachable')],
  [/^(\d+) sessions ended$/, (m, t) => t('auditDetail.sessionsEnded', { count: num(m[1]) })],
  [/^role (\w+)$/, (m, t) => t('auditDetail.role', { role: m[1] ?? '' })],
  [/^HTTP (\d+), code (-?\d+)$/, (m, t) => t('auditDetail.serviceCode', { code: m[2] ?? '' })],
  [/^HTTP (\d+)$/, (m, t) => t('auditDetail.httpStatus', { status: m[1] ?? '' })],
];

export function auditDetailText(detail: string, t: TFunction): string {
  for (const [pattern, text] of RULES) {
    const match = pattern.exec(detail);
    if (match) return text(match, t);
  }
  return detail;
}
