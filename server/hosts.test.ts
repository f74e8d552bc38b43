// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hostName, isHostAllowed } from './hosts';

describe('which Host names the server answers', () => {
  it.each<[string | undefined, readonly string[], boolean]>([
    ['localhost:8787', [], true],
    ['LOCALHOST', [], true],
    ['till.localhost:8787', [], true],
    ['127.0.0.1:8787', [], true],
    ['192.168.1.20', [], true],
    ['[::1]:8787', [], true],
    ['[fe80::1]', [], true],
    // A name can be rebound to the shop's address: only when listed.
    ['evil.example', [], false],
    ['evil.example:8787', ['pos.shop.example'], false],
    ['pos.shop.example:443', ['pos.shop.example'], true],
    ['POS.Shop.Example', ['pos.shop.example'], true],
    ['999.1.1.1', [], false],
    ['192.168.1.20.evil.example', [], false],
    ['', [], false],
    [undefined, [], false],
  ])('%j with %j → %s', (host, allowed, expected) => {
    expect(isHostAllowed(host, allowed)).toBe(expected);
  });

  it('takes the port off a name and an IPv6 address alike', () => {
    expect(hostName('Till.Shop:8787')).toBe('till.shop');
    expect(hostName('[::1]:80')).toBe('[::1]');
    expect(hostName('till')).toBe('till');
  });
});
