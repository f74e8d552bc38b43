import { AlertTriangle } from './icons/AlertTriangle';
import type { FallbackProps } from 'react-error-boundary';
import { counterHref } from '../config/paths';
import { useTranslation } from '../lib/i18n';
import { Link } from 'wouter';
import './error-fallback.css';

/** What a screen shows when its own code fails: the rest of the app keeps working. */
export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error boundary" role="alert">
      <AlertTriangle aria-hidden="true" className="boundary__icon" />
      <h1 className="boundary__title">{t('boundary.title')}</h1>
      <p>{t('boundary.body')}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={resetErrorBoundary}>
          {t('boundary.retry')}
        </button>
        <Link
          className="button button--secondary"
          href={counterHref()}
          onClick={resetErrorBoundary}
        >
          {t('boundary.home')}
        </Link>
      </div>
    </div>
  );
}
