import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Screen } from '../../components/screen';
import { AppearanceSection } from './appearance-section';
import { CounterSection } from './counter-section';
import { DemoSection } from './demo-section';
import { DeviceSection } from './device-section';
import { LanguageSection } from './language-section';

/** Live mode only, its own chunk: sign-in, the idle lock, devices (the demo has no sign-in). */
const SignInSection =
  import.meta.env.VITE_API_MODE === 'live'
    ? lazy(() => import('../auth/sign-in-section').then((m) => ({ default: m.SignInSection })))
    : null;

export function SettingsScreen() {
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
