import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { createSimulatedService, type ServiceOptions } from './service';

/** A fresh simulated service for one test, with its MSW server (not yet listening). */
export function createTestService(options: ServiceOptions = {}) {
  const service = createSimulatedService({ now: '2026-11-21T10:30:00+09:00', ...options });
  const server = setupServer(...createHandlers(service));
  return { service, server };
}
