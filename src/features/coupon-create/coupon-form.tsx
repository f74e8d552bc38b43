import { zodResolver } from '@hookform/resolvers/zod';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiErrorMessage, describeError } from '../../components/api-error-message';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import {
  drawCouponCode,
  GENERATED_CODE_LENGTHS,
  generatedCodeLengthOf,
  upperCaseAscii,
} from './coupon-code';
import { codeToSend } from './coupon-form-request';
import { couponFormMessageValues, groupOf, isOnsite, planAllows } from './coupon-form-rules';
import { couponFormCheck, createCouponFormSchema } from './coupon-form-schema';
import {
  CODE_MODES,
  CURRENCIES,
  DISCOUNT_TYPES,
  USE_LIMITS,
  type CouponFormContext,
  type CouponFormField,
  type CouponFormValues,
  type KnownCouponGroup,
} from './coupon-form-values';
import { pickerColour } from './colour';
import { useHoldUpdates } from '../../lib/update-holds';
import { saveCouponDraft } from './coupon-draft';
import { CouponPreview } from './coupon-preview';
import type { SectionProps } from './section-props';
import { ValiditySection } from './validity-section';
import { Field, FieldMessage } from './form-field';
import {
  useCreateSubmission,
  type CreatedCoupon,
  type LostAnswer,
  type TakenCode,
} from './use-create-submission';

interface CouponFormProps {
  context: CouponFormContext;
  defaultValues: CouponFormValues;
  onCreated: (created: CreatedCoupon) => void;
}

/** Enter in a field never sends (scanners end with Enter); Ctrl/Cmd+Enter anywhere does. */
function keyIntent(event: KeyboardEvent<HTMLFormElement>): 'submit' | 'swallow' | null {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return null;
  if (event.ctrlKey || event.metaKey) return 'submit';
  const target = event.target as HTMLElement;
  // Enter on a button presses it, and in the memo starts a new line, as it should.
  return target instanceof HTMLInputElement ? 'swallow' : null;
}

/**
 * The creation form, top to bottom as issue 10 lists it. The schema beside it decides; a field's
 * message shows once the field has been left (or a send was tried), and is worked out from all
 * values on every render, so a message that depends on another field (the end date on the start,
 * the user ID on the uses) follows that field at once.
 */
export function CouponForm({ context, defaultValues, onCreated }: CouponFormProps) {
  const { t } = useTranslation('create');
  const schema = useMemo(() => createCouponFormSchema(context), [context]);
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<CouponFormValues>({ mode: 'onTouched', defaultValues, resolver });
  const values = useWatch({ control: form.control }) as CouponFormValues;
  const { touchedFields, submitCount, isDirty } = form.formState;
  // The same check as the resolver's, so a message shown and a send refused always agree.
  const issues = useMemo(() => couponFormCheck(schema, values), [schema, values]);
  const messageValues = couponFormMessageValues(context, currentLanguage());
  const errorOf = (field: CouponFormField): string | null => {
    if (!touchedFields[field] && submitCount === 0) return null;
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? t(issue.message, messageValues) : null;
  };
  // The draft follows every change (the password left out), so a reload loses nothing.
  useEffect(() => saveCouponDraft(values), [values]);
  const submission = useCreateSubmission(form, context, onCreated);
  const { submit, sending, error, lost } = submission;
  // An app update waits while staff type or a send is out (the stored draft comes back after an
  // update, but not the on-site password, and never mid-send).
  useHoldUpdates(isDirty || sending);
  // A taken code is said on the code field for as long as that code is the one in the form.
  const taken = submission.taken?.cpnNo === codeToSend(values) ? submission.taken : null;
  const drawNewCode = () =>
    form.setValue('generatedCode', drawCouponCode(generatedCodeLengthOf(values.codeLength)), {
      shouldDirty: true,
    });
  const sections: SectionProps = { form, values, context, errorOf, taken, drawNewCode };
  const formId = useId();
  const submitHintId = useId();

  return (
    <div className="create-layout">
      <form
        id={formId}
        className="create-form"
        noValidate
        aria-label={t('title')}
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        onKeyDown={(event) => {
          const intent = keyIntent(event);
          if (intent) event.preventDefault();
          if (intent === 'submit') submit();
        }}
      >
        <BasicsSection {...sections} />
        <ValiditySection {...sections} />
        <LimitsSection {...sections} />
        <CodeSection {...sections} />
        <RecipientSection {...sections} />
        <OnsiteSection {...sections} />
        <LookSection {...sections} />
        <AdvancedSection {...sections} />
      </form>
      <aside className="create-layout__aside">
        <CouponPreview values={values} context={context} />
        <div className="create-submit">
          {error !== null && <ApiErrorMessage error={error} />}
          {lost && <LostAnswerNotice lost={lost} />}
          {submission.taken && <TakenCodeNotice taken={submission.taken} />}
          <button
            type="submit"
            form={formId}
            className="button button--primary button--large"
            disabled={sending}
            aria-describedby={submitHintId}
          >
            {sending ? t('submit.sending') : t('submit.create')}
          </button>
          <p id={submitHintId} className="hint">
            {t('submit.shortcut')}
          </p>
        </div>
      </aside>
    </div>
  );
}

