import { changeLanguage, currentLanguage, LANGUAGES, useTranslation } from '../../lib/i18n';

export function LanguageSection() {
  const { t } = useTranslation(['settings', 'common']);
  const selected = currentLanguage();
  return (
    <section className="card" aria-labelledby="settings-language">
      <h2 id="settings-language">{t('language.title')}</h2>
      <fieldset className="choice-group">
        <legend className="visually-hidden">{t('language.title')}</legend>
        {LANGUAGES.map((language) => (
          <label key={language} className="choice" lang={language}>
            <input
              type="radio"
              name="language"
              value={language}
              checked={selected === language}
              onChange={() => void changeLanguage(language)}
            />
            <span>{t(`common:language.${language}`)}</span>
          </label>
        ))}
      </fieldset>
      <p className="hint">{t('language.hint')}</p>
    </section>
  );
}
