// @vitest-environment node
import { serviceToday } from '../../api/service-time';
import { toCreateRequest } from './coupon-form-request';
import { couponFormMessageValues } from './coupon-form-rules';
import {
  accepted,
  context,
  INSTANTS,
  issueOn,
  onDeviceClock,
  runOnDeviceClockAtShop,
  values,
} from './coupon-form-schema.test-support';

runOnDeviceClockAtShop();

describe('dates, in the service’s day whatever the device’s zone', () => {
  it.each(Object.entries(INSTANTS))(
    'at %s: the end date may be 31 December of next year, not 1 January after',
    (_name, instant) => {
      onDeviceClock(instant);
      const ctx = context();
      const serviceYear = Number(ctx.today.slice(0, 4));
      const start = ctx.today;
      expect(
        issueOn('endDate', { startDate: start, endDate: `${serviceYear + 1}-12-31` }, ctx),
      ).toBe(null);
      expect(
        issueOn('endDate', { startDate: start, endDate: `${serviceYear + 2}-01-01` }, ctx),
      ).toBe('errors.endTooLate');
      expect(couponFormMessageValues(ctx, 'en').latest).toBe(`12/31/${serviceYear + 1}`);
    },
  );

  it('counts "next year" from Seoul’s New Year, not the device’s', () => {
    onDeviceClock(INSTANTS.newYearInSeoul);
    expect(context().today).toBe('2027-01-01');
    expect(accepted({ startDate: '2027-01-01', endDate: '2028-12-31' })).toBe(true);

    onDeviceClock(INSTANTS.newYearOnDevice);
    expect(context().today).toBe('2026-12-31');
    expect(accepted({ startDate: '2026-12-31', endDate: '2027-12-31' })).toBe(true);
    expect(accepted({ startDate: '2026-12-31', endDate: '2028-12-31' })).toBe(false);
  });

  it.each(Object.entries(INSTANTS))(
    'at %s: an end date of today (the service’s) is a one-day coupon',
    (_name, instant) => {
      onDeviceClock(instant);
      const today = serviceToday();
      expect(accepted({ startDate: today, endDate: today })).toBe(true);
      const request = toCreateRequest(values({ startDate: today, endDate: today }), context());
      expect(request).toMatchObject({ strtYmd: today, endYmd: today });
    },
  );

  it('refuses an end before the start, on the end date', () => {
    expect(issueOn('endDate', { startDate: '2026-12-01', endDate: '2026-11-30' })).toBe(
      'errors.endBeforeStart',
    );
    expect(issueOn('startDate', { startDate: '2026-12-01', endDate: '2026-11-30' })).toBeNull();
    expect(issueOn('endDate', { startDate: '2026-12-01', endDate: '2026-12-01' })).toBeNull();
  });

  it.each([
    ['', 'errors.dateRequired'],
    ['2026-02-29', 'errors.dateInvalid'],
    ['2026-02-30', 'errors.dateInvalid'],
    ['2026-04-31', 'errors.dateInvalid'],
    ['2026-13-01', 'errors.dateInvalid'],
    ['2026-00-10', 'errors.dateInvalid'],
    ['2026-1-1', 'errors.dateInvalid'],
    ['2026/12/01', 'errors.dateInvalid'],
    ['2026-12-01T00:00', 'errors.dateInvalid'],
    ['2028-02-29', null],
    ['2000-02-29', null],
    ['0050-01-01', null],
  ] as const)('start date %j → %s', (startDate, message) => {
    expect(issueOn('startDate', { startDate, endDate: '2027-12-31' })).toBe(message);
  });
});
