import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { clicksHref } from '../../config/paths';
import { Screen } from '../../components/screen';
import { useDemoSettings } from '../../lib/demo-controls';
import { useTranslation } from '../../lib/i18n';
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
import { nameOfScope, useRememberedScopes } from './remembered-scopes';
import { describeScope } from './scope-words';

export function HourlyClicksScreen() {
  const { t } = useTranslation('clicks');
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
      {scope ? (
        <ClicksDay view={view} scope={scope} scopeLabel={scopeLabel ?? ''} now={now} />
      ) : (
        <p className="notice notice--info" role="status">
          {t(scopeKind === 'group' ? 'states.chooseGroup' : 'states.chooseLink')}
        </p>
      )}
    </Screen>
  );
}
