import { useTranslation } from '../lib/i18n';
import type { LateResult } from './use-verdict-state';

type Result = LateResult['result'];
type Facts = Pick<LateResult, 'result' | 'before' | 'now'>;

/**
 * Which words the counts a result read back take, to match it: after "it went through", a coupon
 * the service now refuses is used up; after "it did not" or "not sure", the service refuses it now.
 */
export function countsKey(result: Result, now: 'refused' | null) {
  if (now === null) return 'writes.countsUnread' as const;
  return result === 'went-through'
    ? ('writes.countsUsedUp' as const)
    : ('writes.countsRefused' as const);
}

export function Counts({ result, before, now }: Facts) {
  const { t } = useTranslation();
  return (
    <span>
      {typeof now === 'number'
        ? t('writes.counts', { before, now })
        : t(countsKey(result, now), { before })}
    </span>
  );
}

/** What became of a write that ended after staff moved on, with its counts. */
export function LateResultWords(late: Facts & Pick<LateResult, 'action' | 'code'>) {
  const { t } = useTranslation();
  return (
    <>
      {t(`writes.late.${late.action}.${late.result}`, { code: late.code })}{' '}
      <Counts result={late.result} before={late.before} now={late.now} />
    </>
  );
}

/** A result's notice tone: done is success, did not is information, not sure is a warning. */
export function toneOf(result: Result): string {
  if (result === 'went-through') return 'notice--success';
  if (result === 'did-not') return 'notice--info';
  return 'notice--warning';
}
