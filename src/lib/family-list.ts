import { defineMessages } from 'react-intl';
import type { Family, ScreenRef } from './families';
import { QUICKTIP_X_PARAM } from './quicktip-x';

/**
 * The entries of the family registry (src/lib/families.ts, which every reader imports): one per
 * ticket family. Adding a family is one entry here, its screen and its texts (its name here, its
 * guide in src/features/how-to-play/guides.ts, the four locale files); the tests of
 * tests/app/family-registry.test.tsx say what else must agree with this list. Tests that add a
 * family replace this module with vi.mock, so no test changes the list itself.
 */

const names = defineMessages({
  quicktip: { id: 'family.quicktip', defaultMessage: 'Quick tips' },
  smartbet: { id: 'family.smartbet', defaultMessage: 'Smartbet' },
  superbet: { id: 'family.superbet', defaultMessage: 'Superbet' },
  quickbet: { id: 'family.quickbet', defaultMessage: 'QuickBets' },
  jackpot: { id: 'family.jackpot', defaultMessage: 'Jackpots' },
  quickbetx: { id: 'family.quickbetx', defaultMessage: 'QuickbetX' },
});

const screen = (feature: string, file: string, name: string): ScreenRef => ({
  module: `src/features/${feature}/${file}.tsx`,
  export: name,
});
const BUILDER = screen('ticket-builder', 'builder-screen', 'BuilderScreen');

/** The families in the lobby's order (their `type` codes). */
export const FAMILY_LIST: readonly Family[] = [
  {
    id: 'quicktip',
    typeCode: 1,
    name: names.quicktip,
    tile: 'quicktip',
    routes: [
      {
        path: '/quicktip/:id',
        screen: screen('quicktips', 'quicktip-screen', 'QuicktipScreen'),
        showsCard: true,
        // /quicktip/{code}?x=1 shows a quick tip X (GET /api/quicktipxs/{code}).
        unlessParam: QUICKTIP_X_PARAM,
      },
    ],
    otpPath: '/quicktip/otp',
    trackingPath: '/quicktips/tracking',
    reserve: 'quicktips',
    create: 'quicktips',
    ticketTypes: { quicktip: 'QT' },
  },
  {
    id: 'smartbet',
    typeCode: 2,
    name: names.smartbet,
    tile: 'image',
    routes: [
      {
        path: '/smartbet/:id',
        screen: screen('smartbets', 'smartbet-screen', 'SmartbetScreen'),
        showsCard: true,
      },
      {
        path: '/smartbet/generated',
        screen: screen('smartbets', 'smartbet-generated-screen', 'SmartbetGeneratedScreen'),
      },
    ],
    otpPath: '/smartbet/otp',
    trackingPath: '/smartbet/tracking',
    // A smart bet is played as the tip generated for the player (a quick tip X).
    reserve: 'quicktips',
    create: 'quicktipxs',
    ticketTypes: { smartbet: 'SM', quicktipx: 'TX' },
  },
  {
    id: 'superbet',
    typeCode: 3,
    name: names.superbet,
    tile: 'superbet',
    routes: [
      {
        path: '/superbet/:id',
        screen: screen('superbets', 'superbet-screen', 'SuperbetScreen'),
        showsCard: true,
      },
    ],
    otpPath: '/superbet/otp',
    trackingPath: '/superbet/tracking',
    reserve: 'quicktips',
    create: 'quicktips',
    ticketTypes: { superbet: 'SP' },
  },
  {
    id: 'quickbet',
    typeCode: 4,
    name: names.quickbet,
    tile: 'count',
    routes: [
      { path: '/quickbet/:id', screen: BUILDER, view: 'list', showsCard: true },
      { path: '/quickbet-swipe/:id', screen: BUILDER, view: 'swipe', showsCard: true },
    ],
    otpPath: '/quickbet/otp',
    trackingPath: '/quickbet/tracking',
    reserve: 'quickbets',
    // Quick bets have no create call of their own.
    create: 'quickbetxs',
    ticketTypes: { quickbet: 'QB' },
  },
  {
    id: 'jackpot',
    typeCode: 5,
    name: names.jackpot,
    tile: 'count',
    routes: [
      { path: '/jackpot/:id', screen: BUILDER, view: 'list', showsCard: true },
      { path: '/jackpot-list/:id', screen: BUILDER, view: 'list', showsCard: true },
      { path: '/jackpot-swipe/:id', screen: BUILDER, view: 'swipe', showsCard: true },
    ],
    otpPath: '/jackpots/otp',
    trackingPath: '/jackpots/tracking',
    reserve: 'jackpots',
    create: 'jackpots',
    pickBets: 'jackpots',
    ticketTypes: { jackpot: 'JP' },
  },
  {
    id: 'quickbetx',
    typeCode: 6,
    name: names.quickbetx,
    tile: 'image',
    routes: [
      { path: '/quickbetx/:id', screen: BUILDER, view: 'swipe', showsCard: true },
      { path: '/quickbetx-swipe/:id', screen: BUILDER, view: 'swipe', showsCard: true },
    ],
    otpPath: '/quickbetx/otp',
    trackingPath: '/quickbetx/tracking',
    reserve: 'quickbetxs',
    create: 'quickbetxs',
    ticketTypes: { quickbetx: 'QX' },
  },
];
