// Runs before `npm start` and `npm test`, so that both work on a fresh clone with nothing else:
// checks Node, installs the locked dependencies when they are missing or stale, and (for tests)
// finds a Chromium for Playwright or says exactly how to get one.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`,
  );
  process.exit(1);
}

const installed = 'node_modules/.package-lock.json';
const stale =
  !existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
if (stale) {
  console.info('Installing the locked dependencies (npm ci)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--browser')) {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  let found = candidates.some((path) => path && existsSync(path));
  if (!found) {
    try {
      const { chromium } = createRequire(import.meta.url)('@playwright/test');
      found = existsSync(chromium.executablePath());
    } catch {
      found = false;
    }
  }
  if (!found) {
    console.error(
      [
        'The end-to-end tests need Chromium and none was found.',
        '  Debian/Ubuntu:   sudo apt-get install -y chromium',
        "  Elsewhere:       npx playwright install chromium   (Playwright's own browser)",
        '  Or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
