import { Check } from '../../components/icons/Check';
import { useTranslation } from '../../lib/i18n';
import './stamp-marks.css';

interface StampMarksProps {
  stamps: number;
  max: number;
  /** One more is on its way: drawn as pending, not as collected. */
  pending: boolean;
}

/** Beyond this many, marks stop helping: the number says it better. */
const MAX_MARKS = 40;

/** The card's stamps as a row of marks, exposed as one progress bar with its words. */
export function StampMarks({ stamps, max, pending }: StampMarksProps) {
  const { t } = useTranslation('stamps');
  const text = t('card.progress', { count: stamps, max });
  return (
    <div className="marks-block">
      <p className="marks__count" aria-hidden="true">
        {text}
      </p>
      <div
        className="marks"
        role="progressbar"
        aria-label={t('card.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={stamps}
        aria-valuetext={pending ? `${text} · ${t('card.pending')}` : text}
      >
        {max <= MAX_MARKS &&
          Array.from({ length: max }, (_, index) => {
            const collected = index < stamps;
            const next = pending && index === stamps;
            return (
              <span
                key={index}
                className={`mark${collected ? ' mark--on' : ''}${next ? ' mark--pending' : ''}`}
                aria-hidden="true"
              >
                {collected ? <Check /> : index + 1}
              </span>
            );
          })}
      </div>
    </div>
  );
}
