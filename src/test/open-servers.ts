/** Simulated services of rendered apps, so a test that fails before its unmount leaks none. */
const openServers = new Set<{ close: () => void }>();

export function trackServer(server: { close: () => void }): () => void {
  openServers.add(server);
  return () => openServers.delete(server);
}

export function closeOpenTestServers(): void {
  for (const server of openServers) server.close();
  openServers.clear();
}
