import { UserRound } from '../components/icons/UserRound';
import { CircleCheck } from '../components/icons/CircleCheck';
import { CircleHelp } from '../components/icons/CircleHelp';
import { CircleX } from '../components/icons/CircleX';
import { RotateCw } from '../components/icons/RotateCw';
import { TriangleAlert } from '../components/icons/TriangleAlert';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { currentLanguage, type TFunction, useTranslation } from '../lib/i18n';
import { navigate } from 'wouter/use-browser-location';
import { discountPhrase } from './discount';
import { formatTime } from '../lib/format';
import './recent-activity.css';
import {
  checkAgainPath,
  clearRecentActivity,
  groupActivity,
  useRecentActivity,
  type Activity,
  type ActivityResult,
  type ActivityRow,
} from './recent-activity';

const ICONS: Record<Activity['outcome'], typeof CircleCheck> = {
  ok: CircleCheck,
  refused: CircleX,
  failed: TriangleAlert,
  'not-applied': CircleX,
  unknown: CircleHelp,
};

/** Each outcome's classes written out in full. */
const RESULT_CLASS: Record<Activity['outcome'], string> = {
  ok: 'recent__result recent__result--ok',
  refused: 'recent__result recent__result--refused',
  failed: 'recent__result recent__result--failed',
  'not-applied': 'recent__result recent__result--not-applied',
  unknown: 'recent__result recent__result--unknown',
};

type T = TFunction;

/**
 * "Member triple treat · 20% off", "Coffee card · 7 of 10"; for a refusal, which carries no name,
 * what the service said ("This coupon expired on 2026-11-30."); what an older entry has.
 */
