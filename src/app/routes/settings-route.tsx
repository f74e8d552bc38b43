import { lazy } from 'react';
import { isLive } from '../../config/env';
import { SettingsScreen } from '../../features/settings/settings-screen';

/** Live mode only, its own chunk: sign-in, the idle lock, devices (the demo has no sign-in). */
const SignInSection = isLive()
  ? lazy(() =>
      import('../../features/auth/sign-in-section').then((m) => ({ default: m.SignInSection })),
    )
  : null;

export function SettingsRoute() {
  return <SettingsScreen SignInSection={SignInSection} />;
}
