import type { ComponentType } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SWRResponse } from 'swr';
import { useJackpotCards } from '@/api/jackpot-cards';
import { useQuickbetCards } from '@/api/quickbet-cards';
import { useQuickbetxCards } from '@/api/quickbetx-cards';
import { useQuicktipCards } from '@/api/quicktip-cards';
import { useSmartbetCards } from '@/api/smartbet-cards';
import { useSuperbetCards } from '@/api/superbet-cards';
import type { TicketSummary } from '@/types/api.gen';
import type { TicketKind } from '@/types/brand.gen';
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
} from './components/tiles';

const headings = defineMessages({
  quicktips: { id: 'lobby.heading.quicktips', defaultMessage: 'Quick tips' },
  smartbets: { id: 'lobby.heading.smartbets', defaultMessage: 'Smartbet' },
  superbets: { id: 'lobby.heading.superbets', defaultMessage: 'Superbet' },
  quickbets: { id: 'lobby.heading.quickbets', defaultMessage: 'QuickBets' },
  jackpots: { id: 'lobby.heading.jackpots', defaultMessage: 'Jackpots' },
  quickbetsx: { id: 'lobby.heading.quickbetsx', defaultMessage: 'QuickbetX' },
});

export interface KindConfig {
  heading: MessageDescriptor;
  useList: () => SWRResponse<TicketSummary[], unknown>;
  /** Where a ticket of this kind opens. */
  path: (code: string) => string;
  Tile: ComponentType<TileProps>;
  /** The tile's shape while the list loads (reserves its room). */
  Ghost: ComponentType;
}

const at = (prefix: string) => (code: string) => `/${prefix}/${encodeURIComponent(code)}`;

export const KINDS: Record<TicketKind, KindConfig> = {
  quicktips: {
    heading: headings.quicktips,
    useList: useQuicktipCards,
    path: at('quicktip'),
    Tile: QuickTipTile,
    Ghost: QuickTipTileGhost,
  },
  smartbets: {
    heading: headings.smartbets,
    useList: useSmartbetCards,
    path: at('smartbet'),
    Tile: ImageTile,
    Ghost: ImageTileGhost,
  },
  superbets: {
    heading: headings.superbets,
    useList: useSuperbetCards,
    path: at('superbet'),
    Tile: SuperBetTile,
    Ghost: SuperBetTileGhost,
  },
  quickbets: {
    heading: headings.quickbets,
    useList: useQuickbetCards,
    path: at('quickbet'),
    Tile: CountTile,
    Ghost: CountTileGhost,
  },
  jackpots: {
    heading: headings.jackpots,
    useList: useJackpotCards,
    path: at('jackpot'),
    Tile: CountTile,
    Ghost: CountTileGhost,
  },
  quickbetsx: {
    heading: headings.quickbetsx,
    useList: useQuickbetxCards,
    path: at('quickbetx'),
    Tile: ImageTile,
    Ghost: ImageTileGhost,
  },
};
