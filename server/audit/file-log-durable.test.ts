// @vitest-environment node
import type * as FsPromises from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { FileAuditLog } from './file-log';
import { REDEEM, tickingClock } from './test-support';

/** What the log asked of the file system, in order: "datasync audit-2026-11-22.jsonl". */
const calls = vi.hoisted(() => [] as string[]);

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises>();
  const path = await import('node:path');
  const nameOf = (file: unknown) => path.basename(String(file));
  const recorded = ['appendFile', 'writeFile', 'datasync', 'sync', 'close'];
  return {
    ...real,
    open: async (...args: Parameters<typeof real.open>) => {
      const handle = await real.open(...args);
      const name = nameOf(args[0]);
      calls.push(`open ${name}`);
      return new Proxy(handle, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof property !== 'string' || !recorded.includes(property)) return value;
          if (typeof value !== 'function') return value;
          return (...callArgs: unknown[]) => {
            calls.push(`${property} ${name}`);
            return (value as (...a: unknown[]) => unknown).apply(target, callArgs);
          };
        },
      });
    },
    rename: async (from: string, to: string) => {
      calls.push(`rename ${nameOf(from)} ${nameOf(to)}`);
      await real.rename(from, to);
    },
  };
});

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-durable-'));
  calls.length = 0;
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('resolves an append only after its line and the head are synced to the disk', async () => {
  const log = new FileAuditLog({
    dir,
    timeZone: 'Asia/Seoul',
    now: tickingClock('2026-11-22T01:00:00.000Z'),
  });
  await log.append(REDEEM);
  calls.push('resolved');
  const folder = basename(dir);
  expect(calls).toEqual([
    'open audit-2026-11-22.jsonl',
    'appendFile audit-2026-11-22.jsonl',
    'datasync audit-2026-11-22.jsonl',
    'close audit-2026-11-22.jsonl',
    'open audit-head.json.tmp',
    'writeFile audit-head.json.tmp',
    'datasync audit-head.json.tmp',
    'close audit-head.json.tmp',
    'rename audit-head.json.tmp audit-head.json',
    `open ${folder}`,
    `sync ${folder}`,
    `close ${folder}`,
    'resolved',
  ]);
});
