/*
 * The stamp counter's verdict, one per state (checking, the card, refused, failed, settling, reward
 * given, not sure), and its word for a failed check or write; built from the pieces beside it.
 */
import { MapPin } from '../../components/icons/MapPin';
import { memo } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { Stamp } from '../../api/stamps';
import { describeError } from '../../components/api-error-message';
import { RetryPanel } from '../../components/retry-panel';
import { VerdictPanel } from '../../counter/verdict-panel';
import { VerdictSkeleton } from '../../counter/verdict-skeleton';
import { CardActions } from './card-actions';
import { CardFacts } from './card-facts';
import { Notice, SeriesDone, SeriesLine } from './card-notice';
import type { StampView } from './stamp-card-views';
import { StampMarks } from './stamp-marks';
import { UnsureFacts } from './unsure-facts';
import type { WaitedWrite } from '../../counter/waited-write-note';

/** The verdict's word when a check or a write could not be done. */
export function failedWord(
  view: Extract<StampView, { kind: 'failed' }>,
  t: ReturnType<typeof useTranslation<'stamps'>>['t'],
): string {
  switch (view.notSent) {
    case 'add':
      return t('verdict.notAdded');
    case 'reward':
      return t('verdict.notGiven');
    case 'remove':
      return t('verdict.notRemoved');
    case undefined:
      return t('verdict.failed');
  }
}

export interface StampViewProps {
  view: StampView;
  busy: boolean;
  writing: WaitedWrite | null;
  onAdd: (stamp: Stamp, quantity: number) => void;
  onReward: (stamp: Stamp) => void;
  onUndo: (stamp: Stamp) => void;
  onCancelCheck: () => void;
  onCheckAgain: (stampIdx: number) => void;
}

/**
 * The stamp card at the counter, or why it cannot be used. Memoised: the screen re-renders when
 * its address catches up with a scan, which changes nothing here.
 */
export const StampCardView = memo(function StampCardView({
  view,
  busy,
  writing,
  onAdd,
  onReward,
  onUndo,
  onCancelCheck,
  onCheckAgain,
}: StampViewProps) {
  const { t } = useTranslation('stamps');
  const { t: tCommon } = useTranslation();
  switch (view.kind) {
    case 'idle':
      return <p className="verdict verdict--idle">{t('idle')}</p>;
    case 'checking':
      return (
        <VerdictSkeleton label={t('checking', { id: view.stampIdx })} onCancel={onCancelCheck} />
      );
    case 'card': {
      const { stamp } = view;
      const full = stamp.stamps >= stamp.maxStamps;
      const left = Math.max(0, stamp.maxStamps - stamp.stamps);
      return (
        <VerdictPanel
          tone={full ? 'full' : 'valid'}
          word={full ? t('verdict.full') : t('verdict.card')}
        >
          {/* What became of this till's write, right under the headline: on a card taller than
              the screen the sticky buttons cover what lies above them, never this. */}
          <div role="status">
            {view.series &&
            !view.adding &&
            view.notice?.kind === 'added' &&
            view.series.added === view.series.requested ? (
              <SeriesDone series={view.series} stamp={stamp} />
            ) : (
              <>
                {view.notice && <Notice notice={view.notice} stamp={stamp} />}
                {view.series && !view.adding && <SeriesLine series={view.series} />}
              </>
            )}
          </div>
          {/* Which card, then its count, larger: the count is what the cashier acts on. What
              the card offers and its on-site rule wait under the buttons, so a long card never
              pushes its action over its own words (the action row sticks above the tab bar). */}
          <p className="verdict__name">{stamp.cardNm ?? t('card.id')}</p>
          <StampMarks stamps={stamp.stamps} max={stamp.maxStamps} pending={view.adding} />
          <p className="verdict__message">
            {full ? t('card.rewardReady') : t('card.moreForReward', { count: left })}
          </p>
          <CardActions
            stamp={stamp}
            busy={busy}
            writing={writing}
            series={view.adding ? view.series : undefined}
            undo={view.undo}
            onAdd={(quantity) => onAdd(stamp, quantity)}
            onReward={() => onReward(stamp)}
            onUndo={() => onUndo(stamp)}
          />
          {stamp.cardTtl && <p className="verdict__message">{stamp.cardTtl}</p>}
          {stamp.onsiteYn === 'Y' && (
            <ul className="badges">
              <li className="badge badge--warning">
                <MapPin aria-hidden="true" className="inline-icon" /> {t('card.onsite')}
              </li>
            </ul>
          )}
          <CardFacts stamp={stamp} />
        </VerdictPanel>
      );
    }
    case 'refused':
      return (
        <VerdictPanel tone="refused" word={t('verdict.refused')}>
          {view.note === 'changed-since-check' && (
            <p className="verdict__sub">{t('reward.changed')}</p>
          )}
          <p className="verdict__message">{describeError(view.error, tCommon).summary}</p>
          <p className="code">{view.stampIdx}</p>
        </VerdictPanel>
      );
    case 'invalid-id':
      return (
        <VerdictPanel tone="refused" word={t('verdict.invalidId')}>
          <p className="verdict__message">{t('invalidId')}</p>
          <p className="code">{view.stampIdx}</p>
        </VerdictPanel>
      );
    case 'failed':
      return (
        <VerdictPanel tone="failed" word={failedWord(view, t)}>
          <p className="code">{view.stampIdx}</p>
          <RetryPanel
            error={view.error}
            offlineMessage={t('offline')}
            rateLimitedMessage={(seconds) => t('rateLimitedWait', { count: seconds })}
            retryLabel={t('checkAgain')}
            onRetry={() => onCheckAgain(view.stampIdx)}
          />
        </VerdictPanel>
      );
    case 'settling':
      return (
        <VerdictPanel tone="unknown" word={t('verdict.settling')}>
          <p className="verdict__message">{t('reward.settling')}</p>
          <p className="verdict__name">
            {view.before.cardNm} · <span className="code">{view.stampIdx}</span>
          </p>
        </VerdictPanel>
      );
    case 'reward-given':
      return (
        <VerdictPanel tone="redeemed" word={t('verdict.rewardGiven')}>
          {/* The verdict in display type; the card's own sentence, however long, under it. */}
          <p className="verdict__discount">{t('reward.handOver')}</p>
          {view.before.cardTtl && (
            <p className="verdict__name">{t('reward.offers', { reward: view.before.cardTtl })}</p>
          )}
          <p className="verdict__name">
            {view.before.cardNm} · <span className="code">{view.before.stampIdx}</span>
          </p>
          <p className="verdict__message">{t('reward.advice')}</p>
        </VerdictPanel>
      );
    case 'unknown':
      return (
        <VerdictPanel tone="unknown" word={t('verdict.unknown')}>
          <p className="verdict__message">
            {t(`${view.action === 'remove' ? 'undo' : view.action}.unknown`)}
          </p>
          <p className="code">{view.stampIdx}</p>
          {view.series && (
            <p>
              {t('add.seriesUnsure', {
                added: view.series.added,
                requested: view.series.requested,
              })}
            </p>
          )}
          <UnsureFacts view={view} />
          {view.settled.now?.kind === 'unreadable' ? (
            <RetryPanel
              error={view.settled.now.error}
              offlineMessage={t('offline')}
              rateLimitedMessage={(seconds) => t('rateLimitedWait', { count: seconds })}
              retryLabel={t('checkAgain')}
              onRetry={() => onCheckAgain(view.stampIdx)}
            />
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onCheckAgain(view.stampIdx)}
            >
              {t('checkAgain')}
            </button>
          )}
        </VerdictPanel>
      );
  }
});
