// Draws the app's PNG icons (web app manifest, iOS home screen) from the SVGs beside them in
// public/icons/, with the same Chromium the tests use. Run by hand after changing an SVG:
//   node scripts/make-icons.mjs
// The PNGs are committed: a build never depends on a browser to draw them.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const dir = resolve(import.meta.dirname, '..', 'public', 'icons');
const ICONS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
  { svg: 'icon.svg', png: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { svg, png, size } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = await readFile(resolve(dir, svg), 'utf8');
    const url = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${url}" width="${size}" height="${size}">`,
    );
    await page.screenshot({ path: resolve(dir, png), omitBackground: true });
    await page.close();
    console.info(`${png} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
