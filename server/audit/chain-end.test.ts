// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { chainEnd, type ChainEndInput, type LastLine } from './chain-end';
import { type AuditHead, headMac } from './head';
import { type AuditKey, auditKeyFrom, auditLine, chainedEntry, lineHash, sealedLine } from './line';
import { REDEEM } from './test-support';

let key: AuditKey;
beforeAll(async () => {
  key = await auditKeyFrom('chain-end-audit-key-0123456789abcdefgh');
});

const PREV = 'ab'.repeat(32);
const DAY = '2026-11-22';
const entry = (seq: number, prev = PREV) =>
  chainedEntry({ ...REDEEM, requestId: `r${seq}` }, seq, new Date('2026-11-22T01:00:00Z'), prev);

async function sealed(seq: number, prev = PREV): Promise<{ last: LastLine; link: string }> {
  const { line, link } = await sealedLine(entry(seq, prev), key);
  return { last: { seq, prev, line, day: DAY, where: 'f' }, link };
}
const unsealed = (seq: number, prev = PREV): LastLine => ({
  seq,
  prev,
  line: auditLine(entry(seq, prev)),
  day: DAY,
  where: 'f',
});
async function signedHead(seq: number, hash: string, sealedFrom = 1): Promise<AuditHead> {
  const head: AuditHead = { seq, hash, day: DAY, sealedFrom };
  return { ...head, mac: await headMac(key, head) };
}
const decide = (input: Partial<ChainEndInput>) =>
  chainEnd({ head: null, last: null, key, takesOver: true, headName: 'head', ...input });

describe('chainEnd: where the log goes on, or why it stops', () => {
  it('a new log: no head, no line', async () => {
    expect(await decide({})).toEqual({
      kind: 'go-on',
      head: { seq: 0, hash: '0'.repeat(64), day: '', sealedFrom: 1 },
    });
  });

  it.each<[string, () => Promise<Partial<ChainEndInput>>, RegExp]>([
    ['lines and no head', async () => ({ last: (await sealed(1)).last }), /head is missing/],
    ['an unreadable head', () => Promise.resolve({ head: 'unreadable' }), /head is unreadable/],
    [
      'a head signed with another key',
      async () => ({ head: { ...(await signedHead(1, PREV)), mac: 'cd'.repeat(32) } }),
      /head was not written with this AUDIT_KEY/,
    ],
    [
      'a head that names sealed lines but carries no MAC',
      () => Promise.resolve({ head: { seq: 1, hash: PREV, day: DAY, sealedFrom: 1 } }),
      /carries none of its own/,
    ],
    [
      'the last line changed after the head was written',
      async () => ({ head: await signedHead(1, PREV), last: (await sealed(1)).last }),
      /not the one head names: changed/,
    ],
    [
      'one line after the head, chained to it, without a MAC (forged)',
      async () => ({ head: await signedHead(3, PREV), last: unsealed(4, PREV) }),
      /was not written with this AUDIT_KEY .* not taken into the record/,
    ],
    [
      'one line after the head, sealed, where lines are never taken over (PostgreSQL)',
      async () => ({
        head: await signedHead(3, PREV),
        last: (await sealed(4, PREV)).last,
        takesOver: false,
      }),
      /stands after head \(seq 3\)/,
    ],
    [
      'a line after the head that is not chained to it',
      async () => ({
        head: await signedHead(3, PREV),
        last: (await sealed(4, 'cd'.repeat(32))).last,
      }),
      /stands after head/,
    ],
    [
      'lines removed from the end',
      async () => ({ head: await signedHead(3, PREV), last: (await sealed(2)).last }),
      /not where head \(seq 3\) ends: lines were removed/,
    ],
    [
      'a head and no line at all',
      async () => ({ head: await signedHead(3, PREV) }),
      /names seq 3, but the log holds no line/,
    ],
  ])('stops: %s', async (_label, input, why) => {
    const end = await decide(await input());
    expect(end.kind).toBe('stop');
    expect(end.kind === 'stop' ? end.why : '').toMatch(why);
  });

  it('goes on from a head that names its last line', async () => {
    const { last, link } = await sealed(3);
    const head = await signedHead(3, link, 2);
    expect(await decide({ head, last })).toEqual({
      kind: 'go-on',
      head: { seq: 3, hash: link, day: DAY, sealedFrom: 2 },
    });
  });

  it('takes over the sealed line a stop left after its head', async () => {
    const { last, link } = await sealed(4, PREV);
    expect(await decide({ head: await signedHead(3, PREV), last })).toEqual({
      kind: 'take-over',
      head: { seq: 4, hash: link, day: DAY, sealedFrom: 1 },
    });
  });

  it('goes on from a head written before the key, sealing from the next line', async () => {
    const last = unsealed(5);
    const head: AuditHead = { seq: 5, hash: await lineHash(last.line), day: DAY };
    expect(await decide({ head, last })).toEqual({
      kind: 'go-on',
      head: { ...head, sealedFrom: 6 },
    });
  });
});
