/**
 * The answer when no carrier of ours writes a business type in a state for a line: one sentence
 * saying so, then the next steps: talk to an agent in the support chat, or leave an email to be
 * told when a carrier does (a lead staff see in the applications pipeline).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Link } from '@tanstack/react-router';
import { Language, Role, stateName, type CoverageType, type StateCode } from '@coverline/contracts';
import { useCreateAppetiteLead } from '@coverline/contracts/generated/appetite/appetite';
import { i18n, useLanguage } from '../../../lib/i18n';
import { formErrorMessage } from '../../../lib/http-errors';
import { useSessionRole } from '../../../lib/session-store';
import { Alert } from '../../../ui/Alert';
import { SubmitButton } from '../../../ui/SubmitButton';
import { TextField } from '../../../ui/TextField';
import { emailField } from '../../identity/auth/schemas';
import { useBusinessTypeByCode } from '../business-type/use-business-type-by-code';
import { updateAskerChat } from '../../support/chat/asker-chat-store';
import { useAppetiteT } from './namespace';

export interface NobodyWritesCase {
  masterIndexCode: string;
  businessType: string;
  state: string;
  line: CoverageType;
}

/** "Roofing Contractor" reads "roofing contractor" inside a sentence; "HVAC" stays. */
export const inSentence = (description: string): string =>
  description
    .split(' ')
    .map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word))
    .join(' ');

/** The sentence, in the reader's language. */
export function useNobodyWritesSentence() {
  const t = useAppetiteT();
  return (c: NobodyWritesCase) =>
    t('nobody.sentence', {
      businessType: inSentence(c.businessType),
      state: stateName(c.state as StateCode),
      line: t(`inSentence.${c.line}`),
    });
}

const leadSchema = z.object({ email: emailField });

export function NobodyWrites({
  nobody,
  quoteId,
  headingLevel = 2,
}: {
  nobody: NobodyWritesCase;
  quoteId?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useAppetiteT();
  const spanish = useLanguage() === Language.Spanish;
  // The quote keeps the index's English name; a Spanish reader reads the Spanish one.
  const { mapping } = useBusinessTypeByCode(nobody.masterIndexCode, spanish);
  const businessType = (spanish && mapping?.readerTexts.name) || nobody.businessType;
  const sentence = useNobodyWritesSentence()({ ...nobody, businessType });
  const createLead = useCreateAppetiteLead();
  const [sentTo, setSentTo] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(leadSchema),
    defaultValues: { email: '' },
  });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const role = useSessionRole();
  // Staff quoting for a client read the carriers' answers in the guide; the chat and the email
  // form are the visitor's.
  if (role === Role.Admin || role === Role.Agent) {
    return (
      <section className="card nobody-writes" aria-labelledby="nobody-writes-title">
        <Heading id="nobody-writes-title" className="nobody-writes__sentence">
          {sentence}
        </Heading>
        <p>{t('nobody.staffNext')}</p>
        <p>
          <Link
            to="/dashboard/appetite"
            search={{ q: nobody.businessType, state: nobody.state, line: nobody.line } as never}
          >
            {t('nobody.openGuide')}
          </Link>
        </p>
      </section>
    );
  }

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(undefined);
    try {
      await createLead.mutateAsync({
        data: {
          email,
          masterIndexCode: nobody.masterIndexCode,
          state: nobody.state as never,
          line: nobody.line,
          ...(quoteId ? { quoteId } : {}),
          language: (i18n.language === 'es' ? 'es' : 'en') as Language,
        },
      });
      setSentTo(email);
    } catch (error) {
      setServerError(formErrorMessage(error));
    }
  });

  return (
    <section className="card nobody-writes" aria-labelledby="nobody-writes-title">
      <Heading id="nobody-writes-title" className="nobody-writes__sentence">
        {sentence}
      </Heading>
      <p>{t('nobody.next')}</p>
      <div className="actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => updateAskerChat({ open: true })}
        >
          {t('nobody.talk')}
        </button>
      </div>
      {sentTo ? (
        <Alert tone="success">
          <p>
            {t('nobody.sent', {
              email: sentTo,
              businessType: inSentence(businessType),
              state: stateName(nobody.state as StateCode),
              line: t(`inSentence.${nobody.line}`),
            })}
          </p>
        </Alert>
      ) : (
        <form className="nobody-writes__form" noValidate onSubmit={(e) => void onSubmit(e)}>
          {serverError && (
            <Alert tone="error">
              <p>{serverError}</p>
            </Alert>
          )}
          <TextField
            label={t('nobody.email')}
            hint={t('nobody.emailHint')}
            type="email"
            autoComplete="email"
            error={errors.email ? t('nobody.emailInvalid') : undefined}
            {...register('email')}
          />
          <SubmitButton sending={isSubmitting} sendingLabel={t('nobody.sending')}>
            {t('nobody.submit')}
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
