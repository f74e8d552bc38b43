// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appDirOf, builtAppProblems, hasBuiltApp } from './built-app';
import { eachTempDir, expectProblems } from './doctor.test-support';

describe('the built app', () => {
  const dir = eachTempDir('doctor-app-');

  it.each([
    [{}, '/opt/pos/dist-live'],
    [{ APP_DIR: '/srv/app' }, '/srv/app'],
    [{ APP_DIR: 'app' }, resolve('app')],
  ])('is looked for where node.ts looks (%j)', (env, where) => {
    expect(appDirOf(env, '/opt/pos/dist-server')).toBe(where);
  });

  it.each([
    [true, []],
    [false, ['No built app in /opt/pos/dist-live (no index.html): the server does not start']],
  ])('index.html there %s', (there, said) => {
    expectProblems(builtAppProblems('/opt/pos/dist-live', there), said);
  });

  it('is there when index.html is a file', async () => {
    expect(await hasBuiltApp(dir())).toBe(false);
    await mkdir(join(dir(), 'index.html'));
    expect(await hasBuiltApp(dir())).toBe(false);
    await writeFile(join(dir(), 'sub'), '');
    await mkdir(join(dir(), 'app'));
    await writeFile(join(dir(), 'app', 'index.html'), '<!doctype html>');
    expect(await hasBuiltApp(join(dir(), 'app'))).toBe(true);
  });
});
