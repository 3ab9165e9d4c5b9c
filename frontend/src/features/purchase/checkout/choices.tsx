/** Radio buttons under one legend, the cart's way of offering billing options. */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export function ChoiceGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="checkout-choices">
      <legend className="field__label">{legend}</legend>
      <div className="checkout-choices__options">{children}</div>
    </fieldset>
  );
}

interface ChoiceProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  detail?: ReactNode;
}

/** One radio button; the whole row is the click target and the detail describes it. */
export function Choice({ label, detail, ...input }: ChoiceProps) {
  const detailId = useId();
  return (
    <label className="checkout-choice">
      <input type="radio" aria-describedby={detail ? detailId : undefined} {...input} />
      <span className="checkout-choice__text">
        <span className="checkout-choice__label">{label}</span>
        {detail && (
          <span className="checkout-choice__detail" id={detailId}>
            {detail}
          </span>
        )}
      </span>
    </label>
  );
}
