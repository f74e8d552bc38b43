import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { isStampsPath, PATHS, STAMP_CARD_ROUTE } from '../config/paths';
import { loadNamespaces, namespacesFor } from '../lib/i18n';
import { CouponCounterRoute } from './routes/coupon-counter-route';
import { NotFoundRoute } from './routes/not-found-route';

// The counter is the home screen and loads with the app; the other screens load when opened,
// their code and their strings together (so a screen never suspends again for its strings).
async function withStrings<T>(path: string, load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), loadNamespaces(namespacesFor(path))]);
  return module;
}
const loadStamps = () => withStrings(PATHS.stamps, () => import('./routes/stamps-route'));
const LazyStampsRoute = lazy(() => loadStamps().then((m) => ({ default: m.StampsRoute })));
let preloadedStamps: Awaited<ReturnType<typeof loadStamps>> | null = null;

/**
 * The stamp screen is the other counter screen: opened first (a tablet kept on /stamps), it loads
 * at start beside the strings, so it paints at once instead of after a "Loading…" shell.
 */
export async function preloadFirstScreen(pathname: string): Promise<void> {
  if (isStampsPath(pathname)) preloadedStamps = await loadStamps();
}

function StampsRoute() {
  const Screen = preloadedStamps?.StampsRoute ?? LazyStampsRoute;
  return <Screen />;
}
const CreateCouponRoute = lazy(() =>
  withStrings(PATHS.createCoupon, () => import('./routes/create-coupon-route')).then((m) => ({
    default: m.CreateCouponRoute,
  })),
);
const ClicksRoute = lazy(() =>
  withStrings(PATHS.clicks, () => import('./routes/clicks-route')).then((m) => ({
    default: m.ClicksRoute,
  })),
);
const AuditRoute = lazy(() =>
  withStrings(PATHS.audit, () => import('./routes/audit-route')).then((m) => ({
    default: m.AuditRoute,
  })),
);
const ReportRoute = lazy(() =>
  withStrings(PATHS.report, () => import('./routes/report-route')).then((m) => ({
    default: m.ReportRoute,
  })),
);
const SettingsRoute = lazy(() =>
  withStrings(PATHS.settings, () => import('./routes/settings-route')).then((m) => ({
    default: m.SettingsRoute,
  })),
);

export function AppRoutes() {
  return (
    <Switch>
      <Route path={PATHS.counter} component={CouponCounterRoute} />
      <Route path={PATHS.stamps} component={StampsRoute} />
      <Route path={STAMP_CARD_ROUTE} component={StampsRoute} />
      <Route path={PATHS.createCoupon} component={CreateCouponRoute} />
      <Route path={PATHS.clicks} component={ClicksRoute} />
      <Route path={PATHS.settings} component={SettingsRoute} />
      <Route path={PATHS.audit} component={AuditRoute} />
      <Route path={PATHS.report} component={ReportRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
