import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen';

export function HourlyClicksScreen() {
  const { t } = useTranslation('clicks');
  return <Screen title={t('title')} lead={t('lead')} />;
}
