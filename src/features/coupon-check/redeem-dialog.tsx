import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { Coupon } from '../../api/coupons';
import type { ApiError } from '../../api/errors';
import { Dialog } from '../../components/dialog';
import { DialogFooter } from '../../components/dialog-footer';
import { PasswordField } from '../../components/password-field';
import { redeemNeeds } from './assess-coupon';

interface RedeemDialogProps {
  coupon: Coupon;
  error: ApiError | null;
  working: boolean;
  onConfirm: (password: string | undefined) => void;
  onCancel: () => void;
}

type Missing = 'password' | 'person';

/**
 * Asks for what a redeem needs: the on-site password (masked, numeric keypad, read from the
 * field at the last moment and never kept in state) and, for a personal coupon, that staff have
 * checked the customer is its owner.
 */
export function RedeemDialog({ coupon, error, working, onConfirm, onCancel }: RedeemDialogProps) {
  const { t } = useTranslation('counter');
  const id = useId();
  const password = useRef<HTMLInputElement>(null);
  const [personChecked, setPersonChecked] = useState(false);
  const [missing, setMissing] = useState<Missing[]>([]);
  const needs = redeemNeeds(coupon);
  const person = [coupon.userNm, coupon.userId && `(${coupon.userId})`].filter(Boolean).join(' ');

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const value = password.current?.value ?? '';
    const nowMissing: Missing[] = [];
    if (needs.person && !personChecked) nowMissing.push('person');
    if (needs.password && value === '') nowMissing.push('password');
    setMissing(nowMissing);
    if (nowMissing.length > 0) {
      if (nowMissing[0] === 'password') password.current?.focus();
      return;
    }
    if (password.current) password.current.value = '';
    onConfirm(needs.password ? value : undefined);
  }

  // The service refused the password: back to the field for the next try. The Redeem button
  // that was tapped was disabled while it worked, which leaves the focus nowhere.
  useEffect(() => {
    if (error && !working) password.current?.focus();
  }, [error, working]);

  const serviceErrorId = `${id}-service-error`;
  return (
    <Dialog title={t('redeem.dialogTitle', { code: coupon.cpnNo })} onClose={onCancel}>
      <form className="form" noValidate onSubmit={submit}>
        {needs.person && (
          <div className="field">
            <label className="choice choice--described">
              <input
                type="checkbox"
                checked={personChecked}
                aria-invalid={missing.includes('person') || undefined}
                onChange={(event) => setPersonChecked(event.target.checked)}
                autoFocus={!needs.password}
              />
              <span>{t('redeem.confirmPerson', { person })}</span>
            </label>
            {missing.includes('person') && (
              <p className="field__error">{t('redeem.confirmPersonRequired')}</p>
            )}
          </div>
        )}
        {needs.password && (
          <PasswordField
            inputRef={password}
            missing={missing.includes('password')}
            invalid={error !== null}
            describedBy={error ? serviceErrorId : null}
            autoFocus
          />
        )}
        <DialogFooter
          refusal={
            error
              ? t(
                  error.saidBy === 'server'
                    ? 'redeem.refusedInDialogByServer'
                    : 'redeem.refusedInDialog',
                  { message: error.serviceMessage ?? '' },
                )
              : null
          }
          refusalId={serviceErrorId}
          working={working}
          confirmLabel={t('redeem.confirm')}
          workingLabel={t('redeem.working')}
          cancelLabel={t('redeem.cancel')}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
