/** Only http and https links are offered to staff; anything else (javascript:, data:) is dropped. */
export function safeLink(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Images are loaded without a click, so they are held to more: only `https:` (no `http:` mixed
 * content, no `data:` or `javascript:`), or a path on the app's own origin (the demo's pictures).
 */
export function safeImage(url: string | null): string | null {
  if (!url) return null;
  if (/^\/(?!\/)/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
