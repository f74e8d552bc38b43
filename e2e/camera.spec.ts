import { messages as en } from '../src/locales/en/counter';
import { messages as scan } from '../src/locales/en/scan';
import { expect, expectAccessible, NETWORK_LOG, test } from './fixtures';

interface StreamWindow {
  __streams?: MediaStream[];
  /** Set by a test that must see the dialog before the camera's first frame (see below). */
  __holdCamera?: boolean;
  __releaseCamera?: () => void;
}

// Keep every stream the app opens, to check that the camera is really switched off afterwards.
// A test may hold the camera back until it has looked at the open dialog: on a busy machine the
// code was read, and the dialog closed, before the test had seen it open.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as StreamWindow;
    const streams: MediaStream[] = [];
    w.__streams = streams;
    const released = new Promise<void>((resolve) => {
      w.__releaseCamera = resolve;
    });
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      if (w.__holdCamera) await released;
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
});

const liveTracks = () =>
  ((window as StreamWindow).__streams ?? [])
    .flatMap((stream) => stream.getTracks())
    .filter((t) => t.readyState === 'live').length;

test('the camera reads a QR code with the app’s own decoder and shows the verdict', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    (window as StreamWindow).__holdCamera = true;
  });
  await page.goto('/');
  await page.getByRole('button', { name: scan.camera.open }).click();
  const dialog = page.getByRole('dialog', { name: scan.camera.title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'camera open');
  await page.evaluate(() => (window as StreamWindow).__releaseCamera?.());
  const valid = page.getByRole('region', { name: en.verdict.valid });
  await expect(valid.getByText('15% off')).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(liveTracks)).toBe(0);
  // The decoder's wasm comes from this app, not from a CDN.
  const wasm = requests.filter((url) => url.endsWith('.wasm'));
  expect(wasm.length).toBeGreaterThan(0);
  for (const url of requests) expect(new URL(url).host, url).toBe(new URL(page.url()).host);
});

test('the camera stops when the dialog is closed, and when the screen is left', async ({
  page,
}) => {
  // Hold the decoder back: the fake camera films a valid QR code, and a quick read would close
  // the camera before this test has looked at it.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.context().route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('button', { name: scan.camera.open }).click();
  await expect.poll(() => page.evaluate(liveTracks)).toBeGreaterThan(0);
  await page.getByRole('button', { name: scan.camera.close }).click();
  await expect.poll(() => page.evaluate(liveTracks)).toBe(0);
  await expect(page.getByLabel('Coupon number or stamp ID')).toBeFocused();

  await page.getByRole('button', { name: scan.camera.open }).click();
  await expect.poll(() => page.evaluate(liveTracks)).toBeGreaterThan(0);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/settings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect.poll(() => page.evaluate(liveTracks)).toBe(0);
  release();
});

test.describe('without the code reader', () => {
  // The decoder's own runtime logs its failure to the console; that is what this test provokes.
  test.use({
    expectedConsoleErrors: new RegExp(
      `${NETWORK_LOG.source}|wasm|^Aborted\\(|ArrayBuffer instantiation`,
    ),
  });

  test('the camera switches off when the code reader cannot load', async ({ page }) => {
    await page.context().route('**/*.wasm', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: scan.camera.open }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(scan.camera.decoderFailed);
    await expect.poll(() => page.evaluate(liveTracks)).toBe(0);
    await expect(page.getByRole('button', { name: scan.camera.tryAgain })).toBeVisible();
  });

  for (const [name, message] of [
    ['NotAllowedError', scan.camera.denied],
    ['NotFoundError', scan.camera.noCamera],
  ] as const) {
    test(`says so plainly when getUserMedia fails with ${name}`, async ({ page }) => {
      await page.addInitScript((errorName) => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('refused', errorName));
      }, name);
      await page.goto('/');
      await page.getByRole('button', { name: scan.camera.open }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(message);
      await expectAccessible(page, name);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  }
});
