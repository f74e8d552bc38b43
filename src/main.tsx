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
import { createRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/routes';
import { AUTH_STATE_PATH, getAuthState, readAuthState } from './api/auth-state';
import { takeEarlyRead } from './api/early-reads';
import { useServiceKind } from './api/service-kind';
import { configureApiClient } from './api/client';
import { apiBase, isLive } from './config/env';
import { configureCustomDomains } from './api/service-domains';
import { afterPaint } from './lib/after-paint';
import { checkConnection, configureConnection, watchConnection } from './api/connection';
import type { LiveAuth } from './features/auth/start-auth';
import { DemoControlsContext, type DemoControls } from './lib/demo-controls';
import { currentLanguage, detectLanguage } from './lib/i18n';
import { REGISTERED_DOMAIN } from './mocks/fixture-basics';
import {
  claimed,
  keepDemoWorkerAcrossPages,
  registerDemoWorker,
  uncontrolledUnderActiveWorker,
} from './mocks/worker-start';

const demoMode = !isLive();

async function startDemo(
  registering: Promise<ServiceWorkerRegistration | null>,
): Promise<DemoControls> {
  // Loaded only in demo mode, and as its own chunk: live builds never ship the simulated service.
  const modules = Promise.all([import('./mocks/browser'), import('./lib/report/demo-record')]);
  await claimed(await registering);
  const [{ startDemoService }, { setDemoRecordClock }] = await modules;
  const controls = await startDemoService();
  // The demo's record of its writes is kept on the simulated service's clock (pinned or not).
  setDemoRecordClock(() => {
    const { fixedNow } = controls.getSettings();
    return fixedNow ? new Date(fixedNow) : new Date();
  });
  // What the account registered, from the service itself (the same as the seed's, set below).
  configureCustomDomains(controls.getSettings().registeredDomains);
  return controls;
}

/**
 * The demo's simulated service (170 kB) starts after the counter's first paint (issue 28): the
 * counter is on screen first, and a request sent before the service is ready waits for it
 * (configureApiClient's `ready`), so a scan typed or fired meanwhile loses nothing.
 */
function deferredDemo(registering: Promise<ServiceWorkerRegistration | null>) {
  // A failed registration is heard by startDemo (the boot failure), not as an unhandled rejection.
  registering.catch(() => undefined);
  let begin = () => {};
  const begun = new Promise<void>((resolve) => {
    begin = resolve;
  });
  return { begin, controls: begun.then(() => startDemo(registering)) };
}

/** The demo app: renders at once, and starts the simulated service once it has been painted. */
function DemoApp({ demo }: { demo: ReturnType<typeof deferredDemo> }) {
  const [controls, setControls] = useState<DemoControls | null>(null);
  useEffect(() => {
    let current = true;
    void demo.controls.then((started) => {
      if (current) setControls(started);
    });
    const cancel = afterPaint(demo.begin);
    return () => {
      current = false;
      cancel();
    };
  }, [demo]);
  return <App demoControls={controls} />;
}

/**
 * Live mode's sign-in: loaded only in a live build, and as its own chunk (the demo has none). The
 * state read is sent first, beside the request for that chunk, not from the chunk once it has
 * arrived and run (decision 0023 has what that measured).
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
 * Live: the app, and once our server's answers say it is the demo's (decision 0027) and the app
 * has been painted, the simulated service's controls (Settings → Demo service, the banner, the
 * PINs on the pad). The live server never says so, and the app shows no demo.
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
  let reactRoot: Root | null = null;
  try {
    configureApiClient({
      baseUrl: apiBase,
      getLanguage: currentLanguage,
      // Live: our server spends up to 10 s on a call (queue, check, retries) and then answers a
      // clear 504; the browser waits longer than that, so it hears the server's answer.
      ...(demoMode ? {} : { timeoutMs: 15_000 }),
    });
    configureConnection({ healthUrl: `${apiBase}/healthz` });
    const demo = demoMode ? deferredDemo(registerDemoWorker()) : null;
    if (demo) {
      keepDemoWorkerAcrossPages();
      const ready = demo.controls.then(() => undefined);
      // Each request that waits on it hears a failure itself; this copy must not be unhandled.
      ready.catch(() => undefined);
      configureApiClient({ ready });
      // The seed's registered domain, so a link on it scanned before the service is ready is
      // known as the account's (the service's own list replaces it once it runs).
      configureCustomDomains([REGISTERED_DOMAIN]);
      demo.controls.catch((error: unknown) => {
        reactRoot?.unmount();
        showBootFailure(root, error);
      });
    }
    const [liveAuth, reloadFirst] = await Promise.all([
      demoMode ? null : startLive(),
      // Demo: a page its service's worker will never control is reloaded now, before anyone
      // can type into it, rather than when the service starts (worker-start.ts).
      demoMode ? uncontrolledUnderActiveWorker() : false,
      // Live: whether our server can be reached, known before the first paint (an app opened
      // from the app worker's copy with no network opens to "No connection").
      demoMode ? null : checkConnection(),
      firstScreenReady,
      preloadFirstScreen(window.location.pathname),
    ]);
    if (reloadFirst) {
      location.reload();
      return;
    }
    // Live builds take the account's custom domains from VITE_CUSTOM_DOMAINS.
    watchConnection();
    if (!demoMode) afterPaint(() => void startAppUpdates(), 2_000);
    reactRoot = createRoot(root);
    reactRoot.render(
      <StrictMode>
        {demo ? <DemoApp demo={demo} /> : liveAuth ? <LiveApp liveAuth={liveAuth} /> : null}
      </StrictMode>,
    );
  } catch (error) {
    showBootFailure(root, error);
  }
}

void boot();
