import { ChevronDown } from '../../components/icons/ChevronDown';
import { useEffect, useId, useRef, useState } from 'react';
import type { ClickScope } from '../../api/statistics';
import type { DemoPlan } from '../../lib/demo-controls';
import { useTranslation } from '../../lib/i18n';
import { serviceZoneAbbreviation } from '../../lib/service-zone';
import { GroupForm, LinkForm } from './clicks-scope-forms';
import { DayInput, DayStepButton, TodayButton } from '../../components/day-stepper';
import { SPANS, type ClicksScopeKind, type ClicksView } from './clicks-view';
import { RememberedList } from './remembered-list';
import {
  getRememberedScopes,
  rememberScope,
  saveRememberedScopes,
  type RememberedScope,
} from './remembered-scopes';
import './clicks-controls.css';

const SCOPE_KINDS: readonly ClicksScopeKind[] = ['link', 'group', 'account'];

type ShownScope = Exclude<ClickScope, { kind: 'account' }>;

interface ClicksControlsProps {
  view: ClicksView & { scopeKind: ClicksScopeKind };
  /** What the clicks are of ("the whole account"), or null while a link or group is to be chosen. */
  scopeLabel: string | null;
  /** The name the link or group shown has on this device, or ''. */
  scopeName: string;
  /** The account's plan when the app knows it (the demo); null in live mode. */
  plan: DemoPlan | null;
  today: string;
  onChange: (patch: Partial<ClicksView>) => void;
}

/**
 * The screen's controls, compact so that the day's total and its chart are in view on arrival at
 * 1024×768: the day and its steps on one line, then one line that says what is
 * shown and opens the rest (scope, chart or table, the week-earlier comparison). They stay open
 * while a link or group is still to be chosen. Every choice goes into the address, so a shared link
 * shows the same.
 */
