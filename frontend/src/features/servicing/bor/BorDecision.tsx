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
import type {
  BorApplicationDto,
  BorStaffApplicationDto,
} from '@coverline/contracts/generated/model';
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

/** Whether staff can record something: the letter is signed (not sent yet) or with the carrier. */
export const canDecide = (app: BorApplicationDto) =>
  app.status === 'signed' || app.status === 'sent_to_carrier';

type Decision = 'sent_to_carrier' | 'accepted' | 'declined_by_carrier';

/**
 * Staff's controls: "sent to the carrier" while the letter waits for them, and the carrier's
 * answer; with a note to the applicant and an internal note, each labelled with who reads it.
 */
export function BorDecisionControls({ application: app }: { application: BorApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  const queryClient = useQueryClient();
  const decide = useDecideBorApplication();
  const [applicantNote, setApplicantNote] = useState('');
  const [internalNote, setInternalNote] = useState('');
  if (!canDecide(app)) return null;
  const record = (status: Decision) =>
    decide.mutate(
      {
        id: app.id,
        data: {
          status,
          ...(applicantNote.trim() ? { noteToApplicant: applicantNote.trim() } : {}),
          ...(internalNote.trim() ? { internalNote: internalNote.trim() } : {}),
        },
      },
      {
        onSuccess: () => {
          setApplicantNote('');
          setInternalNote('');
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
  const business = app.legalName ?? '';
  return (
    <div className="bor-decision">
      <label className="bor-decision__field">
        <span>{t('staff.applicantNote')}</span>
        <input
          className="field__input bor-note"
          aria-label={t('staff.applicantNoteFor', { business })}
          maxLength={1000}
          value={applicantNote}
          onChange={(e) => setApplicantNote(e.target.value)}
        />
      </label>
      <label className="bor-decision__field">
        <span>{t('staff.internalNote')}</span>
        <input
          className="field__input bor-note"
          aria-label={t('staff.internalNoteFor', { business })}
          maxLength={1000}
          value={internalNote}
          onChange={(e) => setInternalNote(e.target.value)}
        />
      </label>
      <div className="bor-decision__buttons">
        {app.status === 'signed' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={decide.isPending}
            onClick={() => record('sent_to_carrier')}
            aria-label={t('staff.markSentNamed', { business })}
          >
            {t('staff.markSent')}
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={decide.isPending}
          onClick={() => record('accepted')}
          aria-label={t('staff.acceptNamed', { business })}
        >
          {t('staff.accept')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={decide.isPending}
          onClick={() => record('declined_by_carrier')}
          aria-label={t('staff.declineNamed', { business })}
        >
          {t('staff.decline')}
        </button>
      </div>
    </div>
  );
}

/** The status, with what staff must know about it (a letter to send, the notes). */
export function BorStatusBadge({ application: app }: { application: BorStaffApplicationDto }) {
  const { t } = useTranslation(BOR_NS);
  return (
    <>
      <span className={`bor-badge bor-badge--${app.status}`}>{t(`status.${app.status}`)}</span>
      {app.status === 'signed' && !app.carrierNotified && (
        <p className="bor-meta">{t('staff.carrierNotMailed')}</p>
      )}
      {app.statusNote && (
        <p className="bor-meta">{t('staff.applicantNoteShown', { note: app.statusNote })}</p>
      )}
      {app.internalNote && (
        <p className="bor-meta">{t('staff.internalNoteShown', { note: app.internalNote })}</p>
      )}
    </>
  );
}
