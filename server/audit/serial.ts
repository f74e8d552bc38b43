/**
 * Runs tasks one after another in call order, each starting when the one before has settled,
 * whether it succeeded or failed. Nobody leaves the line: an audit line, once asked for, is
 * written or fails, never abandoned half-way (flow.ts's SerialQueue lets waiters give up, and
 * hangs a listener on their signal for each one waiting).
 */
export function serialRunner(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}
