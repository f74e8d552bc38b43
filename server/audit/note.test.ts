// @vitest-environment node
import { checkFailure, noteOfUnsent } from './note';

describe('the audit line of a write that was never sent', () => {
  it.each([
    [{ status: 200, code: 1006 }, 'the check was refused, code 1006'],
    [{ status: 429, code: 429 }, 'the check was refused, code 429'],
    [{ status: 502, code: 502 }, 'the check got no usable answer, HTTP 502'],
    [{ status: 504, code: 504 }, 'the check got no usable answer, HTTP 504'],
    // The browser left during the check: the write was not sent either.
    [{ status: 499, code: 499 }, 'the check got no usable answer, HTTP 499'],
  ])('check answered %j: %s', (answer, why) => {
    expect(checkFailure(answer)).toBe(why);
  });

  it.each([
    [200, 'wrong on-site password', 'refused'],
    [200, 'the check was refused, code 1006', 'refused'],
    [429, 'the check was refused, code 429', 'refused'],
    [502, 'the check got no usable answer, HTTP 502', 'failed'],
    [499, 'the check got no usable answer, HTTP 499', 'failed'],
  ] as const)('HTTP %i, %s: %s, never "unknown"', (status, why, outcome) => {
    expect(noteOfUnsent(status, why, 'PERCENT15')).toEqual({
      target: 'PERCENT15',
      outcome,
      detail: `not sent: ${why}`,
    });
  });

  it('keeps the facts of the check it had', () => {
    const facts = { discount: '15%' };
    expect(noteOfUnsent(200, 'wrong on-site password', '276', facts as never).facts).toBe(facts);
  });
});
