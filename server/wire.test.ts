// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { couponSchema } from '../src/api/coupons';
import { envelopeSchema } from '../src/api/fields';
import { stampSchema } from '../src/api/stamps';
import { hourlyClickSchema } from '../src/api/statistics';
import { couponWire, envelopeWire, hourlyClickWire, stampWire } from './wire';

/**
 * The server's wire schemas must take exactly what the browser's client takes, and hand on
 * something the client reads the same: otherwise the server either refuses an answer the app
 * could have shown, or passes one the app will call unexpected.
 */

/** The loose forms real answers come in, and a few that no field should take. */
const values: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'Coffee card',
  '겨울',
  ' Y ',
  'y',
  'N',
  'maybe',
  0,
  1,
  -3,
  60,
  60.5,
  '60',
  '60.0',
  ' 60 ',
  '-5',
  '1e3',
  '0x10',
  2 ** 53,
  '9007199254740993',
  1e300,
  '2026-11-21',
  '2026-11-21 09:30:00',
  '2026-11-21T09:30:00Z',
  '21-11-2026',
  true,
  {},
  [],
];

function recordsOf(keys: readonly string[]) {
  return fc.record(Object.fromEntries(keys.map((key) => [key, fc.constantFrom(...values)])), {
    requiredKeys: [],
  });
}

function sameVerdict(server: z.ZodMiniType, client: z.ZodMiniType, input: unknown): void {
  const ours = server.safeParse(input);
  const theirs = client.safeParse(input);
  expect(ours.success).toBe(theirs.success);
  if (!ours.success || !theirs.success) return;
  // What we send on survives JSON, and the client reads it as it read the original.
  const sent: unknown = JSON.parse(JSON.stringify(ours.data));
  expect(client.parse(sent)).toEqual(theirs.data);
}

describe('wire schemas agree with the client', () => {
  it.each([
    ['coupon', couponWire, couponSchema()],
    ['stamp', stampWire, stampSchema()],
    ['hourly record', hourlyClickWire, hourlyClickSchema],
    ['envelope', envelopeWire, envelopeSchema()],
  ] as const)('%s: the same answers pass, and read the same', (_name, server, client) => {
    const keys = Object.keys(server.def.shape);
    fc.assert(
      fc.property(recordsOf(keys), (input) => sameVerdict(server, client, input)),
      { numRuns: 3_000 },
    );
    // One field at a time against a valid base, so every value meets every field.
    const base = valid[_name];
    for (const key of keys) {
      for (const value of values) sameVerdict(server, client, { ...base, [key]: value });
    }
  });
});

const valid: Record<string, Record<string, unknown>> = {
  coupon: {
    cpnNo: 'PERCENT15',
    nm: 'Autumn sale',
    discTypeIdx: 457,
    disc: 15,
    strtYmd: '2026-11-01',
    endYmd: '2026-12-31',
    useLimit: 1,
    useCnt: 0,
  },
  stamp: { stampIdx: 274, stamps: 3, maxStamps: 10, strtYmd: '2026-01-01', endYmd: '2026-12-31' },
  'hourly record': { ymd: '2026-11-21', hour: 9, acesCnt: 3, pernCnt: 2 },
  envelope: { code: 0, message: '', result: null },
};