/** What became of a send whose answer was lost (use-create-submission.ts). */
function LostAnswerNotice({ lost }: { lost: LostAnswer }) {
  const { t } = useTranslation('create');
  const code = lost.cpnNo;
  switch (lost.kind) {
    case 'checking':
      return (
        <p className="notice notice--info" role="status">
          {t('lost.checking', { code })}
        </p>
      );
    case 'not-created':
      return (
        <p className="notice notice--warning" role="alert">
          {t('lost.notCreated', { code })}
        </p>
      );
    case 'unknown':
      return (
        <p className="notice notice--warning" role="alert">
          {t('lost.unknown', { code })}
        </p>
      );
  }
}

/** Beside the button: the service's words (or the lost answer), pointing to the code field. */
function TakenCodeNotice({ taken }: { taken: TakenCode }) {
  const { t } = useTranslation('create');
  const { t: tCommon } = useTranslation();
  const summary =
    taken.refusal === null
      ? t('lost.takenLost', { code: taken.cpnNo })
      : describeError(taken.refusal, tCommon).summary;
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__summary">{summary}</p>
      <p className="notice__detail">{t('lost.seeCodeField')}</p>
    </div>
  );
}

function BasicsSection({ form: { register }, values, errorOf }: SectionProps) {
  const { t } = useTranslation('create');
  const fixed = values.discountType === 'fixed';
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.basics')}</legend>
      <Field label={t('fields.name')} error={errorOf('name')} required>
        {(control) => (
          <input {...control} className="input" autoComplete="off" {...register('name')} />
        )}
      </Field>
      <fieldset className="choice-group">
        <legend>{t('fields.discountType')}</legend>
        {DISCOUNT_TYPES.map((type) => (
          <label key={type} className="choice">
            <input type="radio" value={type} {...register('discountType')} />
            <span>{t(`fields.${type}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        <Field
          label={fixed ? t('fields.amount') : t('fields.percent')}
          hint={fixed ? t('fields.amountHint') : t('fields.percentHint')}
          error={errorOf('discount')}
          required
        >
          {(control) => (
            <span className="create-form__affix">
              <input
                {...control}
                className="input"
                inputMode="decimal"
                autoComplete="off"
                {...register('discount')}
              />
              {!fixed && <span aria-hidden="true">%</span>}
            </span>
          )}
        </Field>
        {fixed && (
          <Field label={t('fields.currency')} error={errorOf('currency')} required>
            {(control) => (
              <select {...control} className="input" {...register('currency')}>
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </div>
    </fieldset>
  );
}

function LimitsSection({ form: { register }, errorOf }: SectionProps) {
  const { t } = useTranslation('create');
  const errorId = useId();
  const error = errorOf('useLimit');
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.limits')}</legend>
      <fieldset className="choice-group choice-group--stacked">
        <legend>{t('fields.useLimit')}</legend>
        {USE_LIMITS.map((limit) => (
          <label key={limit} className="choice">
            <input
              type="radio"
              value={limit}
              aria-describedby={error ? errorId : undefined}
              {...register('useLimit')}
            />
            <span>{t(`fields.useLimitOptions.${limit}`)}</span>
          </label>
        ))}
      </fieldset>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}

function CodeSection({ form, values, errorOf, taken, drawNewCode }: SectionProps) {
  const { register, setValue } = form;
  const { t } = useTranslation('create');
  const takenMessage = taken
    ? `${t('lost.taken', { code: taken.cpnNo, name: taken.coupon.nm })} ${
        values.codeMode === 'generate' ? t('lost.takenGenerated') : t('lost.takenCustom')
      }`
    : null;
  const generatedError = errorOf('generatedCode') ?? takenMessage;
  const customError = errorOf('customCode') ?? takenMessage;
  const customCode = register('customCode');
  const drawNewRef = useRef<HTMLButtonElement>(null);
  // The refusal is told on this field, so the focus comes here: to the code to retype, or to
  // the button that draws a new one.
  // Once per refusal: typing a new code or switching the mode clears `taken`, so this does not
  // run again on the keystrokes after it.
  const { setFocus } = form;
  const codeMode = values.codeMode;
  useEffect(() => {
    if (!taken) return;
    if (codeMode === 'custom') setFocus('customCode', { shouldSelect: true });
    else drawNewRef.current?.focus();
  }, [taken, codeMode, setFocus]);
  // Upper-cased as typed, the ASCII way (decision 0005); the caret stays where it was.
  const upperCase = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const upper = upperCaseAscii(input.value);
    if (upper !== input.value) {
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    void customCode.onChange(event);
  };
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.code')}</legend>
      <fieldset className="choice-group">
        <legend>{t('fields.codeMode')}</legend>
        {CODE_MODES.map((mode) => (
          <label key={mode} className="choice">
            <input type="radio" value={mode} {...register('codeMode')} />
            <span>{t(`fields.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      {values.codeMode === 'generate' ? (
        <div className="field-row">
          <Field label={t('fields.codeLength')}>
            {(control) => (
              <select
                {...control}
                className="input"
                {...register('codeLength', {
                  // A new length is a new code, drawn here, so the draft holds the one to send.
                  onChange: (event: ChangeEvent<HTMLSelectElement>) =>
                    setValue(
                      'generatedCode',
                      drawCouponCode(generatedCodeLengthOf(event.target.value)),
                    ),
                })}
              >
                {GENERATED_CODE_LENGTHS.map((length) => (
                  <option key={length} value={String(length)}>
                    {t('fields.codeLengthOption', { length })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('fields.generatedCode')}
            hint={t('fields.generatedHint')}
            error={generatedError}
          >
            {(control) => (
              <input {...control} className="input code" readOnly value={values.generatedCode} />
            )}
          </Field>
          {taken && (
            <button
              ref={drawNewRef}
              type="button"
              className="button button--secondary"
              onClick={drawNewCode}
            >
              {t('lost.drawNew')}
            </button>
          )}
        </div>
      ) : (
        <Field
          label={t('fields.customCode')}
          hint={t('fields.customHint')}
          error={customError}
          required
        >
          {(control) => (
            <input
              {...control}
              className="input code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              {...customCode}
              onChange={upperCase}
            />
          )}
        </Field>
      )}
    </fieldset>
  );
}

function RecipientSection({ form: { register }, values, errorOf }: SectionProps) {
  const { t } = useTranslation('create');
  const limit = Number(values.useLimit);
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.recipient')}</legend>
      <div className="field-row">
        <Field label={t('fields.userId')} error={errorOf('userId')} required={limit >= 2}>
          {(control) => (
            <input {...control} className="input" autoComplete="off" {...register('userId')} />
          )}
        </Field>
        <Field label={t('fields.userName')} error={errorOf('userName')}>
          {(control) => (
            <input {...control} className="input" autoComplete="off" {...register('userName')} />
          )}
        </Field>
        <Field label={t('fields.userPhone')} error={errorOf('userPhone')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="tel"
              autoComplete="off"
              {...register('userPhone')}
            />
          )}
        </Field>
        <Field label={t('fields.userEmail')} error={errorOf('userEmail')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="email"
              autoComplete="off"
              {...register('userEmail')}
            />
          )}
        </Field>
        <Field label={t('fields.userExtra1')} error={errorOf('userExtra1')}>
          {(control) => <input {...control} className="input" {...register('userExtra1')} />}
        </Field>
        <Field label={t('fields.userExtra2')} error={errorOf('userExtra2')}>
          {(control) => <input {...control} className="input" {...register('userExtra2')} />}
        </Field>
      </div>
    </fieldset>
  );
}

function OnsiteSection({ form: { register }, values, context, errorOf }: SectionProps) {
  const { t } = useTranslation('create');
  const [revealed, setRevealed] = useState(false);
  const group = groupOf(values, context);
  const groupDecides = group?.settings.onsite !== undefined;
  const noteId = useId();
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.onsite')}</legend>
      <label className="choice">
        <input
          type="checkbox"
          aria-describedby={groupDecides ? noteId : undefined}
          {...register('onsite')}
        />
        <span>{t('fields.onsite')}</span>
      </label>
      {group && groupDecides && (
        <p id={noteId} className="notice notice--info">
          {t('fields.groupOnsite', { group: `${group.grpIdx} ${group.name}` })}
        </p>
      )}
      {isOnsite(values, context) && (
        <Field
          label={t('fields.onsitePassword')}
          hint={t('fields.onsitePasswordHint')}
          error={errorOf('onsitePassword')}
          required
        >
          {(control) => (
            <span className="create-form__affix">
              <input
                {...control}
                className="input"
                type={revealed ? 'text' : 'password'}
                autoComplete="off"
                {...register('onsitePassword')}
              />
              <button
                type="button"
                className="button button--secondary button--small"
                aria-controls={control.id}
                onClick={() => setRevealed((shown) => !shown)}
              >
                {revealed ? t('fields.hidePassword') : t('fields.showPassword')}
              </button>
            </span>
          )}
        </Field>
      )}
    </fieldset>
  );
}

function knownList(items: readonly { idx: number; name: string }[]): string {
  return items.map(({ idx, name }) => `${idx} ${name}`).join(', ');
}

function groupSettingNames(group: KnownCouponGroup): string[] {
  const { settings } = group;
  const names: string[] = [];
  if (settings.onsite !== undefined) names.push('onsite');
  if (settings.imageUrl) names.push('image');
  if (settings.textColour) names.push('textColour');
  if (settings.backgroundColour) names.push('backgroundColour');
  if (settings.url) names.push('url');
  return names;
}

function LookSection(props: SectionProps) {
  const { form, values, context, errorOf } = props;
  const { register } = form;
  const { t } = useTranslation('create');
  const group = groupOf(values, context);
  const template = context.templates.find(
    (candidate) => String(candidate.tmplIdx) === values.templateIdx.trim(),
  );
  const imageGroups = context.groups.filter((candidate) => candidate.settings.imageUrl);
  const known = (what: 'groupsWord' | 'templatesWord', list: string) =>
    list ? t('fields.known', { list }) : t('fields.noneKnown', { what: t(`fields.${what}`) });
  const groupWins = group ? groupSettingNames(group) : [];
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.look')}</legend>
      <div className="field-row">
        <Field
          label={t('fields.groupIdx')}
          hint={
            <>
              {known(
                'groupsWord',
                knownList(context.groups.map((g) => ({ idx: g.grpIdx, name: g.name }))),
              )}
              {group && <> {t('fields.isGroup', { name: group.name })}</>}
            </>
          }
          error={errorOf('groupIdx')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              {...register('groupIdx')}
            />
          )}
        </Field>
        <Field
          label={t('fields.templateIdx')}
          hint={
            <>
              {known(
                'templatesWord',
                knownList(context.templates.map((m) => ({ idx: m.tmplIdx, name: m.name }))),
              )}
              {template && <> {t('fields.isTemplate', { name: template.name })}</>}
            </>
          }
          error={errorOf('templateIdx')}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              {...register('templateIdx')}
            />
          )}
        </Field>
      </div>
      {groupWins.length > 0 && (
        <p className="notice notice--info">
          {t('fields.groupWins', {
            settings: groupWins
              .map((name) => t(`fields.groupSettings.${name as 'onsite'}`))
              .join(', '),
          })}
        </p>
      )}
      <p className="hint">
        {group?.settings.imageUrl
          ? t('fields.imageFromGroup')
          : imageGroups.length > 0
            ? t('fields.imageRule', {
                groups: knownList(imageGroups.map((g) => ({ idx: g.grpIdx, name: g.name }))),
              })
            : t('fields.imageRuleNone')}
      </p>
      <div className="field-row">
        <ColourField
          {...props}
          name="textColour"
          label={t('fields.textColour')}
          pickerLabel={t('fields.textColourPicker')}
          fallback={template?.textColour ?? '#18181B'}
        />
        <ColourField
          {...props}
          name="backgroundColour"
          label={t('fields.backgroundColour')}
          pickerLabel={t('fields.backgroundColourPicker')}
          fallback={template?.backgroundColour ?? '#FFFFFF'}
        />
      </div>
      <Field label={t('fields.url')} hint={t('fields.urlHint')} error={errorOf('url')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="off"
            {...register('url')}
          />
        )}
      </Field>
    </fieldset>
  );
}

