import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { version } from '../../package.json';
import { runDoctor } from './run';

/**
 * `npm run doctor [-- --env-file <file>]`: checks the live server's settings and surroundings as
 * the server would meet them, one line a problem, exiting 1 when there is any. With --env-file it
 * reads that file alone, as systemd's EnvironmentFile= does (run it as the service's account);
 * without, the environment (and .env, which the npm script loads).
 */
const USAGE = 'Usage: npm run doctor [-- --env-file /etc/counter-pos/counter-pos.env]';

export async function main(
  args: readonly string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  if (args.length !== 0 && !(args.length === 2 && args[0] === '--env-file' && args[1])) {
    console.error(USAGE);
    return 2;
  }
  const envFile = args[1];
  let settings = env;
  if (envFile !== undefined) {
    try {
      settings = parseEnv(readFileSync(envFile, 'utf8'));
    } catch (error) {
      console.error(`${envFile} could not be read: ${String(error)}`);
      return 1;
    }
  }
  const report = await runDoctor({
    env: settings,
    version,
    envFiles: envFile === undefined ? ['.env'] : [envFile],
    // Built, this file is dist-server/doctor.js, beside the server's node.js.
    serverDir: dirname(fileURLToPath(import.meta.url)),
  });
  console.info(report.lines.join('\n'));
  console.info(
    report.problems === 0
      ? 'No problems found.'
      : `${report.problems} problem${report.problems === 1 ? '' : 's'} found.`,
  );
  return report.problems === 0 ? 0 : 1;
}

// Run as a command (the built file), not when a test imports it.
if (process.argv[1]?.endsWith('doctor.js')) process.exitCode = await main();
