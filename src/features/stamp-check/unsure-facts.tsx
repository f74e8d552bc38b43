/*
 * The facts under the stamp counter's "not sure" verdict (an add, a reward or an undo whose
 * outcome is unknown).
 */
import { useTranslation } from '../../lib/i18n';
import type { StampView } from './stamp-card-views';

/** The counts a "not sure" rests on, and the service's own words when it refuses the card now. */
export function UnsureFacts({ view }: { view: Extract<StampView, { kind: 'unknown' }> }) {
  const { t } = useTranslation('stamps');
  const { settled } = view;
  const now = settled.now;
  return (
    <ul className="verdict__hints">
      <li>
        {now?.kind === 'count'
          ? t('unsure.counts', { before: settled.before, now: now.count })
          : t('unsure.countsUnread', { before: settled.before })}
      </li>
      <li>
        {view.action === 'remove'
          ? t(`unsure.removeReason.${settled.reason}`)
          : t(`unsure.reason.${settled.reason}`)}
      </li>
      {now?.kind === 'refused' && now.error.serviceMessage && (
        <li>
          {t(now.error.saidBy === 'server' ? 'reward.readBackByServer' : 'reward.readBack', {
            message: now.error.serviceMessage,
          })}
        </li>
      )}
    </ul>
  );
}
