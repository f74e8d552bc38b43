// @vitest-environment node
import { redeemMemo as serverMemo } from '../../server/auth/memo';
import { formatRedeemMemo, serviceStamp } from './redeem-memo';

describe('the one redeem memo formatter', () => {
  it.each([
    ['2026-11-21T15:10:09Z', 'Asia/Seoul', '2026-11-22 00:10:09 +09:00'],
    ['2026-07-01T00:00:00Z', 'America/Los_Angeles', '2026-06-30 17:00:00 -07:00'],
    ['2026-11-21T15:10:09Z', 'UTC', '2026-11-21 15:10:09 +00:00'],
  ])('%s in %s reads %s', (at, zone, expected) => {
    expect(serviceStamp(new Date(at), zone)).toBe(expected);
  });

  it('names the device and the person, or says they are unnamed', () => {
    const at = new Date('2026-11-21T01:30:00Z');
    expect(formatRedeemMemo(' Till 2 ', 'Jiwoo', at, 'Asia/Seoul')).toBe(
      'Counter POS · device: Till 2 · staff: Jiwoo · 2026-11-21 10:30:00 +09:00',
    );
    expect(formatRedeemMemo('', ' ', at, 'Asia/Seoul')).toBe(
      'Counter POS · device: unnamed device · staff: unnamed staff · 2026-11-21 10:30:00 +09:00',
    );
  });

  it('the server writes it with the same formatter', () => {
    const at = Date.parse('2026-11-21T01:30:00Z');
    expect(serverMemo('Till 1', 'Minji', at, 'Asia/Seoul')).toBe(
      formatRedeemMemo('Till 1', 'Minji', new Date(at), 'Asia/Seoul'),
    );
  });
});
