import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import type { IssuedSession } from '../../../lib/session-store';
import {
  beginMfaSignInEnrolment,
  confirmMfaSignInEnrolment,
  verifyMfaSignIn,
} from '@coverline/contracts/generated/mfa/mfa';
import { CodeForm } from './CodeForm';
import { Enrolment } from './Enrolment';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * What follows a right password for staff with two-step verification: a code (or a recovery
 * code), or, for an admin who must have it and has not, setting it up and saving the recovery
 * codes before the session starts.
 */
export function SignInSecondStep({
  step,
  mfaToken,
  onSignedIn,
}: {
  step: 'verify' | 'enrol';
  mfaToken: string;
  onSignedIn: (issued: IssuedSession) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [enrolled, setEnrolled] = useState<{ issued: IssuedSession; codes: string[] }>();
  const begin = useCallback(() => beginMfaSignInEnrolment({ mfaToken }), [mfaToken]);

  if (step === 'verify') {
    return (
      <>
        <p className="auth-card__lead">{t('mfa.verifyLead')}</p>
        <CodeForm
          label={t('mfa.codeOrRecoveryLabel')}
          submitLabel={t('mfa.verifySubmit')}
          sendingLabel={t('mfa.checking')}
          allowRecovery
          onCode={async (code) => onSignedIn(await verifyMfaSignIn({ mfaToken, code }))}
        />
      </>
    );
  }
  if (enrolled) {
    return (
      <RecoveryCodes
        codes={enrolled.codes}
        doneLabel={t('mfa.continue')}
        onDone={() => void onSignedIn(enrolled.issued)}
      />
    );
  }
  return (
    <>
      <p className="auth-card__lead">{t('mfa.enrolRequiredLead')}</p>
      <Enrolment
        begin={begin}
        confirm={async (code) => {
          const { recoveryCodes, ...issued } = await confirmMfaSignInEnrolment({ mfaToken, code });
          setEnrolled({ issued, codes: recoveryCodes });
        }}
      />
    </>
  );
}
