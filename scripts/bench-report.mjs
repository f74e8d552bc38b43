// `npm run bench:report`: how fast the day report (decision 0021) answers on a year of data,
// measured, not asserted. Not a test. A synthetic year of 20 tills × 500 writes a day (3,650,000
// lines) sits beside the real lines of a signed-in owner; the report of one day is asked for
// through our built server, signed in, and timed (median and p95 of 20 asks, after one warm-up). It
// must read that day only: one day file, or the day's rows by the (day, seq) index on PostgreSQL.
// Targets on this machine: under 300 ms on files, under 100 ms on PostgreSQL.
//
//   npm run bench:report                                # files
//   DATABASE_URL=postgres://… npm run bench:report      # files, then PostgreSQL (an empty database)
//   npm run bench:report -- --no-build                  # reuse dist-server/
import { createHmac } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import {
  addStaff,
  AUDIT_KEY,
  benchDirs,
  buildServer,
  PINS,
  quantile,
  signedInTill,
  startServer,
  stub,
  tillOn,
} from './bench-kit.mjs';

const TILLS = 20;
const WRITES_PER_TILL = 500;
const DAYS = 365;
const OPERATIONS = [
  'couponRedeem',
  'couponRedeem',
  'stampAdd',
  'stampAdd',
  'stampReward',
  'stampRemove',
];

buildServer();

/** The service's days before today (Asia/Seoul), oldest first: the synthetic year. */
function pastDays() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: DAYS }, (_, i) =>
    new Date(start - (DAYS - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * One day's lines, as the log writes them (server/audit/line.ts), numbered from `firstSeq`, each
 * sealed with its MAC under the bench's AUDIT_KEY: a read checks every one (decision 0021).
 */
function dayLines(day, firstSeq) {
  const lines = [];
  const prev = 'ab'.repeat(32);
  for (let i = 0; i < TILLS * WRITES_PER_TILL; i += 1) {
    const till = i % TILLS;
    const operation = OPERATIONS[i % OPERATIONS.length];
    const second = Math.floor((i / (TILLS * WRITES_PER_TILL)) * 86_000);
    const time = new Date(Date.parse(`${day}T00:00:00+09:00`) + second * 1000).toISOString();
    const outcome = i % 97 === 0 ? 'unknown' : i % 13 === 0 ? 'refused' : 'ok';
    const facts =
      operation === 'couponRedeem'
        ? i % 3 === 0
          ? { discount: { type: 'rate', value: 15, currency: null } }
          : { discount: { type: 'amount', value: 5000, currency: 'KRW' } }
        : { stamps: { before: 3, after: operation === 'stampRemove' ? 2 : 4 } };
    const entry = {
      seq: firstSeq + i,
      time,
      prev,
      requestId: `bench-${day}-${i}`,
      device: `Till ${till + 1} (dev-${till + 1})`,
      staff: `Person ${(till % 8) + 1}`,
      role: 'counter',
      operation,
      target:
        operation === 'couponRedeem'
          ? `CPN${String(i).padStart(8, '0')}`
          : String(1000 + (i % 400)),
      outcome,
      detail: outcome === 'ok' ? undefined : 'HTTP 502, code 502',
      facts,
    };
    const body = JSON.stringify(entry);
    const mac = createHmac('sha256', AUDIT_KEY).update(body).digest('hex');
    lines.push(`${body.slice(0, -1)},"mac":"${mac}"}`);
  }
  return lines;
}

async function timeReport(server, jar, day) {
  const call = tillOn(server, jar);
  const ask = async () => {
    const start = performance.now();
    const answer = await call('GET', `/api/report/day?day=${day}`);
    const ms = performance.now() - start;
    if (answer.status !== 200) throw new Error(`report: HTTP ${answer.status}`);
    const rows = answer.json.result.timeline.total;
    if (rows !== TILLS * WRITES_PER_TILL) throw new Error(`report: ${rows} rows`);
    return ms;
  };
  await ask();
  const times = [];
  for (let i = 0; i < 20; i += 1) times.push(await ask());
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

const rows = [];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function bench(label, env, target, fill) {
  const { dataDir, appDir } = await benchDirs('bench-report-');
  try {
    await addStaff(dataDir, env, 'Olivia Owner', 'owner', PINS.owner);
    let server = await startServer(dataDir, appDir, env);
    const jar = await signedInTill(server, 'Back office', 'Olivia Owner', PINS.owner);
    await server.stop();
    const days = pastDays();
    const filling = performance.now();
    await fill(dataDir, days);
    console.info(
      `${label}: a year written in ${((performance.now() - filling) / 1000).toFixed(0)} s`,
    );
    server = await startServer(dataDir, appDir, env);
    const day = days[Math.floor(DAYS / 2)];
    const { p50, p95 } = await timeReport(server, jar, day);
    await server.stop();
    rows.push([
      `${label}: one day's report (${TILLS * WRITES_PER_TILL} writes) in a year of ${DAYS} days`,
      `p50 ${fmt(p50)}, p95 ${fmt(p95)}`,
      `under ${target} ms: ${p95 < target ? 'met' : 'NOT met'} (p95)`,
    ]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function fillFiles(dataDir, days) {
  const dir = join(dataDir, 'audit');
  // Far above the real lines' numbers; the report reads what a day file holds, not the chain.
  let seq = 1_000_000_000;
  for (const day of days) {
    const lines = dayLines(day, seq);
    seq += lines.length;
    await writeFile(join(dir, `audit-${day}.jsonl`), `${lines.join('\n')}\n`);
  }
}

async function fillPostgres(databaseUrl) {
  return async (_dataDir, days) => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      let seq = 1_000_000_000;
      for (const day of days) {
        const lines = dayLines(day, seq);
        const records = lines.map((line, i) => ({
          seq: seq + i,
          day,
          line,
          hash: 'cd'.repeat(32),
        }));
        seq += lines.length;
        for (let at = 0; at < records.length; at += 5_000) {
          await sql`INSERT INTO audit_line ${sql(records.slice(at, at + 5_000), 'seq', 'day', 'line', 'hash')}`;
        }
      }
      await sql`ANALYZE audit_line`;
    } finally {
      await sql.end();
    }
  };
}

try {
  await bench('files', {}, 300, fillFiles);
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    await bench('PostgreSQL', { DATABASE_URL: url }, 100, await fillPostgres(url));
  } else {
    rows.push(['PostgreSQL', 'skipped', 'set DATABASE_URL to an empty database to measure it']);
  }
} finally {
  stub.close();
}

console.info('');
const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c].length)));
for (const row of rows) console.info(row.map((cell, c) => cell.padEnd(widths[c])).join('  │ '));
