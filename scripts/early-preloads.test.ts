// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BundleChunk, earlyPreloads, earlyReads } from './early-preloads';

/** A bundle as the build leaves it: the entry, its runtime, the sign-in, strings, the stamp screen. */
const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  css: string[] = [],
): [string, BundleChunk] => [
  fileName,
  {
    type: 'chunk',
    fileName,
    facadeModuleId: facade,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  },
];
const BUNDLE: Record<string, BundleChunk> = Object.fromEntries<BundleChunk>([
  chunk('assets/index-1.js', '/app/index.html', ['assets/runtime-1.js']),
  chunk('assets/runtime-1.js', null),
  chunk(
    'assets/start-auth-1.js',
    '/app/src/features/auth/start-auth.tsx',
    ['assets/runtime-1.js', 'assets/index-1.js', 'assets/auth-1.js'],
    ['assets/start-auth-1.css'],
  ),
  chunk('assets/auth-1.js', '/app/src/api/auth.ts', ['assets/index-1.js']),
  chunk(
    'assets/stamps-route-1.js',
    '/app/src/app/routes/stamps-route.tsx',
    ['assets/index-1.js', 'assets/verdict-media-1.js'],
    ['assets/stamps-route-1.css'],
  ),
  chunk('assets/verdict-media-1.js', null, ['assets/index-1.js'], ['assets/verdict-media-1.css']),
  ...['en', 'ko'].flatMap((language) =>
    ['common', 'counter', 'scan', 'stamps', 'auth', 'clicks'].map((namespace) =>
      chunk(`assets/${namespace}-${language}.js`, `/app/src/locales/${language}/${namespace}.ts`),
    ),
  ),
  ['assets/index-1.css', { type: 'asset', fileName: 'assets/index-1.css' }],
]);

describe('what the early script may ask for, named from the bundle', () => {
  it('a live build: the sign-in with what it imports and its CSS; strings per language', () => {
    expect(earlyPreloads(BUNDLE, 'assets/index-1.js')).toEqual({
      all: ['/assets/start-auth-1.js', '/assets/start-auth-1.css', '/assets/auth-1.js'],
      common: {
        en: ['/assets/common-en.js', '/assets/auth-en.js'],
        ko: ['/assets/common-ko.js', '/assets/auth-ko.js'],
      },
      counter: {
        en: ['/assets/counter-en.js', '/assets/scan-en.js'],
        ko: ['/assets/counter-ko.js', '/assets/scan-ko.js'],
      },
      stamps: Object.fromEntries(
        ['en', 'ko'].map((language) => [
          language,
          [
            '/assets/stamps-route-1.js',
            '/assets/stamps-route-1.css',
            '/assets/verdict-media-1.js',
            '/assets/verdict-media-1.css',
            `/assets/stamps-${language}.js`,
            `/assets/scan-${language}.js`,
          ],
        ]),
      ),
    });
  });

  it('finds the sign-in inside a group chunk, which has no facade of its own', () => {
    const grouped = Object.fromEntries(
      Object.entries(BUNDLE).filter(([fileName]) => !fileName.includes('auth-1')),
    );
    grouped['assets/start-auth-2.js'] = {
      type: 'chunk',
      fileName: 'assets/start-auth-2.js',
      facadeModuleId: null,
      moduleIds: ['/app/src/api/auth.ts', '/app/src/features/auth/start-auth.tsx'],
      imports: ['assets/index-1.js'],
      viteMetadata: { importedCss: new Set(['assets/start-auth-2.css']) },
    };
    expect(earlyPreloads(grouped, 'assets/index-1.js').all).toEqual([
      '/assets/start-auth-2.js',
      '/assets/start-auth-2.css',
    ]);
  });

  it('knows a language whose strings sit in a group chunk, and names that chunk', () => {
    const grouped = Object.fromEntries(
      Object.entries(BUNDLE).filter(([fileName]) => !/-(ko)\.js$/.test(fileName)),
    );
    grouped['assets/strings-ko.js'] = {
      type: 'chunk',
      fileName: 'assets/strings-ko.js',
      facadeModuleId: null,
      moduleIds: ['common', 'counter', 'scan', 'stamps', 'auth'].map(
        (namespace) => `/app/src/locales/ko/${namespace}.ts`,
      ),
      imports: [],
    };
    const lists = earlyPreloads(grouped, 'assets/index-1.js');
    expect(lists.common.ko).toEqual(['/assets/strings-ko.js']);
    expect(lists.counter.ko).toEqual(['/assets/strings-ko.js']);
  });

  it('never names what the page loads anyway: the entry and its own imports', () => {
    const named = JSON.stringify(earlyPreloads(BUNDLE, 'assets/index-1.js'));
    expect(named).not.toContain('index-1');
    expect(named).not.toContain('runtime-1');
  });

  it("names the reads at the app's own addresses, under VITE_API_BASE when set", () => {
    expect(earlyReads('')).toEqual(['/api/auth/state', '/healthz']);
    expect(earlyReads('https://pos.example')).toEqual([
      'https://pos.example/api/auth/state',
      'https://pos.example/healthz',
    ]);
  });
});
