// The data floors of npm run bench:lighthouse: plain React pages, client-rendered, that do a
// screen's network work and nothing else, built with the app's Vite configuration and served by
// the app's server with the demo API. The lobby's asks for /init and every list of the brand at
// once and shows each list's first tiles with their images; the swipe screen's asks for /init and
// the card and shows its first event with its crests and bets. No router, no texts, no theme, no
// answer checks: what a naive page doing the same work costs. The screen should beat it.
import { useEffect, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';

const query = new URLSearchParams(location.search);
const API = query.get('api') ?? '/api';
const MEDIA = query.get('media') ?? '/media';

type Team = { id: number; name: string };
type Ticket = {
  code: string;
  title: string;
  preview_img?: string;
  events: { home_team: Team; away_team: Team }[];
  event?: { home_team: Team; away_team: Team };
};
type Event = {
  home_team: Team;
  away_team: Team;
  category: { league_id: number; league_name: string };
  market: { market_name: string; bets: { id: number; bet_name: string; odds: number }[] };
};

const getJson = <T,>(path: string): Promise<T> =>
  fetch(API + path).then((r) => r.json() as Promise<T>);

function useAnswer<T>(path: string): T | undefined {
  const [answer, setAnswer] = useState<T>();
  useEffect(() => {
    void getJson<T>(path).then(setAnswer);
  }, [path]);
  return answer;
}

const box: CSSProperties = { border: '1px solid #ccc', borderRadius: 12, padding: 12 };
const crest = (team: Team, size: number) => (
  <img src={`${MEDIA}/teams/${team.id}.png`} width={size} height={size} alt="" />
);

function Tile({ ticket }: { ticket: Ticket }) {
  const match = ticket.event ?? ticket.events[0];
  return (
    <div style={{ ...box, width: 240, flex: 'none' }}>
      {ticket.preview_img ? (
        <img src={ticket.preview_img} width={240} height={120} alt="" />
      ) : (
        match && (
          <div>
            {crest(match.home_team, 40)} {crest(match.away_team, 40)}
          </div>
        )
      )}
      <h3>{ticket.title}</h3>
    </div>
  );
}

function List({ family }: { family: string }) {
  const tickets = useAnswer<Ticket[]>(`/${family}_cards`);
  return (
    <section>
      <h2>{family}</h2>
      <div style={{ display: 'flex', gap: 12, overflowX: 'auto', minHeight: 180 }}>
        {tickets?.slice(0, 3).map((t) => (
          <Tile key={t.code} ticket={t} />
        ))}
      </div>
    </section>
  );
}

function Lobby({ families }: { families: string[] }) {
  useAnswer('/init');
  return (
    <main style={{ font: '16px system-ui, sans-serif', padding: 16 }}>
      {families.map((f) => (
        <List key={f} family={f} />
      ))}
    </main>
  );
}

function Swipe({ family, code }: { family: string; code: string }) {
  useAnswer('/init');
  const card = useAnswer<{ title: string; events: Event[] }>(`/${family}_cards/${code}`);
  const event = card?.events[0];
  return (
    <main style={{ font: '16px system-ui, sans-serif', padding: 16 }}>
      <h1>{card?.title}</h1>
      <div style={{ ...box, minHeight: 420 }}>
        {event && (
          <>
            <p>{event.category.league_name}</p>
            <div style={{ display: 'flex', justifyContent: 'space-around' }}>
              <div>
                {crest(event.home_team, 64)}
                <p>{event.home_team.name}</p>
              </div>
              <div>
                {crest(event.away_team, 64)}
                <p>{event.away_team.name}</p>
              </div>
            </div>
            <p>{event.market.market_name}</p>
            <div style={{ display: 'flex', gap: 8 }}>
              {event.market.bets.map((b) => (
                <button key={b.id} type="button" style={{ flex: 1, padding: 16 }}>
                  {b.bet_name} {b.odds.toFixed(2)}
                </button>
              ))}
            </div>
          </>
        )}
      </div>
    </main>
  );
}

const root = createRoot(document.getElementById('root')!);
const card = query.get('card');
if (card) {
  const [family, code] = card.split('/');
  root.render(<Swipe family={family!} code={code!} />);
} else {
  root.render(<Lobby families={(query.get('lists') ?? '').split(',').filter(Boolean)} />);
}
