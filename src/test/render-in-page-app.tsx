import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { preloadLaterParts } from '../counter/later-parts';
import { App } from '../app/app';
import { createQueryClient } from '../api/query-client';
import { preloadFirstScreen } from '../app/routes';
import { configureApiClient } from '../api/client';
import { configureCustomDomains } from '../api/service-domains';
import type { DemoSettingsPatch } from '../lib/demo-controls';
import { currentLanguage, initI18n, type Language } from '../lib/i18n';
import { createTestService } from '../mocks/node';
import { trackServer } from './open-servers';
import { logRequests } from './request-log';

/**
 * The whole app at a path as the in-page demo runs it: no server of ours, the simulated service
 * answering the browser's own calls behind MSW. Only for the files whose tests still read what
 * the in-page demo did (its device names, its own record); render-app.tsx is the app's one path.
 */
export async function renderApp(
  path: string,
  {
    language = 'en',
    strict = false,
  }: {
    language?: Language;
    /** Inside React's StrictMode, as main.tsx renders it (effects run twice in development). */
    strict?: boolean;
  } = {},
) {
  window.history.replaceState(null, '', path);
  // As main.tsx does: the first screen's strings and code before the first render, and the
  // service answers in the UI's language.
  await Promise.all([
    initI18n(language, window.location.pathname),
    preloadFirstScreen(window.location.pathname),
  ]);
  configureApiClient({ getLanguage: currentLanguage });
  const { service, server } = createTestService();
  server.listen({ onUnhandledRequest: 'error' });
  const untrack = trackServer(server);
  configureCustomDomains(service.controls.getSettings().registeredDomains);
  // Listening before the first render: a screen whose code is already loaded sends at once.
  const requests = logRequests(server);
  // The recent list and the late notices are there from the first commit, as before the app split
  // them off (counter/later-parts.tsx).
  await preloadLaterParts();
  const app = <App demoControls={service.controls} queryClient={createQueryClient()} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  view.unmount = ((unmount) => () => {
    unmount();
    server.close();
    untrack();
  })(view.unmount);
  /** Changes the demo service's settings; the banner re-renders, so inside act(). */
  const demo = (patch: DemoSettingsPatch) =>
    act(async () => {
      service.controls.update(patch);
      await Promise.resolve();
    });
  return { ...view, service, server, demo, requests };
}
