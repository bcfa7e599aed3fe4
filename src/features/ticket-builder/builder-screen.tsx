import { lazy, Suspense, useEffect, useRef, type ComponentProps, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useCard } from '@/api/card-endpoints';
import { SecondaryButton } from '@/components/button';
import { LinkButton } from '@/components/stack';
import { useInit } from '@/api/init';
import { Loading } from '@/components/loading';
import { LoadingNote, ON_SURFACE, pendingCue, Reserved } from '@/components/reserved';
import { ScreenData } from '@/components/screen-data';
import { useBrand } from '@/config/brand-context';
import { familyById, viewPath, type Family, type ScreenProps } from '@/lib/families';
import { lazyComponent } from '@/lib/lazy-screen';
import { afterLoadWhenIdle } from '@/lib/when-idle';
import { withAtag } from '@/lib/urls';
import { useAtomValue } from '@/lib/state';
import { useTicketAvailability } from '@/lib/ticket-availability';
import type { Event, QuickbetxCard, TicketType } from '@/types/api.gen';
import { isQuickbetxCard } from '@/types/answers/quickbetx-card.gen';
import { JackpotTools } from './components/jackpot-tools';
import { EventList } from './components/event-list';
import {
  queueOf,
  reconcile,
  useBuilder,
  type BuilderAction,
  type BuilderState,
} from './state/builder-state';
import { BuilderHead, Head } from './components/builder-head';
import { DeckFrame } from './swipe/deck-frame';
import { SwipeDeck } from './swipe/swipe-deck';
import { NotEnoughEventsInTicket } from '@/features/betslip/ticket-hints';
import type { PickEdits } from '@/features/betslip/picks-list';
import { tourDoneAtom } from './tour-done';

/** A note above the deck, on its margins. */
const DeckNote = styled.div`
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

// The picks and the payment are needed only once cards are swiped: a chunk of their own,
// fetched in the background as soon as the player starts picking, or before: once the page has
// loaded and the browser is idle, while the player looks at the first card: the first pick then
// does not fetch and run it in the frames after its release (a long frame on a slow phone, issue
// 24), nor does it compete with the page's first load.
const loadSummary = () => import('@/features/betslip/payment-block');
const PaymentBlock = lazy(() => loadSummary().then((m) => ({ default: m.PaymentBlock })));
const SlipLineCode = lazy(() => loadSummary().then((m) => ({ default: m.SlipLine })));
/** The slip while picking; nothing until its code is there (it is under the deck or the list). */
const SlipLine = (props: ComponentProps<typeof SlipLineCode>) => (
  <Suspense>
    <SlipLineCode {...props} />
  </Suspense>
);
// The tour is shown once per browser (index.html preloads it until then; the screen loads it
// while the card loads, so that it shows with the first card): out of the first load.
const Tour = lazyComponent(() => import('./components/tour').then((m) => m.Tour));
// Odds that moved under a pick (error 104, then Change bet) are rare: out of the first load.
const MovedOdds = lazy(() =>
  import('./components/moved-odds').then((m) => ({ default: m.MovedOdds })),
);
// Sharing a slip is a choice made on the summary: out of the first load.
const ShareSlip = lazy(() => import('./components/share-slip'));
// A closed ticket is rare: why it cannot be played is out of the first load.
const TicketUnavailable = lazy(() =>
  import('@/components/ticket-unavailable').then((m) => ({ default: m.TicketUnavailable })),
);

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

// Focused by the screen when it takes the deck's place: a target, not a control (no ring).
const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)};
  animation: ${fadeIn} 0.35s ease-out both;
  &:focus {
    outline: none;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.card};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Unavailable = styled.div`
  margin: ${({ theme }) => theme.space(4)};
`;

const Forward = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)};
`;

const Column = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding-bottom: ${({ theme }) => theme.space(10)};
`;

/** The top card's room while the ticket loads: a card's look, nothing on it yet. */
const ReservedCard = styled(DeckFrame)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  ${pendingCue(ON_SURFACE)}
`;

/**
 * The builder while its ticket loads: the title's and the deck's room (the page's shell too),
 * busy; the note that says so beside it, not in it (a busy region's news may wait).
 */
