/** console.error calls seen during the current test; the setup fails the test if any remain. */
export const consoleErrors: unknown[][] = [];

/** For a test that provokes an error on purpose: takes the matching calls out of the record. */
export function expectConsoleErrors(pattern: RegExp): void {
  const matching = consoleErrors.filter((args) => pattern.test(args.map(String).join(' ')));
  if (matching.length === 0) throw new Error(`Expected a console.error matching ${pattern}`);
  for (const args of matching) consoleErrors.splice(consoleErrors.indexOf(args), 1);
}
