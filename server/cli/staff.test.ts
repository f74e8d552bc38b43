// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FilePinAttempts } from '../auth/file-pin-attempts';
import { PAIRING_KEY } from '../auth/pin-guard';
import { scryptPinHasher } from '../auth/pin-scrypt';
import type { StaffMember } from '../auth/stores';
import { runStaffCommand } from './staff';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pos-staff-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs one command with these answers to its PIN questions; returns what it printed. */
async function run(
  args: string[],
  answers: string[] = [],
  env: Record<string, string> = {},
): Promise<string[]> {
  const printed: string[] = [];
  const asked: string[] = [];
  await runStaffCommand(args, {
    env: { DATA_DIR: dir, ...env },
    print: (line) => printed.push(line),
    ask: (question) => {
      asked.push(question);
      return Promise.resolve(answers.shift() ?? '');
    },
  });
  return printed;
}

async function stored(): Promise<StaffMember[]> {
  return JSON.parse(await readFile(join(dir, 'staff.json'), 'utf8')) as StaffMember[];
}

describe('npm run staff', () => {
  it('adds a person with a role and an scrypt hash of the PIN, never the PIN', async () => {
    expect(await run(['add', 'Kim Minji', '--role', 'counter'], ['482913', '482913'])).toEqual([
      'Added Kim Minji (counter).',
    ]);
    const [member] = await stored();
    expect(member).toMatchObject({ name: 'Kim Minji', role: 'counter' });
    expect(member?.pinHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(JSON.stringify(await stored())).not.toContain('482913');
    expect(await scryptPinHasher.verify('482913', member?.pinHash ?? '')).toBe(true);
    expect(await scryptPinHasher.verify('482914', member?.pinHash ?? '')).toBe(false);
  });

  it('refuses a PIN that is not 4–6 digits, two PINs that differ, a bad role, a second "Kim"', async () => {
    await expect(run(['add', 'A', '--role', 'counter'], ['12a4'])).rejects.toThrow(/4 to 6 digits/);
    await expect(run(['add', 'A', '--role', 'counter'], ['1234', '1235'])).rejects.toThrow(
      /differ/,
    );
    await expect(run(['add', 'A', '--role', 'boss'], ['1234', '1234'])).rejects.toThrow(/--role/);
    await run(['add', 'Kim', '--role', 'owner'], ['1234', '1234']);
    await expect(run(['add', 'kim', '--role', 'counter'], ['1234', '1234'])).rejects.toThrow(
      /already/,
    );
    expect(await stored()).toHaveLength(1);
  });

  it('lists each person since the service’s day they were added, not the UTC day', async () => {
    await run(['add', 'Lee', '--role', 'counter'], ['1111', '1111']);
    const [lee] = await stored();
    // 08:58 on 2 December in Seoul is still 1 December in UTC.
    await writeFile(
      join(dir, 'staff.json'),
      JSON.stringify([{ ...lee, createdAt: '2026-12-01T23:58:00.000Z' }]),
    );
    expect(await run(['list'])).toEqual(['Lee\tcounter\tsince 2026-12-02 (Asia/Seoul)']);
    expect(await run(['list'], [], { SERVICE_TIME_ZONE: 'America/Los_Angeles' })).toEqual([
      'Lee\tcounter\tsince 2026-12-01 (America/Los_Angeles)',
    ]);
    await expect(run(['list'], [], { SERVICE_TIME_ZONE: 'Mars/Olympus' })).rejects.toThrow(
      /SERVICE_TIME_ZONE/,
    );
  });

  it('lists, resets a PIN and removes', async () => {
    await run(['add', 'Lee', '--role', 'marketing'], ['1111', '1111']);
    await run(['add', 'Park', '--role', 'owner'], ['2222', '2222']);
    const listed = await run(['list']);
    expect(listed.map((l) => l.split('\t').slice(0, 2))).toEqual([
      ['Lee', 'marketing'],
      ['Park', 'owner'],
    ]);
    await run(['reset-pin', 'lee'], ['3333', '3333']);
    const lee = (await stored()).find((s) => s.name === 'Lee');
    expect(await scryptPinHasher.verify('3333', lee?.pinHash ?? '')).toBe(true);
    await run(['remove', 'Park']);
    expect((await stored()).map((s) => s.name)).toEqual(['Lee']);
    await expect(run(['remove', 'Nobody'])).rejects.toThrow(/Nobody/);
    await expect(run(['fire', 'Lee'])).rejects.toThrow(/Usage/);
  });
});

describe('npm run staff -- unlock-pairing', () => {
  it('opens pairing locked after too many wrong owner PINs, and says when it was not locked', async () => {
    expect(await run(['unlock-pairing'])).toEqual(['Pairing is not locked; nothing was changed.']);
    const tallies = new FilePinAttempts(dir);
    await tallies.save({
      [PAIRING_KEY]: { recent: [], inARow: 20, pausedUntil: 0, pauses: 3, lockedAt: 99 },
    });
    expect(await run(['unlock-pairing'])).toEqual([
      'Pairing is open again; the server logs it with the next pairing attempt.',
    ]);
    expect(await tallies.liftedLock(PAIRING_KEY)).toBe(99);
  });

  it('refuses a name with hidden characters', async () => {
    await expect(
      run(['add', 'Kim\u202eMinji', '--role', 'counter'], ['482913', '482913']),
    ).rejects.toThrow(/one line/);
  });
});
