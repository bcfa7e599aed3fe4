/**
 * The embedded demo API: every call of product-spec section 7 on seeded data, plus the images
 * under /media/ and the demo bank widget under /demo-bank/. `createDemoApi(options)` returns a
 * request handler that answers `true` when it handled the request.
 *
 * Demo values (for testers and the front end):
 * - OTP code: 1234 (POST /api/otp/confirm); anything else answers 400 "Invalid OTP code".
 * - Players (GET /api/identify?token=): PLAYER1 (balance 5000), RICH7 (100000), BROKE1 (10).
 * - Quick bets X: QBX-101 allow_skip, QBX-102 open_stake + min_ticket_odds 10, QBX-103 stale odds on
 *   its first event (reserving a pick on it answers 409 code 104) and a missing preview image,
 *   QBX-104 needs 12 events but has 8, QBX-105 expired. Quick bet QB-503 is disabled.
 * - Unlisted tickets (served by code, not in the lobby lists): quick tip QT-205, smart bet SB-304
 *   and super bet SP-405 expired; QT-206, SB-305 and SP-406 disabled.
 * - Team 502 (AFC Leopards, super bet SP-402) has no crest: /media/teams/502.png answers 404.
 * - Historical tickets, one per status: T-PENDING-1, T-CANCELED-1, T-RESULTED-1, T-RESERVED-1,
 *   T-NOT-STARTED-1, T-OPEN-1, T-VOID-1, T-WON-1 (paid by bank), T-NEW-1, T-LOST-1, T-CLOSED-1.
 * - Which codes each placing call accepts: quickbetxs/* quick bets X and quick bets (quick bets
 *   have no create call); quickbets/reserve quick bets; quicktips/* quick tips and super bets,
 *   and reserve of generated smart bets (quicktipx codes SBX-...); jackpots/* jackpots;
 *   quicktipxs/create quicktipx.
 * - Mobile money: a phone reserve is `new` until the OTP, then `reserved`, then `open`
 *   paymentDelayMs later; with otp "confirmed" it starts `reserved`. Bank: `reserved` until the
 *   demo bank page approves it. Wallet (create): `open` at once.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  CreateRequest,
  OperatorConfig,
  OtpConfirmRequest,
  PickBetsRequest,
  ReserveRequest,
  ShareRequest,
  SmartbetGenerated,
  SmartbetGenerateRequest,
  TicketEvent,
  TicketType,
} from '../../../src/types/api.gen';
import { HttpError, readJson, sendError, sendJson, splitUrl } from '../http-utils';
import { BANK_STATUS_FINISHED, WIDGET_JS, banksFor, payPageHtml } from './bank';
import {
  HOUR,
  type Card,
  type SwipeCard,
  type TipCard,
  createCatalog,
  offeredMarkets,
} from './catalog';
import {
  CODE_PREFIX,
  CREATE_FAMILIES,
  FAMILIES,
  PICK_FAMILIES,
  RESERVE_FAMILIES,
  type Family,
} from './families';
import { financeDetails, round2, totalOdds } from './finance';
import { drawCrest, drawLeagueLogo, drawPreview, hexToRgb } from './png';
import { createPrng } from './prng';
import { PLAYERS, PREVIEWS } from './seed';
import {
  pickedEventOf,
  smartCardOf,
  summaryOf,
  superCardOf,
  swipeCardOf,
  tipCardOf,
} from './shapes';
import { PICK_MODES, type PickMode, generateSmartPicks, suggestPicks } from './smartbet';
import {
  type TicketContext,
  type TicketRecord,
  networkOf,
  seedHistory,
  ticketEventOf,
  ticketOf,
} from './tickets';
import { apiAjv, assertValid } from './validation';

/** The parts of a brand file (brands/<id>.json) the demo API reads. */
export interface BrandLike {
  id: string;
  name?: string;
  languages: string[];
  region: { currency: string; exciseTax?: number; withholdingTax?: number; country: string };
  payments: { providers: string[] };
}

export interface DemoApiOptions {
  /** The brand the API plays the operator of. */
  operator: BrandLike;
  /** Clock in ms (default Date.now); tests move it to make payments complete. */
  now?: () => number;
  /** Time from payment confirmation to `open`, in ms (default 4000). */
  paymentDelayMs?: number;
  /** Seed of the demo data (default 20240601). */
  seed?: number;
}

