// @vitest-environment node
/**
 * WCAG 2.x contrast of the colour pairs the app draws, in both themes, from tokens.css itself:
 * change a colour there and this says at once whether the pairs that use it still read. Text
 * needs 4.5:1 (AA, normal size); chart marks and focus rings 3:1 (non-text contrast).
 */

type Theme = 'light' | 'dark';
type Palette = Map<string, string>;

const TOKEN =
  /--color-([a-z0-9-]+):\s*var\(--if-light,\s*(#[0-9a-f]{6})\)\s*var\(--if-dark,\s*(#[0-9a-f]{6})\)/g;

function palettes(css: string): Record<Theme, Palette> {
  const light: Palette = new Map();
  const dark: Palette = new Map();
  for (const [, name = '', lightValue = '', darkValue = ''] of css.matchAll(TOKEN)) {
    light.set(name, lightValue);
    dark.set(name, darkValue);
  }
  return { light, dark };
}

/** Relative luminance of an sRGB colour, "#rrggbb" (WCAG 2.x definition). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * CSS `color-mix(in srgb, a p%, b)`: each channel mixed as written (gamma-encoded), as the hatch
 * of the hour in progress is drawn.
 */
function mix(a: string, b: string, share: number): string {
  const channel = (hex: string, start: number) => parseInt(hex.slice(start, start + 2), 16);
  return `#${[1, 3, 5]
    .map((start) =>
      Math.round(channel(a, start) * share + channel(b, start) * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function contrast(a: string, b: string): number {
  const lighter = Math.max(luminance(a), luminance(b));
  const darker = Math.min(luminance(a), luminance(b));
  return (lighter + 0.05) / (darker + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;
const BACKGROUNDS = ['bg', 'surface', 'surface-muted'];
const TINTS = ['success-bg', 'danger-bg', 'warning-bg', 'info-bg'];

/** [foreground, background, least ratio, where the app draws it]. */
const PAIRS: [string, string, number, string][] = [
  ...[...BACKGROUNDS, ...TINTS].flatMap((bg): [string, string, number, string][] => [
    ['text', bg, TEXT, 'body text, and the words inside a verdict panel'],
    ['text-muted', bg, TEXT, 'hints, times, facts'],
  ]),
  ...BACKGROUNDS.map((bg): [string, string, number, string] => [
    'primary',
    bg,
    TEXT,
    'links, outlined buttons, the current tab',
  ]),
  ['primary', 'info-bg', TEXT, 'the current tab in the side bar'],
  ...[...BACKGROUNDS].map((bg): [string, string, number, string] => [
    'control-border',
    bg,
    3,
    'the edge of a field, a segment or a key (WCAG 1.4.11)',
  ]),
  ['on-primary', 'primary', TEXT, 'a primary button'],
  ['on-primary', 'primary-strong', TEXT, 'a primary button under the pointer'],
  ['primary-strong', 'info-bg', TEXT, 'a done verdict, an info notice, the chosen segment'],
  ['success', 'success-bg', TEXT, 'a full stamp card, a success notice'],
  ['success', 'surface', TEXT, 'a valid verdict, the live badge, a done row'],
  ['on-success', 'success', TEXT, 'the tick in a given stamp'],
  ['danger', 'danger-bg', TEXT, 'a refused verdict, an error notice'],
  ['danger', 'surface', TEXT, 'a field’s error'],
  ['on-danger', 'danger', TEXT, 'a danger button'],
  ['warning', 'warning-bg', TEXT, 'a failed verdict, the demo banner, plan badges'],
  ['warning', 'surface', TEXT, 'an emphasis, an unsure row'],
  ['warning', 'bg', TEXT, 'an emphasis on the page'],
  ...[...BACKGROUNDS, 'info-bg'].map((bg): [string, string, number, string] => [
    'focus',
    bg,
    NON_TEXT,
    'the focus ring',
  ]),
  ['chart-bar', 'surface', NON_TEXT, 'the chart’s bars'],
  ['chart-unique', 'surface', NON_TEXT, 'the chart’s unique-visitor line and points'],
  ['chart-previous', 'surface', NON_TEXT, 'the chart’s dashed line, a week earlier'],
  ['chart-previous', 'bg', NON_TEXT, 'the dashed line, were the chart drawn on the page'],
  ['chart-previous', 'chart-bar', NON_TEXT, 'the dashed line where it crosses a bar'],
];

/**
 * tokens.css as written. Read from disk: Vitest hands a test every CSS import empty, `?raw` too.
 * The module's name is a variable so that the app's types (no Node in them) need not know it.
 */
async function readTokens(): Promise<string> {
  const fsModule = 'node:fs/promises';
  const { readFile } = (await import(/* @vite-ignore */ fsModule)) as {
    readFile: (path: URL, encoding: 'utf8') => Promise<string>;
  };
  return readFile(new URL('./tokens.css', import.meta.url), 'utf8');
}

const tokensCss = await readTokens();
const themes = palettes(tokensCss);

describe('contrast of the design tokens', () => {
  it('reads every colour token with a light and a dark value', () => {
    const declared = [...tokensCss.matchAll(/^\s*--color-([a-z0-9-]+):/gm)].map(([, name]) => name);
    expect(declared.length).toBeGreaterThan(20);
    expect([...themes.light.keys()]).toEqual(declared);
  });

  describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
    const palette = themes[theme];
    it.each(PAIRS)('%s on %s: at least %s:1 (%s)', (foreground, background, least) => {
      expect([...palette.keys()]).toContain(foreground);
      expect([...palette.keys()]).toContain(background);
      const ratio = contrast(palette.get(foreground) ?? '', palette.get(background) ?? '');
      expect(ratio).toBeGreaterThanOrEqual(least);
    });
  });

  // clicks-chart.css: the hour in progress is the bar hatched with
  // color-mix(in srgb, bar 55%, surface); the dashed line crosses both stripes.
  it.each(['light', 'dark'] as const)(
    '%s: the dashed line on the hatch of the hour in progress, at least 3:1',
    (theme) => {
      const palette = themes[theme];
      const bar = palette.get('chart-bar') ?? '';
      const stripe = mix(bar, palette.get('surface') ?? '', 0.55);
      const line = palette.get('chart-previous') ?? '';
      expect(contrast(line, bar)).toBeGreaterThanOrEqual(NON_TEXT);
      expect(contrast(line, stripe)).toBeGreaterThanOrEqual(NON_TEXT);
    },
  );

  // The heatmap's scale reads by lightness alone: each step apart from the next, in order, and
  // the busiest visible on the surface; the redeemed dot is text-coloured in a surface ring.
  it.each(['light', 'dark'] as const)('%s: the heatmap steps are ordered and apart', (theme) => {
    const palette = themes[theme];
    const steps = [0, 1, 2, 3, 4, 5].map((level) => palette.get(`heat-${level}`) ?? '');
    const lightness = steps.map(luminance);
    for (let level = 1; level < steps.length; level += 1) {
      const [before = 0, now = 0] = [lightness[level - 1], lightness[level]];
      expect(theme === 'light' ? now < before : now > before).toBe(true);
      expect(contrast(steps[level - 1] ?? '', steps[level] ?? '')).toBeGreaterThanOrEqual(1.3);
    }
    const surface = palette.get('surface') ?? '';
    const text = palette.get('text') ?? '';
    expect(contrast(steps[5] ?? '', surface)).toBeGreaterThanOrEqual(NON_TEXT);
    // The dot is text-coloured in a surface-coloured ring: one of the two stands out on any step.
    for (const step of steps) {
      expect(Math.max(contrast(text, step), contrast(surface, step))).toBeGreaterThanOrEqual(
        NON_TEXT,
      );
    }
  });

  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
