import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen';

export function CouponCounterScreen() {
  const { t } = useTranslation('counter');
  return <Screen title={t('title')} lead={t('lead')} />;
}
