/**
 * The machine's clock against the service's: a session's lifetime, the audit log's times and
 * the service's day all come from this clock. The service's `Date` header is read from one HEAD
 * request (any answer has one); it is whole seconds, and the gap is said at its smallest.
 */
export interface ClockReading {
  /** Milliseconds when the request left and when its answer came back. */
  sentAt: number;
  receivedAt: number;
  /** The answer's Date header; null when it had none. */
  date: string | null;
}

/** The widest gap between the two clocks that is still no problem. */
export const MAX_CLOCK_SKEW_MS = 30_000;

export function clockProblems(reading: ClockReading, maxSkewMs = MAX_CLOCK_SKEW_MS): string[] {
  const theirs = reading.date === null ? Number.NaN : Date.parse(reading.date);
  if (Number.isNaN(theirs)) return [];
  // The service read its clock at some moment between sentAt and receivedAt, in the second the
  // header names (it drops the milliseconds): how far ours is ahead lies between these two.
  const least = reading.sentAt - (theirs + 1000);
  const most = reading.receivedAt - theirs;
  const gap = least > maxSkewMs ? least : most < -maxSkewMs ? most : 0;
  if (gap === 0) return [];
  return [
    `The clock is at least ${Math.floor(Math.abs(gap) / 1000)} s ` +
      `${gap > 0 ? 'ahead of' : 'behind'} the service’s (its Date header): sessions, the audit ` +
      'log and the day would be off; turn on NTP (timedatectl set-ntp true).',
  ];
}

/** How long the service is given to answer the doctor. */
export const SERVICE_ANSWER_MS = 5_000;

/** One HEAD request to the service; a one-line problem when it does not answer. */
export async function readServiceClock(
  baseUrl: string,
  fetchFn: typeof fetch,
  now: () => number,
  timeoutMs = SERVICE_ANSWER_MS,
): Promise<ClockReading | { problem: string }> {
  const sentAt = now();
  try {
    const response = await fetchFn(baseUrl, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { sentAt, receivedAt: now(), date: response.headers.get('date') };
  } catch (error) {
    // fetch says "fetch failed" and keeps the reason (ECONNREFUSED, a name not found) as its cause.
    const cause = error instanceof Error ? error.cause : undefined;
    const reason =
      cause instanceof Error
        ? cause.message
        : error instanceof Error
          ? error.message
          : String(error);
    return { problem: `SERVICE_BASE_URL: ${baseUrl} did not answer (${reason}).` };
  }
}
