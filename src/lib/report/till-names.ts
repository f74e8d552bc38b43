/**
 * How the day report names a till. The audit log records a paired tablet as "Till 1 (hZBRYDkV5VkN)",
 * its name and its device id, so two tablets called "Till 1", or one renamed, stay apart in the
 * record. On screen a till is its name; the id is added only where two tills of the same report
 * share a name, and the CSV keeps the log's words.
 */
/** A device id is 12 characters of base64url (server/auth/tokens.ts randomId). */
const WITH_ID = /^(.*\S) \(([A-Za-z0-9_-]{12})\)$/;

function nameOf(till: string): string {
  return WITH_ID.exec(till)?.[1] ?? till;
}

/** A namer for the tills of one report: each till's name, with its id where a name is shared. */
export function tillNamer(tills: readonly (string | null)[]): (till: string) => string {
  const seen = new Map<string, Set<string>>();
  for (const till of tills) {
    if (till === null) continue;
    const name = nameOf(till);
    seen.set(name, (seen.get(name) ?? new Set()).add(till));
  }
  return (till) => {
    const name = nameOf(till);
    return (seen.get(name)?.size ?? 1) > 1 ? till : name;
  };
}
