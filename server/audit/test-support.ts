import type { AuditEntryInput } from './types';

/** Shared by the audit tests (not a test file itself: no `.test` in its name). */

export const REDEEM: AuditEntryInput = {
  requestId: 'req-1',
  device: 'Till 1 (d-01)',
  staff: 'Minji',
  role: 'counter',
  operation: 'couponRedeem',
  target: 'ABC123',
  outcome: 'ok',
};

/** A clock that starts at `start` and moves on by `stepMs` each time it is read. */
export function tickingClock(start: string, stepMs = 1_000): () => Date {
  let at = Date.parse(start);
  return () => {
    const now = new Date(at);
    at += stepMs;
    return now;
  };
}
