import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { cleanName, sameName } from '../auth/names';
import { isPinShaped } from '../auth/pin';
import { scryptPinHasher } from '../auth/pin-scrypt';
import { isRole, ROLES, type Role } from '../auth/roles';
import { FilePinAttempts } from '../auth/file-pin-attempts';
import { FileStaffStore } from '../auth/file-stores';
import { PAIRING_KEY } from '../auth/pin-guard';
import type { StaffMember } from '../auth/stores';
import { randomId } from '../auth/tokens';
import postgres from 'postgres';
import { auditDay } from '../audit/line';
import { DEFAULT_SERVICE_TIME_ZONE, readDatabaseUrl } from '../config';
import { reachPostgres } from '../db';
import { migrate } from '../db/migrate';
import { PgPinAttempts } from '../db/pin-attempts';
import { PgStaffStore } from '../db/sign-in-stores';
import { askSecret } from './ask-secret';

/**
 * `npm run staff -- <command>`: the shop's staff list, kept by the server in
 * $DATA_DIR/staff.json (data/ by default), or in PostgreSQL when DATABASE_URL is set. PINs are asked for, never taken as arguments (they
 * would stay in the shell's history and the process list), and never echoed. Without a terminal
 * (a script, a test) the PIN is read from the first line(s) of standard input.
 */

const USAGE = `Usage: npm run staff -- <command>
  add "<name>" --role <${ROLES.join('|')}>   add a person (asks for a 4–6 digit PIN)
  list                                        names and roles
  remove "<name>"                             take a person off the list (signed out at once)
  reset-pin "<name>"                          set a new PIN (asks for it)
  unlock-pairing                              open pairing again after too many wrong owner PINs`;

/** The service's zone as the server reads it (SERVICE_TIME_ZONE, Asia/Seoul when unset). */
function serviceTimeZoneOf(env: Record<string, string | undefined>): string {
  const zone = env.SERVICE_TIME_ZONE?.trim();
  if (!zone) return DEFAULT_SERVICE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    throw new Error(
      `SERVICE_TIME_ZONE must be an IANA time zone such as Asia/Seoul; got "${zone}".`,
    );
  }
}

export function staffFilePath(env: Record<string, string | undefined>): string {
  return join(resolve(env.DATA_DIR ?? 'data'), 'staff.json');
}

/** Lines of standard input when it is not a terminal, read once. */
let pipedLines: Promise<string[]> | null = null;
function readPipedLines(): Promise<string[]> {
  pipedLines ??= new Promise((done) => {
    const lines: string[] = [];
    const reader = createInterface({ input: process.stdin });
    reader.on('line', (line) => lines.push(line));
    reader.on('close', () => done(lines));
  });
  return pipedLines;
}
let pipedIndex = 0;

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = await readPipedLines();
    return (lines[pipedIndex++] ?? '').trim();
  }
  // On a terminal: raw mode, nothing typed is shown.
  return askSecret(question, { input: process.stdin, output: process.stdout });
}

type Ask = (question: string) => Promise<string>;

async function askNewPin(name: string, ask: Ask): Promise<string> {
  const pin = await ask(`New PIN for ${name} (4–6 digits): `);
  if (!isPinShaped(pin)) throw new Error('A PIN is 4 to 6 digits.');
  const again = await ask('The same PIN again: ');
  if (again !== pin) throw new Error('The two PINs differ; nothing was changed.');
  return pin;
}

function findByName(staff: StaffMember[], name: string): StaffMember {
  const found = staff.find((s) => sameName(s.name, name));
  if (!found) throw new Error(`Nobody called "${name}" is on the staff list.`);
  return found;
}

function nameOf(raw: string): string {
  const name = cleanName(raw, 80);
  if (name === null) {
    throw new Error(
      'A name is 1 to 80 characters on one line, with no hidden characters (direction marks, zero-width spaces).',
    );
  }
  return name;
}

export async function runStaffCommand(
  args: string[],
  io: {
    env: Record<string, string | undefined>;
    print: (line: string) => void;
    /** Asks for a secret without echoing it. */
    ask: Ask;
  },
): Promise<void> {
  const { env, print, ask } = io;
  const place = await staffPlace(env);
  try {
    await runOn(place, args, print, ask, () => serviceTimeZoneOf(env));
  } finally {
    await place.close();
  }
}

