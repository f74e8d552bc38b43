/**
 * Which `Host` names this server answers (decision 0012). A page on a name an attacker controls
 * can point that name at the shop's server (DNS rebinding) and then call it as its own origin, so
 * the same-origin rule alone does not stop it. An IP address or localhost cannot be rebound: they
 * are always answered. Any other name only when ALLOWED_HOSTS lists it (the name the tablets use,
 * or the proxy's public name). Pure, table-tested in hosts.test.ts.
 */

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;
/** A host name as ALLOWED_HOSTS takes one: letters, digits, dots and hyphens. */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** The name without its port, lower-cased: `Till.Shop:8787` → `till.shop`, `[::1]:80` → `[::1]`. */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  const colon = trimmed.lastIndexOf(':');
  return colon < 0 ? trimmed : trimmed.slice(0, colon);
}

export function isHostAllowed(host: string | undefined, allowed: readonly string[]): boolean {
  if (host === undefined || host === '') return false;
  const name = hostName(host);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (IPV4.test(name) || IPV6.test(name)) return true;
  return allowed.some((entry) => entry.toLowerCase() === name);
}
