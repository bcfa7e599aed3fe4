import { useEffect, useRef, type ComponentType, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { CallErrorView } from '@/components/error-view';
import { OFFLINE_MESSAGE, toApiError } from '@/lib/api-error';
import { ON_SURFACE, pendingCue } from '@/components/reserved';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useBrand } from '@/config/brand-context';
import { useLocalText } from '@/hooks/intl';
import { useDrawnAnswer } from '@/lib/swr';
import { useLiveFirst, useTicketAvailability } from '@/lib/ticket-availability';
import { useCardList } from '@/api/card-list';
import { ticketPath, type Family, type LobbyTile } from '@/lib/families';
import type { TicketSummary } from '@/types/api.gen';
import { PRIORITY_LISTS, PRIORITY_TILES } from '@/boot/first-screen';
import type { LobbyStyle } from '../lobby-params';
import { TicketLink } from './ticket-link';
import {
  CountTile,
  CountTileGhost,
  ImageTile,
  ImageTileGhost,
  QuickTipTile,
  QuickTipTileGhost,
  SuperBetTile,
  SuperBetTileGhost,
  type TileProps,
} from './tiles';

/** Each tile look of the lobby (a family's `tile`): the tile, and its shape while loading. */
const TILES: Record<LobbyTile, { Tile: ComponentType<TileProps>; Ghost: ComponentType }> = {
  quicktip: { Tile: QuickTipTile, Ghost: QuickTipTileGhost },
  image: { Tile: ImageTile, Ghost: ImageTileGhost },
  superbet: { Tile: SuperBetTile, Ghost: SuperBetTileGhost },
  count: { Tile: CountTile, Ghost: CountTileGhost },
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Heading = styled.h2`
  margin: 0 ${({ theme }) => theme.space(4)};
  font-size: 1.25rem;
`;

const List = styled.ul<{ $style: LobbyStyle }>`
  list-style: none;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${({ $style }) =>
    $style === 'compact'
      ? css`
          grid-auto-flow: row;
        `
      : // scroll-padding: snapped tiles keep the headings' margin (the first does not touch the
        // edge). data-more: more tiles to the right, so the row fades out there and reads as one
        // that scrolls.
        css`
          grid-auto-flow: column;
          grid-auto-columns: minmax(220px, 72%);
          overflow-x: auto;
          scroll-snap-type: x mandatory;
          scroll-padding-inline: ${({ theme }) => theme.space(4)};
          overscroll-behavior-x: contain;
          &[data-more='true'] {
            mask-image: linear-gradient(to right, #000 calc(100% - 56px), transparent);
          }
          @media (min-width: 720px) {
            grid-auto-columns: 240px;
          }
        `}
`;

// position: relative holds the tile's visually hidden labels: else, positioned against the page,
// those of tiles scrolled out of the row widen the document (a phone then pans sideways).
const Item = styled.li<{ $style: LobbyStyle }>`
  position: relative;
  scroll-snap-align: start;
  padding: ${({ theme, $style }) => theme.space($style === 'compact' ? 3 : 4)};
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: ${({ theme }) => theme.shadow};
  ${({ $style }) =>
    $style === 'compact' &&
    // Dense rows: a small image (or, while loading, its box) beside the text.
    css`
      & > * > div:has(> img),
      & > div:has(> [data-preview]) {
        grid-template-columns: 96px 1fr;
        align-items: center;
      }
    `}
  ${({ theme, $style }) =>
    $style === 'bold'
      ? // Its border is its background: a bold tile has a lite one's size (the page's shell,
        // lite, hands over to bold without a shift).
        css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          border: 1px solid ${theme.colors.primary};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
        `}
`;

/**
 * A tile that cannot be played: no link, its images greyed, and the tile drawn as a dashed
 * outline on the page's background (its text keeps its contrast), so it reads as inactive.
 */
const Closed = styled.div`
  height: 100%;
  img {
    filter: grayscale(1);
  }
  li:has(> &) {
    border-style: dashed;
    box-shadow: none;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** While loading: the list's own items, empty and faded, so the list takes their room. */
/** A list's tiles while it loads, each with the progress cue of reserved shapes. */
const GhostList = styled(List)`
  opacity: 0.5;
  overflow: hidden;
  & > li {
    ${pendingCue(ON_SURFACE)}
  }
`;

/** Ghost tiles per list while it loads: a row and a peek of the next in a row, a few rows in compact. */
const GHOSTS = { lite: 2, bold: 2, compact: 3 } as const satisfies Record<LobbyStyle, number>;

interface Props {
  family: Family;
  style: LobbyStyle;
  atag: string | null;
  iframe: boolean;
  /** Its place among the lists shown (0 first). */
  index: number;
  /**
   * Told when the list has arrived empty (the lobby says so when every list has) or failed for
   * lack of network (the lobby says the player is offline, once for all its lists).
   */
  onStatus: (family: string, status: ListStatus) => void;
  /** Asks the list again each time it changes (the lobby's Try again when offline). */
  retry: number;
}

export type ListStatus = 'empty' | 'offline' | undefined;

/**
 * Marks a row whose tiles go on past its right edge (`data-more`), as it scrolls and resizes:
 * written straight to the element, no render. Measured first when the resize observer reports
 * the row, after the browser's own layout: measured in the effect, each row forced a layout of
 * its own while the lobby drew (35 ms of the lobby's first load in a CPU profile here).
 */
function useMoreToTheRight(ref: RefObject<HTMLElement | null>, ready: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!ready || !el) return;
    const update = () => {
      const more = String(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
      if (el.dataset.more !== more) el.dataset.more = more;
    };
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref, ready]);
}

