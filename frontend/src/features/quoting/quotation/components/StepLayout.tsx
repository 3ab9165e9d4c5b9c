import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { isValidEmail } from '@coverline/contracts';
import { TextField } from '../../../../ui/TextField';
import { QUOTATION_NS } from '../namespace';
import { useWizard, useWizardStore } from '../state/context';
import { ProblemAlert } from './ProblemAlert';
import { SavedForLater } from './SavedForLater';

/**
 * One wizard page: its heading (focused when the page changes), the form, and the way on:
 * Back, Continue and Save for later. The form checks itself on Continue; nothing here waits for
 * the network except saving for later, which says when it is done.
 */
export function StepLayout({
  title,
  lead,
  onSubmit,
  onSaveForLater,
  submitLabel,
  back,
  children,
}: {
  title: string;
  lead?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  /** Saves this page too when it is complete; without it, only what came before is saved. */
  onSaveForLater?: (email?: string) => Promise<void>;
  submitLabel?: string;
  /** Replaces Back, for a page reached from elsewhere than the step before it. */
  back?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const state = useWizard();
  const canGoBack = store.flow.indexOf(state.page as never) > 0;
  return (
    <section className="card wizard-step" aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" tabIndex={-1} className="wizard-step__title">
        {title}
      </h2>
      {lead && <div className="card__lead">{lead}</div>}
      <ProblemAlert />
      <form className="form" noValidate onSubmit={onSubmit}>
        {children}
        <div className="form__actions wizard-step__actions">
          {back ? (
            <button type="button" className="button button--secondary" onClick={back.onClick}>
              {back.label}
            </button>
          ) : (
            canGoBack && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => store.goBack()}
              >
                {t('actions.back')}
              </button>
            )
          )}
          <button type="submit" className="button button--primary">
            {submitLabel ?? t('actions.continue')}
          </button>
        </div>
      </form>
      <SaveForLaterPanel onSave={onSaveForLater ?? ((email) => store.saveForLater(null, email))} />
    </section>
  );
}

function SaveForLaterPanel({ onSave }: { onSave: (email?: string) => Promise<void> }) {
  const { t } = useTranslation(QUOTATION_NS);
  const store = useWizardStore();
  const state = useWizard();
  const [askEmail, setAskEmail] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const needsEmail =
    store.caller !== 'client' && !state.quote && !isValidEmail(state.values.email ?? '');
  const busy = state.busy === 'savingForLater';

  const save = () => {
    if (needsEmail) {
      setAskEmail(true);
      return;
    }
    void onSave();
  };

  const saveWithEmail = (event: FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!isValidEmail(typed)) {
      setEmailError(typed ? t('validation.email') : t('validation.required'));
      return;
    }
    setEmailError(undefined);
    setAskEmail(false);
    void onSave(typed);
  };

  return (
    <div className="save-later">
      {state.savedForLater ? (
        <SavedForLater />
      ) : (
        <button type="button" className="button button--secondary" onClick={save} disabled={busy}>
          {busy ? t('saveForLater.saving') : t('saveForLater.button')}
        </button>
      )}
      {askEmail && needsEmail && (
        <form className="form save-later__email" noValidate onSubmit={saveWithEmail}>
          <TextField
            label={t('saveForLater.emailLabel')}
            hint={t('saveForLater.emailHint')}
            type="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="actions">
            <button type="submit" className="button button--primary">
              {t('saveForLater.send')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
