import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useErrorText } from './use-error-text';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 700;
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1.0625rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** A field's error: the danger colour as a filled strip, so it reads on every theme (AA). */
export const FieldError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const ErrorCode = styled.span`
  display: block;
  font-weight: 400;
  font-size: 0.875rem;
`;

/** A call's error under a field: its message (as text), then "Error code N". */
export function ApiFieldError({ message, code }: { message: string; code: number }) {
  const errorText = useErrorText();
  return (
    <>
      {errorText(message)}
      <ErrorCode>
        <FormattedMessage id="error.code" defaultMessage="Error code {code}" values={{ code }} />
      </ErrorCode>
    </>
  );
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the field (as text) and announced; marks the input invalid. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with an optional hint and error, wired for screen readers. */
export function TextField({ label, hint, error, ref, ...input }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Input
        {...input}
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}
