// @vitest-environment node
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileAuditLog } from './file-log';
import { auditKeyFrom, GENESIS_HASH, lineHash, lineLink, parseAuditLine } from './line';
import { HEAD_FILE_NAME } from './head';
import { REDEEM, tickingClock } from './test-support';
import { verifyAuditDir } from './verify';
import { main as verifyCli } from './verify-cli';

/**
 * The keyed chain (decision 0013): someone who can write the log's directory but does not hold
 * AUDIT_KEY edits a line and re-chains every later one, or cuts the end and writes a new head.
 * Unkeyed, both verified "intact"; keyed, neither does.
 */

const SECRET = 'test-audit-key-0123456789abcdefghijklmnop';
const DAY = 'audit-2026-11-22.jsonl';
let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-keyed-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writeLines(count: number, secret: string | null = SECRET): Promise<void> {
  const log = new FileAuditLog({
    dir,
    timeZone: 'Asia/Seoul',
    now: tickingClock('2026-11-22T01:00:00.000Z'),
    key: secret === null ? null : await auditKeyFrom(secret),
  });
  for (let seq = 1; seq <= count; seq += 1) {
    await log.append({ ...REDEEM, requestId: `req-${seq}`, target: `C${seq}` });
  }
}

async function lines(): Promise<string[]> {
  return (await readFile(join(dir, DAY), 'utf8')).split('\n').slice(0, -1);
}

/** What a forger without the key does: re-link every line by its plain hash, from `from` on. */
async function rechain(all: string[], from: number): Promise<string[]> {
  const out = [...all];
  let prev = from === 0 ? GENESIS_HASH : await lineHash(out[from - 1] ?? '');
  for (let index = from; index < out.length; index += 1) {
    const parsed = parseAuditLine(out[index] ?? '');
    if (!parsed.ok) throw new Error('unreadable');
    // Without the key there is no MAC to write: the forger leaves it out.
    const { mac: _mac, ...fields } = JSON.parse(out[index] ?? '{}') as Record<string, unknown>;
    out[index] = JSON.stringify({ ...fields, prev });
    prev = await lineHash(out[index] ?? '');
  }
  return out;
}

async function writeForged(forged: string[], seq: number, hash: string): Promise<void> {
  await writeFile(join(dir, DAY), forged.map((line) => `${line}\n`).join(''));
  await writeFile(
    join(dir, HEAD_FILE_NAME),
    `${JSON.stringify({ seq, hash, day: '2026-11-22' })}\n`,
  );
}

const keyed = async () => verifyAuditDir(dir, { key: await auditKeyFrom(SECRET) });

