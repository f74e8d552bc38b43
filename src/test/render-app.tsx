import { render } from '@testing-library/react';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { initI18n, type Language } from '../lib/i18n';
import { createTestService } from '../mocks/node';

/** The whole app at a path, with real providers and a fresh simulated service behind MSW. */
export async function renderApp(path: string, { language = 'en' }: { language?: Language } = {}) {
  await initI18n(language);
  window.history.replaceState(null, '', path);
  const { service, server } = createTestService();
  server.listen({ onUnhandledRequest: 'error' });
  const view = render(<App demoControls={service.controls} queryClient={createQueryClient()} />);
  view.unmount = ((unmount) => () => {
    unmount();
    server.close();
  })(view.unmount);
  return { ...view, service };
}
