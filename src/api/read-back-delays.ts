/**
 * Reads after a write whose outcome is unknown: at once, then twice more over a few seconds. Its
 * own module so that the client (which lets tests and settings change it) and the pure settling
 * rules (settle-write.ts) share it without one importing the other.
 */
export const DEFAULT_READ_BACK_DELAYS_MS: readonly number[] = [0, 1_000, 2_500];
