import { Languages } from './icons/Languages';
import { changeLanguage, currentLanguage, useTranslation } from '../lib/i18n';
import './language-switch.css';

/** One tap to the other language, from any screen. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const other = currentLanguage() === 'ko' ? 'en' : 'ko';
  const name = t(`language.${other}`);
  return (
    <button
      type="button"
      className="button button--ghost language-switch"
      lang={other}
      aria-label={t('language.switchTo', { language: name })}
      onClick={() => void changeLanguage(other)}
    >
      <Languages aria-hidden="true" />
      <span>{name}</span>
    </button>
  );
}