describe('a keyed audit log', () => {
  it('verifies intact with its key, and not with another key', async () => {
    await writeLines(8);
    expect(await keyed()).toMatchObject({ ok: true, lines: 8 });
    const other = await verifyAuditDir(dir, { key: await auditKeyFrom(`${SECRET}-other`) });
    expect(other.ok).toBe(false);
  });

  it('an edited line, re-chained after it with a new head, is caught', async () => {
    await writeLines(8);
    const all = await lines();
    all[4] = (all[4] ?? '').replace('"C5"', '"C9"');
    const forged = await rechain(all, 5);
    await writeForged(forged, 8, await lineHash(forged[7] ?? ''));
    const result = await keyed();
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.problem).join('\n')).toMatch(
      /re-chained without AUDIT_KEY/,
    );
  });

  it('a log cut after line 5, with a head written for line 5, is caught', async () => {
    await writeLines(8);
    const all = (await lines()).slice(0, 5);
    await writeForged(all, 5, await lineHash(all[4] ?? ''));
    const result = await keyed();
    expect(result.ok).toBe(false);
    expect(result.problems[0]?.problem).toMatch(/not signed with AUDIT_KEY/);
  });

  it('a log cut after line 5, with a head naming the link line 6 carries (keyed), is caught', async () => {
    await writeLines(8);
    const all = await lines();
    const oldHead = JSON.parse(await readFile(join(dir, HEAD_FILE_NAME), 'utf8')) as {
      mac: string;
    };
    const sixth = JSON.parse(all[5] ?? '{}') as { prev: string };
    // The HMAC link of line 5 is in plain sight, as line 6's prev; the head's own MAC is not.
    for (const mac of [undefined, oldHead.mac]) {
      await writeFile(
        join(dir, DAY),
        all
          .slice(0, 5)
          .map((line) => `${line}\n`)
          .join(''),
      );
      await writeFile(
        join(dir, HEAD_FILE_NAME),
        `${JSON.stringify({ seq: 5, hash: sixth.prev, day: '2026-11-22', mac })}\n`,
      );
      const result = await keyed();
      expect(result.ok, String(mac)).toBe(false);
      expect(result.problems[0]?.file).toBe(HEAD_FILE_NAME);
    }
    // And the server will not go on from such a head.
    const log = new FileAuditLog({ dir, timeZone: 'Asia/Seoul', key: await auditKeyFrom(SECRET) });
    await expect(log.append({ ...REDEEM, requestId: 'req-9' })).rejects.toThrow(
      /not written with this AUDIT_KEY/,
    );
  });

  it('unkeyed, the same forgeries verified "intact" (why the server now requires the key)', async () => {
    await writeLines(8, null);
    const all = await lines();
    all[4] = (all[4] ?? '').replace('"C5"', '"C9"');
    const forged = await rechain(all, 5);
    await writeForged(forged, 8, await lineHash(forged[7] ?? ''));
    expect((await verifyAuditDir(dir)).ok).toBe(true);
    const cut = forged.slice(0, 5);
    await writeForged(cut, 5, await lineHash(cut[4] ?? ''));
    expect((await verifyAuditDir(dir)).ok).toBe(true);
  });

  it('a log rewritten whole without the key is caught', async () => {
    await writeLines(4);
    const forged = await rechain(await lines(), 0);
    await writeForged(forged, 4, await lineHash(forged[3] ?? ''));
    expect((await keyed()).ok).toBe(false);
  });

  it('a log begun before it had a key goes on keyed, and its unkeyed lines are covered', async () => {
    await writeLines(3, null);
    const log = new FileAuditLog({
      dir,
      timeZone: 'Asia/Seoul',
      now: tickingClock('2026-11-22T02:00:00.000Z'),
      key: await auditKeyFrom(SECRET),
    });
    await log.append({ ...REDEEM, requestId: 'req-4' });
    await log.append({ ...REDEEM, requestId: 'req-5' });
    expect(await keyed()).toMatchObject({ ok: true, lines: 5 });
    const all = await lines();
    expect(JSON.parse(all[4] ?? '{}')).toMatchObject({
      prev: await lineLink(all[3] ?? '', await auditKeyFrom(SECRET)),
    });
    // An edit in the unkeyed part, re-chained up to the keyed part, breaks the first keyed link.
    all[0] = (all[0] ?? '').replace('"req-1"', '"req-X"');
    const forged = await rechain(all.slice(0, 4), 1);
    await writeFile(join(dir, DAY), [...forged, all[4]].map((line) => `${line}\n`).join(''));
    expect((await keyed()).ok).toBe(false);
  });
});

describe('npm run audit:verify', () => {
  it('does not run without AUDIT_KEY, and says why', async () => {
    await writeLines(2);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await verifyCli([dir], {})).toBe(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^AUDIT_KEY is required/);
    error.mockRestore();
  });

  it('exits 0 on an intact keyed log and 1 on a cut one', async () => {
    await writeLines(6);
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await verifyCli([dir], { AUDIT_KEY: SECRET })).toBe(0);
    const cut = (await lines()).slice(0, 5);
    await writeForged(cut, 5, await lineHash(cut[4] ?? ''));
    expect(await verifyCli([dir], { AUDIT_KEY: SECRET })).toBe(1);
    expect(await readdir(dir)).toContain(HEAD_FILE_NAME);
    info.mockRestore();
    error.mockRestore();
  });
});
