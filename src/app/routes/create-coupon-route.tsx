import { CreateCouponScreen } from '../../features/coupon-create/create-coupon-screen';
import { useTranslation } from '../../lib/i18n';
import { BackOfficeOnly } from './back-office-only';

export function CreateCouponRoute() {
  const { t } = useTranslation('create');
  return (
    <BackOfficeOnly title={t('title')} refusal={t('forbidden')}>
      <CreateCouponScreen />
    </BackOfficeOnly>
  );
}
