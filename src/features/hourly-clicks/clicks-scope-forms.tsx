import { useId, useState, type ReactNode } from 'react';
import { linkDomains } from '../../api/service-domains';
import { useTranslation } from '../../lib/i18n';
import { SCOPE_NAME_MAX } from './remembered-scopes';

const LINK_ID_MAX = 100;

/** What ties the field to the hint and the message under the line. */
interface Described {
  'aria-describedby': string;
  'aria-invalid': true | undefined;
}

/**
 * The fields and the Show button on one line, their hint and message under the line, so the
 * controls and the button line up whatever the hint's length.
 */
function ShowForm({
  onSubmit,
  hint,
  problem,
  children,
}: {
  onSubmit: () => void;
  hint: string;
  /** What is wrong with what was typed, or null. */
  problem: string | null;
  children: (described: Described) => ReactNode;
}) {
  const { t } = useTranslation('clicks');
  const hintId = useId();
  const problemId = useId();
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
        {children({
          'aria-describedby': problem ? `${hintId} ${problemId}` : hintId,
          'aria-invalid': problem ? true : undefined,
        })}
        <button type="submit" className="button button--primary">
          {t('controls.show')}
        </button>
      </div>
      <p id={hintId} className="hint">
        {hint}
      </p>
      {problem && (
        <p id={problemId} className="field__error">
          {problem}
        </p>
      )}
    </form>
  );
}

/** What staff call a link or group on this device (remembered-scopes.ts): optional. */
function NameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation('clicks');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{t('controls.scopeName')}</label>
      <input
        id={id}
        className="input"
        value={value}
        maxLength={SCOPE_NAME_MAX}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

export function LinkForm({
  linkId,
  domain,
  name,
  onShow,
}: {
  linkId: string;
  domain: string;
  /** The name it has on this device, if any. */
  name: string;
  onShow: (linkId: string, domain: string, name: string) => void;
}) {
  const { t } = useTranslation('clicks');
  const domains = linkDomains();
  const [typed, setTyped] = useState(linkId);
  const [named, setNamed] = useState(name);
  const [chosen, setChosen] = useState(domain || domains[0] || '');
  const [problem, setProblem] = useState<'linkIdRequired' | 'linkIdTooLong' | null>(null);
  const idField = useId();
  const domainField = useId();
  return (
    <ShowForm
      onSubmit={() => {
        const id = typed.trim();
        const found = !id ? 'linkIdRequired' : id.length > LINK_ID_MAX ? 'linkIdTooLong' : null;
        setProblem(found);
        if (!found) onShow(id, chosen, named);
      }}
      hint={t('controls.linkIdHint')}
      problem={problem && t(`problems.${problem}`)}
    >
      {(described) => (
        <>
          <div className="field">
            <label htmlFor={idField}>{t('controls.linkId')}</label>
            <input
              {...described}
              id={idField}
              className="input"
              value={typed}
              autoComplete="off"
              spellCheck={false}
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
              {(domains.includes(chosen) || !chosen ? domains : [...domains, chosen]).map(
                (option) => (
                  <option key={option} value={option}>
                    {option.replace(/^https:\/\//, '')}
                  </option>
                ),
              )}
            </select>
          </div>
          <NameField value={named} onChange={setNamed} />
        </>
      )}
    </ShowForm>
  );
}

export function GroupForm({
  grpIdx,
  name,
  onShow,
}: {
  grpIdx: number | null;
  name: string;
  onShow: (grpIdx: number, name: string) => void;
}) {
  const { t } = useTranslation('clicks');
  const [typed, setTyped] = useState(grpIdx === null ? '' : String(grpIdx));
  const [named, setNamed] = useState(name);
  const [problem, setProblem] = useState(false);
  const fieldId = useId();
  return (
    <ShowForm
      onSubmit={() => {
        const value = typed.trim();
        const number = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
        const bad = !(number > 0);
        setProblem(bad);
        if (!bad) onShow(number, named);
      }}
      hint={t('controls.groupIdxHint')}
      problem={problem ? t('problems.groupIdx') : null}
    >
      {(described) => (
        <>
          <div className="field">
            <label htmlFor={fieldId}>{t('controls.groupIdx')}</label>
            <input
              {...described}
              id={fieldId}
              className="input"
              inputMode="numeric"
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
          <NameField value={named} onChange={setNamed} />
        </>
      )}
    </ShowForm>
  );
}
