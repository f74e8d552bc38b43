import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ClickScope } from '../../api/statistics';
import { isLive } from '../../config/env';
import { clicksHref } from '../../config/paths';
import { Screen } from '../../components/screen';
import { useDemoSettings } from '../../lib/demo-controls';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { ClicksControls } from './clicks-controls';
import { ClicksDay } from './clicks-day';
import {
  clicksSearch,
  parseClicksView,
  scopeForPlan,
  scopeOf,
  type ClicksView,
} from './clicks-view';
import { useServiceNow } from '../../lib/service-day';

/** "link spring-sale on vvd.bz", "link group 1", "the whole account". */
export function describeScope(scope: ClickScope, t: TFunction<'clicks'>): string {
  if (scope.kind === 'link')
    return t('scope.link', {
      linkId: scope.linkId,
      domain: scope.domain.replace(/^https:\/\//, ''),
    });
  if (scope.kind === 'group') return t('scope.group', { grpIdx: scope.grpIdx });
  return t('scope.account');
}

export function HourlyClicksScreen() {
  const { t } = useTranslation('clicks');
  const search = useSearch();
  const [, navigate] = useLocation();
  const now = useServiceNow();
  const demo = useDemoSettings();
  const plan = demo?.plan ?? null;
  // The demo's plan is known once its simulated service is up (after the first paint): until
  // then nothing is asked, or a Personal plan's address would ask for what the plan refuses.
  const planPending = !isLive() && demo === null;
  const parsed = useMemo(() => parseClicksView(search, now.today), [search, now.today]);
  const { scopeKind, heldBack } = scopeForPlan(parsed.scopeKind, plan);
  const view = { ...parsed, scopeKind };
  const scope = scopeOf(view);
  const go = (patch: Partial<ClicksView>) =>
    navigate(clicksHref(clicksSearch({ ...view, ...patch }, now.today)));

  return (
    <Screen title={t('title')} lead={t('lead')}>
      <ClicksControls
        view={view}
        scopeLabel={scope ? describeScope(scope, t) : null}
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
      {planPending ? (
        <p className="notice notice--info" role="status">
          {t('states.loading')}
        </p>
      ) : scope ? (
        <ClicksDay view={view} scope={scope} scopeLabel={describeScope(scope, t)} now={now} />
      ) : (
        <p className="notice notice--info" role="status">
          {t(scopeKind === 'group' ? 'states.chooseGroup' : 'states.chooseLink')}
        </p>
      )}
    </Screen>
  );
}
