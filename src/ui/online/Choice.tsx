// One labelled choice of the online page's forms: a select over plain values, in the set-up panels' style.
export interface ChoiceProps<T extends string | number> {
  readonly label: string;
  readonly value: T;
  readonly options: readonly { readonly value: T; readonly label: string }[];
  readonly onChange: (value: T) => void;
}

export function Choice<T extends string | number>({ label, value, options, onChange }: ChoiceProps<T>) {
  return (
    <label className="setup__option">
      {label}
      <select
        value={String(value)}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)!.value)}
        aria-label={label}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
