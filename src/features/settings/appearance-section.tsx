import { useTranslation } from '../../lib/i18n';
import { saveTheme, THEMES, useTheme } from '../../lib/theme';

/** Light or dark: as the device's own setting says (the default), or fixed on this device. */
export function AppearanceSection() {
  const { t } = useTranslation('settings');
  const selected = useTheme();
  return (
    <section className="card" aria-labelledby="settings-appearance">
      <h2 id="settings-appearance">{t('appearance.title')}</h2>
      <fieldset className="choice-group choice-group--stacked" aria-describedby="appearance-hint">
        <legend className="visually-hidden">{t('appearance.title')}</legend>
        {THEMES.map((theme) => (
          <label key={theme} className="choice choice--described">
            <input
              type="radio"
              name="theme"
              value={theme}
              checked={selected === theme}
              onChange={() => saveTheme(theme)}
            />
            <span>
              <span className="choice__title">{t(`appearance.themes.${theme}`)}</span>
              <span className="choice__hint">{t(`appearance.themeHints.${theme}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p id="appearance-hint" className="hint">
        {t('appearance.hint')}
      </p>
    </section>
  );
}
