import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { COUPON_FIXTURES as C, FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from '../mocks/seed';
import { withTestService } from '../mocks/test-helpers';
import { useCreateCoupon } from './coupon-create';
import { couponQueries, useRedeemCoupon } from './coupons';
import { Secret } from './secret';
import { stampQueries, useAddStamp, useRewardStamp } from './stamps';
import { statisticsQueries } from './statistics';

const harness = withTestService();

function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('query and mutation hooks against the simulated service', () => {
  it('a redeem re-reads the coupon shown on screen', async () => {
    const { result } = renderHook(
      () => ({ coupon: useQuery(couponQueries.validate(C.member)), redeem: useRedeemCoupon() }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.coupon.data?.useCnt).toBe(1));
    await act(() => result.current.redeem.mutateAsync({ cpnNo: C.member, userId: 'minji.kim' }));
    await waitFor(() => expect(result.current.coupon.data?.useCnt).toBe(2));
  });

  it('an added stamp and a given reward are read back from the service', async () => {
    const { result } = renderHook(
      () => ({
        stamp: useQuery(stampQueries.validate(S.onsite)),
        add: useAddStamp(),
        reward: useRewardStamp(),
      }),
      { wrapper: wrapper() },
    );
    await waitFor(() => expect(result.current.stamp.data?.stamps).toBe(2));
    for (const expected of [3, 4, 5]) {
      await act(() => result.current.add.mutateAsync({ stampIdx: S.onsite }));
      await waitFor(() => expect(result.current.stamp.data?.stamps).toBe(expected));
    }
    await act(() =>
      result.current.reward.mutateAsync({
        stampIdx: S.onsite,
        onsitePwd: new Secret(FIXTURE_PASSWORDS.stamp),
      }),
    );
    await waitFor(() =>
      expect(result.current.stamp.error).toMatchObject({ kind: 'refused', code: 1205 }),
    );
  });

  it('creates a coupon and reads clicks by hour', async () => {
    const { result } = renderHook(
      () => ({
        create: useCreateCoupon(),
        clicks: useQuery(
          statisticsQueries.clicksByHour({
            startYmd: '2026-11-20',
            endYmd: '2026-11-20',
            scope: { kind: 'account' },
          }),
        ),
      }),
      { wrapper: wrapper() },
    );
    const cpnNo = await act(() =>
      result.current.create.mutateAsync({
        nm: 'Hook coupon',
        discTypeIdx: 457,
        disc: 10,
        strtYmd: '2026-11-21',
        endYmd: '2026-12-31',
        useLimit: 0,
      }),
    );
    expect(harness.service.state.coupons[cpnNo]?.nm).toBe('Hook coupon');
    await waitFor(() => expect(result.current.clicks.data?.length).toBeGreaterThan(0));
  });

  it('a failed write is not retried', async () => {
    harness.service.controls.update({ fault: 'server-error', faultOperations: ['coupon.redeem'] });
    const { result } = renderHook(() => useRedeemCoupon(), { wrapper: wrapper() });
    await act(async () => {
      await expect(result.current.mutateAsync({ cpnNo: C.singleUse })).rejects.toMatchObject({
        kind: 'server',
      });
    });
    expect(result.current.failureCount).toBe(1);
  });
});
