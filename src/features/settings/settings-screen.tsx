import { Suspense, type ComponentType } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Screen } from '../../components/screen';
import { AppearanceSection } from './appearance-section';
import { CounterSection } from './counter-section';
import { DemoSection } from './demo-section';
import { DeviceSection } from './device-section';
import { LanguageSection } from './language-section';

interface SettingsScreenProps {
  /** Live mode's sign-in section (the auth feature's, handed in by the route); null in the demo. */
  SignInSection: ComponentType | null;
}

export function SettingsScreen({ SignInSection }: SettingsScreenProps) {
  const { t } = useTranslation('settings');
  return (
    <Screen title={t('title')}>
      <div className="stack">
        <LanguageSection />
        <AppearanceSection />
        {SignInSection && (
          <Suspense fallback={null}>
            <SignInSection />
          </Suspense>
        )}
        <DeviceSection />
        <CounterSection />
        <DemoSection />
      </div>
    </Screen>
  );
}
