/**
 * The quote's documents for staff: the list with downloads, generating the proposal, putting a
 * document in use, uploading one, and mailing documents, certificates or the quote to the client.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { toast } from 'react-toastify';
import * as z from 'zod/mini';
import { ErrorCode } from '@coverline/contracts';
import {
  getListDocumentsQueryKey,
  useListDocuments,
  useSendQuoteCertificates,
  useSendQuoteDocuments,
  useSendQuoteToClient,
  useSetDocumentActive,
  useSetQuoteProposal,
  useUploadDocument,
} from '@coverline/contracts/generated/documents/documents';
import type { DocumentDto, DocumentsSentDto } from '@coverline/contracts/generated/model';
import { errorCode, errorMessage, formErrorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { FieldFrame } from '../../../ui/TextField';
import { formatDate } from '../../../lib/dates';
import { DocumentDownload } from '../../servicing/policies/DocumentDownload';
import { ConfirmAction } from './ConfirmAction';
import { STAFF_QUOTE_NS } from './namespace';

/** What staff upload; policy summaries are only ever generated at binding. */
export const UPLOAD_TYPES = ['QUOTE_PROPOSAL', 'QUOTE_APPLICATION', 'COI'] as const;

export function DocumentsPanel({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const documents = useListDocuments(quoteId, { query: { retry: false } });
  const [problem, setProblem] = useState<string>();

  return (
    <section className="card staff-panel" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('documents.title')}</h2>
      {problem && (
        <Alert tone="error">
          <p>{problem}</p>
        </Alert>
      )}
      {documents.isPending && <p>{t('loading')}</p>}
      {documents.isError && (
        <Alert tone="error">
          <p>{errorMessage(documents.error)}</p>
        </Alert>
      )}
      {documents.isSuccess &&
        (documents.data.length === 0 ? (
          <p>{t('documents.none')}</p>
        ) : (
          <DocumentTable quoteId={quoteId} documents={documents.data} onProblem={setProblem} />
        ))}
      <GenerateProposal quoteId={quoteId} />
      <UploadForm quoteId={quoteId} />
      <SendActions quoteId={quoteId} />
    </section>
  );
}

function useRefreshDocuments(quoteId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getListDocumentsQueryKey(quoteId) });
}

