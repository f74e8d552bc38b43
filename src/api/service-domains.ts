import { customDomains } from '../config/env';
/**
 * The hosts the service's own pages (stamp pages, coupon links) live on: its two short domains
 * and whatever custom domains the account has registered. A URL on any other host is not one of
 * the account's cards, whatever its path says.
 */
const SERVICE_HOSTS = ['vvd.bz', 'vvd.im'];

function hostOf(domain: string): string | null {
  try {
    return new URL(/^[a-z]+:\/\//i.test(domain) ? domain : `https://${domain}`).hostname;
  } catch {
    return null;
  }
}

let customHosts: string[] = [];

/** The account's registered custom domains ("https://go.example-bakery.kr" or a bare host). */
export function configureCustomDomains(domains: readonly string[]): void {
  customHosts = domains.map(hostOf).filter((host): host is string => host !== null);
}

configureCustomDomains(customDomains);

export function isServiceHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return SERVICE_HOSTS.includes(host) || customHosts.includes(host);
}

/** The domains a link can live on, as the statistics operation takes them: the service's two, then the account's. */
export function linkDomains(): string[] {
  return [...SERVICE_HOSTS, ...customHosts].map((host) => `https://${host}`);
}
