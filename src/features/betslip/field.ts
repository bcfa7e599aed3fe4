import styled, { css } from 'styled-components';

const field = css`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  label,
  legend {
    font-weight: 700;
    font-size: 0.9375rem;
  }
`;

export const Field = styled.div`
  ${field}
`;

export const Fieldset = styled.fieldset`
  ${field}
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
`;

export const Input = styled.input`
  min-height: 48px;
  width: 100%;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1.0625rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A group of choice chips (stakes, providers): native radios, styled. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  label {
    position: relative;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
  }
  span {
    display: inline-flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    cursor: pointer;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  input:focus-visible + span {
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;
