// First, on purpose: its requests leave before the rest of the app's code is evaluated.
import { firstScreenReady } from './early-start';
// Before the app's modules: a component's own CSS comes after the shared rules and the tokens.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/routes';
import { configureApiClient } from './api/client';
import { apiBase, isLive } from './config/env';
import { configureCustomDomains } from './api/service-domains';
import { afterPaint } from './lib/after-paint';
import { checkConnection, configureConnection, watchConnection } from './api/connection';
import type { LiveAuth } from './features/auth/start-auth';
import type { DemoControls } from './lib/demo-controls';
import { currentLanguage, detectLanguage } from './lib/i18n';

const demoMode = !isLive();

async function startDemo(): Promise<DemoControls | null> {
  if (!demoMode) return null;
  // Loaded only in demo mode, and as its own chunk: live builds never ship the simulated service.
  const [{ startDemoService }, { setDemoRecordClock }] = await Promise.all([
    import('./mocks/browser'),
    import('./lib/report/demo-record'),
  ]);
  const controls = await startDemoService();
  // The demo's record of its writes is kept on the simulated service's clock (pinned or not).
  setDemoRecordClock(() => {
    const { fixedNow } = controls.getSettings();
    return fixedNow ? new Date(fixedNow) : new Date();
  });
  return controls;
}

/** Live mode's sign-in: loaded only in a live build, and as its own chunk (the demo has none). */
async function startLive(): Promise<LiveAuth> {
  const { startAuth } = await import('./features/auth/start-auth');
  return startAuth();
}

/** Live: the app worker (offline start, updates), after the first paint, as a chunk of its own. */
async function startAppUpdates() {
  const { registerAppWorker } = await import('./features/app-update/register');
  await registerAppWorker();
}

function showBootFailure(root: HTMLElement, error: unknown) {
  console.error('The app could not start.', error);
  const korean = detectLanguage() === 'ko';
  root.innerHTML = '';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.className = 'boot-failure';
  message.textContent = korean
    ? '앱을 시작할 수 없습니다. 페이지를 새로 고쳐 보세요. 문제가 계속되면 관리자에게 알려 주세요.'
    : 'The app could not start. Reload the page; if this keeps happening, tell whoever looks after this device.';
  root.append(message);
}

async function boot() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  try {
    configureApiClient({
      baseUrl: apiBase,
      getLanguage: currentLanguage,
      // Live: our server spends up to 10 s on a call (queue, check, retries) and then answers a
      // clear 504; the browser waits longer than that, so it hears the server's answer.
      ...(demoMode ? {} : { timeoutMs: 15_000 }),
    });
    configureConnection({ healthUrl: `${apiBase}/healthz` });
    const [demoControls, liveAuth] = await Promise.all([
      startDemo(),
      demoMode ? null : startLive(),
      // Live: whether our server can be reached, known before the first paint (an app opened
      // from the app worker's copy with no network opens to "No connection").
      demoMode ? null : checkConnection(),
      firstScreenReady,
      preloadFirstScreen(window.location.pathname),
    ]);
    // Live builds take the account's custom domains from VITE_CUSTOM_DOMAINS.
    if (demoControls) configureCustomDomains(demoControls.getSettings().registeredDomains);
    watchConnection();
    if (!demoMode) afterPaint(() => void startAppUpdates(), 2_000);
    createRoot(root).render(
      <StrictMode>
        {!demoMode && liveAuth ? (
          <liveAuth.Gate>
            <App demoControls={null} queryClient={liveAuth.queryClient} />
          </liveAuth.Gate>
        ) : (
          <App demoControls={demoControls} />
        )}
      </StrictMode>,
    );
  } catch (error) {
    showBootFailure(root, error);
  }
}

void boot();
