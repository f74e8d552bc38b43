import { resolve } from 'node:path';
import { readDatabaseUrl } from '../config';

/**
 * What `npm run backup` and `npm run restore` share: one path argument (or `--help`), files
 * readable by this user only, DATABASE_URL read as the server reads it, and one line said,
 * on standard output when it worked and on standard error, after `failed`, when it did not.
 */
export async function runCommand(
  args: readonly string[],
  env: Record<string, string | undefined>,
  how: { usage: string; failed: string },
  body: (path: string, databaseUrl: string | undefined) => Promise<string>,
): Promise<number> {
  if (args.length !== 1 || args[0] === '--help' || args[0] === '-h' || args[0] === '') {
    const asked = args.length === 1;
    (asked ? console.info : console.error)(how.usage);
    return asked ? 0 : 1;
  }
  process.umask(0o077);
  try {
    const problems: string[] = [];
    const url = readDatabaseUrl(env.DATABASE_URL, problems);
    if (problems.length > 0) throw new Error(problems.join(' '));
    console.info(await body(resolve(args[0] ?? ''), url));
    return 0;
  } catch (error) {
    console.error(`${how.failed}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
