import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FieldError } from '@/components/text-field';
import { Chips, Fieldset } from './field';

/**
 * A choice among a few (the price, the way to pay, the mobile-money network): native radios shown
 * as chips, in a fieldset named by its legend. `children` come after the chips (a custom price).
 * An `error` (Bet now tapped with nothing chosen) shows under the chips, described by the group,
 * and the focus goes to the first chip, so the player sees what to choose.
 */
export function ChoiceChips<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  children,
  error,
}: {
  legend: ReactNode;
  options: readonly { value: T; label: ReactNode }[];
  /** The chosen option; none is checked when it is not one of them. */
  value: T | undefined;
  onChange: (value: T) => void;
  children?: ReactNode;
  /** A new object each time it is said (each tap), so the chips take the focus again. */
  error?: { message: string } | null;
}) {
  const name = useId();
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) first.current?.focus();
  }, [error]);
  return (
    <Fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      <Chips>
        {options.map((option, i) => (
          <label key={option.value}>
            <input
              ref={i === 0 ? first : undefined}
              type="radio"
              name={name}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </Chips>
      {error && (
        <FieldError id={`${name}-error`} role="alert">
          {error.message}
        </FieldError>
      )}
      {children}
    </Fieldset>
  );
}
