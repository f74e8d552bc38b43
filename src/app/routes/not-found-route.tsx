import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Screen } from '../../components/screen';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  return (
    <Screen title={t('notFound.title')}>
      <p>{t('notFound.body', { path: pathname })}</p>
      <Link className="button button--primary" href="/">
        {t('notFound.home')}
      </Link>
    </Screen>
  );
}
