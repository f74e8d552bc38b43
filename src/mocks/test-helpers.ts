import { ApiError } from '../api/errors';
import { createTestService } from './node';
import type { ServiceOptions } from './service';

/** One fresh simulated service per test, listening through MSW in Node. */
export function withTestService(options: ServiceOptions = {}) {
  let current: ReturnType<typeof createTestService> | null = null;
  beforeEach(() => {
    current = createTestService(options);
    current.server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    current?.server.close();
    current = null;
  });
  return {
    get service() {
      if (!current) throw new Error('The test service exists only inside a test.');
      return current.service;
    },
    get server() {
      if (!current) throw new Error('The test service exists only inside a test.');
      return current.server;
    },
  };
}

/** A raw call, for inputs the typed layer would never send. */
export async function rawCall(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
  language = 'en',
): Promise<{ status: number; code: number; message: string; result: unknown }> {
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; message: string; result: unknown };
  return { status: response.status, ...json };
}

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal, got success');
}