/** Handles /api/*, /media/* and /demo-bank/*; resolves true when it answered the request. */
export type DemoApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export const DEMO_OTP = '1234';
/** The demo players (data/players.json): `/api/identify?token=` code -> starting balance. */
export const DEMO_PLAYERS = PLAYERS;
export const ODDS_CHANGED = {
  code: 104,
  message: 'Odds have changed. Please change your bet.',
} as const;
/** Set with a 104 answer: the browser is then served QBX-103's current odds (a fresh card). */
const ODDS_SEEN_COOKIE = 'demo-odds-moved';
const sawOddsMove = (req: IncomingMessage): boolean =>
  (req.headers.cookie ?? '').split(/;\s*/).includes(`${ODDS_SEEN_COOKIE}=1`);
export const NO_SMART_MATCH = 'No matching bet found. Please try other options.';
const DEFAULT_SEED = 20240601;
/** Stores are capped so a long-running demo does not grow without bound. */
const STORE_CAP = 10_000;

const MOBILE_MONEY = new Set(['mpesa', 'airtel', 'tigo', 'halopesa']);
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: (ctx: RequestContext) => Promise<void> | void;
}

interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  params: string[];
  query: URLSearchParams;
  pathname: string;
}

const setCap = <K, V>(map: Map<K, V>, key: K, value: V): void => {
  if (map.size >= STORE_CAP) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
};

function decodeParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'Malformed URL');
  }
}

