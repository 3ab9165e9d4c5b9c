/**
 * The sandbox provider's hosted checkout page: one self-contained HTML document, no script, its
 * only stylesheet allowed by hash, clearly marked as a sandbox where no real money moves. Like a
 * real provider's page it shows the fields of the chosen way to pay only (the stylesheet hides
 * the other's as the choice changes), and reads only those.
 */
import { createHash } from 'node:crypto';
import type { SandboxCheckout } from './entities/sandbox-checkout.entity';
import { SANDBOX_TEST_CARDS } from './payment-form';
import type { SandboxPaymentFormDto } from './sandbox-checkout.dto';

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem;box-shadow:0 1px 3px #0002}
.sandbox{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:.25rem;padding:.5rem;font-weight:600;text-align:center}
.error{background:#fee2e2;color:#991b1b;border-radius:.25rem;padding:.5rem}
fieldset{border:1px solid #d4d4d8;border-radius:.25rem;margin:1rem 0}
label{display:block;margin:.5rem 0}
input[type=text]{display:block;width:100%;box-sizing:border-box;padding:.4rem;font-size:1rem}
.actions{display:flex;gap:.5rem;justify-content:space-between}
button{padding:.6rem 1rem;font-size:1rem;border-radius:.25rem;border:1px solid #a1a1aa;cursor:pointer}
button[value=pay]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}
small{color:#52525b}
form:has(input[name=method][value=bank]:checked) .card-fields{display:none}
form:has(input[name=method][value=card]:checked) .bank-fields{display:none}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Nothing runs, nothing loads; the form may post here and follow the redirect back to the merchant. */
export function checkoutPagePolicy(returnUrl: string): string {
  const merchant = new URL(returnUrl).origin;
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${merchant}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

export const formatDollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="sandbox">SANDBOX payment provider: no real money moves</p>
${body}
</main>
</body>
</html>
`;
}

function field(name: keyof SandboxPaymentFormDto, label: string, value: string, hint = ''): string {
  const hintHtml = hint ? ` <small>${escapeHtml(hint)}</small>` : '';
  return `<label>${escapeHtml(label)}${hintHtml}<input type="text" name="${name}" value="${escapeHtml(value)}" autocomplete="off"></label>`;
}

/** The payment form; on a second showing it keeps what was typed, except the security code. */
export function renderCheckoutPage(
  checkout: SandboxCheckout,
  options: { error?: string; form?: Partial<SandboxPaymentFormDto> } = {},
): string {
  const form = options.form ?? {};
  const bank = form.method === 'bank';
  const amount = formatDollars(checkout.amountCents);
  const error = options.error
    ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>`
    : '';
  return document(
    `Pay ${amount} (sandbox)`,
    `<h1>Pay ${escapeHtml(amount)}</h1>
<p>${escapeHtml(checkout.description)}<br><small>${escapeHtml(checkout.customerEmail)}</small></p>
${error}
<form method="post" action="/api/sandbox-payments/checkout/${escapeHtml(checkout.id)}">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="method" value="card"${bank ? '' : ' checked'}> Card</label>
<label><input type="radio" name="method" value="bank"${bank ? ' checked' : ''}> Bank account (ACH)</label>
</fieldset>
<fieldset class="card-fields"><legend>Card</legend>
${field('cardNumber', 'Card number', form.cardNumber ?? '', `test cards: ${SANDBOX_TEST_CARDS.pays} pays, ${SANDBOX_TEST_CARDS.declines} is declined, ${SANDBOX_TEST_CARDS.declinesOnFile} pays here and declines later instalments`)}
${field('cardExpiry', 'Expiry (MM/YY)', form.cardExpiry ?? '')}
${field('cardCvc', 'Security code', '')}
</fieldset>
<fieldset class="bank-fields"><legend>Bank account (ACH)</legend>
${field('accountName', 'Account holder name', form.accountName ?? '')}
${field('routingNumber', 'Routing number', form.routingNumber ?? '', 'e.g. 021000021')}
${field('accountNumber', 'Account number', '')}
</fieldset>
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="action" value="decline">Decline this payment</button>
</div>
</form>`,
  );
}

/** A checkout that can no longer be paid. */
export function renderClosedPage(): string {
  return document(
    'Checkout closed (sandbox)',
    '<h1>This checkout was closed</h1><p>Please go back and start the checkout again.</p>',
  );
}
