/** console.error calls seen during the current test; the setup fails the test if any remain. */
export const consoleErrors: unknown[][] = [];

/** Errors the current test provokes on purpose (declared before it provokes them). */
export const allowedConsoleErrors: RegExp[] = [];

/** For a test that provokes an error on purpose: say so first; the setup checks it came. */
export function allowConsoleErrors(pattern: RegExp): void {
  allowedConsoleErrors.push(pattern);
}

export function isAllowed(args: unknown[]): boolean {
  const text = args.map(String).join(' ');
  return allowedConsoleErrors.some((pattern) => pattern.test(text));
}

/** After the fact: takes the matching calls out of the record (they must have happened). */
export function expectConsoleErrors(pattern: RegExp): void {
  const matching = consoleErrors.filter((args) => pattern.test(args.map(String).join(' ')));
  if (matching.length === 0) throw new Error(`Expected a console.error matching ${pattern}`);
  for (const args of matching) consoleErrors.splice(consoleErrors.indexOf(args), 1);
}
