/*
 * The recipient's phone number and e-mail address as the form accepts them. The service names
 * both "internal use" and gives no format, so the check is only for what cannot be either: the
 * e-mail restricts who may use the coupon (the specification, §2.1), and "not-an-email" would
 * restrict it to nobody; a phone number of letters is a slip of the hand. Anything a person might
 * write for a real one, in any country, passes.
 */

/** Something@somewhere.tld, no spaces: what every address a mail server accepts looks like. */
export function isEmailLike(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text.trim());
}

/**
 * Digits with the separators people write (spaces, hyphens, dots, brackets), a leading + for
 * the country code, and 6 to 15 digits (15 is the longest a number can be in the international
 * plan, E.164).
 */
export function isPhoneLike(text: string): boolean {
  const trimmed = text.trim();
  if (!/^\+?[0-9\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}
