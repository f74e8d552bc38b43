import { isLive } from '../config/env';
import type { ReportedWrite, WriteOutcome } from '../lib/report/day-report';
import type { DemoWrite, KeepOptions } from '../lib/report/demo-record';
import { discountFacts, stampFacts, type WriteFacts } from '../lib/report/write-facts';
import { getDeviceSettings } from './device-settings';
import type { Activity } from './recent-activity';

/**
 * Keeps a write in the demo's record. The record's module is imported here, not with the
 * counter: the live build (where this is never reached) then carries none of it, and its first
 * load is not split around a module the report's chunk shares (decision 0021). The demo loads it
 * at start (main.tsx), so the write is kept at once; the names are read now, when it ended.
 */
function keep(write: DemoWrite, options?: KeepOptions): void {
  void import('../lib/report/demo-record').then(({ recordDemoWrite }) =>
    recordDemoWrite(write, options),
  );
}

/** The counter's writes as the day report names them (our server's audit operations). */
const OPERATION: Record<Exclude<Activity['action'], 'check'>, ReportedWrite> = {
  redeem: 'couponRedeem',
  'add-stamp': 'stampAdd',
  'remove-stamp': 'stampRemove',
  reward: 'stampReward',
};

/**
 * How a settled write is reported: as our server's audit line would have it. Read back and found
 * not done is "failed" there too (nothing was done); "not sure" stays not sure.
 */
const OUTCOME: Record<Activity['outcome'], WriteOutcome> = {
  ok: 'ok',
  refused: 'refused',
  failed: 'failed',
  'not-applied': 'failed',
  unknown: 'unknown',
};

export interface CounterWriteEnd {
  action: Exclude<Activity['action'], 'check'>;
  code: string;
  outcome: Activity['outcome'];
  /** The coupon's discount as the fresh validate just before the write read it. */
  discount?: Activity['discount'];
  /** The card's stamps as that validate read them. */
  stampsBefore?: number | null;
  /** The write's journal entry: kept once, whichever tab of this browser sees it end. */
  journalId?: string | null;
  /** When it was sent, for a write recovered after a reload (ISO); now otherwise. */
  at?: string;
}

/** What the write gave, as our server's audit line keeps it (lib/report/write-facts.ts). */
export function writeFactsOf(write: CounterWriteEnd): WriteFacts {
  if (write.discount) return discountFacts(write.discount);
  if (write.stampsBefore === undefined || write.stampsBefore === null) return {};
  const change =
    write.action === 'add-stamp' ? 'add' : write.action === 'remove-stamp' ? 'remove' : 'reward';
  return stampFacts(change, { stamps: write.stampsBefore });
}

/**
 * The demo keeps each counter write for its day report (issue 29, point 6), with the till and
 * the person set on this device; live, our server's audit log is the record and this does
 * nothing.
 */
export function recordDemoDayWrite(write: CounterWriteEnd): void {
  if (isLive()) return;
  const { deviceName, staffName } = getDeviceSettings();
  const facts = writeFactsOf(write);
  keep(
    {
      till: deviceName || null,
      person: staffName || null,
      operation: OPERATION[write.action],
      target: write.code,
      outcome: OUTCOME[write.outcome],
      ...(Object.keys(facts).length > 0 ? { facts } : {}),
    },
    {
      ...(write.journalId ? { key: write.journalId } : {}),
      ...(write.at ? { at: new Date(write.at) } : {}),
    },
  );
}

/** The demo keeps each coupon made from the create form for its day report, as live does. */
export function recordDemoCreate(cpnNo: string, outcome: WriteOutcome): void {
  if (isLive()) return;
  const { deviceName, staffName } = getDeviceSettings();
  keep({
    till: deviceName || null,
    person: staffName || null,
    operation: 'couponCreate',
    target: cpnNo || null,
    outcome,
  });
}
