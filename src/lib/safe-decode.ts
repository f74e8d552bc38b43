/** `decodeURIComponent` that answers null for a broken escape (`%ZZ`, `%E0`) instead of throwing. */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
