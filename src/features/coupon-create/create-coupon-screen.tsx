import { useState } from 'react';
import { Screen } from '../../components/screen';
import { useTranslation } from '../../lib/i18n';
import { drawCouponCode, isGeneratedCodeLength } from './coupon-code';
import { clearCouponDraft, restoreCouponDraft } from './coupon-draft';
import { CouponForm } from './coupon-form';
import { blankCouponValues } from './coupon-form-defaults';
import type { CouponFormValues } from './coupon-form-schema';
import { CreatedCouponView } from './created-coupon';
import { useCouponFormContext } from './use-coupon-form-context';
import type { CreatedCoupon } from './use-create-submission';
import './create-coupon.css';

interface Start {
  values: CouponFormValues;
  /** The values came from the draft this browser kept. */
  restored: boolean;
  /** A new key is a new form (react-hook-form reads its default values once, and a new form has its own lock). */
  key: number;
}

/** "Create another like this": the settings stay; the code and the recipient are new. */
function likeThis(values: CouponFormValues): CouponFormValues {
  const length = Number(values.codeLength);
  return {
    ...values,
    generatedCode: drawCouponCode(isGeneratedCodeLength(length) ? length : undefined),
    customCode: '',
    userId: '',
    userName: '',
    userPhone: '',
    userEmail: '',
    userExtra1: '',
    userExtra2: '',
  };
}

export function CreateCouponScreen() {
  const { t } = useTranslation('create');
  const context = useCouponFormContext();
  const [start, setStart] = useState<Start>(() => {
    const draft = restoreCouponDraft(context.today);
    return { values: draft ?? blankCouponValues(context.today), restored: draft !== null, key: 0 };
  });
  const [created, setCreated] = useState<CreatedCoupon | null>(null);
  const begin = (values: CouponFormValues) => {
    setCreated(null);
    setStart({ values, restored: false, key: start.key + 1 });
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
              <p>{t('draft.restored')}</p>
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