function DocumentTable({
  quoteId,
  documents,
  onProblem,
}: {
  quoteId: string;
  documents: DocumentDto[];
  onProblem: (message: string | undefined) => void;
}) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const refresh = useRefreshDocuments(quoteId);
  const setActive = useSetDocumentActive();
  const change = async (document: DocumentDto, active: boolean) => {
    onProblem(undefined);
    try {
      await setActive.mutateAsync({ data: { quoteId, documentId: document.id, active } });
      toast.success(t(active ? 'documents.activated' : 'documents.retired'));
      await refresh();
    } catch (error) {
      onProblem(formErrorMessage(error));
    }
  };
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption className="visually-hidden">{t('documents.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('documents.file')}</th>
            <th scope="col">{t('documents.type')}</th>
            <th scope="col">{t('documents.inUse')}</th>
            <th scope="col">{t('documents.created')}</th>
            <th scope="col">{t('documents.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.id}>
              <td data-label={t('documents.file')}>
                <DocumentDownload quoteId={quoteId} document={document} />
              </td>
              <td data-label={t('documents.type')}>{t(`documentTypes.${document.type}`)}</td>
              <td data-label={t('documents.inUse')}>
                {document.active ? t('documents.active') : t('documents.inactive')}
              </td>
              <td data-label={t('documents.created')}>
                {formatDate(document.createdAt)}{' '}
                <span className="staff-muted">{t(`documents.source.${document.source}`)}</span>
              </td>
              <td data-label={t('documents.actions')}>
                {!document.active && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={setActive.isPending}
                    aria-label={t('documents.setActiveNamed', { name: document.fileName })}
                    onClick={() => void change(document, true)}
                  >
                    {t('documents.setActive')}
                  </button>
                )}
                {document.active && document.type === 'COI' && (
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={setActive.isPending}
                    aria-label={t('documents.retireNamed', { name: document.fileName })}
                    onClick={() => void change(document, false)}
                  >
                    {t('documents.retire')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function GenerateProposal({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const refresh = useRefreshDocuments(quoteId);
  const generate = useSetQuoteProposal();
  const [problem, setProblem] = useState<string>();
  const run = async () => {
    setProblem(undefined);
    try {
      await generate.mutateAsync({ data: { quoteId } });
      toast.success(t('documents.proposalReady'));
      await refresh();
    } catch (error) {
      const code = errorCode(error);
      setProblem(
        code === ErrorCode.CarrierQuoteNotChosen
          ? t('documents.proposalNeedsCarrier')
          : code === ErrorCode.QuoteProposalNotReady
            ? t('documents.proposalNotReady')
            : formErrorMessage(error),
      );
    }
  };
  return (
    <div className="staff-actions staff-actions--stacked">
      <button
        type="button"
        className="button button--primary"
        disabled={generate.isPending}
        onClick={() => void run()}
      >
        {generate.isPending ? t('actions.working') : t('documents.generateProposal')}
      </button>
      <ActionProblem message={problem} />
    </div>
  );
}

/**
 * A refusal shown next to the button that caused it, brought into view and focused, so the
 * person reads it where they are looking rather than at the top of the panel.
 */
function ActionProblem({ message }: { message: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!message || !ref.current) return;
    ref.current.scrollIntoView?.({ block: 'nearest' });
    ref.current.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="staff-action-problem">
      <Alert tone="error">
        <p>{message}</p>
      </Alert>
    </div>
  );
}

interface UploadValues {
  type: (typeof UPLOAD_TYPES)[number];
  file: FileList | undefined;
}

const uploadSchema = z.custom<UploadValues>().check(
  z.superRefine((values, ctx) => {
    if (!values.file || values.file.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['file'],
        message: 'staffQuote:upload.errors.fileRequired',
        input: values,
      });
    }
  }),
);

function UploadForm({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const refresh = useRefreshDocuments(quoteId);
  const upload = useUploadDocument();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UploadValues>({
    resolver: zodResolver(uploadSchema),
    defaultValues: { type: 'COI', file: undefined },
  });
  const onSubmit = handleSubmit(async ({ type, file }) => {
    const chosen = file?.item(0);
    if (!chosen) return;
    setServerError(undefined);
    try {
      await upload.mutateAsync({ id: quoteId, data: { type, file: chosen } });
      toast.success(t('upload.done', { name: chosen.name }));
      reset({ type, file: undefined });
      await refresh();
    } catch (error) {
      setServerError(formErrorMessage(error));
    }
  });
  const fileError = errors.file?.message ? t(errors.file.message) : serverError;
  return (
    <form
      className="form staff-upload"
      noValidate
      aria-labelledby="upload-title"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id="upload-title">{t('upload.title')}</h3>
      <div className="form__row">
        <FieldFrame label={t('upload.type')}>
          {(control) => (
            <select {...control} className="field__input" {...register('type')}>
              {UPLOAD_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documentTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label={t('upload.file')} hint={t('upload.hint')} error={fileError}>
          {(control) => (
            <input
              {...control}
              type="file"
              className="field__input"
              accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
              {...register('file')}
            />
          )}
        </FieldFrame>
      </div>
      <div className="form__actions">
        <button type="submit" className="button button--secondary" disabled={isSubmitting}>
          {isSubmitting ? t('actions.working') : t('upload.submit')}
        </button>
      </div>
    </form>
  );
}

/** Mails to the client: documents and certificates, and the link to the quote (staff alike). */
function SendActions({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const [problem, onProblem] = useState<string>();
  const sendDocuments = useSendQuoteDocuments();
  const sendCertificates = useSendQuoteCertificates();
  const sendQuote = useSendQuoteToClient();
  const [differingDates, setDifferingDates] = useState<string>();

  const sent = (answer: DocumentsSentDto) =>
    toast.success(t('send.sent', { email: answer.sentTo }));

  const documents = async (confirmDifferingEffectiveDates: boolean) => {
    onProblem(undefined);
    setDifferingDates(undefined);
    try {
      sent(
        await sendDocuments.mutateAsync({
          data: {
            quoteId,
            ...(confirmDifferingEffectiveDates && { confirmDifferingEffectiveDates }),
          },
        }),
      );
    } catch (error) {
      if (errorCode(error) === ErrorCode.DifferingEffectiveDates) {
        setDifferingDates(errorMessage(error));
      } else {
        onProblem(formErrorMessage(error));
      }
    }
  };
  const certificates = async () => {
    onProblem(undefined);
    try {
      sent(await sendCertificates.mutateAsync({ data: { quoteId } }));
    } catch (error) {
      onProblem(formErrorMessage(error));
    }
  };
  const quote = async () => {
    onProblem(undefined);
    try {
      const answer = await sendQuote.mutateAsync({ data: { quoteId } });
      toast.success(t('send.quoteSent', { email: answer.sentTo }));
    } catch (error) {
      onProblem(formErrorMessage(error));
    }
  };

  return (
    <div className="staff-send">
      <h3>{t('send.title')}</h3>
      {differingDates && (
        <Alert tone="warning" title={t('send.differingTitle')}>
          <p>{differingDates}</p>
          <div className="staff-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void documents(true)}
            >
              {t('send.differingConfirm')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDifferingDates(undefined)}
            >
              {t('actions.cancel')}
            </button>
          </div>
        </Alert>
      )}
      <div className="staff-actions">
        <ConfirmAction
          label={t('send.documents')}
          question={t('send.documentsQuestion')}
          confirmLabel={t('send.confirm')}
          busy={sendDocuments.isPending}
          onConfirm={() => void documents(false)}
        />
        <ConfirmAction
          label={t('send.certificates')}
          question={t('send.certificatesQuestion')}
          confirmLabel={t('send.confirm')}
          busy={sendCertificates.isPending}
          onConfirm={() => void certificates()}
        />
        <ConfirmAction
          label={t('send.quote')}
          question={t('send.quoteQuestion')}
          confirmLabel={t('send.confirm')}
          busy={sendQuote.isPending}
          onConfirm={() => void quote()}
        />
      </div>
      <ActionProblem message={problem} />
    </div>
  );
}
