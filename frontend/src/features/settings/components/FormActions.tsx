import { useSettingsT } from '../texts';

/** Save and Cancel of an editor; Save is disabled while the form is being sent. */
export function FormActions({
  sending,
  onCancel,
  saveLabel,
}: {
  sending: boolean;
  onCancel: () => void;
  saveLabel?: string;
}) {
  const t = useSettingsT();
  return (
    <div className="form__actions">
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t('actions.saving') : (saveLabel ?? t('actions.save'))}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </button>
    </div>
  );
}
