import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import './verdict-skeleton.css';

/** After this long with no answer, staff are told and may drop the check. */
export const STILL_WAITING_MS = 3_000;

interface VerdictSkeletonProps {
  /** "Checking PERCENT15…": on screen at once, not only for screen readers. */
  label: string;
  /** Drops the check (never a write): its answer, if it ever comes, is ignored. */
  onCancel?: () => void;
}

/** The checking face of a verdict: what is being checked, a skeleton, and a way out if slow. */
export function VerdictSkeleton({ label, onCancel }: VerdictSkeletonProps) {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), STILL_WAITING_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section className="verdict verdict--checking" aria-busy="true" aria-label={label}>
      <p className="verdict__checking">{label}</p>
      {slow ? (
        <div className="verdict__still-waiting">
          <p>{t('checking.stillWaiting')}</p>
          {onCancel && (
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t('checking.cancel')}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="skeleton skeleton--big" />
          <div className="skeleton" />
          <div className="skeleton skeleton--short" />
        </>
      )}
    </section>
  );
}
