import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { useCard } from '@/api/card-endpoints';
import { SecondaryButton } from '@/components/button';
import { CountdownText } from '@/components/countdown-text';
import { Loading } from '@/components/loading';
import { LoadingNote, Reserved } from '@/components/reserved';
import { ScreenData } from '@/components/screen-data';
import { useBrand } from '@/config/brand-context';
import { familyById, viewPath, type Family, type ScreenProps } from '@/lib/families';
import { lazyComponent } from '@/lib/lazy-screen';
import { withAtag } from '@/lib/urls';
import { useAtomValue } from '@/lib/state';
import { useTicketAvailability } from '@/lib/ticket-availability';
import type { Event, QuickbetxCard } from '@/types/api.gen';
import { isQuickbetxCard } from '@/types/answers/quickbetx-card.gen';
import { JackpotTools } from './components/jackpot-tools';
import { EventList } from './components/event-list';
import { queueOf, reconcile, useBuilder } from './state/builder-state';
import { DeckFrame } from './swipe/deck-frame';
import { SwipeDeck } from './swipe/swipe-deck';
import { NotEnoughEventsInTicket } from '@/features/betslip/ticket-hints';
import { tourDoneAtom } from './tour-done';

/** A note above the deck, on its margins. */
const DeckNote = styled.div`
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
`;

// The picks and the payment are needed only once cards are swiped: a chunk of their own,
// fetched in the background as soon as the player starts picking.
const loadSummary = () => import('@/features/betslip/payment-block');
const PaymentBlock = lazy(() => loadSummary().then((m) => ({ default: m.PaymentBlock })));
// The tour is shown once per browser (index.html preloads it until then; the screen loads it
// while the card loads, so that it shows with the first card): out of the first load.
const Tour = lazyComponent(() => import('./components/tour').then((m) => m.Tour));
// A closed ticket is rare: why it cannot be played is out of the first load.
const TicketUnavailable = lazy(() =>
  import('@/components/ticket-unavailable').then((m) => ({ default: m.TicketUnavailable })),
);

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0;
    font-size: 1.375rem;
    overflow-wrap: anywhere;
  }
`;

// The view's link (Swipe mode, Click mode) is a 44 px tall target without taking more room.
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    margin: -11px 0 -11px auto;
    padding: 11px 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(4)};
  animation: ${fadeIn} 0.35s ease-out both;
`;

const Unavailable = styled.div`
  margin: ${({ theme }) => theme.space(4)};
`;

const Forward = styled.div`
  display: flex;
  justify-content: center;
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
`;

