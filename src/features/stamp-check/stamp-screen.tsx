import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { counterHref, stampHref } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useParams } from 'wouter';
import { CounterBelow } from '../../counter/later-parts';
import { Screen } from '../../components/screen';
import { VerdictArea } from '../../counter/verdict-area';
import { VerdictPanel } from '../../counter/verdict-panel';
import { afterPaint, afterPaintEach } from '../../lib/after-paint';
import { giveFeedback, useVerdictFeedback, type Feedback } from '../../counter/feedback';
import { safeDecode } from '../../lib/safe-decode';
import { parseScan, type ScanMode, type ScanResult } from '../../counter/scan/parse-scan';
import { ScanField, type ValidScan } from '../../counter/scan/scan-field';
import { stampCounterSchemas, type Stamp } from '../../api/stamps';
import { useHoldUpdates } from '../../lib/update-holds';
import { failedWord, StampCardView } from './stamp-view';
import type { CardNotice, StampView } from './stamp-card-views';
import { useStampCard } from './use-stamp-card';

/** A scanned card's address is taken at the latest this long after the scan, answer or not. */
const FOLLOW_SLOW_ANSWER_MS = 300;

const RewardDialog = lazy(() =>
  import('./reward-dialog').then((m) => ({ default: m.RewardDialog })),
);

function announcement(
  view: StampView,
  t: ReturnType<typeof useTranslation<'stamps'>>['t'],
): string {
  switch (view.kind) {
    case 'idle':
      return '';
    case 'checking':
      return t('checking', { id: view.stampIdx });
    case 'card':
      return `${view.stamp.stamps >= view.stamp.maxStamps ? t('verdict.full') : t('verdict.card')}: ${t(
        'card.progress',
        {
          count: view.stamp.stamps,
          max: view.stamp.maxStamps,
        },
      )}`;
    case 'refused':
      return `${t('verdict.refused')}: ${view.error.serviceMessage ?? view.stampIdx}`;
    case 'invalid-id':
      return t('verdict.invalidId');
    case 'failed':
      return failedWord(view, t);
    case 'reward-given':
      return t('verdict.rewardGiven');
    case 'settling':
      return t('verdict.settling');
    case 'unknown':
      return t('verdict.unknown');
  }
}

/** Whether the service took what the card's notice is about (a warning beside it says the rest). */
function tookIt(notice: CardNotice): boolean {
  switch (notice.kind) {
    case 'added':
    case 'add-recovered':
    case 'read-back-failed':
    case 'count-mismatch':
    case 'removed':
      return true;
    case 'add-refused':
    case 'add-not-applied':
    case 'reward-not-recorded':
    case 'reward-refused':
    case 'remove-not-applied':
    case 'remove-refused':
      return false;
  }
}

/**
 * What a card's verdict sounds like: a card that can be stamped or rewarded is valid, a stamp or
 * reward that went through is done, anything else that needs staff's eyes (refused, not checked,
 * not sure, a write that did not go through) is refused — a pleasant tone only ever means "go
 * ahead". Within +2/+3 only the last add is heard: a chime per stamp would mean "all done" early.
 */
function feedbackOf(view: StampView): Feedback | null {
  switch (view.kind) {
    case 'idle':
    case 'checking':
    case 'settling':
      return null;
    case 'card': {
      const { notice, series } = view;
      if (view.adding) return null;
      if (!notice) return 'valid';
      if (!tookIt(notice)) return 'refused';
      return series && series.added < series.requested ? null : 'done';
    }
    case 'reward-given':
      return 'done';
    case 'refused':
    case 'invalid-id':
    case 'failed':
    case 'unknown':
      return 'refused';
  }
}

/** The card named by the address; a broken %-escape is said to be one, never thrown. */
function readAddress(param: string): ScanResult {
  const decoded = safeDecode(param);
  return decoded === null
    ? { kind: 'invalid', problem: 'undecodable', value: param }
    : parseScan(decoded, 'stamp');
}

