import { storedRows } from '../lib/report/demo-record';
import { saveDeviceSettings } from './device-settings';
import {
  recordDemoCreate,
  recordDemoDayWrite,
  writeFactsOf,
  type CounterWriteEnd,
} from './day-write';

const KRW = { discTypeIdx: 458, disc: 5000, discCurrency: 'KRW', formatDiscCurrency: '₩' };

describe("a counter write in the demo's day record", () => {
  it.each<[Omit<CounterWriteEnd, 'code' | 'outcome'>, object]>([
    [
      { action: 'redeem', discount: KRW },
      { discount: { type: 'amount', value: 5000, currency: 'KRW' } },
    ],
    [
      { action: 'redeem', discount: { ...KRW, discTypeIdx: 457, disc: 15, discCurrency: null } },
      { discount: { type: 'rate', value: 15, currency: null } },
    ],
    [{ action: 'add-stamp', stampsBefore: 3 }, { stamps: { before: 3, after: 4 } }],
    [{ action: 'remove-stamp', stampsBefore: 0 }, { stamps: { before: 0, after: 0 } }],
    [{ action: 'reward', stampsBefore: 10 }, { stamps: { before: 10, after: 10 } }],
    [{ action: 'add-stamp', stampsBefore: null }, {}],
    [{ action: 'redeem' }, {}],
  ])('%o gave %o', (write, facts) => {
    expect(writeFactsOf({ ...write, code: 'X', outcome: 'ok' })).toEqual(facts);
  });

  it.each([
    ['ok', 'ok'],
    ['refused', 'refused'],
    ['failed', 'failed'],
    // Read back and found not done: nothing was done, as our server's log would say.
    ['not-applied', 'failed'],
    ['unknown', 'unknown'],
  ] as const)(
    'keeps %s as %s, under the till and person set on this device',
    async (outcome, kept) => {
      saveDeviceSettings({ deviceName: 'Till 1', staffName: 'Minji' });
      recordDemoDayWrite({ action: 'add-stamp', code: '274', outcome, stampsBefore: 3 });
      // Kept once the record's module is loaded (on the first write).
      await vi.waitFor(() => expect(storedRows()).toHaveLength(1));
      expect(storedRows().at(-1)).toMatchObject({
        till: 'Till 1',
        person: 'Minji',
        operation: 'stampAdd',
        target: '274',
        outcome: kept,
        facts: { stamps: { before: 3, after: 4 } },
      });
    },
  );

  it('keeps a coupon made from the form, with no names set as nobody', async () => {
    recordDemoCreate('NEW01', 'unknown');
    await vi.waitFor(() => expect(storedRows()).toHaveLength(1));
    expect(storedRows().at(-1)).toMatchObject({
      till: null,
      person: null,
      operation: 'couponCreate',
      target: 'NEW01',
      outcome: 'unknown',
    });
  });
});
