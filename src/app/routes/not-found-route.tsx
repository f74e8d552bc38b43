import { counterHref } from '../../config/paths';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation } from 'wouter';
import { Screen } from '../../components/screen';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  return (
    <Screen title={t('notFound.title')}>
      <p>{t('notFound.body', { path: pathname })}</p>
      <Link className="button button--primary" href={counterHref()}>
        {t('notFound.home')}
      </Link>
    </Screen>
  );
}
