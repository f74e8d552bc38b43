import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PinHasher } from './pin';

/**
 * scrypt from node:crypto: memory-hard, built into Node, nothing native to compile. A 4–6 digit
 * PIN has at most a million values, so no hash makes a stolen staff file safe by itself; the cost
 * below (about 50 ms a try on this machine) makes trying them all take hours instead of seconds,
 * and the server's own back-off (5 wrong → pause, 10 → unpaired) is what guards the live device.
 *
 * Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64), so the cost can rise later and old
 * hashes still verify.
 */
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(pin: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(pin, salt, KEY_LENGTH, { N: n, r, p, maxmem: 128 * n * r * 2 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export const scryptPinHasher: PinHasher = {
  async hash(pin) {
    const salt = randomBytes(16);
    const key = await derive(pin, salt, N, R, P);
    return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  },
  async verify(pin, stored) {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(pin, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
    return key.length === expected.length && timingSafeEqual(key, expected);
  },
};
