import { use, type ReactNode } from 'react';
import { Screen } from '../../components/screen';
import { canUseBackOffice, SessionContext } from '../../lib/session';

/**
 * Live mode: a back-office screen for marketing and owners only. Counter staff who reach it (an
 * old link, a typed address) are told at once, before they fill a form our server would refuse.
 * The demo build has no sign-in (no session context): everything is open there.
 */
export function BackOfficeOnly({
  title,
  refusal,
  children,
}: {
  title: string;
  refusal: string;
  children: ReactNode;
}) {
  const signIn = use(SessionContext);
  if (signIn === null || canUseBackOffice(signIn.session)) return children;
  return (
    <Screen title={title}>
      <p className="notice notice--warning" role="alert">
        {refusal}
      </p>
    </Screen>
  );
}
