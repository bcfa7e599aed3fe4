/**
 * Who may stake on a host of the brand (docs/compliance.md#who-may-stake), and the demo operator's
 * sign-in page. A host's market is its licence's, as the page picks it (src/config/page-licence.ts:
 * the licence naming the host, else the brand's first); the market's `identification`
 * (schemas/markets.json) says whether the player must hold a verified account. `GET
 * /demo-sign-in?return=` is the sign-in of the shipped brands whose market needs one: it lists the
 * demo players and sends the player back to the return address with `?token=<player>`.
 */
import { escapeHtml } from '../../../src/lib/text';
import { loadMarkets } from '../../brand/compliance';
import { marketOfHost } from './money';
import type { BrandLike } from './state';

/** Whether a placing on `host` must come from a signed-in player (the market needs an account). */
export function needsAccount(brand: BrandLike, host: string | undefined): boolean {
  const market = marketOfHost(brand, host);
  return !!market && loadMarkets()[market].identification === 'account';
}

/**
 * The address to go back to with the player's token, or undefined when it is not on the site the
 * sign-in was asked on (`host`, its port included: de.eurowin.example:4173): the demo sign-in
 * sends no token to another site.
 */
export function returnWithToken(
  returnTo: string | null,
  host: string,
  token: string,
): string | undefined {
  if (!returnTo || !host) return undefined;
  let url: URL;
  try {
    url = new URL(returnTo, `http://${host}`);
  } catch {
    return undefined;
  }
  if (url.host !== host.toLowerCase() || !/^https?:$/.test(url.protocol)) return undefined;
  url.searchParams.set('token', token);
  return url.href;
}

/** The page's texts in the languages the demo brands offer; `sw` for both Swahili locales. */
const TEXTS: Readonly<Record<string, Readonly<Record<'title' | 'lead' | 'as' | 'bad', string>>>> = {
  en: {
    title: 'Sign in',
    lead: 'Demo sign-in of {operator}: choose a demo player. A real operator checks the player’s identity here.',
    as: 'Sign in as {player}',
    bad: 'This sign-in can only return to a page of this site.',
  },
  de: {
    title: 'Anmelden',
    lead: 'Demo-Anmeldung von {operator}: Wähle einen Demo-Spieler. Ein echter Anbieter prüft hier die Identität des Spielers.',
    as: 'Als {player} anmelden',
    bad: 'Diese Anmeldung kann nur zu einer Seite dieser Website zurückkehren.',
  },
  sv: {
    title: 'Logga in',
    lead: 'Demoinloggning hos {operator}: välj en demospelare. En riktig spelaktör kontrollerar spelarens identitet här.',
    as: 'Logga in som {player}',
    bad: 'Den här inloggningen kan bara återvända till en sida på den här webbplatsen.',
  },
  sw: {
    title: 'Ingia',
    lead: 'Kuingia kwa majaribio kwa {operator}: chagua mchezaji wa majaribio. Mwendeshaji halisi huthibitisha utambulisho wa mchezaji hapa.',
    as: 'Ingia kama {player}',
    bad: 'Kuingia huku kunaweza kurudi tu kwenye ukurasa wa tovuti hii.',
  },
};

/** The page's language: the return address's `?lang=`, else the browser's first it speaks. */
export function signInLanguage(returnTo: string | null, acceptLanguage: string | undefined) {
  let lang: string | null;
  try {
    lang = returnTo ? new URL(returnTo, 'http://x').searchParams.get('lang') : null;
  } catch {
    lang = null;
  }
  const wanted = [lang ?? '', ...(acceptLanguage ?? '').split(',')].map((tag) =>
    tag.trim().split(/[-_;]/)[0]!.toLowerCase(),
  );
  return wanted.find((l) => Object.hasOwn(TEXTS, l)) ?? 'en';
}

export interface SignInPageInput {
  operatorName: string;
  /** Each demo player and where signing in as them returns; none when the return is refused. */
  players: readonly { code: string; href: string }[];
  language: string;
}

/** The demo sign-in page; everything echoed is escaped. */
export function signInPageHtml({ operatorName, players, language }: SignInPageInput): string {
  const t = TEXTS[language] ?? TEXTS.en!;
  const list = players
    .map(
      (p) =>
        `<li><a href="${escapeHtml(p.href)}">${escapeHtml(t.as.replace('{player}', p.code))}</a></li>`,
    )
    .join('');
  const body = players.length
    ? `<p>${escapeHtml(t.lead.replace('{operator}', operatorName))}</p><ul>${list}</ul>`
    : `<p role="alert" class="error">${escapeHtml(t.bad)}</p>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)} · ${escapeHtml(operatorName)}</title>
<style>
body{margin:0;padding:24px;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#14211b;background:#fff}
h1{margin:0 0 8px;font-size:24px}
ul{list-style:none;margin:20px 0 0;padding:0;display:grid;gap:12px}
a{display:block;padding:12px;min-height:24px;border-radius:8px;background:#0b5d3b;color:#fff;font-weight:600;text-align:center;text-decoration:none}
.error{color:#b3261e}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
${body}
</main>
</body>
</html>
`;
}
