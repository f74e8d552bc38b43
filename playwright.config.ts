import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CAMERA_VIDEO } from './e2e/camera-video';
import {
  HTTPS_HOST,
  HTTPS_PORTS,
  LIVE_DATA_DIR,
  LIVE_PORT,
  LIVE_URL,
  liveServerEnv,
  SIM_PORT,
  SIM_URL,
} from './e2e/live-setup';

/**
 * Chromium: $CHROMIUM_PATH if set, else Debian's /usr/bin/chromium, else Playwright's own
 * download (on a laptop that has run `npx playwright install chromium`).
 */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => Boolean(path && existsSync(path)));
}

const PORT = Number(process.env.E2E_PORT ?? 4317);
/** The demo's host name on the shop's network, as a tablet would reach it (the lan project). */
const LAN_HOST = 'counter-demo.lan';
/** This run, for its two servers to agree on one build (scripts/e2e-build.sh). */
const E2E_RUN = process.env.E2E_RUN ?? `${process.pid}-${Date.now()}`;
process.env.E2E_RUN = E2E_RUN;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The shop's clock: the simulated service also keeps Korea's calendar.
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'tablet',
      // The back office's screens (create form, clicks) are desktop screens: desktop project only;
      // so are the a11y and theme specs, which set their own viewports and colour schemes.
      testIgnore:
        /(camera|time-zone|counter-layout|counter-words|coupon-create|clicks|back-office-layout|live|live-header|lan|https|a11y|theme)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 820, height: 1180 }, hasTouch: true },
    },
    {
      name: 'desktop',
      // The back office's screens, settings and the shell. The counter's journeys run on the
      // tablet (where staff use them); the counter at desktop size is the viewports project's.
      testIgnore:
        /(camera|time-zone|counter-layout|counter-words|live|live-header|lan|https|counter-flow|counter-writes|coupon-counter|stamps|long-shift)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      // A counter tablet whose clock is set to another zone: the service's day must still rule.
      name: 'elsewhere',
      testMatch: /time-zone\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        timezoneId: 'Australia/Sydney',
      },
    },
    {
      // The counter at each viewport staff use, in both languages (each test sets its viewport).
      name: 'viewports',
      testMatch: /counter-(layout|words)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], hasTouch: true },
    },
    {
      // A fake back camera that films a printed QR code.
      name: 'camera',
      testMatch: /camera\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 820, height: 1180 },
        launchOptions: {
          executablePath: chromiumPath(),
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            `--use-file-for-fake-video-capture=${CAMERA_VIDEO}`,
          ],
        },
      },
    },
    {
      // A tablet on the shop's network: the demo at a LAN host name over plain http, which is not
      // a secure context (the host resolver maps the name to this machine).
      name: 'lan',
      testMatch: /lan\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 820, height: 1180 },
        hasTouch: true,
        baseURL: `http://${LAN_HOST}:${PORT}`,
        launchOptions: {
          executablePath: chromiumPath(),
          args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
        },
      },
    },
    {
      // The live build behind our server, with the simulated service's HTTP server behind that.
      name: 'live',
      testMatch: /(^|\/)live(-header)?\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1024, height: 768 },
        baseURL: LIVE_URL,
      },
    },
    {
      // A tablet that trusts Caddy's own root, at the shop's LAN name over https, with Caddy
      // (deploy/Caddyfile.lan) in front of a live server of its own (e2e/https-proxy.ts starts
      // both, and the browser once Caddy's root exists).
      name: 'https',
      testMatch: /https\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 820, height: 1180 },
        hasTouch: true,
        baseURL: `https://${HTTPS_HOST}:${HTTPS_PORTS.https}`,
      },
    },
  ],
  // Never reuse a server: one left running would test an old build.
  webServer: [
    {
      // The demo as a person would host it: the live build behind the demo's server, which runs
      // the live server's own code on the simulated service, a shop for each browser (decision
      // 0027).
      command: `bash scripts/e2e-build.sh && exec node dist-server/demo.js`,
      url: `http://localhost:${PORT}`,
      // A long shift's 1,000 redeems in two minutes are no person's: past the demo's 600 a minute.
      env: {
        PORT: String(PORT),
        E2E_RUN,
        RATE_LIMIT_PER_MINUTE: '100000',
        ALLOWED_HOSTS: LAN_HOST,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: 'npm run service:sim',
      url: `${SIM_URL}/__sim/settings`,
      env: { SIM_PORT: String(SIM_PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'bash scripts/e2e-live-server.sh',
      url: `${LIVE_URL}/`,
      env: {
        ...liveServerEnv({ dataDir: LIVE_DATA_DIR, port: LIVE_PORT, serviceUrl: SIM_URL }),
        E2E_RUN,
      },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
