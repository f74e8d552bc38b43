import { resolve } from 'node:path';
import { readServerConfig, type ServerConfig } from '../config';
import { metricsListenFrom } from '../metrics';

/**
 * The doctor's reading of the settings: the server's own parsing (config.ts, metrics.ts), so its
 * messages are the ones the server would stop with, and the two settings node.ts reads itself.
 */
export interface Settings {
  /** Null when the configuration does not parse (the problems say why). */
  config: ServerConfig | null;
  /** DATA_DIR resolved as node.ts does: data/ in the working folder when unset. */
  dataDir: string;
  /** HOST, the address the shop's port listens on; undefined: every address. */
  host: string | undefined;
  problems: string[];
}

export function readSettings(env: Record<string, string | undefined>, version: string): Settings {
  const read = readServerConfig(env, version);
  const problems = read.ok ? [] : [...read.problems];
  const config = read.ok ? read.config : null;
  if (config) {
    const metrics = metricsListenFrom(env, config.port);
    if (!metrics.ok) problems.push(metrics.problem);
  }
  if (env.DATA_DIR !== undefined && env.DATA_DIR.trim() === '') {
    problems.push(
      'DATA_DIR is set but empty: the server would keep the shop’s data in its working folder; ' +
        'name the data folder (e.g. /var/lib/counter-pos) or remove the line.',
    );
  }
  return { config, dataDir: resolve(env.DATA_DIR ?? 'data'), host: env.HOST, problems };
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|::1|\[::1\])$/i;

/**
 * TRUST_PROXY believes X-Forwarded-Proto and -Host: fine when only the proxy can reach the port,
 * wrong when a tablet can reach it past the proxy and say it came over HTTPS.
 */
export function proxyProblems(trustProxy: boolean, host: string | undefined): string[] {
  if (!trustProxy || (host !== undefined && LOOPBACK.test(host.trim()))) return [];
  const where = host === undefined || host.trim() === '' ? 'every address' : host.trim();
  return [
    `TRUST_PROXY=true but the server listens on ${where}: a device reaching it past the proxy ` +
      'could claim HTTPS and another host; set HOST=127.0.0.1 with the proxy on this machine, ' +
      'or let a firewall pass only the proxy.',
  ];
}
