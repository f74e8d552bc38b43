import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { ApiError } from '../../api/errors';
import { Dialog } from '../../components/dialog';
import { DialogFooter } from '../../components/dialog-footer';
import { PasswordField } from '../../components/password-field';

interface RewardDialogProps {
  stampIdx: number;
  error: ApiError | null;
  working: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

/** The on-site password for giving an on-site card's reward; a wrong one can be tried again. */
export function RewardDialog({ stampIdx, error, working, onConfirm, onCancel }: RewardDialogProps) {
  const { t } = useTranslation('stamps');
  const id = useId();
  const password = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const serviceErrorId = `${id}-service`;

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const value = password.current?.value ?? '';
    setMissing(value === '');
    if (value === '') {
      password.current?.focus();
      return;
    }
    if (password.current) password.current.value = '';
    onConfirm(value);
  }

  return (
    <Dialog title={t('reward.dialogTitle', { id: stampIdx })} onClose={onCancel}>
      <form className="form" noValidate onSubmit={submit}>
        <PasswordField
          inputRef={password}
          missing={missing}
          invalid={error !== null}
          describedBy={error ? serviceErrorId : null}
          autoFocus
        />
        <DialogFooter
          refusal={
            error
              ? t(
                  error.saidBy === 'server'
                    ? 'reward.refusedInDialogByServer'
                    : 'reward.refusedInDialog',
                  { message: error.serviceMessage ?? '' },
                )
              : null
          }
          refusalId={serviceErrorId}
          working={working}
          confirmLabel={t('reward.confirm')}
          workingLabel={t('reward.working')}
          cancelLabel={t('reward.cancel')}
          onCancel={onCancel}
        />
      </form>
    </Dialog>
  );
}
