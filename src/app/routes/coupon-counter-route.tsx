import { CouponCounterScreen } from '../../features/coupon-check/coupon-counter-screen';

export function CouponCounterRoute() {
  return <CouponCounterScreen />;
}
