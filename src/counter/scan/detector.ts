/** What the camera looks for: QR codes and the common 1D barcodes on printed coupons. */
const FORMATS = [
  'qr_code',
  'ean_13',
  'ean_8',
  'code_128',
  'code_39',
  'code_93',
  'upc_a',
  'upc_e',
  'itf',
  'codabar',
];

export interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeBarcodeDetector {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it exists (Chrome on Android, for one); otherwise the
 * zxing-wasm based ponyfill, with its .wasm served by the app itself, never from a CDN.
 */
export async function createDetector(): Promise<Detector> {
  const native = (window as { BarcodeDetector?: NativeBarcodeDetector }).BarcodeDetector;
  if (native) {
    const supported: string[] = await native.getSupportedFormats().catch(() => []);
    const formats = FORMATS.filter((format) => supported.includes(format));
    if (formats.includes('qr_code')) return new native({ formats });
  }
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: FORMATS as never[] });
}
