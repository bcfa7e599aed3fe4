import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { withAtag } from '@/lib/urls';

const linkStyle = `
  display: block;
  height: 100%;
  text-decoration: none;
  color: inherit;
`;
const InApp = styled(Link)`
  ${linkStyle}
`;
const NewTab = styled.a`
  ${linkStyle}
`;

/** A link to a ticket, carrying the affiliate tag; in iframe mode it opens a new tab. */
export function TicketLink(props: {
  to: string;
  atag: string | null;
  iframe: boolean;
  children: ReactNode;
}) {
  const href = withAtag(props.to, props.atag);
  return props.iframe ? (
    <NewTab href={href} target="_blank" rel="noopener noreferrer">
      {props.children}
    </NewTab>
  ) : (
    <InApp to={href}>{props.children}</InApp>
  );
}
