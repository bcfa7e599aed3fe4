import type { ReactNode } from 'react';
import styled from 'styled-components';

const Group = styled.hgroup`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  min-width: 0;
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.5rem;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

const Kicker = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A screen's title (server text, shown as text) under a small label naming what it is. */
export function ScreenHeading({ kicker, title }: { kicker: ReactNode; title: ReactNode }) {
  return (
    <Group>
      <Kicker>{kicker}</Kicker>
      <h1>{title}</h1>
    </Group>
  );
}
