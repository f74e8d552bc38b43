/**
 * A USB scanner types its code as key presses. With the tablet's keyboard in Korean (한글) mode,
 * the input method turns those presses into Hangul: "PERCENT15" arrives as "ㅖㄸㄲㅊ뚰15". The
 * presses are all still there, in order: each syllable is its initial, vowel and final, and each
 * of those is one key (or two, for a compound vowel or final) of the standard two-set (두벌식)
 * layout. This reads the keys back. Digits and punctuation are not changed by the input method.
 *
 * Letter case is partly lost: only Q W E R T O P have a shifted jamo of their own (ㅃ ㅉ ㄸ ㄲ ㅆ
 * ㅒ ㅖ); every other shifted letter comes out as its lower-case key.
 */

// The keys of each jamo, in Unicode's orders (initials, vowels, finals of a syllable).
const INITIALS = 'r R s e E f a q Q t T d w W c z x v g'.split(' ');
const VOWELS = 'k o i O j p u P h hk ho hl y n nj np nl b m ml l'.split(' ');
// The first final is "none".
const FINALS = [
  '',
  ...'r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g'.split(' '),
];
// Compatibility jamo U+3131–U+3163 (what a lone consonant or vowel shows as): ㄱ … ㅎ, ㅏ … ㅣ.
const COMPATIBILITY = [
  ...'r R rt s sw sg e E f fr fa fq ft fx fv fg a q Q qt t T d w W c z x v g'.split(' '),
  ...VOWELS,
];

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
const JAMO_FIRST = 0x3131;
const JAMO_LAST = 0x3163;

function keysOf(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST) {
    const index = code - SYLLABLE_FIRST;
    const initial = Math.floor(index / (21 * 28));
    const vowel = Math.floor((index % (21 * 28)) / 28);
    return `${INITIALS[initial]}${VOWELS[vowel]}${FINALS[index % 28]}`;
  }
  if (code >= JAMO_FIRST && code <= JAMO_LAST) return COMPATIBILITY[code - JAMO_FIRST] ?? char;
  return char;
}

const HANGUL = /[\u3131-\u3163\uac00-\ud7a3]/u;

/** Whether the value holds Hangul that the two-set layout types (syllables or lone jamo). */
export const hasHangul = (value: string): boolean => HANGUL.test(value);

/** The keys that typed `value` in Korean mode: "ㅖㄸㄲㅊ뚰15" → "PERCENT15". */
export function keysFromHangul(value: string): string {
  return Array.from(value, keysOf).join('');
}
