// @vitest-environment node
import fc from 'fast-check';
import { hasHangul, keysFromHangul } from './hangul-keys';
import { typeInKorean } from './hangul-ime.test-support';

/** What the keys come back as: a shifted letter with no jamo of its own loses its case. */
const asTyped = (keys: string) =>
  keys.replace(/[A-Z]/g, (c) => ('QWERTOP'.includes(c) ? c : c.toLowerCase()));

describe('keysFromHangul', () => {
  it.each([
    // A scanner sends Shift for capitals: P E R T have jamo of their own when shifted.
    ['PERCENT15', 'ㅖㄸㄲㅊ뚰15', 'PERcEnT15'],
    ['percent15', 'ㅔㄷㄱㅊ둣15', 'percent15'],
    ['KRW5000OFF', 'ㅏㄲㅉ5000ㅒㄹㄹ', 'kRW5000Off'],
    // A final moving on to the next vowel, and compound finals and vowels.
    ['rkrk', '가가', 'rkrk'],
    ['rkrtk', '각사', 'rkrtk'],
    ['hkfr', 'ㅘㄹㄱ', 'hkfr'],
    [
      'https://vvd.bz/c?cpnNo=A1',
      'ㅗㅅ센://ㅍㅍㅇ.ㅠㅋ/ㅊ?체ㅜㅜㅐ=ㅁ1',
      'https://vvd.bz/c?cpnno=a1',
    ],
  ])('%s typed in Korean mode is %s, read back as %s', (keys, hangul, back) => {
    expect(typeInKorean(keys)).toBe(hangul);
    expect(keysFromHangul(hangul)).toBe(back);
  });

  it('reads back the keys of anything a two-set keyboard types, in order', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9:/.?=-]{0,24}$/), (keys) => {
        expect(keysFromHangul(typeInKorean(keys))).toBe(asTyped(keys));
      }),
      { numRuns: 2_000 },
    );
  });

  it('leaves what has no Hangul as it is, and says whether there is any', () => {
    expect(keysFromHangul('PERCENT15')).toBe('PERCENT15');
    expect(keysFromHangul('é-ß')).toBe('é-ß');
    // Lone compound jamo, as some input methods join two lone consonants.
    expect(keysFromHangul('ㄺㅄㅢ')).toBe('frqtml');
    expect(hasHangul('PERCENT15')).toBe(false);
    expect(hasHangul('ㅖ')).toBe(true);
    expect(hasHangul('뚰')).toBe(true);
    // Hangul fillers and the old jamo block are not typed by the layout.
    expect(hasHangul('\u1100')).toBe(false);
  });
});
