import { FlaskConical } from '../components/icons/FlaskConical';
import { settingsHref } from '../config/paths';
import { useTranslation } from '../lib/i18n';
import { Link } from 'wouter';
import { useConnection } from '../api/connection';
import { useServiceKind } from '../api/service-kind';
import { useDemoControls, useDemoSettings } from '../lib/demo-controls';
import './demo-banner.css';

/** Always visible in demo mode, so nobody mistakes simulated data for the real thing. */
export function DemoBanner() {
  const { t } = useTranslation();
  const settings = useDemoSettings();
  const service = useServiceKind();
  // From the first paint, as the start's own read has heard our server say it is the demo's
  // (decision 0027): the banner takes its line at once, and its plan fills in once the controls
  // are connected, so nothing below it moves when they arrive.
  if (!settings && service !== 'demo') return null;
  return (
    <aside className="demo-banner" aria-label={t('demo.settingsLink')}>
      <FlaskConical aria-hidden="true" className="demo-banner__icon" />
      {/* One line at most: what matters first (demo, plan, a failure on purpose), the rest may be cut. */}
      <p className="demo-banner__text">
        <strong>{t('demo.bannerTitle')}</strong>
        {settings && (
          <>
            {' · '}
            {t('demo.bannerPlan', { plan: t(`demo.plans.${settings.plan}`) })}
          </>
        )}
        {settings && settings.fault !== 'none' && (
          <strong>
            {' · '}
            {t('demo.bannerFault', { fault: t(`demo.faults.${settings.fault}`) })}
          </strong>
        )}
        {' · '}
        {t('demo.banner')}
      </p>
      <Link href={settingsHref('demo')} className="demo-banner__link">
        {t('demo.settingsLink')}
      </Link>
    </aside>
  );
}

/**
 * Away from the demo there is no demo banner; this says instead, once and quietly in the header,
 * that what staff do here is sent on, and to which service once our server knows.
 */
export function LiveBadge() {
  const { t } = useTranslation();
  const connection = useConnection();
  // Where the figures come from, as our server's answers say (api/service-kind.ts): never "the
  // real service" while it talks to the simulated one, nor before it has heard from either.
  const service = useServiceKind();
  // The demo's server: the demo banner says it instead.
  const demo = useDemoControls();
  if (demo || service === 'demo') return null;
  // Without the server the badge must not still say "connected": it says so, in warning colours.
  const offline = connection === 'offline';
  let words = t('live.badge');
  let description = t('live.description');
  if (offline) {
    words = t('live.offline');
    description = t('live.offlineDescription');
  } else if (service === 'simulated') {
    words = t('live.badgeSimulated');
    description = t('live.descriptionSimulated');
  } else if (service === 'real') description = t('live.descriptionReal');
  return (
    <span className={offline ? 'live-badge live-badge--offline' : 'live-badge'} title={description}>
      <span className="live-badge__dot" aria-hidden="true" />
      {/* Its own box: a phone shows only the dot, so the staff chip keeps the person's name. */}
      <span className="live-badge__words">{words}</span>
      <span className="visually-hidden">: {description}</span>
    </span>
  );
}