function rowTitle(row: ActivityRow, t: T, language: string): string {
  if (row.subject === 'stamp') {
    const count =
      row.stamps && t('recent.stamps', { count: row.stamps.count, goal: row.stamps.goal });
    return [row.name ?? row.said ?? t('recent.subjects.stamp'), count].filter(Boolean).join(' · ');
  }
  const discount = row.discount && discountPhrase(row.discount, language);
  const parts = [
    row.name,
    discount && t(`recent.discount.${discount.key}`, { value: discount.value }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : (row.said ?? t('recent.subjects.coupon'));
}

/** "Redeemed", "2 stamps added"; "Redeem" beside a refusal, "Stamp add, 2 tries". */
function resultText({ action, outcome, count }: ActivityResult, t: T): string {
  if (action === 'check') return t('recent.done.check');
  if (outcome === 'ok') {
    if (action === 'add-stamp' || action === 'remove-stamp')
      return t(`recent.done.${action}`, { count });
    if (count === 1) return t(`recent.done.${action}`);
    return t(`recent.done.${action}Times`, { count });
  }
  const tried = t(`recent.tried.${action}`);
  return count === 1 ? tried : t('recent.tried.times', { action: tried, count });
}

interface RecentActivityProps {
  /**
   * For a code the screen already shows at its address (the card at /stamps/274): going there
   * again would change nothing, so the screen checks it itself. Returns whether it did. Keep it
   * stable: a new function re-renders the list.
   */
  checkHere?: (row: Pick<ActivityRow, 'subject' | 'code'>) => boolean;
}

interface RecentRowProps {
  row: ActivityRow;
  t: T;
  language: string;
  onCheckAgain: (row: ActivityRow) => void;
}

/** One visit. Memoised: an unchanged visit keeps its row object (`groupActivity`), so it is skipped. */
const RecentRow = memo(function RecentRow({ row, t, language, onCheckAgain }: RecentRowProps) {
  return (
    <li className="recent__item">
      <time className="recent__time" dateTime={row.at}>
        {formatTime(new Date(row.at), language)}
      </time>
      <span className="recent__title">{rowTitle(row, t, language)}</span>
      {/* The whole row is this button's target (see .recent__again::after). */}
      <button
        type="button"
        className="recent__again"
        aria-label={t('recent.checkAgain', { code: row.code })}
        onClick={() => onCheckAgain(row)}
      >
        <span className="recent__code">{row.code}</span>
        <RotateCw aria-hidden="true" />
      </button>
      <span className="recent__details">
        {row.results.map((result) => {
          const Icon = ICONS[result.outcome];
          return (
            <span
              key={`${result.action}:${result.outcome}`}
              className={RESULT_CLASS[result.outcome]}
            >
              <span>{resultText(result, t)}</span>
              <span className="recent__outcome">
                <Icon aria-hidden="true" />
                {t(`recent.outcomes.${result.outcome}`)}
              </span>
            </span>
          );
        })}
      </span>
      {/* Under the time, not after what was done: there it took the row's third line. Shown as
          a person's mark and the name ("담당:" made it wrap there), said as the sentence. */}
      {row.staff.length > 0 && (
        <span className="recent__staff">
          <span className="visually-hidden">
            {t('recent.staff', { name: row.staff.join(', ') })}
          </span>
          <span aria-hidden="true" title={row.staff.join(', ')}>
            <UserRound className="inline-icon" /> {row.staff.join(', ')}
          </span>
        </span>
      )}
    </li>
  );
});

/**
 * The last customers at this device, coupons and stamps alike: one row a visit (the check and
 * what was done after it), newest first. Tapping a row checks its code again. Memoised, and
 * subscribed to the list alone (not to the address): a new verdict on the screen above
 * re-renders only the verdict, and a new entry renders only its own row, not fifty.
 */
/** Where the focus goes once the question about clearing the list opens or closes. */
type Then = 'cancel' | 'clear' | 'heading' | null;

export const RecentActivity = memo(function RecentActivity({ checkHere }: RecentActivityProps) {
  const { t } = useTranslation();
  const entries = useRecentActivity();
  const [confirming, setConfirming] = useState(false);
  // The button that was pressed disappears with the question: focus goes where the answer leads
  // (the question's safe answer, back to Clear, or the emptied list's heading), never to <body>.
  const focusAfter = useRef<Then>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'cancel') cancelButton.current?.focus();
    else if (target === 'clear') clearButton.current?.focus();
    else if (target === 'heading') heading.current?.focus();
  }, [confirming]);
  const ask = (open: boolean, then: Then) => {
    focusAfter.current = then;
    setConfirming(open);
  };
  const language = currentLanguage();
  const rows = useMemo(() => groupActivity(entries), [entries]);
  const checkAgain = useCallback(
    (row: ActivityRow) => {
      if (checkHere?.(row)) return;
      const path = checkAgainPath(row);
      // On the screen it opens (a coupon at the counter) it is like a scan there: the screen
      // reads the code off the address and cleans it, leaving no history. The address is read
      // when tapped, so the list does not re-render with every address.
      navigate(path, { replace: path.split('?')[0] === window.location.pathname });
    },
    [checkHere],
  );
  return (
    <section className="recent" aria-labelledby="recent-title">
      <div className="recent__head">
        <h2 id="recent-title" ref={heading} tabIndex={-1}>
          {t('recent.title')}
        </h2>
        {entries.length > 0 && !confirming && (
          <button
            ref={clearButton}
            type="button"
            className="button button--ghost"
            onClick={() => ask(true, 'cancel')}
          >
            {t('recent.clear')}
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={t('recent.clear')} className="confirm">
          <p>{t('recent.confirmClear')}</p>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              clearRecentActivity();
              ask(false, 'heading');
            }}
          >
            {t('recent.yesClear')}
          </button>
          <button
            ref={cancelButton}
            type="button"
            className="button button--secondary"
            onClick={() => ask(false, 'clear')}
          >
            {t('recent.cancel')}
          </button>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="hint">{t('recent.empty')}</p>
      ) : (
        <ol className="recent__list">
          {rows.map((row) => (
            <RecentRow key={row.id} row={row} t={t} language={language} onCheckAgain={checkAgain} />
          ))}
        </ol>
      )}
    </section>
  );
});
