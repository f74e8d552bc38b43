import fc from 'fast-check';
import { COUPON_FIXTURES } from '../../mocks/seed';
import { GENERATED_CODE_ALPHABET } from './coupon-code';
import { CURRENCIES, type AccountPlan, type CouponFormValues } from './coupon-form-values';

/*
 * The random requests and accounts of coupon-form-schema.property.test.ts, which says why they
 * are drawn as they are: each field's valid values and its edge and junk ones, a request valid
 * in every field but zero, one or two, and an account whose clock moves across Seoul's New Year.
 */

const junk = fc.string({ maxLength: 12 });
const unicodeJunk = fc.string({ maxLength: 12, unit: 'grapheme' });

const ymd = fc
  .record({
    year: fc.oneof(fc.integer({ min: 2025, max: 2029 }), fc.integer({ min: 0, max: 9999 })),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.integer({ min: 0, max: 32 }),
  })
  .map(({ year, month, day }) =>
    [
      String(year).padStart(4, '0'),
      String(month).padStart(2, '0'),
      String(day).padStart(2, '0'),
    ].join('-'),
  );

const dateEdge = fc.oneof(
  // The year-end boundaries: which are allowed depends on the service's today.
  fc.constantFrom(
    '2026-12-31',
    '2027-01-01',
    '2027-12-31',
    '2028-01-01',
    '2028-12-31',
    '2029-01-01',
  ),
  fc.constantFrom(
    '2026-02-29',
    '2028-02-29',
    '0050-06-15',
    '2026-1-1',
    '2026/12/31',
    ' 2027-03-01 ',
    '',
    '  ',
  ),
  ymd,
  junk,
);

const drawn = fc.constantFrom('8' as const, '12' as const, '16' as const).chain((codeLength) =>
  fc
    .string({
      unit: fc.constantFrom(...GENERATED_CODE_ALPHABET.split('')), // ASCII only
      minLength: Number(codeLength),
      maxLength: Number(codeLength),
    })
    .map((generatedCode) => ({ codeMode: 'generate' as const, codeLength, generatedCode })),
);
const typed = (code: fc.Arbitrary<string>) =>
  code.map((customCode) => ({ codeMode: 'custom' as const, customCode }));

const seededCodes = new Set<string>(Object.values(COUPON_FIXTURES));
const notSeeded = (code: string) =>
  !seededCodes.has(code.trim().replace(/[a-z]+/g, (letters) => letters.toUpperCase()));

/** Each field's (or group of fields') valid values, and its edge and junk ones. */
const fields = {
  name: {
    valid: fc.constantFrom('Autumn sale', '가을 할인 15%', 'A'),
    edge: fc.oneof(fc.constantFrom('', '   ', '\u3000'), junk),
  },
  discount: {
    // Valid for a percentage and for an amount in any currency alike (won and yen have no
    // decimals: 12.5 is an edge).
    valid: fc.oneof(fc.integer({ min: 1, max: 100 }).map(String), fc.constantFrom('1.0', '50.00')),
    edge: fc.oneof(
      fc.constantFrom('0', '0.00', '0.01', '0.99', '100', '100.5', '100.0000', '101', '250,000'),
      fc.constantFrom('12.5', '5.555', '2000.5'),
      fc.constantFrom('25,00', '-5', '1e2', '0x10', '', ' 15 ', '1'.padEnd(400, '0')),
      fc.double({ min: -10, max: 1e7, noNaN: true }).map(String),
      junk,
    ),
  },
  currency: {
    valid: fc.constantFrom(...CURRENCIES),
    edge: fc.constantFrom('', ' ', 'usd', ' EUR ', 'Krw', 'XYZ', 'ſgd', 'US D'),
  },
  startDate: { valid: fc.constantFrom('2026-11-01', '2026-12-31', '2027-01-01'), edge: dateEdge },
  endDate: { valid: fc.constantFrom('2027-01-01', '2027-06-30', '2027-12-31'), edge: dateEdge },
  useLimit: {
    valid: fc.constantFrom('0', '1', '2', '3', '4', '5'),
    edge: fc.constantFrom('6', '-1', '', '2.5', ' 3 ', '03', 'x'),
  },
  userId: {
    valid: fc.constantFrom('minji.kim', '김민지'),
    edge: fc.oneof(fc.constantFrom('', '   '), junk),
  },
  code: {
    valid: fc.oneof(drawn, typed(fc.stringMatching(/^[A-Za-z0-9]{8,16}$/))),
    edge: typed(
      fc.oneof(
        fc.stringMatching(/^[A-Za-z0-9]{6,9}$|^[A-Za-z0-9]{15,18}$/),
        fc.stringMatching(/^[A-Za-z0-9]{3,8}[-_ .][A-Za-z0-9]{3,8}$/),
        fc.constantFrom(
          'straße12',
          'CAFÉ1234',
          '쿠폰번호12345678',
          '１２３４５６７８',
          ' abcd1234 ',
        ),
        unicodeJunk,
      ),
    ),
  },
  onsitePassword: {
    valid: fc.constantFrom('1234', 'pass word'),
    edge: fc.constantFrom('', '  ', ' 12 '),
  },
  groupIdx: {
    valid: fc.constantFrom('', '101', '102', '103'),
    edge: fc.constantFrom('999', '0', 'abc', '-1', '99999999999', '2147483648', ' 101 ', '0103'),
  },
  templateIdx: {
    valid: fc.constantFrom('', '201', '202'),
    edge: fc.constantFrom('999', '0', 'x1', '-201', '1.0', ' 202 '),
  },
  textColour: { valid: fc.constantFrom('', '#ABC', 'a1b2c3'), edge: colourEdge() },
  backgroundColour: { valid: fc.constantFrom('', '#0C4A6E'), edge: colourEdge() },
  url: {
    valid: fc.constantFrom('', 'https://example.com/sale', 'http://shop.example.kr/c?id=7'),
    edge: fc.oneof(
      fc.webUrl({
        validSchemes: ['http', 'https', 'ftp'],
        // No user info: the form refuses "https://name@host" though the contract's rule takes
        // it, because it hides where a link leads (an app rule;
        // coupon-form-schema.look-and-gates.test.ts).
        authoritySettings: { withIPv4: true, withIPv6: true, withPort: true },
        withQueryParameters: true,
        withFragments: true,
      }),
      fc.constantFrom(
        'https://u.v@host/',
        'https://ex.com:99999/',
        'https://a<b.com/',
        'http://localhost:5173/',
        'https://[::1]/',
        'https://1.2.3.4/',
        'https://ex..com/',
        'https://ex.com\\path',
        'https://.com',
        'https://ex.com/%zz',
        'javascript:alert(1)',
        'example.com',
        'https://exa mple.com',
        'https://한국.kr/쿠폰',
      ),
      junk,
    ),
  },
  domain: {
    valid: fc.constantFrom('', 'https://vvd.bz'),
    edge: fc.constantFrom(
      'https://go.example-bakery.kr',
      ' https://go.example-bakery.kr ',
      'HTTPS://GO.EXAMPLE-BAKERY.KR',
      'https://vvd.im',
      'https://not-ours.example',
    ),
  },
  webhook: { valid: fc.constant<boolean>(false), edge: fc.constant<boolean>(true) },
};
export type Perturbable = keyof typeof fields;
export const PERTURBABLE = Object.keys(fields) as Perturbable[];

