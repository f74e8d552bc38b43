import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from '../lib/i18n';
import { useLocation } from 'wouter';
import { ErrorFallback } from '../components/error-fallback';
import { LiveStaffChip } from '../features/auth/live-staff-chip';
import { FocusHeadingOnMountContext } from '../components/screen';
import { InterruptedWrites, LateResults, useLateResultsBelow } from '../counter/later-parts';
import { AfterFirstPaint } from '../lib/lazy-part';
import { takeEarlyKeys } from '../counter/scan/early-keys';
import { useAppUpdate } from '../lib/app-update';
import { ConnectionNotice } from './connection-notice';
import { DemoBanner, LiveBadge } from './demo-banner';
import { LanguageSwitch } from '../components/language-switch';
import { Navigation } from './navigation';
import { hasScanField } from '../config/paths';

/** Loaded only once a new version is waiting (live build). */
const UpdateNotice = lazy(() => import('../features/app-update/update-notice'));

/** The live region a waiting update is announced in; its notice comes with its own chunk. */
function UpdateRegion() {
  const waiting = useAppUpdate() !== 'none';
  return (
    <div role="status" className="update-region">
      {waiting && (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      )}
    </div>
  );
}

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div className="screen-loading" role="status">
      {t('app.loading')}
    </div>
  );
}

/** True once the user has moved to another screen inside the app (not on the first load). */
function useHasNavigated(pathname: string): boolean {
  const [firstPath] = useState(pathname);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && pathname !== firstPath) setNavigated(true);
  return navigated;
}

/**
 * The screen, and what depends on the address: only this re-renders with every address, not the
 * shell around it (a stamp scan moves /stamps/274 to /stamps/275 and changes nothing up there).
 */
function ScreenFrame({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const navigated = useHasNavigated(pathname);
  // Keys kept while the app loaded belong to a scan field; a screen without one drops them.
  useEffect(() => {
    if (!hasScanField(pathname)) takeEarlyKeys();
  }, [pathname]);
  return (
    // A failing screen is contained here and cleared by navigating elsewhere.
    <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[pathname]}>
      <FocusHeadingOnMountContext value={navigated}>
        <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
      </FocusHeadingOnMountContext>
    </ErrorBoundary>
  );
}

/**
 * Late results above the screen, wherever no counter screen shows them: a screen without a scan
 * field, or a counter screen still loading or showing its error page. A counter screen shows them
 * above its recent list instead (CounterBelow, counter/later-parts.tsx): above the screen, a late
 * result arriving pushed the next customer's Redeem button down the moment it became tappable.
 */
function LateResultsAboveScreen() {
  if (useLateResultsBelow()) return null;
  return (
    <AfterFirstPaint>
      <LateResults />
    </AfterFirstPaint>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <DemoBanner />
      <header className="header">
        <span className="header__brand">{t('app.name')}</span>
        <LiveBadge />
        {/* Who signed in with their PIN, on which till. */}
        <LiveStaffChip />
        <LanguageSwitch />
      </header>
      <Navigation />
      <main id="main" className="main">
        <ConnectionNotice />
        <UpdateRegion />
        <InterruptedWrites />
        <LateResultsAboveScreen />
        <ScreenFrame>{children}</ScreenFrame>
      </main>
    </div>
  );
}
