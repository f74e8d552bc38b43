// @vitest-environment node
import { serviceClockParts, serviceTimestamp, serviceToday } from './service-time';

// These run under several TZ settings (see package.json): the answers must never change.
describe('the service’s clock', () => {
  it('keeps Seoul’s calendar whatever the device’s zone', () => {
    // 23:30 on the 21st in Seoul: already the 22nd in Sydney, still the 21st in Los Angeles.
    const lateInSeoul = new Date('2026-11-21T14:30:00Z');
    expect(serviceToday(lateInSeoul)).toBe('2026-11-21');
    // 00:10 on the 22nd in Seoul: the 21st in UTC and in Los Angeles.
    expect(serviceToday(new Date('2026-11-21T15:10:00Z'))).toBe('2026-11-22');
  });

  it('gives the hour and the offset of the service’s zone', () => {
    const parts = serviceClockParts(new Date('2026-11-21T15:10:09Z'));
    expect(parts).toEqual({ ymd: '2026-11-22', time: '00:10:09', hour: 0, offset: '+09:00' });
    expect(serviceTimestamp(new Date('2026-11-21T15:10:09Z'))).toBe('2026-11-22 00:10:09 +09:00');
  });
});
