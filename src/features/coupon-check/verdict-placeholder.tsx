import { useTranslation } from 'react-i18next';

/** The idle and checking faces of the verdict: light, so they are on screen from the first paint. */
export function VerdictIdle() {
  const { t } = useTranslation('counter');
  return <p className="verdict verdict--idle">{t('idle')}</p>;
}

export function VerdictSkeleton({ code }: { code: string }) {
  const { t } = useTranslation('counter');
  return (
    <section className="verdict verdict--checking" aria-busy="true">
      <p className="visually-hidden">{t('checking', { code })}</p>
      <div className="skeleton skeleton--word" />
      <div className="skeleton skeleton--big" />
      <div className="skeleton" />
      <div className="skeleton skeleton--short" />
    </section>
  );
}
