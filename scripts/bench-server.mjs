// `npm run bench:server`: what our live server adds on top of the service, measured, not asserted.
// Not a test. Every figure is printed beside its baseline from the same run and its target
// (issue 26):
//
// 1. Added latency per validate: p50 and p95 through our server (signed in, guard, rate limit,
//    allowlist schema, a new request to the service) minus p50 and p95 of calling the same stub
//    directly, at 1, 10 and 50 tills asking at once. Target: p95 added ≤ 5 ms at 10 tills on files,
//    ≤ 10 ms on PostgreSQL.
// 2. Redeems per second through the audit log (validate, redeem, one durable audit line each), at
//    10 and 50 tills, each redeem a different coupon (the per-coupon line serialises nothing), and
//    what sets the ceiling: one chain, one synced append after another (ms per append measured).
//
//   npm run bench:server                  # files (DATA_DIR in a temp directory)
//   DATABASE_URL=postgres://… npm run bench:server   # files, then PostgreSQL on that database
//   npm run bench:server -- --no-build    # reuse dist-server/
//   npm run bench:server -- --profile .bench/server-profiles   # each server writes a .cpuprofile
//
// The "service" is a stub in this process answering in well under a millisecond, so the figures
// are our server's cost, not the network's. Each phase runs on a fresh API key (a fresh bucket:
// the enterprise plan's 1,200 calls a minute hold every phase).
import { readFileSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addStaff,
  benchDirs,
  buildServer,
  PINS,
  quantile,
  signedInTill,
  startServer,
  stub,
  stubUrl,
  tillOn,
  timed,
} from './bench-kit.mjs';

buildServer();

const directValidate = async (i) => {
  const response = await fetch(`${stubUrl}/api/coupon/v1/validate?cpnNo=BENCH${i % 1000}`);
  await response.text();
};

/**
 * What one audit line costs the disk, done as the file log does it (server/audit/file-log.ts):
 * the line appended and synced, then the head file replaced (written, synced, renamed, the
 * directory synced). Appends wait for each other (one chain), so this sets the write ceiling.
 */
async function auditAppendMs(dir) {
  const line = join(dir, 'probe.jsonl');
  const head = join(dir, 'probe-head.json');
  const rounds = 200;
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    const lines = await open(line, 'a');
    await lines.appendFile(`${'x'.repeat(300)}\n`);
    await lines.datasync();
    await lines.close();
    const temp = await open(`${head}.tmp`, 'w');
    await temp.writeFile(`{"seq":${i}}\n`);
    await temp.datasync();
    await temp.close();
    await rename(`${head}.tmp`, head);
    const folder = await open(dir, 'r');
    await folder.datasync();
    await folder.close();
  }
  return (performance.now() - start) / rounds;
}

const rows = [];
const fmt = (ms) => `${ms.toFixed(2)} ms`;
const TILLS = [1, 10, 50];

/** CPU time the process has used (user and system), ms: Linux's /proc; null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/**
 * A validate through `call` (a server process `pid`), timed beside the stub called directly, in
 * five rounds of direct calls and calls through, one after the other, their times pooled: a
 * machine that gets busier during the run weighs on both alike. Each phase's calls through stay
 * within the plan's minute (1,200 on enterprise): a few to warm up, then the 1,000 measured.
 */
async function validateAdded(tills, call, pid) {
  const total = tills === 1 ? 300 : 1_000;
  const rounds = 5;
  await timed(tills, 100, directValidate);
  await timed(tills, 100, (i) => call(`WARM${i}`));
  const direct = [];
  const ours = [];
  let cpu = 0;
  for (let round = 0; round < rounds; round += 1) {
    direct.push(...(await timed(tills, total / rounds, directValidate)).sorted);
    const before = cpuMs(pid);
    ours.push(...(await timed(tills, total / rounds, (i) => call(`BENCH${i % 1000}`))).sorted);
    const after = cpuMs(pid);
    cpu = before === null || after === null ? NaN : cpu + (after - before);
  }
  direct.sort((a, b) => a - b);
  ours.sort((a, b) => a - b);
  return {
    p50: quantile(ours, 0.5) - quantile(direct, 0.5),
    p95: quantile(ours, 0.95) - quantile(direct, 0.95),
    cpuPerCall: cpu / total,
    direct: `stub direct p50 ${fmt(quantile(direct, 0.5))}, p95 ${fmt(quantile(direct, 0.95))}`,
  };
}

const cpuText = (ms) => (Number.isNaN(ms) ? 'CPU not read' : `server CPU ${fmt(ms)} a call`);

/**
 * The stack alone (scripts/bench-server-floor.mjs) at each number of tills: the floor under our
 * server's figures, measured in the same run against the same stub.
 */
