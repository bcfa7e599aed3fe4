/** The demo images: GET /media/teams/{id}.png, /media/leagues/{id}.png, /media/previews/{name}.png. */
import type { ServerResponse } from 'node:http';
import { HttpError } from '../../http-utils';
import { drawCrest, drawLeagueLogo, drawPreview, hexToRgb } from '../png';
import type { Route } from '../route';
import { PREVIEWS } from '../seed';
import type { DemoState } from '../state';

/** Sends a PNG, drawn once per key and then kept. */
function sendImage(state: DemoState, res: ServerResponse, key: string, draw: () => Buffer): void {
  let png = state.images.get(key);
  if (!png) {
    png = draw();
    state.images.set(key, png);
  }
  res.writeHead(200, {
    'Content-Type': 'image/png',
    'Content-Length': String(png.length),
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(res.req.method === 'HEAD' ? undefined : png);
}

export const mediaRoutes: readonly Route[] = [
  {
    method: 'GET',
    pattern: /^\/media\/teams\/(\d{1,9})\.png$/,
    handle: ({ state, res, params }) => {
      const team = state.catalog.teams.get(Number(params[0]));
      if (!team || !team.hasLogo) throw new HttpError(404, 'Image not found');
      sendImage(state, res, `team:${team.id}`, () =>
        drawCrest(hexToRgb(team.colors[0]), hexToRgb(team.colors[1]), team.id),
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/media\/leagues\/(\d{1,9})\.png$/,
    handle: ({ state, res, params }) => {
      const league = state.catalog.leagues.find((l) => l.id === Number(params[0]));
      if (!league) throw new HttpError(404, 'Image not found');
      sendImage(state, res, `league:${league.id}`, () =>
        drawLeagueLogo(hexToRgb(league.colors[0]), hexToRgb(league.colors[1])),
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/media\/previews\/([a-z0-9-]{1,40})\.png$/,
    handle: ({ state, res, params }) => {
      const name = params[0] as string;
      const colors = Object.hasOwn(PREVIEWS, name) ? PREVIEWS[name] : undefined;
      if (!colors) throw new HttpError(404, 'Image not found');
      sendImage(state, res, `preview:${name}`, () =>
        drawPreview(hexToRgb(colors[0]), hexToRgb(colors[1])),
      );
    },
  },
];
