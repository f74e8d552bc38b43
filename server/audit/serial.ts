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

/** One input waiting for its batch, and the promise it was given. */
interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit on a serial line: every input asked for while the batch before it is being
 * written goes into the next batch, written by one `write` (one sync of the disk, one
 * transaction), whose outputs come back in input order. A batch that fails fails every input in
 * it. Decision 0021: a write's intent line and its outcome line each wait for a sync, and ten tills
 * at once shared 140 syncs a second one by one.
 */
export function batchRunner<I, O>(
  serially: ReturnType<typeof serialRunner>,
  write: (inputs: readonly I[]) => Promise<readonly O[]>,
): (input: I) => Promise<O> {
  let waiting: Waiting<I, O>[] = [];
  const flush = async () => {
    const batch = waiting;
    waiting = [];
    try {
      const outputs = await write(batch.map((one) => one.input));
      batch.forEach((one, i) => one.resolve(outputs[i] as O));
    } catch (error) {
      for (const one of batch) one.reject(error);
    }
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      // The first of a batch books its turn in the line; the others ride on it.
      if (waiting.length === 1) void serially(flush);
    });
}
