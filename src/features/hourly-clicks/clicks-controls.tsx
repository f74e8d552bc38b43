import { useId, useState, type ReactNode } from 'react';
import { linkDomains } from '../../api/service-domains';
import type { DemoPlan } from '../../lib/demo-controls';
import { useTranslation } from '../../lib/i18n';
import { serviceZoneAbbreviation } from '../../lib/service-zone';
import { addDays, type ClicksScopeKind, type ClicksView } from './clicks-view';

const SCOPE_KINDS: readonly ClicksScopeKind[] = ['link', 'group', 'account'];
const LINK_ID_MAX = 100;

interface ClicksControlsProps {
  view: ClicksView & { scopeKind: ClicksScopeKind };
  /** The account's plan when the app knows it (the demo); null in live mode. */
  plan: DemoPlan | null;
  today: string;
  onChange: (patch: Partial<ClicksView>) => void;
}

/** The screen's controls. Every choice goes into the address, so a shared link shows the same. */
export function ClicksControls({ view, plan, today, onChange }: ClicksControlsProps) {
  const { t } = useTranslation('clicks');
  const zone = serviceZoneAbbreviation();
  const dateId = useId();
  const planNoteId = useId();
  const personal = plan === 'personal';
  return (
    <div className="card clicks-controls" role="group" aria-label={t('controls.label')}>
      <div className="clicks-controls__date">
        <div className="field">
          <label htmlFor={dateId}>{t('controls.date', { zone })}</label>
          <input
            id={dateId}
            className="input"
            type="date"
            max={today}
            value={view.ymd}
            required
            onChange={(event) => {
              const ymd = event.target.value;
              // A half-typed or future date is not sent: the field keeps it until it is a day.
              if (/^\d{4}-\d{2}-\d{2}$/.test(ymd) && ymd <= today) onChange({ ymd });
            }}
          />
        </div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onChange({ ymd: addDays(view.ymd, -1) })}
        >
          {t('controls.previousDay')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={view.ymd >= today}
          onClick={() => onChange({ ymd: addDays(view.ymd, 1) })}
        >
          {t('controls.nextDay')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={view.ymd === today}
          onClick={() => onChange({ ymd: today })}
        >
          {t('controls.today')}
        </button>
      </div>

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

      {view.scopeKind === 'link' && (
        <LinkForm
          key={`${view.linkId}|${view.domain}`}
          linkId={view.linkId}
          domain={view.domain}
          onShow={(linkId, domain) => onChange({ scopeKind: 'link', linkId, domain })}
        />
      )}
      {view.scopeKind === 'group' && (
        <GroupForm
          key={String(view.grpIdx)}
          grpIdx={view.grpIdx}
          onShow={(grpIdx) => onChange({ scopeKind: 'group', grpIdx })}
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
  );
}

/**
 * The fields and the Show button on one line, their hint and message under the line, so the
 * controls and the button line up whatever the hint's length.
 */
function ShowForm({
  onSubmit,
  children,
  below,
}: {
  onSubmit: () => void;
  children: ReactNode;
  below: ReactNode;
}) {
  const { t } = useTranslation('clicks');
  return (
    <form
      className="clicks-controls__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="clicks-controls__row">
        {children}
        <button type="submit" className="button button--primary">
          {t('controls.show')}
        </button>
      </div>
      {below}
    </form>
  );
}

function LinkForm({
  linkId,
  domain,
  onShow,
}: {
  linkId: string;
  domain: string;
  onShow: (linkId: string, domain: string) => void;
}) {
  const { t } = useTranslation('clicks');
  const domains = linkDomains();
  const [typed, setTyped] = useState(linkId);
  const [chosen, setChosen] = useState(domain || domains[0] || '');
  const [problem, setProblem] = useState<'linkIdRequired' | 'linkIdTooLong' | null>(null);
  const idField = useId();
  const domainField = useId();
  const hintId = useId();
  const problemId = useId();
  return (
    <ShowForm
      onSubmit={() => {
        const id = typed.trim();
        const found = !id ? 'linkIdRequired' : id.length > LINK_ID_MAX ? 'linkIdTooLong' : null;
        setProblem(found);
        if (!found) onShow(id, chosen);
      }}
      below={
        <>
          <p id={hintId} className="hint">
            {t('controls.linkIdHint')}
          </p>
          {problem && (
            <p id={problemId} className="field__error">
              {t(`problems.${problem}`)}
            </p>
          )}
        </>
      }
    >
      <div className="field">
        <label htmlFor={idField}>{t('controls.linkId')}</label>
        <input
          id={idField}
          className="input"
          value={typed}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={domainField}>{t('controls.domain')}</label>
        <select
          id={domainField}
          className="input"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {/* A domain from a shared link that this app does not list is kept, not replaced. */}
          {(domains.includes(chosen) || !chosen ? domains : [...domains, chosen]).map((option) => (
            <option key={option} value={option}>
              {option.replace(/^https:\/\//, '')}
            </option>
          ))}
        </select>
      </div>
    </ShowForm>
  );
}

function GroupForm({
  grpIdx,
  onShow,
}: {
  grpIdx: number | null;
  onShow: (grpIdx: number) => void;
}) {
  const { t } = useTranslation('clicks');
  const [typed, setTyped] = useState(grpIdx === null ? '' : String(grpIdx));
  const [problem, setProblem] = useState(false);
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();
  return (
    <ShowForm
      onSubmit={() => {
        const value = typed.trim();
        const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
        const bad = !(number > 0);
        setProblem(bad);
        if (!bad) onShow(number);
      }}
      below={
        <>
          <p id={hintId} className="hint">
            {t('controls.groupIdxHint')}
          </p>
          {problem && (
            <p id={problemId} className="field__error">
              {t('problems.groupIdx')}
            </p>
          )}
        </>
      }
    >
      <div className="field">
        <label htmlFor={fieldId}>{t('controls.groupIdx')}</label>
        <input
          id={fieldId}
          className="input"
          inputMode="numeric"
          value={typed}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
    </ShowForm>
  );
}
