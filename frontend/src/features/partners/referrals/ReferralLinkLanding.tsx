/**
 * Where a referred client's mailed link lands (`/quotation?referralToken=`): the referral is
 * read, kept in the referral cookies, and the quote starts without the token in the address.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  getGetReferralInvitationQueryOptions,
  useGetReferralInvitation,
} from '@coverline/contracts/generated/referrals/referrals';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { REFERRALS_NS } from './namespace';
import { keepReferral } from './referral-link';

export function ReferralLinkLanding({
  token,
  whileReading,
}: {
  token: string;
  /**
   * What to load while the referral is read (the wizard and its texts). It starts once the
   * referral's call is out, so that call (and the HTTP client it needs) is not queued behind the
   * wizard's many files: the client lands sooner.
   */
  whileReading?: () => void;
}) {
  const { t, ready } = useTranslation(REFERRALS_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = { query: { retry: false } } as const;
  useState(() => {
    void queryClient.prefetchQuery(getGetReferralInvitationQueryOptions(token, options));
    whileReading?.();
    return true;
  });
  const invitation = useGetReferralInvitation(token, options);
  const data = invitation.data;

  useEffect(() => {
    if (!data) return;
    keepReferral(token, data);
    void navigate({
      to: '/quotation',
      search: (previous) => ({ ...previous, referralToken: undefined }),
      replace: true,
    });
  }, [data, token, navigate]);

  if (invitation.isError && ready) {
    return (
      <div className="page page--narrow">
        <Alert tone="error" title={t('link.invalidTitle')}>
          <p>{errorMessage(invitation.error)}</p>
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                void navigate({
                  to: '/quotation',
                  search: (previous) => ({ ...previous, referralToken: undefined }),
                  replace: true,
                })
              }
            >
              {t('link.startAnyway')}
            </button>
          </p>
        </Alert>
      </div>
    );
  }
  return <PageLoading />;
}