/** The builder while its ticket loads: the title's and the deck's room (the page's shell too). */
function BuilderReserved() {
  return (
    <Column>
      <LoadingNote />
      <Head>
        <Reserved $width="65%" $height="1.65rem" />
        <Reserved $width="40%" $height="1.65rem" />
      </Head>
      <ReservedCard />
    </Column>
  );
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
  if (!family) throw new Error(`BuilderScreen: unknown family ${String(familyId)}`);
  const result = useCard(family.id, id, isQuickbetxCard);
  const brand = useBrand();
  const tourDone = useAtomValue(tourDoneAtom);
  // Loaded while the card is (once, like React's own preloads, it may start in a render).
  if (brand.blocks.tour && !tourDone) void Tour.preload();

  return (
    <ScreenData result={result} wide loading={<BuilderReserved />}>
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

function Builder({
  family,
  card,
  listView,
  atag,
  refresh,
}: {
  family: Family;
  card: QuickbetxCard;
  listView: boolean;
  atag: string | null;
  refresh: () => void;
}) {
  const brand = useBrand();
  const tourDone = useAtomValue(tourDoneAtom);
  const { state, dispatch } = useBuilder(family.id, card.code);
  const availability = useTicketAvailability({
    disabled: card.disabled,
    expiresAt: card.operator_time_expires,
  });

  const anyPick = state.picks.length > 0;
  useEffect(() => {
    if (anyPick || listView) void loadSummary();
  }, [anyPick, listView]);

  // Picks of bets the ticket no longer offers, or at other odds, are dropped (a refreshed card).
  useEffect(() => {
    const offered = uniqueById(card.events);
    if (reconcile(state, offered) !== state) dispatch({ type: 'reconcile', events: offered });
  }, [card, state, dispatch]);

  const events = uniqueById(card.events);
  const minEvents = card.min_ticket_events_count ?? 0;
  const short = events.length < minEvents;
  const queue = queueOf(events, state);
  const showSummary = listView || queue.length === 0 || state.summaryForced;
  const otherView = withAtag(viewPath(family, card.code, listView ? 'swipe' : 'list'), atag);

  return (
    <Column>
      <Head>
        <h1>{card.title}</h1>
        <Meta>
          <span>
            <CountdownText expiresAt={card.operator_time_expires} />
          </span>
          {card.jackpot_amount !== undefined && (
            <span>
              <FormattedMessage
                id="jackpot.amount"
                defaultMessage="Jackpot {amount}"
                values={{
                  amount: (
                    <FormattedNumber
                      value={card.jackpot_amount}
                      style="currency"
                      currency={brand.region.currency}
                      maximumFractionDigits={0}
                    />
                  ),
                }}
              />
            </span>
          )}
          {availability === 'open' && (
            <Link to={otherView}>
              {listView ? (
                <FormattedMessage id="builder.swipeMode" defaultMessage="Swipe mode" />
              ) : (
                <FormattedMessage id="builder.clickMode" defaultMessage="Click mode" />
              )}
            </Link>
          )}
        </Meta>
      </Head>

      {availability !== 'open' ? (
        <Unavailable>
          <Suspense fallback={<Loading />}>
            <TicketUnavailable availability={availability} />
          </Suspense>
        </Unavailable>
      ) : (
        <>
          {family.pickBets && (
            <JackpotTools
              endpoint={family.pickBets}
              code={card.code}
              events={events}
              onPicks={(picks) => dispatch({ type: 'replace', picks })}
              onClear={() => dispatch({ type: 'clear' })}
            />
          )}
          {listView ? (
            <Summary>
              <EventList
                events={events}
                picks={state.picks}
                onToggle={(event, bet) => dispatch({ type: 'toggle', event, bet })}
              />
            </Summary>
          ) : (
            !showSummary && (
              <>
                {brand.blocks.tour && !tourDone && (
                  <Suspense>
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
                  queue={queue}
                  allowSkip={card.allow_skip}
                  picked={state.picks.length}
                  total={events.length}
                  needed={short ? 0 : minEvents}
                  canUndo={state.history.length > 0}
                  onPick={(event, bet) => dispatch({ type: 'pick', event, bet })}
                  onSkip={(event) => dispatch({ type: 'skip', event })}
                  onUndo={() => dispatch({ type: 'undo' })}
                />
                {state.picks.length > 0 && (
                  <Forward>
                    <SecondaryButton
                      type="button"
                      onClick={() => dispatch({ type: 'summary', forced: true })}
                    >
                      <FormattedMessage id="builder.toSummary" defaultMessage="Go to summary" />
                    </SecondaryButton>
                  </Forward>
                )}
              </>
            )
          )}
          {showSummary && (
            <Summary>
              {!listView && (
                <Forward>
                  {queue.length > 0 ? (
                    // Gone to the summary early: back to the cards left, every pick kept.
                    <SecondaryButton
                      type="button"
                      onClick={() => dispatch({ type: 'summary', forced: false })}
                    >
                      <FormattedMessage
                        id="builder.backToCards"
                        defaultMessage="Back to the cards ({count} left)"
                        values={{ count: queue.length }}
                      />
                    </SecondaryButton>
                  ) : (
                    <SecondaryButton
                      type="button"
                      onClick={() => dispatch({ type: 'undo' })}
                      disabled={state.history.length === 0}
                    >
                      <FormattedMessage id="swipe.undo" defaultMessage="Undo" />
                    </SecondaryButton>
                  )}
                </Forward>
              )}
              <Suspense fallback={<Loading />}>
                <PaymentBlock
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
      )}
    </Column>
  );
}
