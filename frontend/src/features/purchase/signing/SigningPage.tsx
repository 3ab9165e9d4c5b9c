import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formatMoment } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import type { SigningPacketDto, SigningReceiptDto } from '@coverline/contracts/generated/model';
import {
  useGetSigningPacket,
  useSignPacket,
} from '@coverline/contracts/generated/signatures/signatures';
import { useFieldError } from '../../../lib/forms';
import { errorMessage, errorStatus } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { FieldError, TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { SIGNING_NS } from './namespace';
import { signatureSchema, type SignatureForm } from './schema';
import './signing.css';

/** Why a link cannot be used, from the API's answer: 409 signed, 410 withdrawn, else unknown. */
type LinkProblem = 'used' | 'voided' | 'invalid';

function linkProblem(error: unknown): LinkProblem | undefined {
  switch (errorStatus(error)) {
    case 409:
      return 'used';
    case 410:
      return 'voided';
    case 400:
    case 404:
      return 'invalid';
    default:
      return undefined;
  }
}

/** The page an emailed signing link opens: read the documents, type the name, consent, sign. */
export function SigningPage({ token }: { token: string }) {
  const { t } = useTranslation(SIGNING_NS);
  useDocumentTitle(t('title'));
  // Fetched once: the first look marks the signer as having viewed the packet.
  const packet = useGetSigningPacket(token, {
    query: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
  });
  const [receipt, setReceipt] = useState<SigningReceiptDto>();
  const [problem, setProblem] = useState<LinkProblem>();

  if (packet.isPending) {
    return (
      <div className="page-loading" role="status" aria-live="polite">
        {t('loading')}
      </div>
    );
  }
  const refused = problem ?? (packet.isError ? linkProblem(packet.error) : undefined);
  if (refused) return <LinkRefused problem={refused} />;
  if (packet.isError) {
    return (
      <SigningFrame title={t('loadFailedTitle')}>
        <Alert tone="error">
          <p>{errorMessage(packet.error)}</p>
        </Alert>
        <HomeLink />
      </SigningFrame>
    );
  }
  if (receipt) return <Signed packet={packet.data} receipt={receipt} />;
  return (
    <SigningFrame title={t('heading', { business: packet.data.businessName })}>
      <PacketSummary packet={packet.data} />
      <SignatureFormSection
        token={token}
        packet={packet.data}
        onSigned={setReceipt}
        onRefused={setProblem}
      />
    </SigningFrame>
  );
}

function SigningFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation(SIGNING_NS);
  return (
    <div className="page page--narrow signing-page">
      <p className="signing-page__sandbox">{t('sandbox')}</p>
      <section className="card signing-card" aria-labelledby="signing-title">
        <h1 id="signing-title" className="signing-card__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

function HomeLink() {
  const { t } = useTranslation(SIGNING_NS);
  return (
    <Link to="/" className="button button--secondary">
      {t('home')}
    </Link>
  );
}

function LinkRefused({ problem }: { problem: LinkProblem }) {
  const { t } = useTranslation(SIGNING_NS);
  return (
    <SigningFrame title={t(`refused.${problem}.title`)}>
      <Alert tone={problem === 'used' ? 'info' : 'warning'}>
        <p>{t(`refused.${problem}.body`)}</p>
      </Alert>
      <HomeLink />
    </SigningFrame>
  );
}

function PacketSummary({ packet }: { packet: SigningPacketDto }) {
  const { t } = useTranslation(SIGNING_NS);
  return (
    <>
      <p className="signing-card__signer">
        {t('signingAs', { name: packet.signerName, title: packet.signerTitle })}
      </p>
      <p>{t('sandboxNote')}</p>
      <h2 className="signing-card__subtitle">{t('documentsTitle')}</h2>
      <ul className="signing-documents">
        {packet.documents.map((document, index) => (
          // Titles may repeat; the packet's order does not change.
          <li key={index}>
            {document.url ? (
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                {document.title}
                <span className="signing-documents__hint"> {t('opensInNewTab')}</span>
              </a>
            ) : (
              document.title
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function SignatureFormSection({
  token,
  packet,
  onSigned,
  onRefused,
}: {
  token: string;
  packet: SigningPacketDto;
  onSigned: (receipt: SigningReceiptDto) => void;
  onRefused: (problem: LinkProblem) => void;
}) {
  const { t } = useTranslation(SIGNING_NS);
  const fieldError = useFieldError();
  const sign = useSignPacket();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignatureForm>({
    resolver: zodResolver(signatureSchema(packet.signerName)),
    // A client's e-signature profile offers the legal name they sign with; consent stays theirs to give.
    defaultValues: { typedName: packet.suggestedName ?? '', consent: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onSigned(await sign.mutateAsync({ token, data: values }));
    } catch (error) {
      const status = errorStatus(error);
      // A 400 is about the form; the others say the link itself can no longer be used.
      const refused = status === 400 ? undefined : linkProblem(error);
      if (refused) onRefused(refused);
      else setFailure(errorMessage(error));
    }
  });

  const consentError = fieldError(errors.consent);
  return (
    <form className="form signing-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2 className="signing-card__subtitle">{t('form.title')}</h2>
      {failure && (
        <Alert tone="error">
          <p>{failure}</p>
        </Alert>
      )}
      <TextField
        label={t('form.typedName')}
        hint={t('form.typedNameHint', { name: packet.signerName })}
        autoComplete="name"
        className="signing-form__name"
        error={fieldError(errors.typedName)}
        {...register('typedName')}
      />
      <div className={`field${consentError ? ' field--invalid' : ''}`}>
        <label className="signing-consent">
          <input
            type="checkbox"
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'signing-consent-error' : undefined}
            {...register('consent')}
          />
          <span>{t('form.consent')}</span>
        </label>
        <FieldError id="signing-consent-error" error={consentError} />
      </div>
      <SubmitButton sending={isSubmitting} sendingLabel={t('form.signing')}>
        {t('form.sign')}
      </SubmitButton>
    </form>
  );
}

function Signed({ packet, receipt }: { packet: SigningPacketDto; receipt: SigningReceiptDto }) {
  const { t } = useTranslation(SIGNING_NS);
  return (
    <SigningFrame title={t('signed.title')}>
      <Alert tone="success">
        <p>
          {t('signed.body', {
            name: packet.signerName,
            business: packet.businessName,
            when: formatMoment(receipt.signedAt),
          })}
        </p>
        <p>{receipt.packetCompleted ? t('signed.allSigned') : t('signed.othersToSign')}</p>
      </Alert>
      <HomeLink />
    </SigningFrame>
  );
}
