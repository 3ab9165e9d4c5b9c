/**
 * Staff's view and controls of one broker-of-record application, shared by the list's rows and
 * the detail page: its status badge, the letter's download and, once the letter is signed, the
 * carrier's answer (accepted or declined, with an optional note), which the API audits.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import {
  borLetterAsStaff,
  getBorApplicationHistoryQueryKey,
  getGetBorApplicationAsStaffQueryKey,
  getListBorApplicationsQueryKey,
  useDecideBorApplication,
} from '@coverline/contracts/generated/bor/bor';
import type { BorApplicationDto } from '@coverline/contracts/generated/model';
import { formErrorMessage } from '../../../lib/http-errors';
import { letterDocumentId, saveBorLetter } from './letter';
import { BOR_NS } from './namespace';

/** The letter to read: the signed one once there is one. */
export function BorLetterButton({ application: app }: { application: BorApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  if (!letterDocumentId(app)) return null;
  const download = () => saveBorLetter(app, borLetterAsStaff);
  return (
    <button type="button" className="button button--secondary" onClick={() => void download()}>
      {app.signedLetterDocumentId ? t('staff.signedLetter') : t('staff.letter')}
    </button>
  );
}

/** Whether the carrier's answer can be recorded: the letter is signed or with the carrier. */
export const canDecide = (app: BorApplicationDto) =>
  app.status === 'signed' || app.status === 'sent_to_carrier';

export function BorDecisionControls({ application: app }: { application: BorApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  const queryClient = useQueryClient();
  const decide = useDecideBorApplication();
  const [note, setNote] = useState('');
  if (!canDecide(app)) return null;
  const record = (status: 'accepted' | 'declined_by_carrier') =>
    decide.mutate(
      { id: app.id, data: { status, ...(note.trim() ? { note: note.trim() } : {}) } },
      {
        onSuccess: () => {
          toast.success(t(`staff.recorded.${status}`, { business: app.legalName }));
          void queryClient.invalidateQueries({ queryKey: getListBorApplicationsQueryKey() });
          void queryClient.invalidateQueries({
            queryKey: getGetBorApplicationAsStaffQueryKey(app.id),
          });
          void queryClient.invalidateQueries({
            queryKey: getBorApplicationHistoryQueryKey(app.id),
          });
        },
        onError: (error) => {
          const message = formErrorMessage(error);
          if (message) toast.error(message);
        },
      },
    );
  return (
    <>
      <input
        className="field__input bor-note"
        aria-label={t('staff.noteFor', { business: app.legalName })}
        placeholder={t('staff.note')}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <button
        type="button"
        className="button button--primary"
        disabled={decide.isPending}
        onClick={() => record('accepted')}
        aria-label={t('staff.acceptNamed', { business: app.legalName })}
      >
        {t('staff.accept')}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={decide.isPending}
        onClick={() => record('declined_by_carrier')}
        aria-label={t('staff.declineNamed', { business: app.legalName })}
      >
        {t('staff.decline')}
      </button>
    </>
  );
}

/** The status, with what staff must know about it (a carrier without an email, the note). */
export function BorStatusBadge({ application: app }: { application: BorApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  return (
    <>
      <span className={`bor-badge bor-badge--${app.status}`}>{t(`status.${app.status}`)}</span>
      {app.status === 'sent_to_carrier' && !app.carrierNotified && (
        <p className="bor-meta">{t('staff.carrierNotMailed')}</p>
      )}
      {app.statusNote && <p className="bor-meta">{app.statusNote}</p>}
    </>
  );
}
