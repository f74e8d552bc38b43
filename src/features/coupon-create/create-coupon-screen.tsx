import { useState } from 'react';
import { Screen } from '../../components/screen';
import { useTranslation } from '../../lib/i18n';
import { CouponForm } from './coupon-form';
import { blankCouponValues } from './coupon-form-defaults';
import { useCouponFormContext } from './use-coupon-form-context';
import './create-coupon.css';

export function CreateCouponScreen() {
  const { t } = useTranslation('create');
  const context = useCouponFormContext();
  // Read once: the form owns its values from here on.
  const [defaultValues] = useState(() => blankCouponValues(context.today));
  return (
    <Screen title={t('title')} lead={t('lead')}>
      <CouponForm context={context} defaultValues={defaultValues} />
    </Screen>
  );
}
