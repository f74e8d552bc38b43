import { useTranslation } from '../../lib/i18n';
import { Screen } from '../../components/screen';

export function CreateCouponScreen() {
  const { t } = useTranslation('create');
  return <Screen title={t('title')} lead={t('lead')} />;
}