export function ClicksControls({
  view,
  scopeLabel,
  scopeName,
  plan,
  today,
  onChange,
}: ClicksControlsProps) {
  const { t } = useTranslation('clicks');
  const zone = serviceZoneAbbreviation();
  const dateId = useId();
  const day = { value: view.ymd, today, onChange: (ymd: string) => onChange({ ymd }) };
  const summaryId = useId();
  const panelId = useId();
  const choosing = scopeLabel === null;
  const [open, setOpen] = useState(choosing);
  const toggle = useRef<HTMLButtonElement>(null);
  const [shownCount, setShownCount] = useState(0);
  // A link or group to choose opens the panel. Once one is shown the panel closes, so the chart
  // is in view (left open, it pushed the chart below the fold at 1440 px), and the focus goes to
  // Change, where the pressed Show button was.
  if (choosing && !open) setOpen(true);
  useEffect(() => {
    if (shownCount > 0) toggle.current?.focus();
  }, [shownCount]);
  const show = (scope: RememberedScope | ({ name: string } & ShownScope)) => {
    saveRememberedScopes(rememberScope(getRememberedScopes(), scope, scope.name));
    setOpen(false);
    setShownCount((count) => count + 1);
    onChange(
      scope.kind === 'link'
        ? { scopeKind: 'link', linkId: scope.linkId, domain: scope.domain }
        : { scopeKind: 'group', grpIdx: scope.grpIdx },
    );
  };
  const shown = t(view.display === 'chart' ? 'controls.summaryChart' : 'controls.summaryTable', {
    scope: scopeLabel ?? '',
  });
  return (
    <div className="card clicks-controls" role="group" aria-label={t('controls.label')}>
      <div className="clicks-controls__bar">
        <div className="clicks-controls__date">
          <label htmlFor={dateId}>
            {t(view.days === 1 ? 'controls.date' : 'span.lastDay', { zone })}
          </label>
          <div className="clicks-controls__steps">
            <DayStepButton step={-1} icon {...day} label={t('controls.previousDay')} />
            <DayInput
              id={dateId}
              {...day}
              words={{
                pick: t('controls.pickDay'),
                notADay: (example) => t('controls.notADay', { example }),
              }}
            />
            <DayStepButton step={1} icon {...day} label={t('controls.nextDay')} />
            <TodayButton {...day} label={t('controls.today')} />
          </div>
        </div>
        <SpanChoice days={view.days} onChange={(days) => onChange({ days })} />
        {!choosing && (
          <div className="clicks-controls__summary">
            <p id={summaryId}>{view.compare ? t('controls.summaryCompared', { shown }) : shown}</p>
            <button
              ref={toggle}
              type="button"
              className="button button--secondary clicks-controls__toggle"
              aria-expanded={open}
              aria-controls={panelId}
              aria-describedby={summaryId}
              onClick={() => setOpen(!open)}
            >
              {t('controls.change')}
              <ChevronDown aria-hidden="true" />
            </button>
          </div>
        )}
      </div>
      {/* Hidden, not removed: a link ID typed but not yet shown survives closing the panel. */}
      <div id={panelId} className="clicks-controls__panel" hidden={!open}>
        <RememberedList onPick={show} />
        <ScopeChoice view={view} plan={plan} onChange={onChange} />
        {view.scopeKind === 'link' && (
          <LinkForm
            key={`${view.linkId}|${view.domain}|${scopeName}`}
            linkId={view.linkId}
            domain={view.domain}
            name={scopeName}
            onShow={(linkId, domain, name) => show({ kind: 'link', linkId, domain, name })}
          />
        )}
        {view.scopeKind === 'group' && (
          <GroupForm
            key={`${String(view.grpIdx)}|${scopeName}`}
            grpIdx={view.grpIdx}
            name={scopeName}
            onShow={(grpIdx, name) => show({ kind: 'group', grpIdx, name })}
          />
        )}
        <div className="clicks-controls__row">
          <fieldset className="choice-group">
            <legend>{t('controls.display')}</legend>
            {(['chart', 'table'] as const).map((display) => (
              <label key={display} className="choice">
                <input
                  type="radio"
                  name="clicks-display"
                  value={display}
                  checked={view.display === display}
                  onChange={() => onChange({ display })}
                />
                <span>{t(`controls.${display}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="choice">
            <input
              type="checkbox"
              checked={view.compare}
              onChange={(event) => onChange({ compare: event.target.checked })}
            />
            <span>{t('controls.compare')}</span>
          </label>
        </div>
      </div>
    </div>
  );
}

/**
 * How many days, ending on the day chosen: the plan's longest is not held back here, so that
 * choosing more says why it is not shown (decision 0028). A span from the address that is not
 * one of the offered ones is offered too, so the field says what is shown.
 */
function SpanChoice({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation('clicks');
  const id = useId();
  const offered: readonly number[] = SPANS.includes(days as (typeof SPANS)[number])
    ? SPANS
    : [...SPANS, days].sort((a, b) => a - b);
  return (
    <div className="clicks-controls__span">
      <label htmlFor={id}>{t('span.label')}</label>
      <select
        id={id}
        className="input"
        value={days}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {offered.map((count) => (
          <option key={count} value={count}>
            {t('span.options', { count })}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Link, group or account; on Personal the last two are shown, disabled, with the plan named. */
function ScopeChoice({
  view,
  plan,
  onChange,
}: Pick<ClicksControlsProps, 'view' | 'plan' | 'onChange'>) {
  const { t } = useTranslation('clicks');
  const planNoteId = useId();
  const personal = plan === 'personal';
  return (
    <fieldset className="choice-group">
      <legend>{t('controls.scope')}</legend>
      {SCOPE_KINDS.map((kind) => {
        const gated = personal && kind !== 'link';
        return (
          <label key={kind} className="choice">
            <input
              type="radio"
              name="clicks-scope"
              value={kind}
              checked={view.scopeKind === kind}
              disabled={gated && view.scopeKind !== kind}
              aria-describedby={gated ? planNoteId : undefined}
              onChange={() => onChange({ scopeKind: kind })}
            />
            <span>{t(`controls.scopes.${kind}`)}</span>
            {gated && (
              <span className="plan-badge" aria-hidden="true">
                {t('controls.needsPremium')}
              </span>
            )}
          </label>
        );
      })}
      {personal && (
        <span id={planNoteId} className="visually-hidden">
          {t('controls.needsPremium')}
        </span>
      )}
    </fieldset>
  );
}
