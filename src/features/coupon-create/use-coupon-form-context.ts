import { useMemo } from 'react';
import { serviceToday } from '../../api/service-time';
import { useDemoSettings } from '../../lib/demo-controls';
import type { CouponFormContext } from './coupon-form-values';

/** The service's default coupon domain, when no account tells us (live mode). */
const SERVICE_DEFAULT_DOMAIN = 'https://vvd.bz';

/**
 * The account and the day the form checks against. In the demo, the simulated account's plan,
 * switches, domains, groups and templates. In live mode the contract has no operation that says
 * the plan or lists groups, so nothing is refused here that the service might allow: the
 * service's own refusal is shown instead.
 */
export function useCouponFormContext(): CouponFormContext {
  const demo = useDemoSettings();
  // The demo's today moves with its pinned clock; live mode reads the service's day at render.
  const today = demo?.today ?? serviceToday();
  return useMemo(
    () =>
      demo
        ? {
            plan: demo.plan,
            webhookEnabled: demo.webhookEnabled,
            today,
            defaultDomain: demo.defaultDomain,
            registeredDomains: demo.registeredDomains,
            groups: demo.couponGroups,
            templates: demo.couponTemplates,
            catalogueComplete: true,
          }
        : {
            plan: 'enterprise',
            webhookEnabled: true,
            today,
            defaultDomain: SERVICE_DEFAULT_DOMAIN,
            registeredDomains: [],
            groups: [],
            templates: [],
            catalogueComplete: false,
          },
    [demo, today],
  );
}
