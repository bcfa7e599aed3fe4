// @vitest-environment node
/** Broken copies of brands/demo.json shared by the library and CLI tests. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { MOBILE_MONEY_PROVIDERS } from '../../src/types/brand.gen';
import type { BrandRoot } from './brand-fixture';

export interface BrokenCase {
  name: string;
  /** Breaks the demo brand in the temp root; returns the file to check. */
  breakIt(root: BrandRoot): Promise<string>;
  /** The issue expected (message: a part of it); suggestion when one is expected. */
  expected: { file: string; pointer: string; message: string; suggestion?: string };
}

export const BROKEN_CASES: BrokenCase[] = [
  {
    name: 'a wrong type (radii.card "12px")',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        (b.theme.radii as Record<string, unknown>).card = '12px';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/theme/radii/card',
      message: 'must be an integer, got a string ("12px")',
      suggestion: 'did you mean 12?',
    },
  },
  {
    name: 'a typo in a key (carousl)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        const blocks = b.blocks as unknown as Record<string, unknown>;
        blocks.carousl = blocks.carousel;
        delete blocks.carousel;
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/blocks/carousl',
      message: 'unknown property "carousl"',
      suggestion: 'did you mean "carousel"?',
    },
  },
  {
    name: 'a bad enum value (provider "mpessa")',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        (b.payments.providers as string[])[0] = 'mpessa';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/payments/providers/0',
      message: `must be one of ${[...MOBILE_MONEY_PROVIDERS, 'bank'].map((p) => `"${p}"`).join(', ')}, got "mpessa"`,
      suggestion: 'did you mean "mpesa"?',
    },
  },
  {
    name: 'a pattern (primary "red")',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.theme.colors.primary = 'red';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/theme/colors/primary',
      message: 'must be a colour as #rrggbb, got "red"',
    },
  },
  {
    name: 'a missing required field (name)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        delete (b as Partial<typeof b>).name;
      }),
    expected: { file: 'brands/demo.json', pointer: '/name', message: 'is required' },
  },
  {
    name: 'a missing logo file',
    breakIt: async (r) => {
      await rm(path.join(r.brandsDir, 'demo', 'logo.svg'));
      return r.file('demo');
    },
    expected: {
      file: 'brands/demo.json',
      pointer: '/assets/logo',
      message: 'file brands/demo/logo.svg does not exist',
    },
  },
  {
    name: 'an unreadable colour pair (#777777 on #ffffff)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.theme.colors.text = '#777777';
        b.theme.colors.background = '#ffffff';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/theme/colors/text',
      message: 'text #777777 on background #ffffff has contrast 4.48:1; WCAG AA needs 4.5:1',
    },
  },
  {
    name: 'an error colour unreadable on the page (#ff8a80 on #f3f6f4)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.theme.colors.danger = '#ff8a80';
        b.theme.colors.onDanger = '#000000';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/theme/colors/danger',
      message: 'danger #ff8a80 on background #f3f6f4 has contrast 2.10:1; WCAG AA needs 4.5:1',
    },
  },
  {
    // docs/behaviour.md#the-phone-number: a Kenyan number has 9 digits after 254 or the 0.
    name: 'a placeholder one digit short of a Kenyan number, in the national form',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.phone.placeholder = '071234567';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/phone/placeholder',
      message: '"071234567" is not a mobile number of country code 254 (/phone/prefix): 9 digits',
    },
  },
  {
    name: "a placeholder of another country (Tanzania's 255 on a Kenyan brand)",
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.phone.placeholder = '255754123456';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/phone/placeholder',
      message: 'is not a mobile number of country code 254',
    },
  },
  {
    name: 'an API base path that climbs out of its folder (/api/../admin)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.api.basePath = '/api/../admin';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/api/basePath',
      message:
        'must be a clean absolute path (/api, /v1/media: segments of letters, digits and ._~- that are not . or ..) or an https URL whose path is one, got "/api/../admin"',
    },
  },
  {
    name: 'a host another brand file already claims',
    breakIt: async (r) => {
      // Checked alone, demo is compared with the other brand files of its folder.
      await r.write('acme', { id: 'acme', hosts: ['acme.example', 'betdeck.example'] });
      return r.file('demo');
    },
    expected: {
      file: 'brands/demo.json',
      pointer: '/hosts/0',
      message:
        'host "betdeck.example" is already claimed by brand "acme" (brands/acme.json /hosts/1); a host serves one brand',
    },
  },
  {
    name: 'an embedding origin with a path (https://partner.example/lobby)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.embedOrigins = ['https://partner.example/lobby'];
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/embedOrigins/0',
      message: 'must be an origin, as browsers write it',
    },
  },
  {
    name: 'a telemetry endpoint on the site outside the API (/telemetry)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.telemetry = { endpoint: '/telemetry' };
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/telemetry/endpoint',
      message: 'must be a path under /api/ when it is on the site, got "/telemetry"',
      suggestion: 'did you mean "/api/telemetry"?',
    },
  },
  {
    name: 'a top-up page that is not https (http://acme.example/wallet)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.payments.topUpUrl = 'http://acme.example/wallet';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/payments/topUpUrl',
      message: 'must be an https address of a page on another site',
    },
  },
  {
    name: 'a top-up page no browser can open (port 70000)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.payments.topUpUrl = 'https://acme.example:70000/wallet';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/payments/topUpUrl',
      message: 'must be a URL a browser can call, got "https://acme.example:70000/wallet"',
    },
  },
  {
    name: 'a host written as an address (https://acme.example/)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.hosts = ['https://acme.example/'];
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/hosts/0',
      message:
        'must be a host name, lower case, without scheme or port, got "https://acme.example/"',
      suggestion: 'did you mean "acme.example"?',
    },
  },
  {
    name: 'an API base path with a trailing slash (/api/)',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.api = { ...b.api, basePath: '/api/' };
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/api/basePath',
      message: 'must be a clean absolute path',
      suggestion: 'did you mean "/api"?',
    },
  },
  {
    name: 'an id that differs from the file name',
    breakIt: (r) =>
      r.edit('demo', (b) => {
        b.id = 'other';
      }),
    expected: {
      file: 'brands/demo.json',
      pointer: '/id',
      message: 'must equal the file name "demo", got "other"',
    },
  },
];
