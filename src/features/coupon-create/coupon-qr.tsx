import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';

/** The QR library loads with the first QR shown, never with the form or the counter. */
async function qrImage(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A QR code of the coupon number, as the counter's camera reads it. */
export function CouponQr({ cpnNo }: { cpnNo: string }) {
  const { t } = useTranslation('create');
  const [image, setImage] = useState<{ cpnNo: string; src: string | null } | null>(null);
  useEffect(() => {
    let current = true;
    qrImage(cpnNo).then(
      (src) => {
        if (current) setImage({ cpnNo, src });
      },
      (error: unknown) => {
        console.warn('The QR code could not be drawn.', error);
        if (current) setImage({ cpnNo, src: null });
      },
    );
    return () => {
      current = false;
    };
  }, [cpnNo]);

  if (image?.cpnNo !== cpnNo) return <div className="create-qr create-qr--loading" />;
  if (image.src === null) return <p className="hint">{t('created.qrFailed')}</p>;
  return (
    <img
      className="create-qr"
      src={image.src}
      alt={t('created.qr', { code: cpnNo })}
      width={160}
      height={160}
    />
  );
}
