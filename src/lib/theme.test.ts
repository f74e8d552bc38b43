import earlyScript from '../../public/early-keys.js?raw';

const KEY = 'counter-pos.theme';
const LIGHT_BAR = '#1d4ed8';
const DARK_BAR = '#1b1b1f';

/** The module as a fresh page load finds it: nothing read from storage yet. */
async function freshLoad() {
  vi.resetModules();
  return import('./theme');
}

/** index.html's two bar colours, one per system scheme. */
function addThemeColorMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" content="${LIGHT_BAR}" media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content="${DARK_BAR}" media="(prefers-color-scheme: dark)" />`;
}

const barColours = () =>
  [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
    (meta) => meta.content,
  );

/** public/early-keys.js as the page runs it, before the app: a classic script, top level. */
function runEarlyScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own file, run as the page runs it
  const run = new Function(earlyScript) as () => void;
  run();
}

beforeEach(addThemeColorMetas);
afterEach(() => {
  document.head.innerHTML = '';
  // The script's key buffer listens on the document until the app takes it.
  window.__earlyKeys?.stop();
  window.__earlyKeys = undefined;
});

describe('the theme chosen on this device', () => {
  it('is System until chosen: nothing on <html>, each scheme keeps its own bar colour', async () => {
    const { getTheme, applyTheme } = await freshLoad();
    expect(getTheme()).toBe('system');
    applyTheme(getTheme());
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(barColours()).toEqual([LIGHT_BAR, DARK_BAR]);
  });

  it('is kept, shown on <html> at once with the bar colour in step, and undone by System', async () => {
    const { getTheme, saveTheme } = await freshLoad();
    saveTheme('dark');
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(barColours()).toEqual([DARK_BAR, DARK_BAR]);
    saveTheme('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(barColours()).toEqual([LIGHT_BAR, LIGHT_BAR]);
    saveTheme('system');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(barColours()).toEqual([LIGHT_BAR, DARK_BAR]);
    // The next load reads what was kept.
    saveTheme('dark');
    const reloaded = await freshLoad();
    expect(reloaded.getTheme()).toBe('dark');
    expect(getTheme()).toBe('dark');
  });

  it.each([
    ['a value that is no theme', JSON.stringify('sepia')],
    ['another type', JSON.stringify({ theme: 'dark' })],
    ['not JSON at all', 'dark'],
  ])('falls back to System on %s', async (_case, stored) => {
    localStorage.setItem(KEY, stored);
    const { getTheme } = await freshLoad();
    expect(getTheme()).toBe('system');
  });

  it('refuses to save a value that is no theme', async () => {
    const { saveTheme, getTheme } = await freshLoad();
    expect(() => saveTheme('sepia' as never)).toThrow();
    expect(getTheme()).toBe('system');
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});

describe('the theme before the first paint (public/early-keys.js)', () => {
  it('puts the kept choice on <html> and the bar colour in step, as the app would', async () => {
    localStorage.setItem(KEY, JSON.stringify('light'));
    runEarlyScript();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(barColours()).toEqual([LIGHT_BAR, LIGHT_BAR]);
    // Settings can still go back to System: the metas' own colours were kept.
    const { saveTheme } = await freshLoad();
    saveTheme('system');
    expect(barColours()).toEqual([LIGHT_BAR, DARK_BAR]);
  });

  it.each([
    ['nothing kept', null],
    ['System kept', JSON.stringify('system')],
    ['a bad value', JSON.stringify('sepia')],
    ['not JSON', '{'],
  ])('leaves the system to decide with %s, and still keeps scanner keys', (_case, stored) => {
    if (stored !== null) localStorage.setItem(KEY, stored);
    runEarlyScript();
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(barColours()).toEqual([LIGHT_BAR, DARK_BAR]);
    expect(window.__earlyKeys).toBeDefined();
  });
});
