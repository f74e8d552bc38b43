// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, unknownMigrations } from './migrate';

const row = (version: number, name: string) => ({ version, name });

describe('unknownMigrations: what a newer release applied', () => {
  const code = MIGRATIONS.slice(0, 2);
  it.each([
    ['nothing applied yet', [], []],
    ['all of this code’s', code.map((m) => row(m.version, m.name)), []],
    ['one newer', [...code.map((m) => row(m.version, m.name)), row(9, '009_next')], ['009_next']],
    ['a gap this code has no file for', [row(1, '001_sign_in'), row(7, '007_x')], ['007_x']],
  ])('%s', (_, applied, expected) => {
    expect(unknownMigrations(applied, code)).toEqual(expected);
  });

  it('the files are numbered from 001 without a gap', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });
});