/** Stamp cards at the counter; `/stamps/274` is a deep link to card 274. */
export function StampScreen() {
  const { t } = useTranslation('stamps');
  const { t: tScan } = useTranslation('scan');
  const params = useParams<{ stampIdx?: string }>();
  const [, navigate] = useLocation();
  const card = useStampCard();
  const [mode, setMode] = useState<ScanMode>('stamp');
  const { view, viewId, dialog } = card;
  const { check, add, undo, reward, recheck, openRewardDialog, cancelCheck: dropCheck } = card;
  useVerdictFeedback(viewId, feedbackOf(view));
  // An app update waits while a card is on screen: it belongs to the customer at the counter.
  useHoldUpdates(view.kind !== 'idle');

  // The first scan's schemas are built when idle after the field is on screen, not in that scan
  // (nor in the first render: api/lazy-schema.ts).
  useEffect(() => afterPaintEach(stampCounterSchemas), []);

  // Stable for the card view (memoised): a render of this screen that changes nothing on the card
  // (the address catching up with a scan) skips it. Every write belongs to the card its button
  // sits on.
  const onAdd = useCallback(
    (stamp: Stamp, quantity: number) => void add(stamp, viewId, quantity),
    [add, viewId],
  );
  const onReward = useCallback(
    (stamp: Stamp) => {
      if (stamp.onsiteYn === 'Y') openRewardDialog(stamp, viewId);
      else void reward(stamp, viewId);
    },
    [openRewardDialog, reward, viewId],
  );
  const onUndo = useCallback((stamp: Stamp) => void undo(stamp, viewId), [undo, viewId]);
  const onCheckAgain = useCallback((stampIdx: number) => void recheck(stampIdx), [recheck]);

  // The address names the card: opening /stamps/274 (a link, back or forward) checks it. A scan
  // checks the card itself, at once, and the address follows: `checkedAddress` is the address
  // whose card has been checked, so the address catching up with a scan asks nothing again.
  const fromAddress = params.stampIdx === undefined ? null : readAddress(params.stampIdx);
  const addressIdx = fromAddress?.kind === 'stamp' ? fromAddress.stampIdx : null;
  const checkedAddress = useRef<number | null>(null);
  /** The scanned card whose address is still to be taken (see `onScan`); null once taken or void. */
  const addressToFollow = useRef<number | null>(null);
  useEffect(() => {
    if (addressIdx === checkedAddress.current) return;
    checkedAddress.current = addressIdx;
    // The address moved by itself (a link, Back): a scan's address still to be taken is void.
    addressToFollow.current = null;
    if (addressIdx !== null) void check(addressIdx);
  }, [addressIdx, check]);
  // Gone from the screen (a coupon scanned here opens the counter): nothing is to be followed.
  useEffect(
    () => () => {
      addressToFollow.current = null;
    },
    [],
  );
  const follow = useCallback(
    (stampIdx: number) => {
      if (addressToFollow.current !== stampIdx) return;
      addressToFollow.current = null;
      checkedAddress.current = stampIdx;
      navigate(stampHref(stampIdx));
    },
    [navigate],
  );
  const cancelCheck = useCallback(() => {
    addressToFollow.current = null;
    dropCheck();
  }, [dropCheck]);

  // The card at this address again: the address would not change, so check it here. Stable (it
  // reads the address when tapped), so the recent list is not re-rendered by every scan.
  const checkHere = useCallback(
    (row: { subject: string; code: string }) => {
      const here = checkedAddress.current;
      if (row.subject !== 'stamp' || here === null || row.code !== String(here)) return false;
      addressToFollow.current = null;
      void check(here);
      return true;
    },
    [check],
  );

  function onScan(scan: ValidScan) {
    // A typed number keeps that fact on the coupon screen (its look-alike hint depends on it).
    if (scan.kind === 'coupon')
      navigate(counterHref(scan.cpnNo, { typed: scan.source === 'typed' }));
    else {
      // The request leaves first, before anything is drawn. The address follows once the card's
      // verdict has been painted: moving it costs the browser a few milliseconds (session
      // history, the tab's icon), which would otherwise hold the answer back. A slow answer does
      // not hold the address back: it follows after FOLLOW_SLOW_ANSWER_MS.
      const { stampIdx } = scan;
      const checked = check(stampIdx);
      if (stampIdx === addressIdx) {
        addressToFollow.current = null;
        return;
      }
      addressToFollow.current = stampIdx;
      void checked.then(() => {
        if (addressToFollow.current === stampIdx) afterPaint(() => follow(stampIdx));
      });
      window.setTimeout(() => follow(stampIdx), FOLLOW_SLOW_ANSWER_MS);
    }
  }

  return (
    <Screen title={t('title')} variant="counter">
      <ScanField
        mode={mode}
        onModeChange={setMode}
        onScan={onScan}
        // A refused entry clears the earlier card: it must not read as this entry's.
        onRejected={() => {
          cancelCheck();
          giveFeedback('refused');
        }}
        // Esc clears the card, unless a stamp or reward is in flight: its result must land on it.
        // An address naming a card (or a broken one) is cleared too, so nothing shown contradicts it.
        onClear={() => {
          if (card.busy) return;
          if (view.kind !== 'idle') cancelCheck();
          addressToFollow.current = null;
          if (params.stampIdx !== undefined) navigate(stampHref(), { replace: true });
        }}
        // A new verdict, and a dialog closing, hand the field its focus back.
        focusKey={`${viewId}:${dialog.open}`}
      />
      <p className="visually-hidden" role="status">
        {announcement(view, t)}
      </p>
      <VerdictArea revealKey={`${viewId}:${view.kind}:${fromAddress?.kind ?? ''}`}>
        {fromAddress?.kind === 'invalid' ? (
          <VerdictPanel tone="refused" word={t('verdict.invalidId')}>
            <p className="verdict__message">{tScan(`problems.${fromAddress.problem}`)}</p>
            <p className="code">{fromAddress.value}</p>
          </VerdictPanel>
        ) : (
          <StampCardView
            key={viewId}
            view={view}
            busy={card.busy}
            writing={card.writing}
            onAdd={onAdd}
            onReward={onReward}
            onUndo={onUndo}
            onCancelCheck={cancelCheck}
            onCheckAgain={onCheckAgain}
          />
        )}
      </VerdictArea>
      {dialog.open && (
        <Suspense fallback={null}>
          <RewardDialog
            stampIdx={dialog.card.stampIdx}
            error={dialog.error}
            working={card.busy}
            onConfirm={(password) => void card.reward(dialog.card, dialog.owner, password)}
            onCancel={card.closeRewardDialog}
          />
        </Suspense>
      )}
      <CounterBelow checkHere={checkHere} />
    </Screen>
  );
}