function BuilderReserved() {
  return (
    <>
      <LoadingNote />
      <Column aria-busy="true">
        <Head>
          <Reserved $width="65%" $height="1.65rem" />
          <Reserved $width="40%" $height="1.65rem" />
        </Head>
        <ReservedCard />
      </Column>
    </>
  );
}

/** Whether the brand shows the tour and the player has not seen it yet. */
function useShowsTour(): boolean {
  const done = useAtomValue(tourDoneAtom);
  return useBrand().blocks.tour && !done;
}

function uniqueById(events: readonly Event[]): Event[] {
  const seen = new Set<number>();
  return events.filter((e) => !seen.has(e.id) && (seen.add(e.id), true));
}

/**
 * The ticket builder of quick bets X, quick bets and jackpots: the swipe deck (or the click/list
 * view), the picks, then the summary and payment.
 */
export function BuilderScreen({ family: familyId, view }: ScreenProps) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const family = familyById(familyId);
  if (!family) throw new Error(`unknown family ${familyId}`);
  const result = useCard(family.id, id, isQuickbetxCard);
  // Loaded while the card is (once, like React's own preloads, it may start in a render).
  if (useShowsTour()) void Tour.preload();

  return (
    <ScreenData result={result} ticketCode={id} wide loading={<BuilderReserved />}>
      {(card) => (
        <Builder
          family={family}
          card={card}
          listView={view === 'list' || search.get('view') === 'click'}
          atag={search.get('atag')}
          refresh={() => void result.mutate()}
        />
      )}
    </ScreenData>
  );
}

type Dispatch = (action: BuilderAction) => void;

/**
 * Focuses `target` when `shown` turns true while the focus is nowhere (on the page's body): the
 * part that takes the place of the one that had it, so the keyboard goes on from there.
 */
function useFocusWhenShown(target: RefObject<HTMLElement | null>, shown: boolean) {
  const was = useRef(shown);
  useEffect(() => {
    if (!was.current && shown && document.activeElement === document.body) target.current?.focus();
    was.current = shown;
  }, [target, shown]);
}

/** The cards still to swipe, the tour (once per browser) and a way to the summary early. */
function DeckView({
  family,
  card,
  state,
  dispatch,
  queue,
  total,
  minEvents,
}: {
  family: string;
  card: QuickbetxCard;
  state: BuilderState;
  dispatch: Dispatch;
  queue: Event[];
  total: number;
  minEvents: number;
}) {
  const tour = useShowsTour();
  const short = total < minEvents;
  // The tour closed (Escape, Skip, Start swiping): the arrow keys pick at once. The dialog gave
  // the focus back to what had it before, which on a fresh page is none.
  const deck = useRef<HTMLDivElement>(null);
  useFocusWhenShown(deck, !tour);
  return (
    <>
      {tour && (
        // Busy while its code loads: the server's screen, which shows the tour's first step,
        // stays until the app's tour is there (handOffShell).
        <Suspense fallback={<i aria-busy />}>
          <Tour allowSkip={card.allow_skip} />
        </Suspense>
      )}
      {/* A ticket that cannot be bet says so before the first swipe, not after the last. */}
      {short && (
        <DeckNote>
          <NotEnoughEventsInTicket />
        </DeckNote>
      )}
      <SwipeDeck
        deckRef={deck}
        queue={queue}
        allowSkip={card.allow_skip}
        picked={state.picks.length}
        total={total}
        needed={short ? 0 : minEvents}
        canUndo={state.history.length > 0}
        onPick={(event, bet) => dispatch({ type: 'pick', event, bet })}
        onSkip={(event) => dispatch({ type: 'skip', event })}
        onUndo={() => dispatch({ type: 'undo' })}
      />
      {state.picks.length > 0 && (
        <SlipLine family={family} card={card} picks={state.picks} total={total}>
          <SecondaryButton
            type="button"
            onClick={() => dispatch({ type: 'summary', forced: true })}
          >
            <FormattedMessage id="builder.toSummary" defaultMessage="Go to summary" />
          </SecondaryButton>
        </SlipLine>
      )}
    </>
  );
}

