import { useTranslation } from '../../lib/i18n';
import { Screen } from '../../components/screen';

export function HourlyClicksScreen() {
  const { t } = useTranslation('clicks');
  return <Screen title={t('title')} lead={t('lead')} />;
}
