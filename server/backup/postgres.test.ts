// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { libpqTarget } from './postgres';

describe('libpqTarget: the password in the environment, never on the command line', () => {
  it.each([
    {
      url: 'postgres://pos:s%40cret%2Fx@db.example.com:5432/pos',
      dbname: 'postgres://pos@db.example.com:5432/pos',
      env: { PGPASSWORD: 's@cret/x' },
    },
    {
      url: 'postgres://postgres@127.0.0.1:5433/shop?sslmode=require',
      dbname: 'postgres://postgres@127.0.0.1:5433/shop?sslmode=require',
      env: {},
    },
  ])('$url', ({ url, dbname, env }) => {
    expect(libpqTarget(url)).toEqual({ dbname, env });
  });
});
