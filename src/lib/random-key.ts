/**
 * A random key of `bytes` bytes, as lower-case hex, from the platform's CSPRNG. Not
 * `crypto.randomUUID()`: that exists only in a secure context, and the demo on a tablet at the
 * shop's LAN address over plain http is not one (decision 0027). `getRandomValues` is there in
 * every context.
 */
export function randomKey(bytes = 16): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}
