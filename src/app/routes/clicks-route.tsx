import { HourlyClicksScreen } from '../../features/hourly-clicks/hourly-clicks-screen';
import { useTranslation } from '../../lib/i18n';
import { BackOfficeOnly } from './back-office-only';

export function ClicksRoute() {
  const { t } = useTranslation('clicks');
  return (
    <BackOfficeOnly title={t('title')} refusal={t('forbidden')}>
      <HourlyClicksScreen />
    </BackOfficeOnly>
  );
}
