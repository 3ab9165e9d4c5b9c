import type { ReactNode } from 'react';

/** The card the payment's return page shows its outcome in. */
export function ResultFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page page--narrow checkout-result">
      <section className="card checkout-card" aria-labelledby="checkout-result-title">
        <h1 id="checkout-result-title" className="checkout-result__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