export function createDemoApi(options: DemoApiOptions): DemoApiHandler {
  const brand = options.operator;
  const now = options.now ?? Date.now;
  const seed = options.seed ?? DEFAULT_SEED;
  apiAjv();
  const startedAt = now();
  const catalog = createCatalog(seed, startedAt, brand.region.currency);
  const rng = createPrng(seed ^ 0x5eed);
  const ctx: TicketContext = {
    now,
    paymentDelayMs: options.paymentDelayMs ?? 4000,
    exciseTax: brand.region.exciseTax ?? 0,
    withholdingTax: brand.region.withholdingTax ?? 0,
  };
  const providers = brand.payments.providers;
  const defaultPsp =
    providers.find((p) => MOBILE_MONEY.has(p)) ?? (providers.includes('bank') ? 'bank' : 'mpesa');
  const banks = banksFor(brand.region.country);

  const tickets = new Map<string, TicketRecord>();
  const history = seedHistory(
    catalog,
    rng,
    brand.id,
    brand.region.country,
    defaultPsp,
    banks[0] ?? 'Demo Bank',
  );
  for (const t of history) tickets.set(t.code, t);
  const balances = new Map(Object.entries(DEMO_PLAYERS));
  const bankSessions = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const images = new Map<string, Buffer>();

  const findCard = (code: string, families: readonly Card['family'][]): Card => {
    const card = catalog.cards.get(code);
    if (!card || !families.includes(card.family))
      throw new HttpError(404, `Ticket ${code} not found`);
    return card;
  };
  const newTicketCode = (type: TicketType): string => {
    for (;;) {
      const code = `${CODE_PREFIX[type]}${rng.chars(8)}`;
      if (!tickets.has(code)) return code;
    }
  };
  const paymentId = (psp: string): string =>
    `${psp === 'mpesa' ? 'MP' : psp === 'airtel' ? 'AM' : psp === 'wallet' ? 'WL' : 'PY'}${rng.chars(10)}`;

  /** Checks a card can be played with these picks; returns the ticket rows. */
  const checkPlacement = (
    card: Card,
    picks: ReserveRequest['events'],
  ): { events: TicketEvent[]; odds: number } => {
    if (card.disabled) throw new HttpError(409, 'This ticket is disabled');
    if (now() >= card.expiresAt) throw new HttpError(409, 'This ticket has expired');
    const offered = offeredMarkets(card);
    const seen = new Set<string>();
    const rows: TicketEvent[] = [];
    let changed = false;
    for (const pick of picks) {
      const key = card.family === 'superbet' ? `b${pick.bet_id}` : `e${pick.event_id}`;
      if (seen.has(key))
        throw new HttpError(400, `Event ${pick.event_id} is picked more than once`);
      seen.add(key);
      const markets = offered.get(pick.event_id);
      const event = catalog.eventsById.get(pick.event_id);
      if (!markets || !event)
        throw new HttpError(400, `Event ${pick.event_id} is not part of ticket ${card.code}`);
      const found = markets
        .map((m) => ({ market: m.current, bet: m.current.bets.find((b) => b.id === pick.bet_id) }))
        .find((m) => m.bet);
      if (!found?.bet)
        throw new HttpError(400, `Bet ${pick.bet_id} does not belong to event ${pick.event_id}`);
      if (now() >= event.startsAt) {
        throw new HttpError(409, `${event.home.name} v ${event.away.name} has already started`);
      }
      if (Math.abs(found.bet.odds - pick.odds) > 0.005) changed = true;
      rows.push(ticketEventOf(event, found.market.market_name, found.bet.bet_name, found.bet.odds));
    }
    if (changed) {
      // This browser now knows the odds moved: it is served the current ones from here on.
      throw new HttpError(409, ODDS_CHANGED.message, ODDS_CHANGED.code, {
        'Set-Cookie': `${ODDS_SEEN_COOKIE}=1; Path=/; SameSite=Lax; HttpOnly`,
      });
    }
    const odds = totalOdds(rows.map((r) => r.odds));
    if (card.family === 'quickbetx' || card.family === 'quickbet' || card.family === 'jackpot') {
      if (rows.length < card.minEvents) {
        throw new HttpError(
          400,
          card.minEvents > card.events.length
            ? 'There may not be enough events in the ticket for betting. Please try again later or use other ticket'
            : `Pick at least ${card.minEvents} events`,
        );
      }
      if (odds < card.minOdds) {
        throw new HttpError(
          400,
          'There not enough minimum odds in the ticket for betting. Please try again',
        );
      }
    }
    return { events: rows, odds };
  };

  /** Runs a placing call once per Idempotency-Key: a repeat gets the first answer. */
  const withIdempotency = (
    c: RequestContext,
    run: () => { status: number; body: unknown },
  ): void => {
    const header = c.req.headers['idempotency-key'];
    const key = typeof header === 'string' && header.length > 0 ? header.slice(0, 200) : undefined;
    const storeKey = key && `${c.pathname}\n${key}`;
    const previous = storeKey ? idempotent.get(storeKey) : undefined;
    if (previous) {
      c.req.resume();
      sendJson(c.res, previous.status, previous.body, { 'Idempotent-Replayed': 'true' });
      return;
    }
    const result = run();
    // Only successes are remembered, so a corrected retry after an error can still succeed.
    if (storeKey && result.status < 300) setCap(idempotent, storeKey, result);
    sendJson(c.res, result.status, result.body);
  };

  const reserve = async (c: RequestContext): Promise<void> => {
    const families = RESERVE_FAMILIES[c.params[0] as string] as readonly Card['family'][];
    const body = assertValid<ReserveRequest>('reserve-request', await readJson(c.req));
    withIdempotency(c, () => {
      const card = findCard(body.code, families);
      if (!providers.includes(body.psp)) {
        throw new HttpError(400, `Payment provider "${body.psp}" is not available`);
      }
      const bank = body.psp === 'bank';
      if (!bank && !body.msisdn) throw new HttpError(400, 'Please enter a phone number');
      const placed = checkPlacement(card, body.events);
      const type: TicketType = card.family;
      const record: TicketRecord = {
        code: newTicketCode(type),
        type,
        operator: brand.id,
        createdAt: now(),
        price: round2(body.price),
        stake: round2(body.stake),
        odds: placed.odds,
        events: placed.events,
        payment: bank ? 'bank' : body.otp === 'confirmed' ? 'mobile' : 'otp',
        msisdn: body.msisdn?.replace(/^\+/, ''),
        playerId: body.player_id,
        psp: body.psp,
        network: bank ? undefined : networkOf(body.psp, brand.region.country),
        paymentId: paymentId(body.psp),
        atag: body.atag,
      };
      const response: { code: string; token?: string } = { code: record.code };
      if (bank) {
        const token = randomBytes(16).toString('hex');
        record.bankToken = token;
        setCap(bankSessions, token, record.code);
        response.token = token;
      }
      setCap(tickets, record.code, record);
      return { status: 200, body: response };
    });
  };

  const create = async (c: RequestContext): Promise<void> => {
    const families = CREATE_FAMILIES[c.params[0] as string] as readonly Card['family'][];
    const body = assertValid<CreateRequest>('create-request', await readJson(c.req));
    withIdempotency(c, () => {
      const card = findCard(body.code, families);
      const playerId = body.player_id.toUpperCase();
      const balance = balances.get(playerId);
      if (balance === undefined) throw new HttpError(404, 'Unknown player');
      const placed = checkPlacement(card, body.events);
      const price = round2(body.price);
      if (price > balance) throw new HttpError(402, 'Not enough money');
      balances.set(playerId, round2(balance - price));
      const type: TicketType = card.family;
      const record: TicketRecord = {
        code: newTicketCode(type),
        type,
        operator: brand.id,
        createdAt: now(),
        price,
        stake: round2(body.stake),
        odds: placed.odds,
        events: placed.events,
        payment: 'wallet',
        playerId,
        paymentId: paymentId('wallet'),
        atag: body.atag,
      };
      setCap(tickets, record.code, record);
      return { status: 200, body: { code: record.code } };
    });
  };

  const ticketOr404 = (code: string): TicketRecord => {
    const t = tickets.get(code);
    if (!t) throw new HttpError(404, 'Ticket not found');
    return t;
  };

  const image = (key: string, draw: () => Buffer, res: ServerResponse): void => {
    let png = images.get(key);
    if (!png) {
      png = draw();
      images.set(key, png);
    }
    res.writeHead(200, {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(res.req.method === 'HEAD' ? undefined : png);
  };

  const routes: Route[] = [
    {
      method: 'GET',
      pattern: /^\/api\/init$/,
      handle: ({ res }) => {
        const config: OperatorConfig = {
          operator: brand.id,
          language: brand.languages[0] ?? 'en',
          languages: brand.languages.length ? [...brand.languages] : ['en'],
          currency: brand.region.currency,
          psp: [...providers],
          exercise_tax: ctx.exciseTax,
        };
        if (providers.includes('bank'))
          config.bank_widget = { script_url: '/demo-bank/widget.js', client_id: 'demo-client' };
        sendJson(res, 200, config);
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/identify$/,
      handle: ({ res, query }) => {
        const token = query.get('token')?.trim();
        if (!token) throw new HttpError(400, 'Missing token');
        const id = token.toUpperCase();
        const balance = balances.get(id);
        if (balance === undefined) throw new HttpError(404, 'Unknown player');
        sendJson(res, 200, { id, balance });
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/finance-details$/,
      handle: ({ res, query }) => {
        const rawPrice = query.get('price');
        const rawOdds = [...query.getAll('odds'), ...query.getAll('odds[]')].filter(
          (o) => o !== '',
        );
        const price = rawPrice === null || rawPrice === '' ? 0 : Number(rawPrice);
        if (!Number.isFinite(price) || price < 0)
          throw new HttpError(400, 'price must be a positive number');
        if (rawOdds.length > 100) throw new HttpError(400, 'Too many odds');
        const odds = rawOdds.map(Number);
        if (odds.some((o) => !Number.isFinite(o) || o < 1))
          throw new HttpError(400, 'odds must be numbers of at least 1');
        sendJson(res, 200, financeDetails(price, odds, ctx.exciseTax, ctx.withholdingTax));
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/api/(${FAMILIES.join('|')})_cards$`),
      handle: ({ res, params }) => {
        const family = params[0] as Family;
        const list = catalog.lists[family].map((code) =>
          summaryOf(catalog.cards.get(code) as Card),
        );
        sendJson(res, 200, list);
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^/api/(${FAMILIES.join('|')})_cards/([^/]+)$`),
      handle: ({ req, res, params }) => {
        const family = params[0] as Family;
        let card = findCard(decodeParam(params[1] as string), [family]);
        if (card.family === 'quickbetx' && sawOddsMove(req)) {
          card = { ...card, events: card.events.map((ce) => ({ ...ce, stale: false })) };
        }
        switch (card.family) {
          case 'quicktip':
          case 'quicktipx':
            return sendJson(res, 200, tipCardOf(card));
          case 'smartbet':
            return sendJson(res, 200, smartCardOf(card));
          case 'superbet':
            return sendJson(res, 200, superCardOf(card));
          default:
            return sendJson(res, 200, swipeCardOf(card));
        }
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/api/(${Object.keys(RESERVE_FAMILIES).join('|')})/reserve$`),
      handle: reserve,
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/api/(${Object.keys(CREATE_FAMILIES).join('|')})/create$`),
      handle: create,
    },
    {
      method: 'POST',
      pattern: /^\/api\/otp\/confirm$/,
      handle: async ({ req, res }) => {
        const body = assertValid<OtpConfirmRequest>('otp-confirm-request', await readJson(req));
        const t = ticketOr404(body.code);
        if (t.payment !== 'otp') throw new HttpError(409, 'This ticket does not need an OTP');
        if (t.msisdn !== body.msisdn.replace(/^\+/, '')) {
          throw new HttpError(400, 'The phone number does not match this ticket');
        }
        if (t.otpConfirmedAt === undefined) {
          if (body.otp.trim() !== DEMO_OTP) throw new HttpError(400, 'Invalid OTP code');
          t.otpConfirmedAt = now();
        }
        sendJson(res, 200, ticketOf(t, ctx));
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/tickets\/([^/]+)$/,
      handle: ({ res, params }) =>
        sendJson(res, 200, ticketOf(ticketOr404(decodeParam(params[0] as string)), ctx)),
    },
    {
      method: 'POST',
      pattern: /^\/api\/tickets\/([^/]+)\/share$/,
      handle: async ({ req, res, params }) => {
        const raw = await readJson(req);
        ticketOr404(decodeParam(params[0] as string));
        if (raw && typeof raw === 'object' && (raw as { method?: unknown }).method === 'email') {
          const email = (raw as { email?: unknown }).email;
          if (typeof email !== 'string' || !EMAIL_RE.test(email.trim())) {
            throw new HttpError(400, 'Please enter your email');
          }
        }
        const body = assertValid<ShareRequest>('share-request', raw);
        sendJson(res, 200, { message: body.method === 'email' ? 'Email Sent' : 'Saved' });
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/smartbets\/generate$/,
      handle: async ({ req, res }) => {
        const body = assertValid<SmartbetGenerateRequest>(
          'smartbet-generate-request',
          await readJson(req),
        );
        let title = 'Smart Bet';
        if (body.code !== undefined) {
          const card = findCard(body.code, ['smartbet']);
          if (card.disabled) throw new HttpError(409, 'This ticket is disabled');
          if (now() >= card.expiresAt) throw new HttpError(409, 'This ticket has expired');
          title = card.title;
        }
        const upcoming = catalog.events.filter((e) => e.startsAt > now() + HOUR / 4);
        const target = body.amount_to_win / body.amount_to_bet;
        const picks = generateSmartPicks(upcoming, target, body.preferred_odds, rng);
        if (!picks) throw new HttpError(404, NO_SMART_MATCH);
        let code: string;
        do code = `SBX-${rng.chars(6)}`;
        while (catalog.cards.has(code));
        const tip: TipCard = {
          family: 'quicktipx',
          code,
          title,
          picks,
          prices: [round2(body.amount_to_bet)],
          expiresAt: Math.min(...picks.map((p) => p.event.startsAt)) - HOUR / 4,
        };
        setCap(catalog.cards, code, tip);
        const events = picks.map(pickedEventOf);
        const total = totalOdds(events.map((e) => e.bet.odds));
        const out: SmartbetGenerated = {
          code,
          events,
          total_odds: total,
          stake: round2(body.amount_to_bet),
          potential_payout: round2(body.amount_to_bet * total),
        };
        sendJson(res, 200, out);
      },
    },
    {
      method: 'POST',
      pattern: /^\/api\/jackpots\/pick-bets$/,
      handle: async ({ req, res, query }) => {
        const mode = query.get('mode') ?? '';
        if (!PICK_MODES.includes(mode as PickMode)) {
          req.resume();
          throw new HttpError(400, `mode must be one of ${PICK_MODES.join(', ')}`);
        }
        const body = assertValid<PickBetsRequest>('pick-bets-request', await readJson(req));
        const card = findCard(body.code, PICK_FAMILIES) as SwipeCard;
        sendJson(res, 200, { picks: suggestPicks(card, mode as PickMode, rng) });
      },
    },
    {
      method: 'GET',
      pattern: /^\/api\/quicktipxs\/([^/]+)$/,
      handle: ({ res, params }) => {
        const card = findCard(decodeParam(params[0] as string), ['quicktipx']) as TipCard;
        sendJson(res, 200, tipCardOf(card));
      },
    },
    {
      method: 'GET',
      pattern: /^\/media\/teams\/(\d{1,9})\.png$/,
      handle: ({ res, params }) => {
        const team = catalog.teams.get(Number(params[0]));
        if (!team || !team.hasLogo) throw new HttpError(404, 'Image not found');
        image(
          `team:${team.id}`,
          () => drawCrest(hexToRgb(team.colors[0]), hexToRgb(team.colors[1]), team.id),
          res,
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/media\/leagues\/(\d{1,9})\.png$/,
      handle: ({ res, params }) => {
        const league = catalog.leagues.find((l) => l.id === Number(params[0]));
        if (!league) throw new HttpError(404, 'Image not found');
        image(
          `league:${league.id}`,
          () => drawLeagueLogo(hexToRgb(league.colors[0]), hexToRgb(league.colors[1])),
          res,
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/media\/previews\/([a-z0-9-]{1,40})\.png$/,
      handle: ({ res, params }) => {
        const name = params[0] as string;
        const colors = Object.hasOwn(PREVIEWS, name) ? PREVIEWS[name] : undefined;
        if (!colors) throw new HttpError(404, 'Image not found');
        image(`preview:${name}`, () => drawPreview(hexToRgb(colors[0]), hexToRgb(colors[1])), res);
      },
    },
    {
      method: 'GET',
      pattern: /^\/demo-bank\/widget\.js$/,
      handle: ({ res, req }) => {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(req.method === 'HEAD' ? undefined : WIDGET_JS);
      },
    },
    {
      method: 'GET',
      pattern: /^\/demo-bank\/pay$/,
      handle: ({ res, req, query }) => {
        const token = query.get('token') ?? '';
        const code = bankSessions.get(token);
        const t = code ? tickets.get(code) : undefined;
        const html = payPageHtml(
          t
            ? {
                token,
                banks,
                ticketCode: t.code,
                amount: `${t.price.toFixed(2)} ${brand.region.currency}`,
                operatorName: brand.name ?? brand.id,
              }
            : { token, banks },
        );
        res.writeHead(t ? 200 : 404, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'SAMEORIGIN',
          'Content-Security-Policy': "frame-ancestors 'self'",
        });
        res.end(req.method === 'HEAD' ? undefined : html);
      },
    },
    {
      method: 'POST',
      pattern: /^\/demo-bank\/approve$/,
      handle: async ({ req, res }) => {
        const body = (await readJson(req)) as { token?: unknown; bank?: unknown } | null;
        const token = body && typeof body === 'object' ? body.token : undefined;
        if (typeof token !== 'string' || token === '') throw new HttpError(400, 'Missing token');
        const code = bankSessions.get(token);
        const t = code ? tickets.get(code) : undefined;
        if (!t) throw new HttpError(404, 'Payment session not found');
        if (t.bankApprovedAt === undefined) {
          const bank =
            typeof body?.bank === 'string' && banks.includes(body.bank) ? body.bank : banks[0];
          t.bankApprovedAt = now();
          t.bank = {
            bank: bank ?? 'Demo Bank',
            account: `**** **** ${String(rng.int(1000, 9999))}`,
            transaction: `TRX${rng.chars(10)}`,
            reference: t.code,
          };
        }
        sendJson(res, 200, { status: BANK_STATUS_FINISHED, code: t.code });
      },
    },
  ];

  const dispatch = async (
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    query: URLSearchParams,
  ) => {
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const allowed = new Set<string>();
    for (const route of routes) {
      const m = route.pattern.exec(path);
      if (!m) continue;
      if (route.method !== method) {
        allowed.add(route.method);
        continue;
      }
      await route.handle({ req, res, params: m.slice(1), query, pathname: path });
      return;
    }
    req.resume();
    if (allowed.size > 0) {
      const allow = [...allowed, ...(allowed.has('GET') ? ['HEAD'] : [])].join(', ');
      throw new HttpError(405, `Method ${req.method ?? ''} not allowed on ${path}`, 405, {
        Allow: allow,
      });
    }
    throw new HttpError(404, `Not found: ${path}`);
  };

  return async (req, res) => {
    const { pathname, query } = splitUrl(req.url);
    if (!isDemoApiPath(pathname)) return false;
    try {
      await dispatch(req, res, pathname, query);
    } catch (err) {
      if (err instanceof HttpError) {
        sendError(res, err.status, err.message, err.code, err.headers);
      } else {
        console.error('demo-api:', err);
        sendError(res, 500, 'Internal server error');
      }
    }
    return true;
  };
}

/** Paths the demo API answers: /api, /api/*, /media/*, /demo-bank/*. */
export function isDemoApiPath(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/media/') ||
    pathname.startsWith('/demo-bank/')
  );
}

export { FAMILIES as DEMO_FAMILIES };
