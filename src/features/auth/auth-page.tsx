import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { useTranslation } from '../../lib/i18n';
import './auth-page.css';

/** A full page of its own (no app behind it): the app's name, the language switch, the content. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <title>{`${title} · ${t('app.name')}`}</title>
      <header className="header">
        <span className="header__brand">{t('app.name')}</span>
        <LanguageSwitch />
      </header>
      <main id="main" className="auth-page__main">
        {children}
      </main>
    </div>
  );
}
