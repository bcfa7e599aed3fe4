/** The demo images: GET /media/teams/{id}.png, /media/leagues/{id}.png, /media/previews/{name}.png. */
import type { FastifyReply } from 'fastify';
import { HttpError } from '../../http-utils';
import { drawCrest, drawLeagueLogo, drawPreview, hexToRgb } from '../png';
import type { Route } from '../route';
import { PREVIEWS } from '../seed';
import type { DemoState } from '../state';

/** Sends a PNG, drawn once per key and then kept. */
function sendImage(state: DemoState, reply: FastifyReply, key: string, draw: () => Buffer): void {
  let png = state.images.get(key);
  if (!png) {
    png = draw();
    state.images.set(key, png);
  }
  void reply
    .headers({
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    })
    .send(png);
}

export const mediaRoutes: readonly Route[] = [
  {
    method: 'GET',
    url: '/media/teams/:id(^\\d{1,9}).png',
    handle: ({ state, reply, params }) => {
      const team = state.catalog.teams.get(Number(params.id));
      if (!team || !team.hasLogo) throw new HttpError(404, 'Image not found');
      sendImage(state, reply, `team:${team.id}`, () =>
        drawCrest(hexToRgb(team.colors[0]), hexToRgb(team.colors[1]), team.id),
      );
    },
  },
  {
    method: 'GET',
    url: '/media/leagues/:id(^\\d{1,9}).png',
    handle: ({ state, reply, params }) => {
      const league = state.catalog.leagues.find((l) => l.id === Number(params.id));
      if (!league) throw new HttpError(404, 'Image not found');
      sendImage(state, reply, `league:${league.id}`, () =>
        drawLeagueLogo(hexToRgb(league.colors[0]), hexToRgb(league.colors[1])),
      );
    },
  },
  {
    method: 'GET',
    url: '/media/previews/:name(^[a-z0-9-]{1,40}).png',
    handle: ({ state, reply, params }) => {
      const name = params.name as string;
      const colors = Object.hasOwn(PREVIEWS, name) ? PREVIEWS[name] : undefined;
      if (!colors) throw new HttpError(404, 'Image not found');
      sendImage(state, reply, `preview:${name}`, () =>
        drawPreview(hexToRgb(colors[0]), hexToRgb(colors[1])),
      );
    },
  },
];
