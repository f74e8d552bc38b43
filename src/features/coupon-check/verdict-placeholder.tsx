import { useTranslation } from '../../lib/i18n';
import { VerdictSkeleton } from '../../counter/verdict-skeleton';

/** The idle and checking faces of the verdict: light, so they are on screen from the first paint. */
export function VerdictIdle() {
  const { t } = useTranslation('counter');
  return <p className="verdict verdict--idle">{t('idle')}</p>;
}

export function CouponSkeleton({ code, onCancel }: { code: string; onCancel?: () => void }) {
  const { t } = useTranslation('counter');
  return <VerdictSkeleton label={t('checking', { code })} onCancel={onCancel} />;
}
