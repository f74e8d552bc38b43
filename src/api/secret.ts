/**
 * Wraps a staff secret (the on-site password) so that it cannot leak by accident: it prints as
 * "[redacted]" in logs, JSON, React Query devtools and error reports, and the value itself sits
 * in a private field that structural dumps do not show. Only the request body builder reveals it.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  get isEmpty(): boolean {
    return this.#value.length === 0;
  }

  toString(): string {
    return '[redacted]';
  }

  toJSON(): string {
    return '[redacted]';
  }
}