function colourEdge() {
  return fc.oneof(
    fc.constantFrom('#12345G', 'red', '#ABCD', '##ABC', ' #abc ', '#1A2B3C4D', '#', 'ＡＢＣ'),
    fc.stringMatching(/^#?[0-9a-fA-FgG]{2,7}$/),
  );
}

type Picked = {
  [K in Perturbable]: (typeof fields)[K]['valid'] extends fc.Arbitrary<infer T> ? T : never;
};
function pick(part: 'valid' | 'edge'): fc.Arbitrary<Picked> {
  return fc.record(
    Object.fromEntries(PERTURBABLE.map((key) => [key, fields[key][part]])),
  ) as fc.Arbitrary<Picked>;
}

/**
 * A request that is valid everywhere but in zero, one or two fields: a request broken
 * everywhere would be refused by both sides for different reasons and prove nothing.
 */
export const formRequest = fc
  .record({
    valid: pick('valid'),
    edge: pick('edge'),
    broken: fc.uniqueArray(fc.constantFrom(...PERTURBABLE), { maxLength: 2 }),
    discountType: fc.constantFrom('percentage' as const, 'fixed' as const),
    onsite: fc.boolean(),
    free: fc.record({
      userName: junk,
      userPhone: junk,
      userEmail: junk,
      userExtra1: junk,
      userExtra2: junk,
      memo: junk,
    }),
  })
  .map(({ valid, edge, broken, discountType, onsite, free }) => {
    const chosen = { ...valid, ...Object.fromEntries(broken.map((key) => [key, edge[key]])) };
    const { code, ...rest } = chosen;
    const values: CouponFormValues = {
      ...rest,
      ...free,
      discountType,
      onsite,
      codeMode: code.codeMode,
      codeLength: 'codeLength' in code ? code.codeLength : '16',
      generatedCode: 'generatedCode' in code ? code.generatedCode : '',
      customCode: 'customCode' in code ? code.customCode : '',
    };
    return { values, broken };
  })
  // Left out (see the property's test file): a seeded code, and a blank typed code.
  .filter(
    ({ values }) =>
      values.codeMode === 'generate' ||
      (values.customCode.trim() !== '' && notSeeded(values.customCode)),
  );

export const account = fc.record({
  plan: fc.constantFrom<AccountPlan>('personal', 'premium', 'enterprise'),
  webhookEnabled: fc.boolean(),
  // Seoul's New Year falls at 15:00 UTC on 31 December.
  instant: fc.oneof(
    fc.constantFrom('2026-11-21T01:30:00Z', '2026-12-31T14:59:59Z', '2026-12-31T15:00:00Z'),
    fc
      .date({
        min: new Date('2026-12-30T00:00:00Z'),
        max: new Date('2027-01-02T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString()),
  ),
});
