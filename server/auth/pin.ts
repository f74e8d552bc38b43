/**
 * PINs: 4–6 digits, kept only as a slow salted hash. The hashing itself is the runtime's
 * (pin-scrypt.ts on Node); the sign-in code sees only this interface.
 */
export interface PinHasher {
  hash(pin: string): Promise<string>;
  /** False for a wrong PIN and for a stored value this hasher cannot read. Constant-time compare. */
  verify(pin: string, stored: string): Promise<boolean>;
}

export const PIN_PATTERN = /^\d{4,6}$/;

export function isPinShaped(value: unknown): value is string {
  return typeof value === 'string' && PIN_PATTERN.test(value);
}
