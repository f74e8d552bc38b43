import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useDemoSettings } from '../lib/demo-controls';

/** Always visible in demo mode, so nobody mistakes simulated data for the real thing. */
export function DemoBanner() {
  const { t } = useTranslation();
  const settings = useDemoSettings();
  if (!settings) return null;
  return (
    <aside className="demo-banner" aria-label={t('demo.settingsLink')}>
      <FlaskConical aria-hidden="true" className="demo-banner__icon" />
      <p className="demo-banner__text">
        {t('demo.banner')}{' '}
        <span className="demo-banner__meta">
          {t('demo.bannerPlan', { plan: t(`demo.plans.${settings.plan}`) })}
          {settings.fault !== 'none' && (
            <strong>
              {' '}
              · {t('demo.bannerFault', { fault: t(`demo.faults.${settings.fault}`) })}
            </strong>
          )}
        </span>
      </p>
      <Link href="/settings#demo" className="demo-banner__link">
        {t('demo.settingsLink')}
      </Link>
    </aside>
  );
}
