// @vitest-environment node
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_FILE, openFileIdempotencyStore } from './file-idempotency';
import { ANSWER, expectNew } from './idempotency.contract.test-support';

const BUDGET = 10_000;
let dir = '';
let clock = 0;
const open = () => openFileIdempotencyStore(dir, { now: () => clock, runningMs: BUDGET });
const journalLines = async () =>
  (await readFile(join(dir, IDEMPOTENCY_FILE), 'utf8')).split('\n').filter(Boolean);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'idempotency-'));
  clock = 1_000_000;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('idempotency keys on a file: what a restart costs', () => {
  it('an answer given before a crash is replayed after it, without the create running again', async () => {
    const first = await open();
    await expectNew(await first.claim('till-1', 'key-0001', 'body')).finish(ANSWER);
    const second = await open();
    expect(await second.claim('till-1', 'key-0001', 'body')).toEqual({
      kind: 'replay',
      answer: ANSWER,
    });
  });

  it('a claim whose process died is running until the request budget has passed, then free', async () => {
    const first = await open();
    expectNew(await first.claim('till-1', 'key-0001', 'body'));
    clock += 1_000;
    const second = await open();
    expect(await second.claim('till-1', 'key-0001', 'body')).toEqual({ kind: 'running' });
    clock += BUDGET;
    expect((await second.claim('till-1', 'key-0001', 'body')).kind).toBe('new');
  });

  it('an abandoned claim stays abandoned after a restart', async () => {
    const first = await open();
    await expectNew(await first.claim('till-1', 'key-0001', 'body')).abandon();
    expect((await (await open()).claim('till-1', 'key-0001', 'other')).kind).toBe('new');
  });

  it('the journal is rewritten with the live keys at start, so it never outgrows a day', async () => {
    const first = await open();
    for (let i = 0; i < 5; i += 1) {
      await expectNew(await first.claim('till-1', `key-000${i}`, 'body')).finish(ANSWER);
    }
    expect(await journalLines()).toHaveLength(10);
    clock += 24 * 60 * 60_000;
    await open();
    expect(await journalLines()).toEqual([]);
  });

  it('a last line cut short by a crash is dropped; a bad line before it stops the start', async () => {
    const first = await open();
    await expectNew(await first.claim('till-1', 'key-0001', 'body')).finish(ANSWER);
    await appendFile(join(dir, IDEMPOTENCY_FILE), '{"t":"claim","id":"[\\"till-1\\",');
    expect((await (await open()).claim('till-1', 'key-0001', 'body')).kind).toBe('replay');
    await writeFile(join(dir, IDEMPOTENCY_FILE), 'not json\n{"t":"abandon","id":"x"}\n');
    await expect(open()).rejects.toThrow(/idempotency\.jsonl cannot be read \(line 1/);
  });
});
