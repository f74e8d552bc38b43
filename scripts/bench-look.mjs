// The counter's look on its stack (scripts/bench-look-floor): once the demo build and that page
// are built, the demo's `/` is opened at the bench's viewport and its markup taken in the frame in
// which its scan field is first focused (what the cold load times), with the stylesheets the page
// has then. Both go into the look floor's index.html, its stylesheets beside it: the floor draws
// exactly that frame with the stack's code alone.
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Runs in the page before its own scripts: the ready frame's markup, kept on `window`. */
function keepReadyFrame() {
  const frame = () => {
    const root = document.getElementById('root');
    if (!(document.activeElement instanceof HTMLInputElement) || !root) {
      requestAnimationFrame(frame);
      return;
    }
    window.__readyFrame = {
      markup: root.innerHTML,
      stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      elements: root.querySelectorAll('*').length,
    };
  };
  requestAnimationFrame(frame);
}

const STYLESHEETS = /<!-- bench: the counter's stylesheets -->[\s\S]*?<!-- \/bench -->/;
const FRAME = /<template id="look">[\s\S]*?<\/template>/;

/**
 * Copies the demo's ready frame at `origin` + `path` (served from `demoDir`) into the built look
 * floor in `lookDir`. Returns the number of elements in that frame.
 */
export async function copyTheLook({ newContext, origin, path, demoDir, lookDir }) {
  const context = await newContext();
  try {
    await context.addInitScript(keepReadyFrame);
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => window.__readyFrame !== undefined, undefined, {
      timeout: 30_000,
    });
    const { markup, stylesheets, elements } = await page.evaluate(() => window.__readyFrame);
    if (markup.includes('</template>')) throw new Error('the ready frame has a <template>');
    for (const sheet of stylesheets) {
      await mkdir(dirname(join(lookDir, sheet)), { recursive: true });
      await copyFile(join(demoDir, sheet), join(lookDir, sheet));
    }
    const file = join(lookDir, 'index.html');
    const html = await readFile(file, 'utf8');
    if (!STYLESHEETS.test(html) || !FRAME.test(html))
      throw new Error(
        `${file}: no place for the counter's look (was it built from bench-look-floor?)`,
      );
    const links = stylesheets.map((sheet) => `<link rel="stylesheet" href="${sheet}">`).join('');
    await writeFile(
      file,
      html
        .replace(
          STYLESHEETS,
          () => `<!-- bench: the counter's stylesheets -->${links}<!-- /bench -->`,
        )
        .replace(FRAME, () => `<template id="look">${markup}</template>`),
    );
    return elements;
  } finally {
    await context.close();
  }
}
