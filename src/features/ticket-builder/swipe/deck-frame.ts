import styled from 'styled-components';

/** The deck's room on the page: the swipe deck's, and its reserved shape while the ticket loads. */
export const DeckFrame = styled.div`
  position: relative;
  height: 450px;
  max-height: 64vh;
  min-height: 400px;
  margin: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
`;
