/** The seed as served over HTTP: the browser demo's own image paths taken out. */

/**
 * The seed's images are the browser demo's own files (/demo/…), which exist only beside the demo
 * build. Over HTTP this service stands in for the real one, whose images live on its own hosts;
 * a path on the app's origin would be a broken image in a live build, so they are left out here:
 * a coupon or card without an image, a group setting that is not there.
 */
export function withoutDemoImages(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) withoutDemoImages(item);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(record)) {
    if (typeof inner === 'string' && inner.startsWith('/demo/')) {
      if (key === 'imgUrl' && 'onsiteYn' in record) record[key] = null;
      else if (key === 'stampImgUrl') record[key] = null;
      else Reflect.deleteProperty(record, key);
    } else {
      withoutDemoImages(inner);
    }
  }
}
