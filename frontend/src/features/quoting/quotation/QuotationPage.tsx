import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TextVoice, useTranslation } from '../../../lib/i18n';
import { ErrorCode, Role } from '@coverline/contracts';
import {
  getQuote,
  openGuestSession,
  saveForLater,
  sendForm,
  setQuoteSelected,
  validateForm,
} from '@coverline/contracts/generated/quotes/quotes';
import {
  rateBopQuote,
  rateCyberQuote,
  rateGlQuote,
  rateWcQuote,
} from '@coverline/contracts/generated/rating/rating';
import type { CoverageType } from '@coverline/contracts/generated/model';
import { CookieName, readCookie } from '../../../lib/cookies';
import { storeGuestSession } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useSession } from '../../identity/auth/use-session';
import { ReferredByNotice } from '../../partners/referrals/ReferredByNotice';
import { QUOTATION_NS } from './namespace';
import { quoteDraft } from './quote-draft';
import { isBought } from './results/PolicyView';
import { WizardProvider, useWizard, useWizardStore } from './state/context';
import { WizardStore, type Caller, type WizardApi } from './state/wizard-store';
import { Wizard } from './Wizard';
import './quotation.css';

export interface QuotationNotices {
  emailResume?: boolean;
  emailRegistrationResume?: boolean;
  notYourClient?: boolean;
}

const RATE: Record<CoverageType, typeof rateWcQuote> = {
  wc: rateWcQuote,
  gl: rateGlQuote,
  bop: rateBopQuote,
  cyber: rateCyberQuote,
};

const api: WizardApi = {
  saveForLater: (body) => saveForLater(body),
  validateForm: (body) => validateForm(body),
  getQuote: (id) => getQuote(id),
  sendForm: (body) => sendForm(body),
  rate: (line, body) => RATE[line](body),
  setQuoteSelected: (body) => setQuoteSelected(body),
};

/**
 * A quote link (resume link, quote mail) carries the guest token for its quote: the API turns
 * it into the guest session's `HttpOnly` cookie once, and the app keeps no token. A dead link
 * opens nothing; the page then asks for the quote as it would without one. True until done.
 */
function useGuestLink(guestToken: string | undefined): boolean {
  const [opening, setOpening] = useState(Boolean(guestToken));
  const sent = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!guestToken || sent.current === guestToken) return;
    sent.current = guestToken;
    setOpening(true);
    openGuestSession({ token: guestToken })
      .then(storeGuestSession, () => undefined)
      .finally(() => setOpening(false));
  }, [guestToken]);
  return opening;
}

function readReferral() {
  const token = readCookie(CookieName.referralToken);
  const raw = readCookie(CookieName.referralContext);
  let context: Record<string, string | number | boolean> | undefined;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      context =
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
          ? (parsed as Record<string, string | number | boolean>)
          : { value: String(parsed) };
    } catch {
      context = { value: raw };
    }
  }
  return { token, context };
}

export function QuotationPage({
  quoteId,
  guestToken,
  notices,
}: {
  quoteId?: string;
  guestToken?: string;
  notices: QuotationNotices;
}) {
  const { t, ready } = useTranslation(QUOTATION_NS);
  const navigate = useNavigate();
  // Opened before anything below reads the quote with it.
  const openingGuestLink = useGuestLink(guestToken);
  useEffect(() => {
    if (!guestToken) return;
    void navigate({
      to: '/quotation',
      search: (previous) => ({ ...previous, guestToken: undefined }),
      replace: true,
    });
  }, [guestToken, navigate]);
  const session = useSession();

  if (!ready || session.status === 'loading' || openingGuestLink) return <PageLoading />;
  const caller: Caller =
    session.status === 'authenticated' ? (session.user.role as Caller) : 'visitor';
  const clientEmail =
    session.status === 'authenticated' && session.user.role === Role.Client
      ? session.user.email
      : undefined;

  // Staff fill the wizard for a client: its texts speak to them about their client.
  const staff = caller === 'agent' || caller === 'admin';

  return (
    <TextVoice voice={staff ? 'staff' : undefined}>
      <div className="page quotation">
        <QuoteSession
          key={`${caller}:${clientEmail ?? ''}`}
          caller={caller}
          clientEmail={clientEmail}
          quoteId={quoteId}
        >
          {notices.emailResume && (
            <Alert tone="info" title={t('notices.emailResumeTitle')}>
              <p>{t('notices.emailResume')}</p>
            </Alert>
          )}
          {notices.emailRegistrationResume && (
            <Alert tone="info" title={t('notices.emailRegistrationResumeTitle')}>
              <p>{t('notices.emailRegistrationResume')}</p>
            </Alert>
          )}
          {caller === 'visitor' && <ReferredByNotice context={readReferral().context} />}
          {notices.notYourClient && (
            <Alert tone="warning">
              <p>{t('notices.notYourClient')}</p>
            </Alert>
          )}
        </QuoteSession>
      </div>
    </TextVoice>
  );
}

