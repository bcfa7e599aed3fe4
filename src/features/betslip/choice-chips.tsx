import { useId, type ReactNode } from 'react';
import { Chips, Fieldset } from './field';

/**
 * A choice among a few (the price, the way to pay, the mobile-money network): native radios shown
 * as chips, in a fieldset named by its legend. `children` come after the chips (a custom price).
 */
export function ChoiceChips<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  children,
}: {
  legend: ReactNode;
  options: readonly { value: T; label: ReactNode }[];
  /** The chosen option; none is checked when it is not one of them. */
  value: T | undefined;
  onChange: (value: T) => void;
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Chips>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </Chips>
      {children}
    </Fieldset>
  );
}
