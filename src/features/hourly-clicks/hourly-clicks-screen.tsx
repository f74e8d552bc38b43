import { Suspense, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { clicksHref } from '../../config/paths';
import { Screen } from '../../components/screen';
import { useDemoSettings } from '../../lib/demo-controls';
import { useTranslation } from '../../lib/i18n';
import { ClicksControls } from './clicks-controls';
import { ClicksDay } from './clicks-day';
import { Loading } from './clicks-load-failure';
import { lazyPart } from '../../lib/lazy-part';
import {
  clicksSearch,
  MAX_DAYS,
  spanRefusal,
  parseClicksView,
  scopeForPlan,
  scopeOf,
  type ClicksView,
} from './clicks-view';
import { useServiceNow } from '../../lib/service-day';
import { nameOfScope, useRememberedScopes } from './remembered-scopes';
import { describeScope } from './scope-words';

/** Its own chunk, fetched when a range is first shown: the day's chart does not carry it. */
const Range = lazyPart(() => import('./clicks-range').then((module) => module.ClicksRange));

export function HourlyClicksScreen() {
  const { t } = useTranslation('clicks');
  const { t: tCommon } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useServiceNow();
  const demo = useDemoSettings();
  const plan = demo?.plan ?? null;
  const parsed = useMemo(() => parseClicksView(search, now.today), [search, now.today]);
  const { scopeKind, heldBack } = scopeForPlan(parsed.scopeKind, plan);
  const view = { ...parsed, scopeKind };
  const scope = scopeOf(view);
  const remembered = useRememberedScopes();
  const scopeName = scope ? nameOfScope(remembered, scope) : '';
  const scopeLabel = scope ? describeScope(scope, t, scopeName) : null;
  const refusal = spanRefusal(view.days, plan);
  const go = (patch: Partial<ClicksView>) =>
    navigate(clicksHref(clicksSearch({ ...view, ...patch }, now.today)));

  return (
    <Screen title={t('title')} lead={t('lead')}>
      <ClicksControls
        view={view}
        scopeLabel={scopeLabel}
        scopeName={scopeName}
        plan={plan}
        today={now.today}
        onChange={go}
      />
      {heldBack && (
        <p className="notice notice--info">
          {heldBack === 'group'
            ? parsed.grpIdx === null
              ? t('states.planGroupUnnamed')
              : t('states.planGroup', { grpIdx: parsed.grpIdx })
            : t('states.planAccount')}
        </p>
      )}
      {scope && refusal ? (
        <p className="notice notice--info" role="status">
          {plan === null || refusal.maxDays === MAX_DAYS
            ? t('span.serviceCap', { max: refusal.maxDays })
            : t('span.planCap', { plan: tCommon(`demo.plans.${plan}`), max: refusal.maxDays })}
        </p>
      ) : scope && view.days > 1 ? (
        <Suspense fallback={<Loading />}>
          <Range.Part view={view} scope={scope} scopeLabel={scopeLabel ?? ''} now={now} />
        </Suspense>
      ) : scope ? (
        <ClicksDay view={view} scope={scope} scopeLabel={scopeLabel ?? ''} now={now} />
      ) : (
        <p className="notice notice--info" role="status">
          {t(scopeKind === 'group' ? 'states.chooseGroup' : 'states.chooseLink')}
        </p>
      )}
    </Screen>
  );
}
