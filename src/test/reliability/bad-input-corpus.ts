/**
 * Hostile and awkward input, one list for every text field of the app: the Vitest reliability
 * suite (bad-input.test.tsx) runs it through the scan fields, the create form, the settings and
 * the clicks screen; an end-to-end test can import it as it is (plain data, no test code).
 *
 * Several entries hide a real coupon number (PERCENT15, a seeded one) or stamp ID (274) among
 * invisible or control characters: the scan rule (decision 0005, parse-scan.ts) drops those, so
 * they must be sent as the clean value, and nothing else may be.
 */
export interface BadInput {
  /** Short, unique, stable: tests key their expectations on it. */
  id: string;
  /** What it is, for a test's name. */
  label: string;
  value: string;
}

export const BAD_INPUTS = [
  { id: 'long-letters', label: '10,000 letters', value: 'A'.repeat(10_000) },
  { id: 'long-digits', label: '10,000 digits', value: '7'.repeat(10_000) },
  { id: 'emoji', label: 'emoji', value: '🎟️🎁☕' },
  { id: 'emoji-zwj', label: 'an emoji ZWJ sequence', value: '👩‍👩‍👧‍👦' },
  { id: 'arabic', label: 'Arabic with Arabic-Indic digits', value: 'كوبون١٥' },
  { id: 'hebrew', label: 'Hebrew', value: 'קופון חינם' },
  // Shows as "PERCENT15" on screen; the characters are 51TNECREP.
  { id: 'rlo', label: 'a right-to-left override (U+202E)', value: '\u202E51TNECREP' },
  { id: 'zero-width-space', label: 'a zero-width space (U+200B)', value: 'PERCENT\u200B15' },
  { id: 'bom', label: 'a byte-order mark (U+FEFF)', value: '\uFEFFPERCENT15' },
  { id: 'nul', label: 'a NUL (U+0000)', value: 'PERCENT15\u0000' },
  { id: 'bell', label: 'a BEL (U+0007)', value: '\u0007PERCENT15' },
  { id: 'carriage-return', label: 'a carriage return', value: 'PERCENT15\r' },
  { id: 'full-width-coupon', label: 'full-width digits (8)', value: '０１２３４５６７' },
  { id: 'full-width-stamp', label: 'full-width digits (3)', value: '２７４' },
  { id: 'script', label: 'a script tag', value: '<script>alert(1)</script>' },
  { id: 'img-onerror', label: 'an img tag with onerror', value: '<img src=x onerror=alert(1)>' },
  { id: 'sql', label: 'SQL-like text', value: "' OR 1=1 --" },
  {
    id: 'foreign-coupon-url',
    label: 'a coupon link on another site',
    value: 'https://evil.example/c?cpnNo=PERCENT15',
  },
  {
    id: 'foreign-stamp-url',
    label: 'a stamp page on another site',
    value: 'https://evil.example/stamp/274',
  },
  {
    id: 'look-alike-host',
    label: 'a stamp page on a look-alike host',
    value: 'https://vvd.bz.evil.example/stamp/274',
  },
  {
    id: 'userinfo-host',
    label: 'a stamp page behind user info',
    value: 'https://vvd.bz@evil.example/stamp/274',
  },
  { id: 'javascript-url', label: 'a javascript: URL', value: 'javascript:alert(1)' },
  {
    id: 'query-injection',
    label: 'text that tries to add a query parameter',
    value: 'spring-sale&grpIdx=1#x',
  },
  { id: 'spaces-coupon', label: 'a coupon number with spaces around it', value: '  PERCENT15  ' },
  { id: 'spaces-stamp', label: 'a stamp ID with spaces around it', value: '  274  ' },
] as const satisfies readonly BadInput[];

export type BadInputId = (typeof BAD_INPUTS)[number]['id'];
