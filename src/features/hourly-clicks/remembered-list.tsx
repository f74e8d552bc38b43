import { X } from '../../components/icons/X';
import { useTranslation } from '../../lib/i18n';
import { describeScope } from './scope-words';
import {
  forgetScope,
  getRememberedScopes,
  saveRememberedScopes,
  useRememberedScopes,
  type RememberedScope,
} from './remembered-scopes';

/**
 * The links and groups looked at on this device, by their names: one tap shows one again (the
 * service cannot list them, and nobody remembers a link ID). Each can be forgotten.
 */
export function RememberedList({ onPick }: { onPick: (scope: RememberedScope) => void }) {
  const { t } = useTranslation('clicks');
  const remembered = useRememberedScopes();
  if (remembered.length === 0) return null;
  return (
    <div className="clicks-remembered" role="group" aria-label={t('controls.remembered')}>
      <p className="clicks-remembered__title" aria-hidden="true">
        {t('controls.remembered')}
      </p>
      <ul>
        {remembered.map((scope) => {
          const label = describeScope(scope, t, scope.name);
          return (
            <li
              key={
                scope.kind === 'link' ? `l:${scope.domain}/${scope.linkId}` : `g:${scope.grpIdx}`
              }
            >
              <button
                type="button"
                className="button button--secondary"
                onClick={() => onPick(scope)}
              >
                {label}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                aria-label={t('controls.forget', { scope: label })}
                onClick={() => saveRememberedScopes(forgetScope(getRememberedScopes(), scope))}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
