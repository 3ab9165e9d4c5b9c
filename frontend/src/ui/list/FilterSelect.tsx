import { FieldFrame } from '../TextField';

/** A list's filter: a select of its values, the first of which ("All …") clears it. */
export function FilterSelect<V extends string>({
  label,
  value,
  all,
  options,
  onChange,
  className,
}: {
  label: string;
  /** The chosen value, or undefined for all. */
  value: V | undefined;
  /** The label of the choice that clears the filter. */
  all: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V | undefined) => void;
  className?: string;
}) {
  return (
    <FieldFrame label={label} className={className}>
      {(control) => (
        <select
          {...control}
          className="field__input"
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
        >
          <option value="">{all}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
