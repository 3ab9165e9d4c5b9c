/**
 * The billing the client saved in the cart (`billingInfo/{quoteId}`): plan, method, payment
 * choice and schedule, the bank account by its last four digits only, where bills go, and the
 * billing email. The API never answers full bank numbers.
 */
import { ErrorCode } from '@coverline/contracts';
import { useGetBillingInfo } from '@coverline/contracts/generated/billing/billing';
import type { BillingInfoDto } from '@coverline/contracts/generated/model';
import { formatCentsExact } from '../../../lib/currency';
import { formatDate } from '../../../lib/dates';
import { errorCode, errorMessage } from '../../../lib/http-errors';
import { useTranslation } from '../../../lib/i18n';
import { Alert } from '../../../ui/Alert';
import { STAFF_QUOTE_NS } from './namespace';

export function BillingInfoPanel({ quoteId }: { quoteId: string }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const billing = useGetBillingInfo(quoteId, { query: { retry: false } });
  const notSaved = billing.isError && errorCode(billing.error) === ErrorCode.BillingInfoNotFound;
  return (
    <section className="card staff-panel" aria-labelledby="billing-info-title">
      <h2 id="billing-info-title">{t('billing.title')}</h2>
      {billing.isPending && <p role="status">{t('loading')}</p>}
      {notSaved && <p>{t('billing.none')}</p>}
      {billing.isError && !notSaved && (
        <Alert tone="error" title={t('billing.loadFailed')}>
          <p>{errorMessage(billing.error)}</p>
        </Alert>
      )}
      {billing.data && <SavedBilling info={billing.data} />}
    </section>
  );
}

function SavedBilling({ info }: { info: BillingInfoDto }) {
  const { t } = useTranslation(STAFF_QUOTE_NS);
  const { bank, mail } = info;
  const instalments = info.instalmentCents.length;
  return (
    <>
      <p className="card__lead">{t('billing.lead')}</p>
      <dl className="staff-facts">
        <div>
          <dt>{t('billing.plan')}</dt>
          <dd>{t(`billing.plans.${info.billingPlan}`)}</dd>
        </div>
        {info.paymentMethod && (
          <div>
            <dt>{t('billing.method')}</dt>
            <dd>{t(`billing.methods.${info.paymentMethod}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('billing.choice')}</dt>
          <dd>
            <span className="staff-facts__line">{t(`billing.choices.${info.paymentChoice}`)}</span>
            <span className="staff-facts__line">
              {instalments === 0
                ? t('billing.scheduleFull', { first: formatCentsExact(info.firstPaymentCents) })
                : t('billing.scheduleInstalments', {
                    first: formatCentsExact(info.firstPaymentCents),
                    count: instalments,
                    each: formatCentsExact(info.instalmentCents[0]),
                  })}
            </span>
          </dd>
        </div>
        {bank && (
          <div>
            <dt>{t('billing.bank')}</dt>
            <dd>
              <span className="staff-facts__line">{bank.nameOnAccount}</span>
              {bank.accountHolderNames && (
                <span className="staff-facts__line">
                  {t('billing.accountHolders', { names: bank.accountHolderNames })}
                </span>
              )}
              <span className="staff-facts__line">
                {t('billing.accountEnding', { last4: bank.accountNumberLast4 })}
              </span>
              <span className="staff-facts__line">
                {t('billing.routingEnding', { last4: bank.routingNumberLast4 })}
              </span>
            </dd>
          </div>
        )}
        {mail && (
          <div>
            <dt>{t('billing.bills')}</dt>
            <dd>
              <span className="staff-facts__line">{mail.mailingName}</span>
              {mail.email ? (
                <span className="staff-facts__line staff-facts__whole" title={mail.email}>
                  {mail.email}
                </span>
              ) : (
                mail.address && (
                  <span className="staff-facts__line">
                    {[mail.address.line1, mail.address.line2, mail.address.city]
                      .filter(Boolean)
                      .join(', ')}
                    {` ${mail.address.state} ${mail.address.zip}`}
                  </span>
                )
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('billing.email')}</dt>
          <dd>
            <span className="staff-facts__line staff-facts__whole" title={info.email}>
              {info.email}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('billing.savedAt')}</dt>
          <dd>{formatDate(info.updatedAt)}</dd>
        </div>
      </dl>
    </>
  );
}