function ColourField({
  form: { register, setValue },
  values,
  errorOf,
  name,
  label,
  pickerLabel,
  fallback,
}: SectionProps & {
  name: 'textColour' | 'backgroundColour';
  label: string;
  pickerLabel: string;
  fallback: string;
}) {
  const { t } = useTranslation('create');
  const pickerId = useId();
  return (
    <Field label={label} hint={t('fields.colourHint')} error={errorOf(name)}>
      {(control) => (
        <span className="create-form__affix">
          <input
            id={pickerId}
            className="create-form__swatch"
            type="color"
            aria-label={pickerLabel}
            value={pickerColour(values[name]) ?? pickerColour(fallback) ?? '#000000'}
            onChange={(event) =>
              setValue(name, event.target.value.toUpperCase(), {
                shouldDirty: true,
                shouldTouch: true,
              })
            }
          />
          <input
            {...control}
            className="input code"
            autoComplete="off"
            spellCheck={false}
            placeholder={fallback}
            {...register(name)}
          />
        </span>
      )}
    </Field>
  );
}

function AdvancedSection({ form: { register }, values, context, errorOf }: SectionProps) {
  const { t } = useTranslation('create');
  const webhookNoteId = useId();
  const webhookErrorId = useId();
  const domainAllowed = planAllows(context.plan, 'premium');
  const webhookAllowed = planAllows(context.plan, 'enterprise');
  const needs = (plan: 'premium' | 'enterprise') => t('needsPlan', { plan: t(`plans.${plan}`) });
  // A value set before the plan changed stays editable, so its message can be acted on.
  const domainDisabled = !domainAllowed && values.domain.trim() === '';
  const webhookDisabled = (!webhookAllowed || !context.webhookEnabled) && !values.webhook;
  const webhookNote = !webhookAllowed
    ? needs('enterprise')
    : !context.webhookEnabled
      ? t('fields.webhookOff')
      : null;
  const webhookError = errorOf('webhook');
  const defaultHost = context.defaultDomain.replace(/^https?:\/\//, '');
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.advanced')}</legend>
      <Field
        label={t('fields.domain')}
        hint={t('fields.domainHint')}
        badge={domainAllowed ? null : needs('premium')}
        error={errorOf('domain')}
      >
        {(control) => (
          <select {...control} className="input" disabled={domainDisabled} {...register('domain')}>
            <option value="">{t('fields.defaultDomain', { domain: defaultHost })}</option>
            {context.registeredDomains.map((domain) => (
              <option key={domain} value={domain}>
                {domain.replace(/^https?:\/\//, '')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            disabled={webhookDisabled}
            aria-invalid={webhookError ? true : undefined}
            aria-describedby={
              [webhookNote ? webhookNoteId : null, webhookError ? webhookErrorId : null]
                .filter(Boolean)
                .join(' ') || undefined
            }
            {...register('webhook')}
          />
          <span>{t('fields.webhook')}</span>
        </label>
        {webhookNote && (
          <span id={webhookNoteId} className="plan-badge">
            {webhookNote}
          </span>
        )}
        <FieldMessage id={webhookErrorId} error={webhookError} />
      </div>
      <Field label={t('fields.memo')} hint={t('fields.memoHint')} error={errorOf('memo')}>
        {(control) => <textarea {...control} className="input" rows={2} {...register('memo')} />}
      </Field>
    </fieldset>
  );
}
