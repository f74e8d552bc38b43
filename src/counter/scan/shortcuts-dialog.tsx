import { useTranslation } from '../../lib/i18n';
import { Dialog } from '../../components/dialog';
import './shortcuts-dialog.css';

/** The counter's keyboard shortcuts, opened with `?` or the button beside the scan hint. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('scan');
  const rows = [
    ['/', t('shortcuts.focus')],
    ['Esc', t('shortcuts.clear')],
    ['?', t('shortcuts.help')],
  ] as const;
  return (
    <Dialog title={t('shortcuts.title')} onClose={onClose}>
      <dl className="shortcuts">
        {rows.map(([key, what]) => (
          <div key={key} className="shortcuts__row">
            <dt>
              <kbd className="shortcuts__key">{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p className="hint shortcuts__note">{t('shortcuts.whileTyping')}</p>
      <div className="button-row">
        <button type="button" className="button button--secondary" autoFocus onClick={onClose}>
          {t('shortcuts.close')}
        </button>
      </div>
    </Dialog>
  );
}
