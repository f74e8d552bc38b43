// @vitest-environment node
import { configureCustomDomains } from '../../api/service-domains';
import { typeInKorean } from './hangul-ime.test-support';
import { cleanScan, parseScan } from './parse-scan';

describe('parseScan', () => {
  it('reads coupon numbers with letters whatever the mode, normalised', () => {
    expect(parseScan('percent15', 'coupon')).toEqual({ kind: 'coupon', cpnNo: 'PERCENT15' });
    expect(parseScan('PERC-ENT1 5', 'stamp')).toEqual({ kind: 'coupon', cpnNo: 'PERCENT15' });
    expect(parseScan(' \u001dKRW5000OFF\r\n', 'coupon')).toEqual({
      kind: 'coupon',
      cpnNo: 'KRW5000OFF',
    });
  });

  it('reads a stamp page URL as a stamp, in either mode', () => {
    expect(parseScan('https://vvd.bz/stamp/274', 'coupon')).toEqual({
      kind: 'stamp',
      stampIdx: 274,
    });
    expect(parseScan('http://vvd.bz/stamp/274/?src=qr', 'coupon')).toEqual({
      kind: 'stamp',
      stampIdx: 274,
    });
    expect(parseScan('https://vvd.bz/stamp/12abc', 'coupon')).toMatchObject({
      kind: 'invalid',
      problem: 'stamp-format',
    });
    expect(parseScan('https://example.com/', 'coupon')).toMatchObject({
      kind: 'invalid',
      problem: 'unknown-url',
    });
    expect(parseScan('https://vvd.bz/c?cpnNo=percent15', 'stamp')).toEqual({
      kind: 'coupon',
      cpnNo: 'PERCENT15',
    });
  });

  it('lets the switch decide for digits that could be either', () => {
    expect(parseScan('12345678', 'coupon')).toEqual({ kind: 'coupon', cpnNo: '12345678' });
    expect(parseScan('12345678', 'stamp')).toEqual({ kind: 'stamp', stampIdx: 12345678 });
    expect(parseScan('1234-5678-9012-3456', 'coupon')).toEqual({
      kind: 'coupon',
      cpnNo: '1234567890123456',
    });
  });

  it('reads short digits as a stamp ID even in coupon mode: they cannot be a coupon', () => {
    expect(parseScan('274', 'coupon')).toEqual({ kind: 'stamp', stampIdx: 274 });
    expect(parseScan('0274', 'stamp')).toEqual({ kind: 'stamp', stampIdx: 274 });
  });

  it('catches stamp IDs the service could not take', () => {
    for (const value of ['12abc', '1.5', '1e3', '-5', '2 7 4x']) {
      expect(parseScan(value, 'stamp'), value).toMatchObject({
        kind: 'invalid',
        problem: 'stamp-format',
        value,
      });
    }
    expect(parseScan('99999999999', 'stamp')).toMatchObject({
      kind: 'invalid',
      problem: 'stamp-range',
    });
    expect(parseScan('2147483648', 'stamp')).toMatchObject({
      kind: 'invalid',
      problem: 'stamp-range',
    });
    expect(parseScan('2147483647', 'stamp')).toEqual({ kind: 'stamp', stampIdx: 2_147_483_647 });
    expect(parseScan('0', 'stamp')).toMatchObject({ kind: 'invalid', problem: 'stamp-range' });
  });

  it('catches coupon numbers of the wrong shape, keeping what was typed', () => {
    expect(parseScan('ABC123', 'coupon')).toEqual({
      kind: 'invalid',
      problem: 'coupon-format',
      value: 'ABC123',
    });
    expect(parseScan('PERCENT15!', 'coupon')).toMatchObject({
      problem: 'coupon-format',
      value: 'PERCENT15!',
    });
    expect(parseScan('12345678901234567', 'coupon')).toMatchObject({ problem: 'coupon-format' });
    expect(parseScan('   ', 'coupon')).toMatchObject({ problem: 'empty' });
  });

  it('never reads a value with a dash as a stamp ID', () => {
    for (const value of ['-274', '274-', '12-34', '- 274']) {
      expect(parseScan(value, 'coupon'), value).toMatchObject({
        kind: 'invalid',
        problem: 'coupon-format',
      });
      expect(parseScan(value, 'stamp'), value).toMatchObject({
        kind: 'invalid',
        problem: 'stamp-format',
      });
    }
  });

  it('upper-cases ASCII only: a letter outside A–Z is not a coupon number', () => {
    expect(parseScan('straße12', 'coupon')).toMatchObject({
      kind: 'invalid',
      problem: 'coupon-format',
    });
    expect(parseScan('ﬁnecode12', 'coupon')).toMatchObject({ problem: 'coupon-format' });
    expect(parseScan('PERCENT１５', 'coupon')).toMatchObject({ problem: 'coupon-format' });
    expect(parseScan('percent15', 'coupon')).toEqual({ kind: 'coupon', cpnNo: 'PERCENT15' });
  });

  it('says a broken %-escape is broken instead of throwing', () => {
    expect(parseScan('https://vvd.bz/stamp/%ZZ', 'coupon')).toMatchObject({
      kind: 'invalid',
      problem: 'undecodable',
    });
    expect(parseScan('https://vvd.bz/stamp/%E0', 'stamp')).toMatchObject({
      problem: 'undecodable',
    });
    expect(parseScan('https://vvd.bz/stamp/%32%37%34', 'stamp')).toEqual({
      kind: 'stamp',
      stampIdx: 274,
    });
  });

  it('takes stamp pages and coupon links only on the service’s domains', () => {
    expect(parseScan('https://vvd.im/stamp/274', 'coupon')).toEqual({
      kind: 'stamp',
      stampIdx: 274,
    });
    expect(parseScan('https://VVD.BZ/stamp/274', 'coupon')).toEqual({
      kind: 'stamp',
      stampIdx: 274,
    });
    for (const url of [
      'https://evil.example/stamp/274',
      'https://vvd.bz.evil.example/stamp/274',
      'https://example.com/c?cpnNo=PERCENT15',
    ]) {
      expect(parseScan(url, 'coupon'), url).toMatchObject({
        kind: 'invalid',
        problem: 'foreign-url',
      });
    }
  });

  it('takes the account’s custom domain once it is configured', () => {
    expect(parseScan('https://go.example-bakery.kr/stamp/274', 'stamp')).toMatchObject({
      problem: 'foreign-url',
    });
    configureCustomDomains(['https://go.example-bakery.kr']);
    try {
      expect(parseScan('https://go.example-bakery.kr/stamp/274', 'stamp')).toEqual({
        kind: 'stamp',
        stampIdx: 274,
      });
    } finally {
      configureCustomDomains([]);
    }
  });

  it('reads a scan typed with the keyboard in Korean mode as the keys that typed it', () => {
    // What a USB scanner's key presses become in 한글 mode: 'ㅖㄸㄲㅊ뚰15' for PERCENT15.
    const keys = { fromKeys: true };
    for (const mode of ['coupon', 'stamp'] as const) {
      expect(parseScan(typeInKorean('PERCENT15'), mode, keys)).toEqual({
        kind: 'coupon',
        cpnNo: 'PERCENT15',
      });
      expect(parseScan(typeInKorean('KRW5000OFF\r\n'), mode, keys)).toEqual({
        kind: 'coupon',
        cpnNo: 'KRW5000OFF',
      });
      expect(parseScan(typeInKorean('https://vvd.bz/stamp/274'), mode, keys)).toEqual({
        kind: 'stamp',
        stampIdx: 274,
      });
      // The parameter's capital N has no jamo of its own: it comes back as "cpnno".
      expect(parseScan(typeInKorean('https://vvd.bz/c?cpnNo=PERCENT15'), mode, keys)).toEqual({
        kind: 'coupon',
        cpnNo: 'PERCENT15',
      });
    }
    expect(typeInKorean('PERCENT15')).toBe('ㅖㄸㄲㅊ뚰15');
    // A link on another site is still not ours, whatever the keyboard.
    expect(
      parseScan(typeInKorean('https://example.com/c?cpnNo=PERCENT15'), 'coupon', keys),
    ).toMatchObject({ kind: 'invalid', problem: 'korean-keyboard' });
  });

  it('says so when Hangul does not read as a code in English either, keeping what was typed', () => {
    for (const value of ['쿠폰', 'ㅖㄸㄲ', '스탬프', '한 개']) {
      expect(parseScan(value, 'coupon', { fromKeys: true }), value).toEqual({
        kind: 'invalid',
        problem: 'korean-keyboard',
        value,
      });
    }
    // Longer Korean words read as keys make a coupon's shape: checked as one, and the field says
    // what it read them as (scan-field.tsx), so nobody wonders where ZNVHSQJSGH came from.
    expect(parseScan('쿠폰 번호', 'coupon', { fromKeys: true })).toEqual({
      kind: 'coupon',
      cpnNo: 'ZNVHSQJSGH',
    });
  });

  it('reads back only keys: Hangul from the camera, a paste or a link is text, and a link keeps its case', () => {
    // A QR code's link with Korean in it stays a link, not keys.
    expect(parseScan('https://vvd.bz/c?cpnNo=PERCENT15&shop=카페', 'coupon')).toEqual({
      kind: 'coupon',
      cpnNo: 'PERCENT15',
    });
    expect(parseScan(typeInKorean('PERCENT15'), 'coupon')).toMatchObject({
      kind: 'invalid',
      problem: 'coupon-format',
    });
    // Only keys read back lose the parameter's capital; a link as scanned must say cpnNo.
    expect(parseScan('https://vvd.bz/c?CPNNO=PERCENT15', 'coupon')).toMatchObject({
      kind: 'invalid',
      problem: 'unknown-url',
    });
  });

  it('drops control characters and invisible marks', () => {
    expect(cleanScan('\u200bPERCENT15\u0000\t')).toBe('PERCENT15');
  });
});
