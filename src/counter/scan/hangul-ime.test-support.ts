/*
 * A two-set (두벌식) input method, as the tablet's keyboard in Korean mode is one: key presses in,
 * Hangul out, composed the standard way (a final moves on when a vowel follows it; compound
 * vowels and finals). Written from the layout and Unicode's syllable order, apart from the code
 * under test, so the property below checks one against the other.
 */
// prettier-ignore
const JAMO: Record<string, string> = {
  q: 'ㅂ', Q: 'ㅃ', w: 'ㅈ', W: 'ㅉ', e: 'ㄷ', E: 'ㄸ', r: 'ㄱ', R: 'ㄲ', t: 'ㅅ', T: 'ㅆ',
  y: 'ㅛ', u: 'ㅕ', i: 'ㅑ', o: 'ㅐ', O: 'ㅒ', p: 'ㅔ', P: 'ㅖ', a: 'ㅁ', s: 'ㄴ', d: 'ㅇ',
  f: 'ㄹ', g: 'ㅎ', h: 'ㅗ', j: 'ㅓ', k: 'ㅏ', l: 'ㅣ', z: 'ㅋ', x: 'ㅌ', c: 'ㅊ', v: 'ㅍ',
  b: 'ㅠ', n: 'ㅜ', m: 'ㅡ',
};
const INITIAL = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const VOWEL = 'ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ';
const FINAL = ' ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ';
// prettier-ignore
const COMPOUND: Record<string, string | undefined> = {
  ㅗㅏ: 'ㅘ', ㅗㅐ: 'ㅙ', ㅗㅣ: 'ㅚ', ㅜㅓ: 'ㅝ', ㅜㅔ: 'ㅞ', ㅜㅣ: 'ㅟ', ㅡㅣ: 'ㅢ',
  ㄱㅅ: 'ㄳ', ㄴㅈ: 'ㄵ', ㄴㅎ: 'ㄶ', ㄹㄱ: 'ㄺ', ㄹㅁ: 'ㄻ', ㄹㅂ: 'ㄼ', ㄹㅅ: 'ㄽ', ㄹㅌ: 'ㄾ',
  ㄹㅍ: 'ㄿ', ㄹㅎ: 'ㅀ', ㅂㅅ: 'ㅄ',
};
const SPLIT: Record<string, string | undefined> = {};
for (const [pair, one] of Object.entries(COMPOUND)) if (one) SPLIT[one] = pair;

export function typeInKorean(keys: string): string {
  let out = '';
  let l = '';
  let v = '';
  let t = '';
  const commit = () => {
    if (l && v) {
      const code = 0xac00 + (INITIAL.indexOf(l) * 21 + VOWEL.indexOf(v)) * 28 + FINAL.indexOf(t);
      out += String.fromCharCode(code);
    } else out += l + v;
    l = v = t = '';
  };
  for (const key of keys) {
    const jamo = JAMO[key] ?? JAMO[key.toLowerCase()];
    if (!jamo) {
      commit();
      out += key;
    } else if (VOWEL.includes(jamo)) {
      if (t) {
        // The final moves on: the second of a compound one, or the whole of a single one.
        const pair = SPLIT[t];
        const move = pair ? pair.charAt(1) : t;
        t = pair ? pair.charAt(0) : '';
        commit();
        l = move;
        v = jamo;
      } else if (v && COMPOUND[v + jamo]) v = COMPOUND[v + jamo] ?? v;
      else if (l && !v) v = jamo;
      else {
        commit();
        v = jamo;
      }
    } else if (l && v && !t && FINAL.includes(jamo)) t = jamo;
    else if (t && COMPOUND[t + jamo]) t = COMPOUND[t + jamo] ?? t;
    else {
      commit();
      l = jamo;
    }
  }
  commit();
  return out;
}