/** One lobby card: a family's heading and its published tickets; nothing while the list is empty. */
export function FamilySection({ family, style, atag, iframe, index, onStatus, retry }: Props) {
  const brand = useBrand();
  const intl = useIntl();
  const { Tile, Ghost } = TILES[family.tile];
  const list = useCardList(family.id);
  const { mutate } = list;
  const { data, error, isLoading } = useDrawnAnswer(list);
  // Live tickets first: an expired or disabled one goes to the end of its row.
  const tickets = useLiveFirst(data);
  const row = useRef<HTMLUListElement>(null);
  useMoreToTheRight(row, !!data?.length && style !== 'compact');
  const local = useLocalText();
  // The brand's own heading (one text, or one per language), else the family's translated name.
  const title = brand.cardTitles?.[family.id as keyof NonNullable<typeof brand.cardTitles>];
  const heading = title === undefined ? intl.formatMessage(family.name) : local(title);
  const headingId = `lobby-${family.id}`;
  let status: ListStatus;
  if (error) status = toApiError(error).message === OFFLINE_MESSAGE ? 'offline' : undefined;
  else if (!isLoading && !data?.length) status = 'empty';
  useEffect(() => onStatus(family.id, status), [onStatus, family.id, status]);
  useEffect(() => {
    if (retry) void mutate();
  }, [retry, mutate]);

  if (status === 'offline') return null;
  if (error) {
    return (
      <Section aria-labelledby={headingId}>
        <Heading id={headingId}>{heading}</Heading>
        <CallErrorView compact error={error} onRetry={() => void mutate()} />
      </Section>
    );
  }
  if (isLoading) {
    return (
      <Section aria-busy="true" aria-labelledby={headingId}>
        <Heading id={headingId}>{heading}</Heading>
        <GhostList $style={style} aria-hidden="true">
          {Array.from({ length: GHOSTS[style] }, (_, i) => (
            <Item key={i} $style={style}>
              <Ghost />
            </Item>
          ))}
        </GhostList>
        <VisuallyHidden>
          <FormattedMessage id="common.loading" defaultMessage="Loading..." />
        </VisuallyHidden>
      </Section>
    );
  }
  if (!data?.length) return null;

  return (
    <Section aria-labelledby={headingId} data-family={family.id}>
      <Heading id={headingId}>{heading}</Heading>
      <List ref={row} $style={style}>
        {tickets.map((ticket, i) => (
          <Item key={ticket.code} $style={style}>
            <TicketTile
              ticket={ticket}
              Tile={Tile}
              path={ticketPath(family, ticket.code)}
              atag={atag}
              iframe={iframe}
              priority={index < PRIORITY_LISTS && i < PRIORITY_TILES}
            />
          </Item>
        ))}
      </List>
    </Section>
  );
}

/** A ticket's tile: a link to bet on it, or, disabled or expired, the tile alone saying so. */
function TicketTile({
  ticket,
  Tile,
  path,
  atag,
  iframe,
  priority,
}: Pick<Props, 'atag' | 'iframe'> & {
  ticket: TicketSummary;
  Tile: ComponentType<TileProps>;
  /** Where the ticket opens. */
  path: string;
  priority: boolean;
}) {
  const availability = useTicketAvailability({
    disabled: ticket.disabled,
    expiresAt: ticket.operator_time_expires,
  });
  const tile = <Tile ticket={ticket} priority={priority} availability={availability} />;
  if (availability !== 'open') return <Closed data-availability={availability}>{tile}</Closed>;
  return (
    <TicketLink to={path} atag={atag} iframe={iframe}>
      {tile}
    </TicketLink>
  );
}