/** Above the summary of the deck: back to the cards left, or Undo once none is left. */
function SummaryBack({
  left,
  skipped,
  canUndo,
  dispatch,
}: {
  left: number;
  skipped: number;
  canUndo: boolean;
  dispatch: Dispatch;
}) {
  return (
    <Forward>
      {skipped > 0 && (
        // Skipped too many to reach the minimum: their cards come back, the picks stay.
        <SecondaryButton type="button" onClick={() => dispatch({ type: 'unskip' })}>
          <FormattedMessage
            id="builder.unskip"
            defaultMessage="Bring back skipped cards ({count})"
            values={{ count: skipped }}
          />
        </SecondaryButton>
      )}
      {left > 0 ? (
        // Gone to the summary early: back to the cards left, every pick kept.
        <SecondaryButton type="button" onClick={() => dispatch({ type: 'summary', forced: false })}>
          <FormattedMessage
            id="builder.backToCards"
            defaultMessage="Back to the cards ({count} left)"
            values={{ count: left }}
          />
        </SecondaryButton>
      ) : (
        <SecondaryButton
          type="button"
          onClick={() => dispatch({ type: 'undo' })}
          disabled={!canUndo}
        >
          <FormattedMessage id="swipe.undo" defaultMessage="Undo" />
        </SecondaryButton>
      )}
    </Forward>
  );
}

interface BuilderProps {
  family: Family;
  card: QuickbetxCard;
  listView: boolean;
  atag: string | null;
  refresh: () => void;
}

/** The picks and what is offered of the ticket, kept in step with a refreshed card. */
function useBuilderPicks(family: Family, card: QuickbetxCard, listView: boolean) {
  const { state, dispatch } = useBuilder(family.id, card.code);
  const anyPick = state.picks.length > 0;
  useEffect(() => {
    if (anyPick || listView) void loadSummary();
    else afterLoadWhenIdle(() => void loadSummary());
  }, [anyPick, listView]);

  // Picks of bets the ticket no longer offers, or at other odds, are dropped (a refreshed card).
  useEffect(() => {
    const offered = uniqueById(card.events);
    if (reconcile(state, offered) !== state) dispatch({ type: 'reconcile', events: offered });
  }, [card, state, dispatch]);

  const events = uniqueById(card.events);
  return { state, dispatch, events, queue: queueOf(events, state) };
}

/** A loaded booking's picks whose events are no longer open: left out, and said so. */
function LeftOut({ count, dispatch }: { count: number; dispatch: Dispatch }) {
  return (
    <Note role="status">
      <FormattedMessage
        id="builder.leftOut"
        defaultMessage="{count, plural, one {# pick of this slip is} other {# picks of this slip are}} on events no longer open: left out."
        values={{ count }}
      />{' '}
      <LinkButton type="button" onClick={() => dispatch({ type: 'dismissLeftOut' })}>
        <FormattedMessage id="builder.leftOutOk" defaultMessage="OK" />
      </LinkButton>
    </Note>
  );
}

/**
 * Above the slip: Share slip where the operator's API makes
 * booking codes (docs/behaviour.md#booking-codes).
 */
function SlipNotes({
  state,
  card,
  family,
}: {
  state: BuilderState;
  card: QuickbetxCard;
  family: string;
}) {
  const bookings = useInit().data?.bookings === true;
  return (
    <>
      {bookings && state.picks.length > 0 && (
        <Suspense>
          <Forward>
            <ShareSlip type={family as TicketType} code={card.code} picks={state.picks} />
          </Forward>
        </Suspense>
      )}
    </>
  );
}

/** The picks Change bet took off as their odds moved, to pick again; null when none. */
function movedNotice(state: BuilderState, events: readonly Event[], dispatch: Dispatch) {
  if (!state.moved?.length) return null;
  return (
    <Suspense>
      <MovedOdds
        moved={state.moved}
        events={events}
        onPick={(event, bet) => dispatch({ type: 'pick', event, bet })}
      />
    </Suspense>
  );
}

/** The summary's edits of the picks: the summary stays while a removed pick's card is back. */
const slipEdits = (events: readonly Event[], dispatch: Dispatch): PickEdits => ({
  events,
  onRemove: (eventId) => dispatch({ type: 'remove', eventId, keepSummary: true }),
  onChange: (event, bet) => dispatch({ type: 'change', event, bet }),
});

