/**
 * Coupon codes as the form handles them: typed ones are upper-cased the ASCII way, generated ones
 * are drawn here, by the app, before the first send (decision 0010: every retry of one intent must
 * send the same code, so the service must not be the one to draw it).
 */

/** What the service generates when `cpnNo` is left out (docs/api.md, operation 2; spec 4.2, 8). */
export const GENERATED_CODE_LENGTHS = [8, 12, 16] as const;
export type GeneratedCodeLength = (typeof GENERATED_CODE_LENGTHS)[number];
export const DEFAULT_GENERATED_CODE_LENGTH: GeneratedCodeLength = 16;

/**
 * The simulated service's alphabet for generated codes (src/mocks/rules/coupons.ts): A–Z and 2–9
 * without I, O, 0 and 1, which are misread on paper and over the phone. The specification names
 * no alphabet; a code drawn from this one is also a valid typed code (8–16 letters and digits).
 */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const GENERATED_CODE = new RegExp(`^[${GENERATED_CODE_ALPHABET}]+$`);

export function isGeneratedCodeLength(value: number): value is GeneratedCodeLength {
  return (GENERATED_CODE_LENGTHS as readonly number[]).includes(value);
}

/** The length a form's choice names ("8", "12", "16"); the default for anything else. */
export function generatedCodeLengthOf(choice: string): GeneratedCodeLength {
  return (
    GENERATED_CODE_LENGTHS.find((length) => String(length) === choice) ??
    DEFAULT_GENERATED_CODE_LENGTH
  );
}

/** Whether `code` could have come from `drawCouponCode(length)`. */
export function isDrawnCode(code: string, length: GeneratedCodeLength): boolean {
  return code.length === length && GENERATED_CODE.test(code);
}

/**
 * A fresh code from the platform's CSPRNG. The alphabet has 32 symbols, so the low five bits of a
 * random byte pick one without bias (256 is a multiple of 32). Codes are not checked for being
 * taken: the app cannot list the account's codes, 32^8 ≈ 10^12 makes a clash unlikely, and a
 * clash is refused by the service like any taken code.
 */
export function drawCouponCode(
  length: GeneratedCodeLength = DEFAULT_GENERATED_CODE_LENGTH,
): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let code = '';
  for (const byte of bytes) code += GENERATED_CODE_ALPHABET.charAt(byte & 31);
  return code;
}

/**
 * Upper-cases a–z only. `String.prototype.toUpperCase` would turn `straße12` into `STRASSE12`, a
 * valid but different code (decision 0005), so a refused input must stay refused.
 */
export function upperCaseAscii(text: string): string {
  return text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}
