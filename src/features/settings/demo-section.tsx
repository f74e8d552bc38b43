import { useEffect, useId, useState } from 'react';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import {
  DEMO_FAULTS,
  DEMO_PLANS,
  useDemoControls,
  useDemoSettings,
  type DemoFault,
  type DemoSettings,
} from '../../lib/demo-controls';
import { formatYmd } from '../../lib/format';

const LATENCIES = [0, 300, 1500, 5000];
const LATE_WRITES = [500, 1500, 5000, 12000];
const OTHER_TILL: readonly DemoSettings['otherTill'][] = ['off', 'once', 'always'];

/** Demo mode only: the simulated service's plan, clock, latency, failures and reset. */
export function DemoSection() {
  const { t } = useTranslation(['settings', 'common']);
  const controls = useDemoControls();
  const settings = useDemoSettings();
  const [confirming, setConfirming] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const ids = useId();
  const connected = controls !== null && settings !== null;
  // Reached by the banner's link (/settings#demo) before the controls came: the browser found no
  // #demo to scroll to then, so the section brings itself into view when it arrives.
  useEffect(() => {
    if (connected && window.location.hash === '#demo')
      document.getElementById('demo')?.scrollIntoView({ block: 'start' });
  }, [connected]);
  // Only once the demo's controls are connected (decision 0027): a live server has none. Not as a
  // placeholder before them: the banner's link to /settings#demo then scrolled to the placeholder,
  // and the journey found the section's heading out of view once the page had settled.
  if (!controls) return null;
  if (!settings)
    // Connected, their settings not read yet: the section is there, so #demo lands on it.
    return (
      <section id="demo" className="card" aria-labelledby="settings-demo" aria-busy="true">
        <h2 id="settings-demo">{t('demo.title')}</h2>
        <p className="hint" role="status">
          {t('demo.starting')}
        </p>
      </section>
    );
  const language = currentLanguage();

  return (
    <section id="demo" className="card" aria-labelledby="settings-demo">
      <h2 id="settings-demo">{t('demo.title')}</h2>
      <p className="hint">{t('demo.hint')}</p>

      <fieldset className="choice-group choice-group--stacked">
        <legend>{t('demo.plan')}</legend>
        {DEMO_PLANS.map((plan) => (
          <label key={plan} className="choice choice--described">
            <input
              type="radio"
              name="plan"
              value={plan}
              checked={settings.plan === plan}
              onChange={() => controls.update({ plan })}
            />
            <span>
              <span className="choice__title">{t(`common:demo.plans.${plan}`)}</span>
              <span className="choice__hint">{t(`demo.planHints.${plan}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <label className="choice">
        <input
          type="checkbox"
          checked={settings.webhookEnabled}
          onChange={(event) => controls.update({ webhookEnabled: event.target.checked })}
        />
        <span>{t('demo.webhook')}</span>
      </label>

      <div className="field-row">
        <div className="field">
          <label htmlFor={`${ids}-latency`}>{t('demo.latency')}</label>
          <select
            id={`${ids}-latency`}
            className="input"
            value={settings.latencyMs}
            onChange={(event) => controls.update({ latencyMs: Number(event.target.value) })}
          >
            {LATENCIES.map((value) => (
              <option key={value} value={value}>
                {value === 0 ? t('demo.latencyNone') : t('demo.latencyMs', { value })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-fault`}>{t('demo.fault')}</label>
          <select
            id={`${ids}-fault`}
            className="input"
            value={settings.fault}
            onChange={(event) =>
              controls.update({ fault: event.target.value as DemoFault, faultOperations: null })
            }
          >
            {DEMO_FAULTS.map((fault) => (
              <option key={fault} value={fault}>
                {t(`common:demo.faults.${fault}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${ids}-other-till`}>{t('demo.otherTill')}</label>
          <select
            id={`${ids}-other-till`}
            className="input"
            value={settings.otherTill}
            onChange={(event) =>
              controls.update({ otherTill: event.target.value as DemoSettings['otherTill'] })
            }
          >
            {OTHER_TILL.map((value) => (
              <option key={value} value={value}>
                {t(`demo.otherTillOptions.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {settings.fault === 'late-write' && (
          <div className="field">
            <label htmlFor={`${ids}-late`}>{t('demo.lateWriteMs')}</label>
            <select
              id={`${ids}-late`}
              className="input"
              value={settings.lateWriteMs}
              onChange={(event) => controls.update({ lateWriteMs: Number(event.target.value) })}
            >
              {LATE_WRITES.map((value) => (
                <option key={value} value={value}>
                  {t('demo.latencyMs', { value })}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      <label className="choice">
        <input
          type="checkbox"
          checked={settings.faultOnce}
          onChange={(event) => controls.update({ faultOnce: event.target.checked })}
        />
        <span>{t('demo.faultOnce')}</span>
      </label>

      <fieldset className="choice-group choice-group--stacked">
        <legend>{t('demo.serviceDate')}</legend>
        <p className="hint">
          {t('demo.serviceDateHint', { date: formatYmd(settings.today, language, 'long') })}
        </p>
        <label className="choice">
          <input
            type="checkbox"
            checked={settings.fixedNow === null}
            onChange={(event) =>
              controls.update({ fixedNow: event.target.checked ? null : settings.today })
            }
          />
          <span>{t('demo.followRealDate')}</span>
        </label>
        {settings.fixedNow !== null && (
          <div className="field">
            <label htmlFor={`${ids}-date`}>{t('demo.pinDate')}</label>
            <input
              id={`${ids}-date`}
              className="input"
              type="date"
              value={settings.today}
              onChange={(event) => {
                if (event.target.value) controls.update({ fixedNow: event.target.value });
              }}
            />
          </div>
        )}
      </fieldset>

      <div className="button-row">
        {confirming ? (
          <div role="group" aria-label={t('demo.reset')} className="confirm">
            <p>{t('demo.resetConfirm')}</p>
            <button
              type="button"
              className="button button--danger"
              onClick={() => {
                controls.reset();
                setConfirming(false);
                setResetDone(true);
              }}
            >
              {t('demo.resetYes')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setConfirming(false)}
            >
              {t('demo.cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setResetDone(false);
              setConfirming(true);
            }}
          >
            {t('demo.reset')}
          </button>
        )}
        <p role="status" className="status-text">
          {resetDone ? t('demo.resetDone') : ''}
        </p>
      </div>
    </section>
  );
}