/** Click mode: every event with its bets, and the slip kept in view over them. */
function ClickView({
  family,
  card,
  state,
  dispatch,
  events,
  toSlip,
}: {
  family: Family;
  card: QuickbetxCard;
  state: BuilderState;
  dispatch: Dispatch;
  events: Event[];
  toSlip: () => void;
}) {
  return (
    <>
      <Summary>
        <EventList
          events={events}
          picks={state.picks}
          onToggle={(event, bet) => dispatch({ type: 'toggle', event, bet })}
        />
      </Summary>
      {state.picks.length > 0 && (
        // In view over the list until the slip itself is reached (it stops above it).
        <SlipLine sticky family={family.id} card={card} picks={state.picks} total={events.length}>
          <SecondaryButton type="button" onClick={toSlip}>
            <FormattedMessage id="builder.toSlip" defaultMessage="Go to the slip" />
          </SecondaryButton>
        </SlipLine>
      )}
    </>
  );
}

/** An open ticket: the jackpot's tools, the list or the deck, then the summary and payment. */
function OpenBuilder({
  family,
  card,
  listView,
  atag,
  refresh,
  picks: { state, dispatch, events, queue },
}: BuilderProps & { picks: ReturnType<typeof useBuilderPicks> }) {
  const minEvents = card.min_ticket_events_count ?? 0;
  const showSummary = listView || queue.length === 0 || state.summaryForced;
  // The summary takes the deck's place (the last card swiped, Go to summary): the focus was on
  // the deck or the button that left with it.
  const summary = useRef<HTMLDivElement>(null);
  useFocusWhenShown(summary, showSummary);
  // Which picks Change bet took off and why, where the player is: above the payment in the
  // list, above the deck (the moved cards are back in it) when swiping.
  const moved = movedNotice(state, events, dispatch);
  return (
    <>
      {family.pickBets && (
        <JackpotTools
          endpoint={family.pickBets}
          code={card.code}
          events={events}
          onPicks={(picks) => dispatch({ type: 'fill', picks })}
          onClear={() => dispatch({ type: 'clear' })}
          onUndo={state.history.length ? () => dispatch({ type: 'undo' }) : undefined}
        />
      )}
      {!!state.leftOut && (
        <DeckNote>
          <LeftOut count={state.leftOut} dispatch={dispatch} />
        </DeckNote>
      )}
      {listView ? (
        <ClickView
          {...{ family, card, state, dispatch, events }}
          toSlip={() => {
            summary.current?.scrollIntoView({ block: 'start' });
            summary.current?.focus({ preventScroll: true });
          }}
        />
      ) : (
        !showSummary && (
          <>
            {moved && <DeckNote>{moved}</DeckNote>}
            <DeckView
              {...{ card, state, dispatch, queue, minEvents }}
              family={family.id}
              total={events.length}
            />
          </>
        )
      )}
      {showSummary && (
        <Summary ref={summary} tabIndex={-1}>
          {!listView && (
            <SummaryBack
              left={queue.length}
              skipped={state.skipped.length}
              canUndo={state.history.length > 0}
              dispatch={dispatch}
            />
          )}
          {moved}
          <SlipNotes {...{ state, card }} family={family.id} />
          <Suspense fallback={<Loading />}>
            <PaymentBlock
              edit={slipEdits(events, dispatch)}
              family={family.id}
              ticket={{ ...card, eventCount: events.length }}
              picks={state.picks}
              atag={atag}
              // A fresh card: picks whose odds moved come back to be picked again (reconcile).
              onChangeBet={refresh}
              // Placed: going Back shows a fresh ticket, not one that would place it again.
              onPlaced={() => dispatch({ type: 'clear' })}
              listPicks
            />
          </Suspense>
        </Summary>
      )}
    </>
  );
}

function Builder(props: BuilderProps) {
  const { family, card, listView, atag } = props;
  const picks = useBuilderPicks(family, card, listView);
  const availability = useTicketAvailability({
    disabled: card.disabled,
    expiresAt: card.operator_time_expires,
  });
  const otherView = withAtag(viewPath(family, card.code, listView ? 'swipe' : 'list'), atag);
  return (
    <Column>
      <BuilderHead
        card={card}
        listView={listView}
        otherView={availability === 'open' ? otherView : undefined}
      />
      {availability !== 'open' ? (
        <Unavailable>
          <Suspense fallback={<Loading />}>
            <TicketUnavailable availability={availability} />
          </Suspense>
        </Unavailable>
      ) : (
        <OpenBuilder {...props} picks={picks} />
      )}
    </Column>
  );
}
