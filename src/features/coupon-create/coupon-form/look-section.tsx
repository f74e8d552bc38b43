import { useTranslation } from '../../../lib/i18n';
import { groupOf } from '../coupon-form-rules';
import type { KnownCouponGroup } from '../coupon-form-values';
import { ColourField } from './colour-field';
import { TextField } from './coupon-fields';
import type { SectionProps } from './section-props';

function knownList(items: readonly { idx: number; name: string }[]): string {
  return items.map(({ idx, name }) => `${idx} ${name}`).join(', ');
}

/** The settings of the group that win over the coupon's (spec 4.2), as message keys. */
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

/** The group and template, the colours and the go-to-use link: what the customer sees. */
export function LookSection(section: SectionProps) {
  const { values, context } = section;
  const { t } = useTranslation('create');
  const group = groupOf(values, context);
  const template = context.templates.find(
    (candidate) => String(candidate.tmplIdx) === values.templateIdx.trim(),
  );
  const imageGroups = context.groups.filter((candidate) => candidate.settings.imageUrl);
  // "Known: 101 Autumn campaign, 102 Winter menu. This is Winter menu."
  const catalogueHint = (
    word: 'groupsWord' | 'templatesWord',
    items: readonly { idx: number; name: string }[],
    chosen: string | null,
  ) => {
    const list = knownList(items);
    return (
      <>
        {list ? t('fields.known', { list }) : t('fields.noneKnown', { what: t(`fields.${word}`) })}
        {chosen && <> {chosen}</>}
      </>
    );
  };
  const groupWins = group ? groupSettingNames(group) : [];
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.look')}</legend>
      <div className="field-row">
        <TextField
          section={section}
          name="groupIdx"
          label={t('fields.groupIdx')}
          hint={catalogueHint(
            'groupsWord',
            context.groups.map((g) => ({ idx: g.grpIdx, name: g.name })),
            group ? t('fields.isGroup', { name: group.name }) : null,
          )}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          section={section}
          name="templateIdx"
          label={t('fields.templateIdx')}
          hint={catalogueHint(
            'templatesWord',
            context.templates.map((m) => ({ idx: m.tmplIdx, name: m.name })),
            template ? t('fields.isTemplate', { name: template.name }) : null,
          )}
          inputMode="numeric"
          autoComplete="off"
        />
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
          section={section}
          name="textColour"
          label={t('fields.textColour')}
          pickerLabel={t('fields.textColourPicker')}
          fallback={template?.textColour ?? '#18181B'}
        />
        <ColourField
          section={section}
          name="backgroundColour"
          label={t('fields.backgroundColour')}
          pickerLabel={t('fields.backgroundColourPicker')}
          fallback={template?.backgroundColour ?? '#FFFFFF'}
        />
      </div>
      <TextField
        section={section}
        name="url"
        label={t('fields.url')}
        hint={t('fields.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
      />
    </fieldset>
  );
}
