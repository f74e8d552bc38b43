import type { Sql } from 'postgres';
import { auditFileProblems, auditPgProblems } from './audit';
import { appDirOf, builtAppProblems, hasBuiltApp } from './built-app';
import { clockProblems, readServiceClock } from './clock';
import { connectDoctor, databaseProblems } from './database';
import { dataDirFacts, dataDirProblems } from './data-dir';
import { keyPlaceFacts, keyPlaceProblems } from './key-place';
import { proxyProblems, readSettings } from './settings';

/**
 * `npm run doctor`: every check, in order, each said as one `ok` line or one line per problem.
 * A check that needs what an earlier one found wrong (a configuration that does not parse, a
 * database not reached) is not run: its problem would only repeat the first.
 */
export interface DoctorOptions {
  env: Record<string, string | undefined>;
  version: string;
  /** The environment files the settings came from (where AUDIT_KEY is kept). */
  envFiles: readonly string[];
  /** The folder of the server's build (dist-server): the built app is looked for beside it. */
  serverDir: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Opens the database for DATABASE_URL (tests point it elsewhere). */
  connect?: (url: string) => Sql;
}

export interface DoctorReport {
  lines: string[];
  problems: number;
}

type Check = () => Promise<string[]>;

export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const lines: string[] = [];
  let problems = 0;
  const check = async (name: string, run: Check): Promise<boolean> => {
    let found: string[];
    try {
      found = await run();
    } catch (error) {
      // Said on one line, whatever the error's message holds.
      const reason = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
      found = [`${name}: could not be checked (${reason}).`];
    }
    problems += found.length;
    lines.push(...(found.length === 0 ? [`ok: ${name}`] : found.map((p) => `problem: ${p}`)));
    return found.length === 0;
  };

  const settings = readSettings(options.env, options.version);
  await check('configuration', () => Promise.resolve(settings.problems));
  const { config, dataDir } = settings;
  if (config?.databaseUrl === undefined) {
    // A folder that cannot be read is the check's problem, said by `check`.
    const facts = dataDirFacts(dataDir);
    const missing = await facts.then(
      (found) => found.kind === 'missing',
      () => false,
    );
    const yet = missing ? ' (not there yet: the server makes it)' : '';
    await check(`data folder ${dataDir}${yet}`, async () => dataDirProblems(await facts));
  }
  const appDir = appDirOf(options.env, options.serverDir);
  await check(`built app ${appDir}`, async () =>
    builtAppProblems(appDir, await hasBuiltApp(appDir)),
  );
  if (config === null) return { lines, problems };

  await check('audit key kept apart', async () =>
    keyPlaceProblems(await keyPlaceFacts(dataDir, options.envFiles, config.auditKey)),
  );
  await check('proxy settings', () =>
    Promise.resolve(proxyProblems(config.trustProxy, settings.host)),
  );
  const now = options.now ?? (() => Date.now());
  await check(`clock against ${config.serviceBaseUrl}`, async () => {
    const reading = await readServiceClock(config.serviceBaseUrl, options.fetch ?? fetch, now);
    return 'problem' in reading ? [reading.problem] : clockProblems(reading);
  });

  const { databaseUrl, serviceTimeZone, auditKey } = config;
  if (databaseUrl === undefined) {
    await check('audit chain', () => auditFileProblems(dataDir, serviceTimeZone, auditKey));
    return { lines, problems };
  }
  const sql = (options.connect ?? connectDoctor)(databaseUrl);
  try {
    if (await check('database', () => databaseProblems(sql))) {
      await check('audit chain', () => auditPgProblems(sql, serviceTimeZone, auditKey));
    }
  } finally {
    await sql.end({ timeout: 1 });
  }
  return { lines, problems };
}
