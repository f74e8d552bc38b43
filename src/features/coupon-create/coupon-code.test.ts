// @vitest-environment node
import {
  drawCouponCode,
  GENERATED_CODE_ALPHABET,
  GENERATED_CODE_LENGTHS,
  isDrawnCode,
  upperCaseAscii,
} from './coupon-code';

describe('drawCouponCode', () => {
  it('draws 16 characters by default, and 8 or 12 when asked, from the service’s alphabet', () => {
    expect(drawCouponCode()).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    for (const length of GENERATED_CODE_LENGTHS) {
      const code = drawCouponCode(length);
      expect(code).toHaveLength(length);
      expect(isDrawnCode(code, length)).toBe(true);
    }
  });

  it('never uses the look-alikes I, O, 0 and 1', () => {
    expect(GENERATED_CODE_ALPHABET).toHaveLength(32);
    expect(GENERATED_CODE_ALPHABET).not.toMatch(/[IO01]/);
  });

  it('takes its randomness from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    drawCouponCode(8);
    expect(spy).toHaveBeenCalledOnce();
  });

  it('uses every symbol about equally often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i += 1) {
      for (const symbol of drawCouponCode(16)) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    }
    // 6,400 symbols, 200 expected each; a fair draw stays far inside these bounds.
    expect(counts.size).toBe(32);
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(120);
      expect(count).toBeLessThan(280);
    }
  });

  it('draws a different code each time', () => {
    const codes = new Set(Array.from({ length: 200 }, () => drawCouponCode(8)));
    expect(codes.size).toBe(200);
  });
});

describe('isDrawnCode', () => {
  it('wants the asked length and the alphabet', () => {
    expect(isDrawnCode('ABCDEFGH', 8)).toBe(true);
    expect(isDrawnCode('ABCDEFGH', 12)).toBe(false);
    expect(isDrawnCode('ABCDEFG1', 8)).toBe(false);
    expect(isDrawnCode('abcdefgh', 8)).toBe(false);
  });
});

describe('upperCaseAscii', () => {
  it('upper-cases a–z and leaves every other character as it is', () => {
    expect(upperCaseAscii('abcd1234')).toBe('ABCD1234');
    // toUpperCase would make these valid codes of other letters: STRASSE12, FIXED123, SGD.
    expect(upperCaseAscii('straße12')).toBe('STRAßE12');
    expect(upperCaseAscii('ﬁxed123')).toBe('ﬁXED123');
    expect(upperCaseAscii('ſgd')).toBe('ſGD');
  });
});