/** The page's title: getting a quote, or, once the quote is bought, the policy it became. */
function PageHeader() {
  const { t } = useTranslation(QUOTATION_NS);
  const { quote } = useWizard();
  const bought = quote !== null && isBought(quote.status);
  useDocumentTitle(bought ? t('policy.pageTitle') : t('title'));
  return (
    <header className="page-header">
      <h1>{bought ? t('policy.pageTitle') : t('title')}</h1>
      <p className="lead">{bought ? t('policy.pageLead') : t('lead')}</p>
    </header>
  );
}

/** One wizard for the person signed in (or the visitor), resuming the quote in the address. */
function QuoteSession({
  caller,
  clientEmail,
  quoteId,
  children,
}: {
  caller: Caller;
  clientEmail?: string;
  quoteId?: string;
  /** The notices the address asked for, shown under the page's title. */
  children?: ReactNode;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [store] = useState(
    () =>
      new WizardStore({
        caller,
        api,
        queryClient,
        clientEmail: clientEmail ?? quoteDraft.get().email,
        referral: readReferral(),
        storeGuestSession,
        onStarted: (id) =>
          void router.navigate({
            to: '/quotation',
            search: (previous) => ({ ...previous, quoteId: id }),
            replace: true,
          }),
      }),
  );

  // The address names the quote: another one is read, and none (the Quotation link from an
  // open quote) starts a new quote rather than showing the last one.
  useEffect(() => {
    const shown = store.getState().quote?.id;
    if (quoteId && shown !== quoteId) void store.load(quoteId);
    else if (!quoteId && shown) store.startOver();
  }, [quoteId, store]);

  // The draft the rest of the app sees follows the wizard: its coverage and unsaved changes.
  useEffect(
    () =>
      store.subscribe(() => {
        const { values, unsaved } = store.getState();
        quoteDraft.track(values.coverageType ?? null, unsaved);
      }),
    [store],
  );

  return (
    <WizardProvider store={store}>
      <PageHeader />
      {children}
      <Loaded quoteId={quoteId} />
    </WizardProvider>
  );
}

function Loaded({ quoteId }: { quoteId?: string }) {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { load, quote } = useWizard();
  const navigate = useNavigate();
  if (load.status === 'loading' || (quoteId && !quote && load.status === 'ready')) {
    return <PageLoading />;
  }
  if (load.status === 'failed') {
    const guest = store.caller === 'visitor';
    return (
      <Alert tone="error" title={t('resume.failedTitle')}>
        {/* A visitor without the quote's emailed link is asked to sign in (401). */}
        <p>{guest && load.httpStatus === 401 ? t('resume.needsLink') : load.message}</p>
        <div className="actions">
          {guest && quoteId && load.code !== ErrorCode.NotYourQuote && (
            <button
              type="button"
              className="button button--primary"
              // Without a token the API emails the quote's owner a fresh link (and says so).
              onClick={() => void saveForLater({ id: quoteId }).catch(() => undefined)}
            >
              {t('resume.emailLink')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              store.startOver();
              void navigate({ to: '/quotation', search: {}, replace: true });
            }}
          >
            {t('resume.startNew')}
          </button>
        </div>
      </Alert>
    );
  }
  return <Wizard />;
}
