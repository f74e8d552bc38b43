/*
 * The hints under a refused verdict: redeemed (or tried) at this counter, and when; or a typed
 * number with look-alike characters.
 */
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { formatTime } from '../../lib/format';
import { lastActivity, seenValidHere } from '../../counter/recent-activity';
import { lookAlikeSuspects } from './assess-coupon';

export function RefusalHints({ cpnNo, typed }: { cpnNo: string; typed: boolean }) {
  const { t } = useTranslation('counter');
  const language = currentLanguage();
  const redeemed = lastActivity(cpnNo, 'redeem');
  const hints: string[] = [];
  const time = redeemed ? formatTime(new Date(redeemed.at), language) : '';
  if (redeemed?.outcome === 'ok') hints.push(t('hints.redeemedHere', { time }));
  else if (redeemed?.outcome === 'unknown') hints.push(t('hints.redeemUnsureHere', { time }));
  // The client cannot tell "no such coupon" from an expired or used-up one (the contract gives only
  // the service's words), so the hint only names the characters likely keyed as their twin, and
  // is left out where it cannot help: a scanned number, one with no such character, and one this
  // counter has seen valid (it exists, it was typed right).
  else if (typed && !seenValidHere(cpnNo)) {
    const suspects = lookAlikeSuspects(cpnNo);
    if (suspects.length > 0)
      hints.push(
        t('hints.lookAlike', {
          code: cpnNo,
          suspects: new Intl.ListFormat(language, { type: 'conjunction' }).format(
            suspects.map(({ char, twin }) => t('hints.mayBe', { char, twin })),
          ),
        }),
      );
  }
  if (hints.length === 0) return null;
  return (
    <ul className="verdict__hints">
      {hints.map((hint) => (
        <li key={hint}>{hint}</li>
      ))}
    </ul>
  );
}
