import { useState } from 'react';
import { Screen } from '../../components/screen';
import { useTranslation } from '../../lib/i18n';
import { drawCouponCode, generatedCodeLengthOf } from './coupon-code';
import { clearCouponDraft, codeMaybeSent, restoreCouponDraft } from './coupon-draft';
import { CouponForm } from './coupon-form/coupon-form';
import { codeToSend } from './coupon-form-request';
import { BLANK_RECIPIENT, blankCouponValues } from './coupon-form-schema';
import type { CouponFormValues } from './coupon-form-values';
import { CreatedCouponView } from './created-coupon';
import { useCouponFormContext } from './use-coupon-form-context';
import type { CreatedCoupon } from './use-create-submission';
import './create-coupon.css';

interface Start {
  values: CouponFormValues;
  /** The values came from the draft this browser kept. */
  restored: boolean;
  /** …and the page closed while they were being sent: the coupon may exist already. */
  interrupted: boolean;
  /** A new key is a new form (react-hook-form reads its default values once, and a new form has its own lock). */
  key: number;
}

/** "Create another like this": the settings stay; the code and the recipient are new. */
function likeThis(values: CouponFormValues): CouponFormValues {
  return {
    ...values,
    generatedCode: drawCouponCode(generatedCodeLengthOf(values.codeLength)),
    customCode: '',
    ...BLANK_RECIPIENT,
  };
}

export function CreateCouponScreen() {
  const { t } = useTranslation('create');
  const context = useCouponFormContext();
  const [start, setStart] = useState<Start>(() => {
    const draft = restoreCouponDraft(context.today);
    return {
      values: draft ?? blankCouponValues(context.today),
      restored: draft !== null,
      interrupted: draft !== null && codeMaybeSent() === codeToSend(draft),
      key: 0,
    };
  });
  const [created, setCreated] = useState<CreatedCoupon | null>(null);
  const begin = (values: CouponFormValues) => {
    setCreated(null);
    setStart({ values, restored: false, interrupted: false, key: start.key + 1 });
  };
  const startOver = () => {
    clearCouponDraft();
    begin(blankCouponValues(context.today));
  };

  return (
    <Screen title={t('title')} lead={t('lead')}>
      {created ? (
        <CreatedCouponView
          created={created}
          context={context}
          onAnother={() => begin(blankCouponValues(context.today))}
          onAnotherLike={() => begin(likeThis(created.values))}
        />
      ) : (
        <>
          {start.restored && (
            <div className="notice notice--info create-draft" role="status">
              <p>{start.interrupted ? t('draft.interrupted') : t('draft.restored')}</p>
              <button type="button" className="button button--secondary" onClick={startOver}>
                {t('draft.startOver')}
              </button>
            </div>
          )}
          <CouponForm
            key={start.key}
            context={context}
            defaultValues={start.values}
            onCreated={setCreated}
          />
        </>
      )}
    </Screen>
  );
}
