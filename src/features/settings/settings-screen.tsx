import { useTranslation } from '../../lib/i18n';
import { Screen } from '../../components/screen';
import { CounterSection } from './counter-section';
import { DemoSection } from './demo-section';
import { DeviceSection } from './device-section';
import { LanguageSection } from './language-section';

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  return (
    <Screen title={t('title')}>
      <div className="stack">
        <LanguageSection />
        <DeviceSection />
        <CounterSection />
        <DemoSection />
      </div>
    </Screen>
  );
}
