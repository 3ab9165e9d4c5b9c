/**
 * Where a referred client's mailed link lands (`/quotation?referralToken=`): the referral is
 * read, kept in the referral cookies, and the quote starts without the token in the address.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useGetReferralInvitation } from '@coverline/contracts/generated/referrals/referrals';
import { useTranslation } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/http-errors';
import { Alert } from '../../../ui/Alert';
import { PageLoading } from '../../../ui/PageLoading';
import { REFERRALS_NS } from './namespace';
import { keepReferral } from './referral-link';

export function ReferralLinkLanding({ token }: { token: string }) {
  const { t, ready } = useTranslation(REFERRALS_NS);
  const navigate = useNavigate();
  const invitation = useGetReferralInvitation(token, { query: { retry: false } });
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
