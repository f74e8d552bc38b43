import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { validateCoupon } from '../api/coupons';
import { getApiClientConfig } from '../api/client';
import { countNow, PROOF_WINDOW_MS, readBack, settleWrite } from '../api/settle-write';
import { validateStamp } from '../api/stamps';
import { activityOutcome, couponFacts, recordActivity, stampFacts } from './recent-activity';
import type { LateResult } from './use-verdict-state';
import { getPendingWrites, settlePendingWrite, type PendingWrite } from './write-journal';
import { Counts, LateResultWords, toneOf } from './late-result-words';
import { dismissLateResult, useListedLateResults } from './write-lock';

type Result = LateResult['result'];

/**
 * Results of writes that finished after staff moved on to the next customer (or to another
 * screen). They never replace the verdict on screen or its buttons; they sit above the recent
 * list (above the screen where there is no scan field) until dismissed, so one arriving moves no
 * button. Only additions are announced, so a new notice does not re-read the others.
 */
export function LateResults() {
  const { t } = useTranslation();
  const results = useListedLateResults();
  return (
    <div className="write-notices" aria-live="polite" aria-relevant="additions">
      {results.map((late) => (
        <div key={late.id} className={`notice ${toneOf(late.result)} write-notice`}>
          <p>
            <LateResultWords {...late} />
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => dismissLateResult(late.id)}
          >
            {t('writes.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}

interface Recovered {
  entry: PendingWrite;
  result: Result;
  now: number | 'refused' | null;
}

/** Entries already being read back in this page (StrictMode runs effects twice). */
const inProgress = new Set<string>();

async function recover(entry: PendingWrite): Promise<Recovered> {
  const action = entry.action;
  const read =
    entry.subject === 'coupon'
      ? () => validateCoupon(entry.code)
      : () => validateStamp(Number(entry.code));
  const countOf = (value: Awaited<ReturnType<typeof read>>) =>
    'useCnt' in value ? value.useCnt : value.stamps;
  const outcome = { kind: 'unknown', error: null } as const;
  // Read long after the write (the app reopened the next morning), a count up by one may be
  // another till's: then it is "can't be told", with the counts.
  const options = { countUpIsOurs: Date.now() - Date.parse(entry.at) < PROOF_WINDOW_MS };
  const readings = await readBack(
    { action, read, countOf, readBackDelaysMs: getApiClientConfig().readBackDelaysMs },
    entry.before,
    outcome,
    options,
  );
  const settled = settleWrite(action, entry.before, outcome, readings, options);
  const ended = activityOutcome(settled);
  // What it was, if it could be read back (a reward given no longer reads).
  const facts =
    settled.now?.kind === 'count'
      ? 'useCnt' in settled.now.value
        ? couponFacts(settled.now.value)
        : stampFacts(settled.now.value)
      : {};
  recordActivity({ subject: entry.subject, code: entry.code, action, outcome: ended, ...facts });
  settlePendingWrite(entry.id, settled.result === 'not-sure');
  return { entry, result: settled.result, now: countNow(settled) };
}

/**
 * On start: writes that were in flight when the app last closed (a reload, a crash, a flat
 * battery) are read back, and staff are told what became of each. `ids` are those the journal
 * held at the app's first frame (later-parts.tsx): a write this page started since is no
 * cut-off write, even if this notice's code came after it.
 */
export function InterruptedWrites({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const [cutOff] = useState(() => getPendingWrites().filter((entry) => ids.includes(entry.id)));
  const [checking, setChecking] = useState(cutOff.length > 0);
  const [found, setFound] = useState<Recovered[]>([]);

  useEffect(() => {
    const entries = cutOff.filter((entry) => !inProgress.has(entry.id));
    if (entries.length === 0) return;
    for (const entry of entries) inProgress.add(entry.id);
    void Promise.all(entries.map(recover)).then((results) => {
      setFound((list) => [...list, ...results]);
      setChecking(false);
    });
  }, [cutOff]);

  if (!checking && found.length === 0) return null;
  return (
    <div className="write-notices" aria-live="polite" aria-relevant="additions">
      {checking && <p className="notice notice--info">{t('writes.interrupted.checking')}</p>}
      {found.map(({ entry, result, now }) => (
        <div key={entry.id} className={`notice ${toneOf(result)} write-notice`}>
          <p>
            {t(`writes.interrupted.${entry.action}.${result}`, { code: entry.code })}{' '}
            <Counts result={result} before={entry.before} now={now} />
          </p>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setFound((list) => list.filter((item) => item.entry.id !== entry.id))}
          >
            {t('writes.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