/** Where the staff list lives: staff.json in DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
interface StaffPlace {
  store: { list(): Promise<StaffMember[]>; write(staff: StaffMember[]): Promise<void> };
  liftPairingLock(): Promise<'lifted' | 'not-locked'>;
  close(): Promise<void>;
}

async function staffPlace(env: Record<string, string | undefined>): Promise<StaffPlace> {
  if (env.DATABASE_URL === undefined || env.DATABASE_URL.trim() === '') {
    return {
      store: new FileStaffStore(staffFilePath(env)),
      liftPairingLock: () => new FilePinAttempts(dirname(staffFilePath(env))).lift(PAIRING_KEY),
      close: () => Promise.resolve(),
    };
  }
  const problems: string[] = [];
  const url = readDatabaseUrl(env.DATABASE_URL, problems);
  if (url === undefined) throw new Error(problems.join('\n'));
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  const unreachable = await reachPostgres(sql);
  if (unreachable !== null) {
    await sql.end();
    throw new Error(unreachable);
  }
  await migrate(sql);
  return {
    store: new PgStaffStore(sql),
    liftPairingLock: () => new PgPinAttempts(sql).lift(PAIRING_KEY),
    close: () => sql.end(),
  };
}

async function runOn(
  place: StaffPlace,
  args: string[],
  print: (line: string) => void,
  ask: Ask,
  /** The service's zone, read only by the command that needs it. */
  zoneOf: () => string,
): Promise<void> {
  const { store } = place;
  const [command, ...rest] = args;
  const staff = await store.list();
  switch (command) {
    case 'add': {
      const roleAt = rest.indexOf('--role');
      const role = roleAt >= 0 ? rest[roleAt + 1] : undefined;
      const nameArgs = rest.filter((_, i) => i !== roleAt && i !== roleAt + 1);
      const name = nameOf(nameArgs.join(' '));
      if (!isRole(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}.`);
      if (staff.some((s) => sameName(s.name, name))) {
        throw new Error(
          `"${name}" is already on the staff list (use reset-pin to change the PIN).`,
        );
      }
      const pin = await askNewPin(name, ask);
      const member: StaffMember = {
        id: randomId(),
        name,
        role: role satisfies Role,
        pinHash: await scryptPinHasher.hash(pin),
        createdAt: new Date().toISOString(),
      };
      await store.write([...staff, member]);
      print(`Added ${name} (${role}).`);
      return;
    }
    case 'list': {
      if (staff.length === 0) print('Nobody is on the staff list yet.');
      // The day as the shop and the service call it, not the UTC day of the stored instant
      // (someone added at 08:58 in Seoul read as added the day before).
      const zone = zoneOf();
      for (const s of staff) {
        const at = new Date(s.createdAt);
        const day = Number.isNaN(at.getTime()) ? s.createdAt : auditDay(at, zone);
        print(`${s.name}\t${s.role}\tsince ${day} (${zone})`);
      }
      return;
    }
    case 'remove': {
      const member = findByName(staff, rest.join(' '));
      await store.write(staff.filter((s) => s.id !== member.id));
      print(`Removed ${member.name}; their session ends with their next request.`);
      return;
    }
    case 'reset-pin': {
      const member = findByName(staff, rest.join(' '));
      const pin = await askNewPin(member.name, ask);
      const pinHash = await scryptPinHasher.hash(pin);
      await store.write(staff.map((s) => (s.id === member.id ? { ...s, pinHash } : s)));
      print(`New PIN set for ${member.name}.`);
      return;
    }
    case 'unlock-pairing': {
      const result = await place.liftPairingLock();
      print(
        result === 'lifted'
          ? 'Pairing is open again; the server logs it with the next pairing attempt.'
          : 'Pairing is not locked; nothing was changed.',
      );
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

// Run as a command (the built file), not when a test imports it.
if (process.argv[1]?.endsWith('staff.js')) {
  runStaffCommand(process.argv.slice(2), {
    env: process.env,
    print: (line) => console.info(line),
    ask: askHidden,
  }).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
