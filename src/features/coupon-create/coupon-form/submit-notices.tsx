import { describeError } from '../../../components/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import type { LostAnswer, TakenCode } from '../use-create-submission';

/** What became of a send whose answer was lost (use-create-submission.ts). */
export function LostAnswerNotice({ lost }: { lost: LostAnswer }) {
  const { t } = useTranslation('create');
  const code = lost.cpnNo;
  switch (lost.kind) {
    case 'checking':
      return (
        <p className="notice notice--info" role="status">
          {t('lost.checking', { code })}
        </p>
      );
    case 'not-created':
      return (
        <p className="notice notice--warning" role="alert">
          {t('lost.notCreated', { code })}
        </p>
      );
    case 'unknown':
      return (
        <p className="notice notice--warning" role="alert">
          {t('lost.unknown', { code })}
        </p>
      );
  }
}

/** Beside the button: the service's words (or the lost answer), pointing to the code field. */
export function TakenCodeNotice({ taken }: { taken: TakenCode }) {
  const { t } = useTranslation('create');
  const { t: tCommon } = useTranslation();
  const summary =
    taken.refusal === null
      ? t('lost.takenLost', { code: taken.cpnNo })
      : describeError(taken.refusal, tCommon).summary;
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__summary">{summary}</p>
      <p className="notice__detail">{t('lost.seeCodeField')}</p>
    </div>
  );
}
