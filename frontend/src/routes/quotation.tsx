import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CartEntry } from '../features/purchase/checkout/CartEntry';
import { preloadQuotation, QuotationEntry } from '../features/quoting/quotation/QuotationEntry';
import { QUOTATION_NS } from '../features/quoting/quotation/namespace';
import { ReferralLinkLanding } from '../features/partners/referrals/ReferralLinkLanding';
import { i18n } from '../lib/i18n';
import { flagParam, textParam } from '../lib/search';

export const Route = createFileRoute('/quotation')({
  validateSearch: z.object({
    quoteId: textParam,
    guestToken: textParam,
    emailResume: flagParam,
    emailRegistrationResume: flagParam,
    notYourClient: flagParam,
    cart: flagParam,
    declined: flagParam,
    referralToken: textParam,
  }),
  loaderDeps: ({ search }) => ({
    wizard: !search.referralToken && !(search.cart && search.quoteId),
  }),
  // The wizard's code and texts load alongside the route's own chunk, not after it has rendered.
  loader: ({ deps }) => {
    if (deps.wizard) preloadWizard();
  },
  component: Quotation,
});

function preloadWizard(): void {
  preloadQuotation();
  void i18n.loadNamespaces(QUOTATION_NS);
}

/** The quotation flow: the wizard, or the cart of its chosen quote (see docs/decisions/quoting.md). */
function Quotation() {
  const {
    quoteId,
    guestToken,
    emailResume,
    emailRegistrationResume,
    notYourClient,
    cart,
    declined,
    referralToken,
  } = Route.useSearch();
  if (referralToken) {
    // The wizard and its texts load while the referral is read, not after.
    return <ReferralLinkLanding token={referralToken} whileReading={preloadWizard} />;
  }
  if (cart && quoteId) return <CartEntry quoteId={quoteId} declined={declined} />;
  return (
    <QuotationEntry
      quoteId={quoteId}
      guestToken={guestToken}
      notices={{ emailResume, emailRegistrationResume, notYourClient }}
    />
  );
}
