import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { CouponCounterRoute } from './routes/coupon-counter-route';
import { NotFoundRoute } from './routes/not-found-route';

// The counter is the home screen and loads with the app; the other screens load when opened.
const StampsRoute = lazy(() =>
  import('./routes/stamps-route').then((m) => ({ default: m.StampsRoute })),
);
const CreateCouponRoute = lazy(() =>
  import('./routes/create-coupon-route').then((m) => ({ default: m.CreateCouponRoute })),
);
const ClicksRoute = lazy(() =>
  import('./routes/clicks-route').then((m) => ({ default: m.ClicksRoute })),
);
const SettingsRoute = lazy(() =>
  import('./routes/settings-route').then((m) => ({ default: m.SettingsRoute })),
);

export const PATHS = {
  counter: '/',
  stamps: '/stamps',
  createCoupon: '/coupons/new',
  clicks: '/clicks',
  settings: '/settings',
} as const;

export function AppRoutes() {
  return (
    <Switch>
      <Route path={PATHS.counter} component={CouponCounterRoute} />
      <Route path={PATHS.stamps} component={StampsRoute} />
      <Route path={`${PATHS.stamps}/:stampIdx`} component={StampsRoute} />
      <Route path={PATHS.createCoupon} component={CreateCouponRoute} />
      <Route path={PATHS.clicks} component={ClicksRoute} />
      <Route path={PATHS.settings} component={SettingsRoute} />
      <Route component={NotFoundRoute} />
    </Switch>
  );
}
