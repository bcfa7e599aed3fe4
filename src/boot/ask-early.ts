import { EARLY_ANSWERS, type EarlyAnswer } from '@/lib/early-answers';
import { LOCALES, pageLanguage, type Language } from '@/lib/languages';
import { mediaPath } from '@/lib/media-paths';
import {
  firstScreenCalls,
  PRIORITY_TILES,
  type FirstScreenTable,
  type Pictures,
} from './first-screen';
import { ANSWER_ATTRIBUTE, COMING_ELEMENT_ID, LANGUAGE_ATTRIBUTE } from './page-ids';

/**
 * The page's early asks (docs/architecture.md#the-page-before-the-app): the API calls the first
 * screen waits on (first-screen.ts), asked for with the HTML as the app would ask (its URL,
 * Accept and the Accept-Language of the language the page will show), and kept for the app
 * (src/lib/early-answers.ts: its first GET of the URL takes the answer).
 *
 * A page the bundled server sends its answers with (scripts/server/page-answers.ts) names them in
 * a data block before its scripts (COMING_ELEMENT_ID: a JSON list of URLs): for those nothing is
 * asked; once the page has been read, the answer is the page's data block of that URL in the
 * language the page shows (ANSWER_ATTRIBUTE, LANGUAGE_ATTRIBUTE), or, when the server gave none,
 * a fetch as above. When an answer with pictures arrives, a copy is read and the pictures in view
 * first are fetched before React runs (the largest paint of a first visit was a tile's image,
 * asked for only once the app had rendered the lists): the lobby's priority tiles (image tiles'
 * previews, super bet tiles' team logos), a swipe or list screen's first card's team and league
 * logos, at the app's URLs (src/lib/media-paths.ts).
 */
export interface AskEarlyConfig {
  table: FirstScreenTable;
  /** The brand's media folder, without a trailing slash. */
  media: string;
  languages: readonly Language[];
}

/** What the page reads of an answer for its pictures (the lists' tiles, a ticket's card). */
interface Team {
  id?: number | string | null;
}
interface EventShape {
  home_team?: Team;
  away_team?: Team;
  category?: { league_id?: number | string | null };
}
interface TileShape {
  preview_img?: string;
  event?: EventShape;
  events?: EventShape[];
}

function preloadImage(url: string | undefined) {
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  link.href = url;
  document.head.appendChild(link);
}

/** The readers of an answer's pictures, by kind. */
function pictureReaders(media: string): Record<Pictures, (answer: unknown) => void> {
  const logo = (team: Team | undefined) => {
    if (team && team.id != null) preloadImage(mediaPath(media, 'teams', team.id));
  };
  const teams = (event: EventShape | undefined) => {
    logo(event?.home_team);
    logo(event?.away_team);
  };
  const tiles = (answer: unknown): TileShape[] =>
    (Array.isArray(answer) ? (answer as TileShape[]) : []).slice(0, PRIORITY_TILES);
  return {
    image: (answer) => tiles(answer).forEach((t) => preloadImage(t.preview_img)),
    superbet: (answer) => tiles(answer).forEach((t) => teams(t.event ?? t.events?.[0])),
    card: (answer) => {
      const event = (answer as { events?: EventShape[] } | null)?.events?.[0];
      if (!event) return;
      teams(event);
      const league = event.category?.league_id;
      if (league != null) preloadImage(mediaPath(media, 'leagues', league));
    },
  };
}

/** The URLs whose answers come with the page (its data block), if it names any. */
function comingAnswers(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(COMING_ELEMENT_ID)!.textContent ?? '');
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** The page's answer of `url` in `locale` once the page has been read, else `otherwise()`. */
function fromPage(url: string, locale: string, otherwise: () => Promise<Response>) {
  return new Promise<Response>((resolve) => {
    const read = () => {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', read);
      const block = [...document.querySelectorAll(`script[${ANSWER_ATTRIBUTE}]`)].find(
        (b) =>
          b.getAttribute(ANSWER_ATTRIBUTE) === url && b.getAttribute(LANGUAGE_ATTRIBUTE) === locale,
      );
      resolve(
        block
          ? new Response(block.textContent, { headers: { 'Content-Type': 'application/json' } })
          : otherwise(),
      );
    };
    document.addEventListener('readystatechange', read);
    read();
  });
}

export function run({ table, media, languages }: AskEarlyConfig): void {
  const answers: Record<string, EarlyAnswer> = {};
  (window as unknown as Record<string, unknown>)[EARLY_ANSWERS] = answers;
  const headers: Record<string, string> = { Accept: 'application/json' };
  let locale = '';
  try {
    locale = LOCALES[pageLanguage(languages)];
    headers['Accept-Language'] = locale;
  } catch {
    // Storage or the browser's languages unreadable: the API's default language.
  }
  const coming = comingAnswers();
  const readers = pictureReaders(media);
  for (const { url, pictures } of firstScreenCalls(table, location.pathname, location.search)) {
    const stop = new AbortController();
    const get = () => fetch(url, { headers, signal: stop.signal });
    const response = coming.includes(url) ? fromPage(url, locale, get) : get();
    answers[url] = { response, abort: () => stop.abort() };
    if (!pictures) continue;
    response
      .then((r) => (r.ok ? r.clone().json() : undefined))
      .then((answer) => answer !== undefined && readers[pictures](answer))
      .catch(() => {});
  }
}
