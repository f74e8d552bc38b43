import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * The built app the server serves: node.ts will not start without its index.html, in APP_DIR or
 * dist-live beside the server's build (`serverDir`, where node.js and doctor.js are).
 */
export function appDirOf(env: Record<string, string | undefined>, serverDir: string): string {
  return resolve(env.APP_DIR ?? join(serverDir, '..', 'dist-live'));
}

export function builtAppProblems(appDir: string, hasIndex: boolean): string[] {
  return hasIndex
    ? []
    : [
        `No built app in ${appDir} (no index.html): the server does not start without it; ` +
          'run npm run build:live, or set APP_DIR to where it was built.',
      ];
}

export async function hasBuiltApp(appDir: string): Promise<boolean> {
  const found = await stat(join(appDir, 'index.html')).catch(() => null);
  return found?.isFile() ?? false;
}
