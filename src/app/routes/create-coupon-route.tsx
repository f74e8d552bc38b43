import { CreateCouponScreen } from '../../features/coupon-create/create-coupon-screen';

export function CreateCouponRoute() {
  return <CreateCouponScreen />;
}
