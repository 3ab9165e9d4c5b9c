import { HelpSlug } from '@coverline/contracts';
/**
 * /BOR: a business appoints Coverline as broker of record. It starts with an email (a single-use
 * link is mailed), then the application, then the letter to sign; `borApplicationId` resumes one.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import {
  useBorMagicLink,
  useCreateBorApplication,
  useGetBorApplication,
  useMyBorApplication,
  useStartBor,
} from '@coverline/contracts/generated/bor/bor';
import type { BorApplicationDto } from '@coverline/contracts/generated/model';
import { CookieName, readCookie, writeCookie } from '../../../lib/cookies';
import { errorMessage, errorStatus } from '../../../lib/http-errors';
import { storeBorSession, useHasBorSession } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { REFERRAL_COOKIE_DAYS } from '../../partners/referrals/referral-link';
import { BorApplicationForm } from './BorApplicationForm';
import { BorChangesList } from './BorChangesList';
import { BorStatusPanel } from './BorStatusPanel';
import { BOR_NS } from './namespace';
import './bor.css';
import { HelpLink } from '../../support/help/HelpLink';

export function BorPage({
  borApplicationId,
  magicLink,
  referralToken,
}: {
  borApplicationId?: string;
  magicLink?: string;
  /** A payroll partner's BOR referral link: kept so the application started later follows it. */
  referralToken?: string;
}) {
  const { t, ready } = useTranslation(BOR_NS);
  useDocumentTitle(ready ? t('title') : '');
  const signedIn = useHasBorSession();
  useEffect(() => {
    if (referralToken) writeCookie(CookieName.referralToken, referralToken, REFERRAL_COOKIE_DAYS);
  }, [referralToken]);
  return (
    <div className="page bor-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p className="lead">{t('lead')}</p>
        <p>
          <HelpLink slug={HelpSlug.BrokerOfRecord} />
        </p>
      </header>
      {magicLink ? (
        <MagicLinkExchange magicLink={magicLink} borApplicationId={borApplicationId} />
      ) : signedIn ? (
        <ApplicationLoader borApplicationId={borApplicationId} />
      ) : (
        <StartForm borApplicationId={borApplicationId} />
      )}
    </div>
  );
}

function StartForm({ borApplicationId }: { borApplicationId?: string }) {
  const { t } = useTranslation(BOR_NS);
  const start = useStartBor();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  if (start.isSuccess) {
    return (
      <section className="card" aria-labelledby="bor-start">
        <h2 id="bor-start">{t('start.sentTitle')}</h2>
        <p>{t('start.sentBody', { email })}</p>
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="bor-start">
      <h2 id="bor-start">{t('start.title')}</h2>
      <p>{t('start.body')}</p>
      <form
        className="form bor-start"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
            setError(t('start.emailInvalid'));
            return;
          }
          setError(undefined);
          start.mutate({
            data: { email: email.trim(), ...(borApplicationId ? { borApplicationId } : {}) },
          });
        }}
      >
        {start.error && (
          <Alert tone="error">
            <p>{errorMessage(start.error)}</p>
          </Alert>
        )}
        <TextField
          label={t('start.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton sending={start.isPending} sendingLabel={t('start.sending')}>
          {t('start.submit')}
        </SubmitButton>
      </form>
    </section>
  );
}

/** Trades the emailed link for the BOR session once, then drops it from the address. */
function MagicLinkExchange({
  magicLink,
  borApplicationId,
}: {
  magicLink: string;
  borApplicationId?: string;
}) {
  const { t } = useTranslation(BOR_NS);
  const navigate = useNavigate();
  const exchange = useBorMagicLink();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    exchange.mutate(
      { id: magicLink },
      {
        onSuccess: (session) => {
          storeBorSession(session);
          void navigate({ to: '/BOR', search: { borApplicationId }, replace: true });
        },
      },
    );
  }, [exchange, magicLink, borApplicationId, navigate]);
  if (exchange.error) {
    return (
      <>
        <Alert tone="error" title={t('link.failedTitle')}>
          <p>{errorMessage(exchange.error)}</p>
        </Alert>
        <StartForm borApplicationId={borApplicationId} />
      </>
    );
  }
  return <p>{t('link.signingIn')}</p>;
}

function ApplicationLoader({ borApplicationId }: { borApplicationId?: string }) {
  const { t } = useTranslation(BOR_NS);
  const byId = useGetBorApplication(borApplicationId ?? '', {
    query: { enabled: Boolean(borApplicationId), retry: false },
  });
  const mine = useMyBorApplication({ query: { enabled: !borApplicationId, retry: false } });
  const query = borApplicationId ? byId : mine;
  if (query.isPending) return <p>{t('loading')}</p>;
  if (query.error) {
    if (!borApplicationId && errorStatus(query.error) === 404) return <BeginApplication />;
    return (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{errorMessage(query.error)}</p>
      </Alert>
    );
  }
  return (
    <>
      <Application application={query.data} />
      <BorChangesList currentId={query.data.id} />
    </>
  );
}

/** The referral link that led here, if any: the new application then follows its referral. */
function referralOf(): { referralToken?: string } {
  const referralToken = readCookie(CookieName.referralToken);
  return referralToken ? { referralToken } : {};
}

function BeginApplication() {
  const { t } = useTranslation(BOR_NS);
  const navigate = useNavigate();
  const create = useCreateBorApplication();
  return (
    <section className="card" aria-labelledby="bor-begin">
      <h2 id="bor-begin">{t('begin.title')}</h2>
      <p>{t('begin.body')}</p>
      {create.error && (
        <Alert tone="error">
          <p>{errorMessage(create.error)}</p>
        </Alert>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(
            { data: referralOf() },
            {
              onSuccess: (app) =>
                void navigate({ to: '/BOR', search: { borApplicationId: app.id }, replace: true }),
            },
          )
        }
      >
        {t('begin.submit')}
      </button>
    </section>
  );
}

function Application({ application }: { application: BorApplicationDto }) {
  const navigate = useNavigate();
  const create = useCreateBorApplication();
  const [signingUrl, setSigningUrl] = useState<string | null>(null);
  if (application.status === 'draft') {
    return <BorApplicationForm application={application} onSubmitted={setSigningUrl} />;
  }
  // A separate change for another policy: a new application, opened at once.
  const startAnother = () =>
    create.mutate(
      { data: { legalName: application.legalName ?? undefined } },
      {
        onSuccess: (app) =>
          void navigate({ to: '/BOR', search: { borApplicationId: app.id }, replace: false }),
      },
    );
  return (
    <>
      {create.error && (
        <Alert tone="error">
          <p>{errorMessage(create.error)}</p>
        </Alert>
      )}
      <BorStatusPanel
        application={application}
        signingUrl={signingUrl}
        onStartAnother={startAnother}
        startingAnother={create.isPending}
      />
    </>
  );
}
