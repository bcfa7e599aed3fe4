/**
 * Sample answers of the screens the bundled server renders with a player's data (the lobby's
 * lists, the deck's card: renderScreen, src/app/prerender.tsx), from the demo API: the answers
 * the tests of the server's screen give the page (tests/server/server-screen.test.ts).
 */
import type { Brand } from '../../src/types/brand.gen';
import { FAMILIES } from '../../src/lib/families';
import { routeTable } from '../../src/app/route-table';
import { createDemoApiState, notFound, registerDemoApi } from '../../scripts/server/demo-api/index';
import { createFastifyApp } from '../../scripts/server/fastify-app';

export interface ScreenSample {
  pathname: string;
  search: string;
  /** By API path without /api: '/init', '/quickbetx_cards'. */
  answers: Record<string, unknown>;
}

/** The demo API's answers for the lobby and the first ticket of each family with a deck. */
async function askDemo(operator: Brand): Promise<ScreenSample[]> {
  const state = createDemoApiState({ operator });
  const app = createFastifyApp();
  registerDemoApi(app, () => state);
  app.setNotFoundHandler(notFound);
  await app.ready();
  try {
    const ask = async (apiPath: string): Promise<unknown> => {
      const answer = await app.inject({ method: 'GET', url: `/api${apiPath}` });
      return answer.statusCode === 200 ? answer.json<unknown>() : undefined;
    };
    const init = await ask('/init');
    const lists: Record<string, unknown> = {};
    for (const f of FAMILIES) lists[`/${f.id}_cards`] = await ask(`/${f.id}_cards`);
    const samples: ScreenSample[] = [
      { pathname: '/', search: '', answers: { '/init': init, ...lists } },
    ];
    const decks = new Set<string>();
    for (const route of routeTable()) {
      if (route.view !== 'swipe' || !route.family || !route.data || decks.has(route.family)) {
        continue;
      }
      decks.add(route.family);
      const list = lists[`/${route.family}_cards`];
      const code = Array.isArray(list)
        ? (list[0] as { code?: unknown } | undefined)?.code
        : undefined;
      if (typeof code !== 'string') continue;
      const apiPath = route.data.replace(':id', encodeURIComponent(code));
      samples.push({
        pathname: route.path.replace(':id', encodeURIComponent(code)),
        search: '',
        answers: { '/init': init, [apiPath]: await ask(apiPath) },
      });
    }
    return samples;
  } finally {
    await app.close();
  }
}

let samples: Promise<ScreenSample[]> | undefined;

/** The samples, asked once per build (of the demo API playing the first brand stamped). */
export function screenSamples(operator: Brand): Promise<ScreenSample[]> {
  return (samples ??= askDemo(operator));
}
