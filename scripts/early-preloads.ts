import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { minify } from 'terser';
import type { Plugin } from 'vite';

/**
 * What the first screen asks for once the app's own code has run, named at build time so that
 * public/early-keys.js can ask for it first, while the browser is still compiling that code.
 *
 * A cold load at 4× CPU spent 150–260 ms waiting on requests the app sent only after its 350 kB
 * entry had been compiled and run: the screen's strings, the sign-in's chunk and its strings, the
 * sign-in state (decision 0025). The hashed file names are known only here, so the plugin writes
 * them, and the state's address, onto the early script's tag; early-keys.js picks the staff's
 * language and the screen from them.
 */

/** Files by what needs them; every list holds each chunk's own imports and CSS too. */
export interface EarlyPreloads {
  /** Every screen: the sign-in's chunk. */
  all: string[];
  /** The shared strings and the sign-in's, per language. */
  common: Record<string, string[]>;
  /** The coupon counter's strings, per language. */
  counter: Record<string, string[]>;
  /** The stamp screen's code and strings, per language. */
  stamps: Record<string, string[]>;
}

/** The parts of Rollup's and Rolldown's output chunk read here. */
export interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  /** Every module in the chunk: a group's chunk (vite.config.ts) has no facade of its own. */
  moduleIds?: string[];
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const LOCALE = /\/src\/locales\/([a-z]{2})\/([a-z]+)\.ts$/;

/**
 * The preload lists of a bundle. `loaded` are the files the page loads anyway (the entry and its
 * static imports): they are never listed again.
 */
export function earlyPreloads(bundle: Record<string, BundleChunk>, entry: string): EarlyPreloads {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
  };
  closure(entry, loaded);
  /** A chunk, the chunks it imports and their CSS, minus what the page loads anyway. */
  const files = (chunk: BundleChunk | undefined): string[] => {
    if (!chunk) return [];
    const found = new Set<string>();
    closure(chunk.fileName, found);
    const list: string[] = [];
    for (const fileName of found) {
      if (loaded.has(fileName)) continue;
      list.push(`/${fileName}`);
      for (const css of byFile.get(fileName)?.viteMetadata?.importedCss ?? []) list.push(`/${css}`);
    }
    return list;
  };
  const path = (id: string) => id.replaceAll('\\', '/');
  /** The chunk a module starts, else the one that holds it (a group's chunk has no facade). */
  const facade = (pattern: RegExp) =>
    chunks.find((chunk) => pattern.test(path(chunk.facadeModuleId ?? ''))) ??
    chunks.find((chunk) => (chunk.moduleIds ?? []).some((id) => pattern.test(path(id))));
  const locale = (language: string, namespace: string) =>
    files(facade(new RegExp(`/src/locales/${language}/${namespace}\\.ts$`)));
  const languages = [
    ...new Set(
      // From every module, not the facades alone: strings in a group's chunk are still a language.
      chunks.flatMap((chunk) =>
        [chunk.facadeModuleId ?? '', ...(chunk.moduleIds ?? [])].flatMap((id) => {
          const match = LOCALE.exec(path(id));
          return match?.[1] ? [match[1]] : [];
        }),
      ),
    ),
  ].sort();
  // Each file once: two namespaces may share a chunk.
  const perLanguage = (pick: (language: string) => string[]) =>
    Object.fromEntries(languages.map((language) => [language, [...new Set(pick(language))]]));
  const stampsRoute = files(facade(/\/src\/app\/routes\/stamps-route\.tsx$/));
  return {
    all: files(facade(/\/src\/features\/auth\/start-auth\.tsx$/)),
    common: perLanguage((language) => [...locale(language, 'common'), ...locale(language, 'auth')]),
    counter: perLanguage((language) => [
      ...locale(language, 'counter'),
      ...locale(language, 'scan'),
    ]),
    stamps: perLanguage((language) => [
      ...stampsRoute,
      ...locale(language, 'stamps'),
      ...locale(language, 'scan'),
    ]),
  };
}

/**
 * The reads the start makes before its first paint, sent by early-keys.js instead (the app
 * takes each answer once: src/api/early-reads.ts): the sign-in state and the health route.
 */
export const earlyReads = (apiBase: string) => [`${apiBase}/api/auth/state`, `${apiBase}/healthz`];

const attribute = (value: unknown) => JSON.stringify(value).replaceAll('"', '&quot;');

/**
 * Writes the lists and the early reads onto the early script's tag, and
 * minifies the early script itself in the build's copy: it is on every first load, and its
 * comments (kept in public/ for whoever reads it) were half its bytes.
 */
export function earlyPreloadsPlugin(apiBase: string): Plugin {
  let outDir = '';
  return {
    name: 'counter-pos:early-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const file = join(outDir, 'early-keys.js');
      const source = await readFile(file, 'utf8').catch(() => null);
      // An SSR build copies no public files: nothing to minify there.
      if (source === null) return;
      const { code } = await minify(source, { ecma: 2020 });
      if (!code) throw new Error('early-keys.js: the minifier returned nothing');
      await writeFile(file, code);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !context.chunk) return html;
        const lists = earlyPreloads(context.bundle, context.chunk.fileName);
        // A chunk the early script cannot name is asked for only once the app has run: a
        // codeSplitting group that swallowed a facade once did that, silently (decision 0025).
        const missing = [
          ...(lists.all.length === 0 ? ['the sign-in start'] : []),
          ...Object.entries(lists)
            .filter(([, perLanguage]) => !Array.isArray(perLanguage))
            .flatMap(([name, perLanguage]) =>
              Object.values(perLanguage as Record<string, string[]>).some((l) => l.length === 0)
                ? [`the ${name} strings`]
                : [],
            ),
        ];
        if (missing.length > 0)
          throw new Error(`early preloads: no chunk found for ${missing.join(', ')}`);
        const attributes = [
          `data-preload="${attribute(lists)}"`,
          `data-early-reads="${attribute(earlyReads(apiBase))}"`,
        ].join(' ');
        const tag = '<script src="/early-keys.js"></script>';
        if (!html.includes(tag)) throw new Error(`index.html has no ${tag}`);
        return html.replace(tag, `<script src="/early-keys.js" ${attributes}></script>`);
      },
    },
  };
}
