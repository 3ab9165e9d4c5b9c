import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { Progress } from './components/Progress';
import { maxInitialBackdatedDays, useLineCarriers } from './hooks/use-carriers';
import { usePrefetchSteps } from './hooks/use-question-sets';
import { useRatingPoll } from './hooks/use-rating-poll';
import { QUOTATION_NS } from './namespace';
import { isBought, PolicyView } from './results/PolicyView';
import { ResultsView } from './results/ResultsView';
import { useWizard, useWizardStore } from './state/context';
import type { WizardPage } from './state/flow';
import { BusinessInfoStep } from './steps/BusinessInfoStep';
import { BusinessTypeStep } from './steps/BusinessTypeStep';
import { ClaimsStep } from './steps/ClaimsStep';
import { ContactStep } from './steps/ContactStep';
import { CoverageStep } from './steps/CoverageStep';
import { CyberStep } from './steps/CyberStep';
import { EffectiveDateStep } from './steps/EffectiveDateStep';
import { EmployersLiabilityStep } from './steps/EmployersLiabilityStep';
import { FeinStep } from './steps/FeinStep';
import { FinanceStep } from './steps/FinanceStep';
import { GlLimitsStep } from './steps/GlLimitsStep';
import { LegalEntityStep } from './steps/LegalEntityStep';
import { LocationStep } from './steps/LocationStep';
import { MailingAddressStep } from './steps/MailingAddressStep';
import { OwnersStep } from './steps/OwnersStep';
import { PayrollStep } from './steps/PayrollStep';
import { PropertyStep } from './steps/PropertyStep';
import { SummaryStep } from './steps/SummaryStep';
import { UnderwritingStep } from './steps/UnderwritingStep';
import { WaiverStep } from './steps/WaiverStep';
import { WebsiteStep } from './steps/WebsiteStep';

const PAGES: Record<WizardPage, ComponentType> = {
  coverage: CoverageStep,
  businessType: BusinessTypeStep,
  businessInfo: BusinessInfoStep,
  location: LocationStep,
  legalEntity: LegalEntityStep,
  contact: ContactStep,
  fein: FeinStep,
  website: WebsiteStep,
  mailingAddress: MailingAddressStep,
  effectiveDate: EffectiveDateStep,
  employersLiability: EmployersLiabilityStep,
  waiverOfSubrogation: WaiverStep,
  payroll: PayrollStep,
  underwriting: UnderwritingStep,
  owners: OwnersStep,
  finance: FinanceStep,
  property: PropertyStep,
  glLimits: GlLimitsStep,
  cyber: CyberStep,
  claims: ClaimsStep,
  summary: SummaryStep,
  results: ResultsView,
};

/**
 * The wizard: progress, the current page, the rating poll (it goes on whatever page is shown) and
 * the guard against leaving with unsaved answers.
 */
export function Wizard() {
  const store = useWizardStore();
  const state = useWizard();
  const { page, values, dateOnly } = state;
  usePrefetchSteps(values.coverageType);
  useRatingPoll();
  const { carriers } = useLineCarriers(values.coverageType);
  const backdating = maxInitialBackdatedDays(carriers);
  useEffect(() => store.setMaxBackdatedDays(backdating), [store, backdating]);

  // Each new page takes the focus to its heading, so keyboard and screen reader users start there.
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    document.getElementById('wizard-step-title')?.focus();
    window.scrollTo({ top: 0 });
  }, [page]);

  // A bought quote is a policy now: no steps to go through, nothing left to choose.
  if (state.quote && isBought(state.quote.status)) {
    return <PolicyView />;
  }
  const Page = PAGES[page];
  return (
    <div className="wizard">
      <Progress />
      <div className="wizard__page">
        <ClearedNotice />
        <Page key={`${page}${dateOnly ? ':date' : ''}`} />
      </div>
      <LeaveGuard />
    </div>
  );
}

/** A changed answer cleared later ones: the wizard says which, and where they are asked again. */
function ClearedNotice() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const { cleared, redo } = useWizard();
  if (!cleared) return null;
  const sections = cleared.sections.map((s) => t(`cleared.${s}`)).join(', ');
  const steps = redo.map((s) => t(`steps.${s}.short`)).join(', ');
  return (
    <div className="wizard-cleared">
      <Alert tone="warning" title={t('cleared.title')}>
        <p>{t('cleared.body', { step: t(`steps.${cleared.step}.short`), sections, steps })}</p>
        <div className="actions">
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => store.dismissCleared()}
          >
            {t('cleared.dismiss')}
          </button>
        </div>
      </Alert>
    </div>
  );
}

/** Leaving the page with answers the API does not have yet asks first (the browser asks too). */
function LeaveGuard() {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => store.getState().unsaved && next.pathname !== '/quotation',
    enableBeforeUnload: () => store.getState().unsaved,
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <div
      className="alert alert--warning confirm leave-guard"
      role="alertdialog"
      aria-labelledby="leave-title"
      aria-describedby="leave-body"
    >
      <p className="alert__title" id="leave-title">
        {t('leave.title')}
      </p>
      <p id="leave-body">{t('leave.body')}</p>
      <div className="actions">
        <button
          type="button"
          className="button button--primary"
          // The question interrupts a navigation: its safe answer takes the focus.
          autoFocus
          onClick={() => blocker.reset()}
        >
          {t('leave.stay')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => blocker.proceed()}
        >
          {t('leave.leave')}
        </button>
      </div>
    </div>
  );
}
