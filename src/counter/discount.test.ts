// @vitest-environment node
import { DISC_TYPE_AMOUNT, DISC_TYPE_PERCENT } from '../api/coupons';
import { discountPhrase } from './discount';

type Discount = Parameters<typeof discountPhrase>[0];

const discount = (over: Partial<Discount>): Discount => ({
  discTypeIdx: DISC_TYPE_PERCENT,
  disc: 15,
  discCurrency: null,
  formatDiscCurrency: null,
  ...over,
});

describe('discountPhrase: what staff key into the till', () => {
  it.each<[string, Partial<Discount>, string, ReturnType<typeof discountPhrase>]>([
    ['a percentage', {}, 'en', { key: 'percent', value: '15%' }],
    [
      'an amount in its currency, not the service’s text',
      {
        discTypeIdx: DISC_TYPE_AMOUNT,
        disc: 5000,
        discCurrency: 'KRW',
        formatDiscCurrency: '5,000원',
      },
      'en',
      { key: 'amount', value: '₩5,000' },
    ],
    [
      'an amount with no currency: the service’s text',
      { discTypeIdx: DISC_TYPE_AMOUNT, disc: 7, formatDiscCurrency: '7 pts' },
      'en',
      { key: 'amount', value: '7 pts' },
    ],
    [
      'an amount with neither: the number',
      { discTypeIdx: DISC_TYPE_AMOUNT, disc: 7000 },
      'en',
      { key: 'amount', value: '7,000' },
    ],
    [
      'a type this app does not know: said as such, with the service’s text',
      { discTypeIdx: 999, disc: 3, formatDiscCurrency: '3 free' },
      'en',
      { key: 'unknownType', value: '3 free' },
    ],
  ])('%s', (_case, over, locale, expected) => {
    expect(discountPhrase(discount(over), locale)).toEqual(expected);
  });
});
