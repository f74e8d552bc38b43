import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/screen';

export function StampScreen() {
  const { t } = useTranslation('stamps');
  return <Screen title={t('title')} lead={t('lead')} />;
}