async function benchFloor() {
  const floor = new Map();
  for (const tills of TILLS) {
    const server = await startServer(tmpdir(), tmpdir(), {}, 'scripts/bench-server-floor.mjs');
    try {
      const run = await validateAdded(
        tills,
        async (cpnNo) => {
          const response = await fetch(`${server.url}/api/coupon/v1/validate?cpnNo=${cpnNo}`);
          if (response.status !== 200) throw new Error(`stack alone: HTTP ${response.status}`);
          await response.json();
        },
        server.pid,
      );
      floor.set(tills, run);
      rows.push([
        `stack alone (Hono, node-server, node:http): validate added, ${tills} till${tills === 1 ? '' : 's'}`,
        `p50 ${fmt(run.p50)}, p95 ${fmt(run.p95)}`,
        `${run.direct}; ${cpuText(run.cpuPerCall)}`,
        'the floor: what the stack costs',
      ]);
    } finally {
      await server.stop();
    }
  }
  return floor;
}

async function benchStore(label, env, addedTarget, floor) {
  const { dataDir, appDir } = await benchDirs('bench-server-');
  try {
    await addStaff(dataDir, env, 'Olivia Owner', 'owner', PINS.owner);
    await addStaff(dataDir, env, 'Chris Counter', 'counter', PINS.counter);
    let server = await startServer(dataDir, appDir, env);
    const jar = await signedInTill(server, 'Bench till', 'Chris Counter', PINS.counter);

    for (const tills of TILLS) {
      // A fresh API key and bucket for each phase: stop, start, same till (its session kept).
      await server.stop();
      server = await startServer(dataDir, appDir, env);
      // The same till, its cookies kept: its session survived the restart.
      const through = tillOn(server, jar);
      const run = await validateAdded(
        tills,
        async (cpnNo) => {
          const answer = await through('GET', `/api/coupon/v1/validate?cpnNo=${cpnNo}`);
          if (answer.status !== 200) throw new Error(`validate: HTTP ${answer.status}`);
        },
        server.pid,
      );
      const target = tills === 10 ? addedTarget : null;
      const stack = floor.get(tills);
      rows.push([
        `${label}: validate added, ${tills} till${tills === 1 ? '' : 's'}`,
        `p50 ${fmt(run.p50)}, p95 ${fmt(run.p95)}`,
        `${run.direct}; ${cpuText(run.cpuPerCall)}; over the stack alone p95 ${fmt(run.p95 - (stack?.p95 ?? 0))}`,
        target === null ? '' : `p95 ≤ ${target} ms: ${run.p95 <= target ? 'met' : 'NOT met'}`,
      ]);
    }

    for (const tills of [10, 50]) {
      await server.stop();
      server = await startServer(dataDir, appDir, env);
      // The same till, its cookies kept: its session survived the restart.
      const through = tillOn(server, jar);
      const total = 500;
      const run = await timed(tills, total, async (i) => {
        const cpnNo = `R${tills}X${String(i).padStart(5, '0')}`;
        const answer = await through('PUT', '/api/coupon/v1/redeem', { cpnNo });
        if (answer.status !== 200 || answer.json.code !== 0) {
          throw new Error(`redeem: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
        }
      });
      rows.push([
        `${label}: redeems through the audit log, ${tills} tills`,
        `${run.perSecond.toFixed(0)} /s (p95 ${fmt(quantile(run.sorted, 0.95))})`,
        '',
        'no target: the ceiling, reported',
      ]);
    }
    await server.stop();
    return dataDir;
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

try {
  const floor = await benchFloor();
  const filesDir = await benchStore('files', {}, 5, floor);
  const appendMs = await auditAppendMs(filesDir);
  rows.push([
    'files: one audit line on the disk (line synced, head replaced)',
    fmt(appendMs),
    `≈ ${Math.floor(1000 / appendMs)} lines/s, one after another: the write ceiling`,
    'each write waits for its line',
  ]);
  await rm(filesDir, { recursive: true, force: true });
  if (process.env.DATABASE_URL) {
    const pgDir = await benchStore(
      'PostgreSQL',
      { DATABASE_URL: process.env.DATABASE_URL },
      10,
      floor,
    );
    await rm(pgDir, { recursive: true, force: true });
  } else {
    rows.push(['PostgreSQL', 'skipped', 'set DATABASE_URL to an empty database to measure it', '']);
  }
} finally {
  stub.close();
}

console.info('');
const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((r) => r[c].length)));
for (const row of rows) console.info(row.map((cell, c) => cell.padEnd(widths[c])).join('  │ '));
