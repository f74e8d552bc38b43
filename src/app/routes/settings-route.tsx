import { lazy } from 'react';
import { SettingsScreen } from '../../features/settings/settings-screen';

/** Its own chunk: sign-in, the idle lock, devices. */
const SignInSection = lazy(() =>
  import('../../features/auth/sign-in-section').then((m) => ({ default: m.SignInSection })),
);

export function SettingsRoute() {
  return <SettingsScreen SignInSection={SignInSection} />;
}
