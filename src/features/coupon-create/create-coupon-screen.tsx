import { useState } from 'react';
import { Screen } from '../../components/screen';
import { useTranslation } from '../../lib/i18n';
import { CouponForm } from './coupon-form';
import { blankCouponValues } from './coupon-form-defaults';
import { clearCouponDraft, restoreCouponDraft } from './coupon-draft';
import type { CouponFormValues } from './coupon-form-schema';
import { useCouponFormContext } from './use-coupon-form-context';
import './create-coupon.css';

interface Start {
  values: CouponFormValues;
  /** The values came from the draft this browser kept. */
  restored: boolean;
  /** A new key is a new form (react-hook-form reads its default values once). */
  key: number;
}

export function CreateCouponScreen() {
  const { t } = useTranslation('create');
  const context = useCouponFormContext();
  const [start, setStart] = useState<Start>(() => {
    const draft = restoreCouponDraft(context.today);
    return { values: draft ?? blankCouponValues(context.today), restored: draft !== null, key: 0 };
  });
  const startOver = () => {
    clearCouponDraft();
    setStart({ values: blankCouponValues(context.today), restored: false, key: start.key + 1 });
  };
  return (
    <Screen title={t('title')} lead={t('lead')}>
      {start.restored && (
        <div className="notice notice--info create-draft" role="status">
          <p>{t('draft.restored')}</p>
          <button type="button" className="button button--secondary" onClick={startOver}>
            {t('draft.startOver')}
          </button>
        </div>
      )}
      <CouponForm key={start.key} context={context} defaultValues={start.values} />
    </Screen>
  );
}
