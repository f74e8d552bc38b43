import { describe, expect, it } from 'vitest';
import { cookieValue, isPageRequest } from './cookies';

describe("the demo host's cookies", () => {
  it.each([
    ['pos-demo-shop=abc', 'abc'],
    ['a=1; pos-demo-shop=abc; b=2', 'abc'],
    ['xpos-demo-shop=abc', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads the shop from %j as %j', (header, value) => {
    expect(cookieValue(header, 'pos-demo-shop')).toBe(value);
  });

  it.each([
    ['GET', '/', 'text/html,application/xhtml+xml', true],
    ['GET', '/stamps/274', 'text/html', true],
    ['POST', '/', 'text/html', false],
    ['GET', '/api/auth/state', 'text/html', false],
    ['GET', '/healthz', 'text/html', false],
    ['GET', '/assets/index.js', '*/*', false],
    ['GET', '/manifest.webmanifest', 'application/manifest+json', false],
    ['GET', '/', undefined, false],
  ])('%s %s (Accept %j) is a page: %j', (method, path, accept, page) => {
    expect(isPageRequest(method, path, accept)).toBe(page);
  });
});
