// First, on purpose: its requests leave before the rest of the app's code is evaluated.
import { firstScreenReady } from './early-start';
// Before the app's modules: a component's own CSS comes after the shared rules and the tokens.
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/content.css';
import './styles/notices.css';
import './styles/dialog.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/routes';
import { AUTH_STATE_PATH, getAuthState, readAuthState } from './api/auth-state';
import { takeEarlyRead } from './api/early-reads';
import { useServiceKind } from './api/service-kind';
import { configureApiClient } from './api/client';
import { apiBase } from './config/env';
import { afterPaint } from './lib/after-paint';
import { checkConnection, configureConnection, watchConnection } from './api/connection';
import type { LiveAuth } from './features/auth/start-auth';
import { DemoControlsContext, type DemoControls } from './lib/demo-controls';
import { currentLanguage, detectLanguage } from './lib/i18n';

/**
 * The sign-in, as its own chunk. The state read is sent first, beside the request for that chunk,
 * not from the chunk once it has arrived and run (decision 0023 has what that measured).
 */
async function startLive(): Promise<LiveAuth> {
  // Sent by early-keys.js while this code was being compiled, when the build named it.
  const firstRead = readAuthState(() =>
    getAuthState(takeEarlyRead(`${apiBase}${AUTH_STATE_PATH}`)),
  );
  const { startAuth } = await import('./features/auth/start-auth');
  return startAuth(firstRead);
}

/**
 * The app, and once our server's answers say it is the demo's (decision 0027) and the app has
 * been painted, the simulated service's controls (Settings → Demo service, the banner, the PINs
 * on the pad). The live server never says so, and the app shows no demo.
 */
function LiveApp({ liveAuth }: { liveAuth: LiveAuth }) {
  const [controls, setControls] = useState<DemoControls | null>(null);
  // Only the demo's server says 'demo' on its answers; a live app never asks for controls.
  const demo = useServiceKind() === 'demo';
  useEffect(() => {
    if (!demo) return;
    let current = true;
    const cancel = afterPaint(() => {
      import('./api/demo-service')
        .then(({ connectDemo }) => connectDemo(apiBase))
        .then((connected) => {
          if (!current) return;
          // For the journeys and the curious, as the in-page demo had it.
          if (connected) (window as { __demo?: DemoControls }).__demo = connected;
          setControls(connected);
        })
        .catch((error: unknown) => console.warn('The demo service could not be reached.', error));
    });
    return () => {
      current = false;
      cancel();
    };
  }, [demo]);
  return (
    <DemoControlsContext value={controls}>
      <liveAuth.Gate>
        <App demoControls={controls} queryClient={liveAuth.queryClient} />
      </liveAuth.Gate>
    </DemoControlsContext>
  );
}

/** The app worker (offline start, updates), after the first paint, as a chunk of its own. */
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
      // Our server spends up to 10 s on a call (queue, check, retries) and then answers a clear
      // 504; the browser waits longer than that, so it hears the server's answer.
      timeoutMs: 15_000,
    });
    configureConnection({ healthUrl: `${apiBase}/healthz` });
    const [liveAuth] = await Promise.all([
      startLive(),
      // Whether our server can be reached, known before the first paint (an app opened from the
      // app worker's copy with no network opens to "No connection").
      checkConnection(),
      firstScreenReady,
      preloadFirstScreen(window.location.pathname),
    ]);
    watchConnection();
    afterPaint(() => void startAppUpdates(), 2_000);
    createRoot(root).render(
      <StrictMode>
        <LiveApp liveAuth={liveAuth} />
      </StrictMode>,
    );
  } catch (error) {
    showBootFailure(root, error);
  }
}

void boot();
