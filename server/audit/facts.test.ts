import { describe, expect, it } from 'vitest';
import { discountFacts, factsProblems, orderedFacts, stampFacts } from './facts';
import { auditLine, chainedEntry, GENESIS_HASH, parseAuditLine } from './line';

describe('a redeem’s discount, as the validate before it read the coupon', () => {
  it.each([
    [
      'a rate',
      { discTypeIdx: 457, disc: 15, discCurrency: '' },
      { type: 'rate', value: 15, currency: null },
    ],
    [
      'a rate never names a currency',
      { discTypeIdx: 457, disc: 15, discCurrency: 'KRW' },
      { type: 'rate', value: 15, currency: null },
    ],
    [
      'an amount in won',
      { discTypeIdx: 458, disc: 5000, discCurrency: 'KRW' },
      { type: 'amount', value: 5000, currency: 'KRW' },
    ],
    [
      'an amount in dollars, with cents',
      { discTypeIdx: 458, disc: 5.5, discCurrency: 'USD' },
      { type: 'amount', value: 5.5, currency: 'USD' },
    ],
    [
      'an amount with no currency',
      { discTypeIdx: 458, disc: 3000, discCurrency: null },
      { type: 'amount', value: 3000, currency: null },
    ],
    [
      'figures written as text',
      { discTypeIdx: '458', disc: '2000', discCurrency: ' KRW ' },
      { type: 'amount', value: 2000, currency: 'KRW' },
    ],
    [
      'a type we do not know',
      { discTypeIdx: 459, disc: 1, discCurrency: 'KRW' },
      { type: 'other', value: 1, currency: 'KRW' },
    ],
  ] as const)('%s', (_, coupon, discount) => {
    expect(discountFacts(coupon)).toEqual({ discount });
  });

  it('says nothing when the service’s figure is not a number', () => {
    expect(discountFacts({ discTypeIdx: 457, disc: 'ten' })).toEqual({});
  });
});

describe('a stamp write’s count before and after', () => {
  it.each([
    ['add', 3, 3, 4],
    ['add', 0, 0, 1],
    ['remove', 3, 3, 2],
    ['remove', 0, 0, 0],
    ['reward', 10, 10, 10],
    ['add', '7', 7, 8],
  ] as const)('%s on a card with %j', (change, stamps, before, after) => {
    expect(stampFacts(change, { stamps })).toEqual({ stamps: { before, after } });
  });

  it.each([[-1], [1.5], ['many']])('says nothing for a count of %j', (stamps) => {
    expect(stampFacts('add', { stamps })).toEqual({});
  });
});

describe('facts on a line of the log', () => {
  const input = {
    requestId: 'r1',
    device: 'Till 1 (d1)',
    staff: 'Cora',
    role: 'counter',
    operation: 'couponRedeem',
    target: 'KRW5000OFF',
    outcome: 'ok' as const,
  };
  const at = new Date('2026-11-22T05:00:00.000Z');

  it('are written after the detail, keys in one order, and read back as written', () => {
    const facts = { discount: { currency: 'KRW', value: 5000, type: 'amount' as const } };
    const line = auditLine(chainedEntry({ ...input, facts }, 1, at, GENESIS_HASH));
    expect(
      line.endsWith(
        '"outcome":"ok","facts":{"discount":{"type":"amount","value":5000,"currency":"KRW"}}}',
      ),
    ).toBe(true);
    const parsed = parseAuditLine(line);
    expect(parsed.ok && parsed.problems).toEqual([]);
    expect(parsed.ok && parsed.entry.facts).toEqual(orderedFacts(facts));
  });

  it('are left out of a line that has none', () => {
    expect(auditLine(chainedEntry(input, 1, at, GENESIS_HASH))).not.toContain('facts');
  });

  it('written out of order or with a field we never write, are someone else’s line', () => {
    const line = auditLine(chainedEntry(input, 1, at, GENESIS_HASH));
    const reordered = line.replace(/}$/, ',"facts":{"stamps":{"after":4,"before":3}}}');
    const parsed = parseAuditLine(reordered);
    expect(parsed.ok && parsed.problems).toEqual([
      'not written the way the log writes its lines (fields, order or spacing differ)',
    ]);
    const forged = parseAuditLine(line.replace(/}$/, ',"facts":{"onsitePwd":"1234"}}'));
    expect(forged.ok && forged.problems).toEqual(['facts.onsitePwd is not a fact we write']);
  });

  it.each([
    [null, ['facts is not an object']],
    [
      { discount: { type: 'free', value: 1, currency: null } },
      ['facts.discount is not a type, a value and a currency'],
    ],
    [
      { discount: { type: 'rate', value: '15', currency: null } },
      ['facts.discount is not a type, a value and a currency'],
    ],
    [{ stamps: { before: -1, after: 0 } }, ['facts.stamps is not two counts (before, after)']],
    [{ stamps: { before: 1 } }, ['facts.stamps is not two counts (before, after)']],
    [
      { stamps: { before: 1, after: 2 }, discount: { type: 'rate', value: 10, currency: null } },
      [],
    ],
  ])('%j: %j', (facts, problems) => {
    expect(factsProblems(facts)).toEqual(problems);
  });
});
