// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrandError,
  checkBrandFile,
  checkBrandFiles,
  checkAllBrands,
  formatIssue,
  listBrandIds,
  loadBrand,
} from '../../scripts/brand/index';
import { BROKEN_CASES } from './brand-cases';
import { makeBrandRoot, type BrandRoot } from './brand-fixture';

let r: BrandRoot;
beforeEach(async () => {
  r = await makeBrandRoot();
});
afterEach(async () => {
  await r.cleanup();
});

const check = (file: string) => checkBrandFile(file, { root: r.root });

describe('checkBrandFile', () => {
  it('passes the unchanged demo brand', async () => {
    expect(await check(r.file('demo'))).toEqual([]);
  });

  it.each(BROKEN_CASES)('reports $name', async ({ breakIt, expected }) => {
    const issues = await check(await breakIt(r));
    const hit = issues.find((i) => i.pointer === expected.pointer);
    expect(hit, JSON.stringify(issues, null, 2)).toBeDefined();
    expect(hit?.file).toBe(expected.file);
    expect(hit?.message).toContain(expected.message);
    if (expected.suggestion) expect(hit?.suggestion).toBe(expected.suggestion);
  });

  it('reports a key typo once, not also as the missing key', async () => {
    const issues = await check(await BROKEN_CASES[1]!.breakIt(r));
    expect(issues).toHaveLength(1);
  });

  it('reports a bad provider once, listing mobile money and the bank together', async () => {
    const bad = BROKEN_CASES.find((c) => c.name.includes('mpessa'))!;
    const issues = await check(await bad.breakIt(r));
    expect(issues).toEqual([bad.expected]);
  });

  it('reports a mistyped id once: the images stay in the folder of the file name', async () => {
    const typo = BROKEN_CASES.find((c) => c.name.includes('differs from the file name'))!;
    expect((await check(await typo.breakIt(r))).map((i) => i.pointer)).toEqual(['/id']);
  });

  it('lists every allowed value of an enum', async () => {
    await r.edit('demo', (b) => {
      (b.languages as string[]) = ['en', 'sw'];
    });
    const [issue] = await check(r.file('demo'));
    expect(issue?.pointer).toBe('/languages/1');
    expect(issue?.message).toMatch(/^must be one of "en", "de", "sv", "swTZ", .*got "sw"$/);
    expect(issue?.suggestion).toBe('did you mean "swTZ"?');
  });

  it('reports the contrast ratio and a colour that would pass', async () => {
    await r.edit('demo', (b) => {
      b.theme.colors.onPrimary = '#888888';
      b.theme.colors.primary = '#ffffff';
    });
    const issues = await check(r.file('demo'));
    expect(issues).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/theme/colors/onPrimary',
        message: 'onPrimary #888888 on primary #ffffff has contrast 3.54:1; WCAG AA needs 4.5:1',
        suggestion: 'try onPrimary #767676 (4.54:1)',
      },
    ]);
  });

  it('reports JSON syntax errors with line and column', async () => {
    await writeFile(r.file('demo'), '{\n  "id": "demo",\n  "name": "x",,\n}\n');
    const issues = await check(r.file('demo'));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: 'brands/demo.json', pointer: '' });
    expect(issues[0]?.message).toMatch(/^is not valid JSON at line 3, column 15: /);
  });

  it('reports a brand that is missing, with the known ones and a near id', async () => {
    expect(await check(r.file('nope'))).toEqual([
      {
        file: 'brands/nope.json',
        pointer: '',
        message: 'no such brand: the file does not exist (known brands: demo)',
      },
    ]);
    expect((await check(r.file('dmeo')))[0]?.suggestion).toBe('did you mean "demo"?');
  });

  it('reports a wrong type at the root', async () => {
    await writeFile(r.file('demo'), '[]');
    expect(await check(r.file('demo'))).toEqual([
      { file: 'brands/demo.json', pointer: '', message: 'must be an object, got a list (array)' },
    ]);
  });

  it('reports an asset of another brand folder', async () => {
    const demo = await r.read('demo');
    await mkdir(path.join(r.brandsDir, 'acme'));
    await r.write('acme', { ...demo, id: 'acme', hosts: ['acme.example'] });
    const issues = await check(r.file('acme'));
    expect(issues.map((i) => i.pointer)).toEqual([
      '/assets/logo',
      '/assets/spinner',
      '/assets/favicon',
    ]);
    expect(issues[0]?.message).toBe(
      `must be in the brand's own folder "acme/" (brands share no assets), got "demo/logo.svg"`,
    );
  });

  it('checks that assets are SVG or PNG by content', async () => {
    await writeFile(path.join(r.brandsDir, 'demo', 'logo.svg'), 'hello');
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(16),
    ]);
    await writeFile(path.join(r.brandsDir, 'demo', 'spinner.svg'), png);
    await writeFile(path.join(r.brandsDir, 'demo', 'favicon.png'), png);
    await writeFile(
      path.join(r.brandsDir, 'demo', 'ticket.svg'),
      '<?xml version="1.0"?>\n<!-- x -->\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    );
    await r.edit('demo', (b) => {
      b.assets.favicon = 'demo/favicon.png';
      b.assets.defaultTicketImage = 'demo/ticket.svg';
    });
    const issues = await check(r.file('demo'));
    expect(issues.map((i) => [i.pointer, i.message])).toEqual([
      [
        '/assets/logo',
        'file brands/demo/logo.svg is not an image: expected a PNG (PNG signature) or an SVG (<svg> root element)',
      ],
      ['/assets/spinner', 'file brands/demo/spinner.svg holds PNG data but is named .svg'],
      ['/assets/defaultTicketImage', expect.stringContaining('contains script') as string],
    ]);
  });

  describe('images too heavy or the wrong size for a phone', () => {
    /** A PNG of random pixels (it does not compress): about width * height * 3 bytes. */
    const noisyPng = (width: number, height: number) =>
      sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
        .png()
        .toBuffer();
    const flatPng = (width: number, height: number) =>
      sharp({
        create: { width, height, channels: 4, background: { r: 11, g: 93, b: 59, alpha: 1 } },
      })
        .png()
        .toBuffer();
    const usePng = async (key: 'logo' | 'favicon', png: Buffer) => {
      await writeFile(path.join(r.brandsDir, 'demo', `${key}.png`), png);
      await r.edit('demo', (b) => {
        b.assets[key] = `demo/${key}.png`;
      });
    };

    it('refuses a logo over 50 KB, naming the file, its weight and the limit', async () => {
      await usePng('logo', await noisyPng(240, 80));
      const issues = await check(r.file('demo'));
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({ file: 'brands/demo.json', pointer: '/assets/logo' });
      expect(issues[0]?.message).toMatch(
        /^file brands\/demo\/logo\.png weighs \d+\.\d KB; a logo may weigh at most 50 KB: /,
      );
    });

    it('weighs an SVG as it ships, optimised: padding that svgo removes does not count', async () => {
      const logo = path.join(r.brandsDir, 'demo', 'logo.svg');
      const drawing = await readFile(logo, 'utf8');
      const padded = drawing.replace('<svg ', `<!-- ${'x'.repeat(60_000)} -->\n<svg `);
      await writeFile(logo, padded);
      expect(await check(r.file('demo'))).toEqual([]);
      // A drawing that stays heavy once optimised is refused.
      const heavy = drawing.replace(
        '</svg>',
        `${Array.from({ length: 1500 }, (_, i) => `<circle cx="${i}.37" cy="${i % 40}.61" r="${(i % 9) + 1}.13" fill="#${(i * 2654435).toString(16).slice(-6).padStart(6, '0')}"/>`).join('')}</svg>`,
      );
      await writeFile(logo, heavy);
      const [issue] = await check(r.file('demo'));
      expect(issue?.pointer).toBe('/assets/logo');
      expect(issue?.message).toMatch(/weighs \d+\.\d KB optimised; a logo may weigh at most 50 KB/);
    });

    it('refuses a PNG logo too small to be sharp in the header, or too wide for it', async () => {
      await usePng('logo', await flatPng(120, 40));
      expect((await check(r.file('demo'))).map((i) => i.message)).toEqual([
        'file brands/demo/logo.png is 120x40 px; a logo must be at least 72 px high: the header shows it 36 px high: phone screens need twice as many pixels to show it sharp',
      ]);
      await usePng('logo', await flatPng(1400, 200));
      expect((await check(r.file('demo'))).map((i) => i.message)).toEqual([
        expect.stringMatching(
          /^file brands\/demo\/logo\.png is 1400x200 px; a logo may be at most 6 times as wide as high: /,
        ),
      ]);
      await usePng('logo', await flatPng(300, 80));
      expect(await check(r.file('demo'))).toEqual([]);
    });

    it('warns when the app icons would be scaled up from a small PNG favicon', async () => {
      await usePng('favicon', await flatPng(64, 64));
      const warnings = async () =>
        (await checkBrandFiles([r.file('demo')], { root: r.root }))[0]?.warnings;
      // The SVG logo draws the icons instead.
      expect(await warnings()).toEqual([]);
      await usePng('logo', await flatPng(300, 80));
      expect(await warnings()).toEqual([
        {
          file: 'brands/demo.json',
          pointer: '/assets/favicon',
          message:
            "the installable app's icons (192 and 512 px) are drawn from the favicon, 64x64 px, scaled up: they will look blurry",
          suggestion: 'use an SVG favicon or logo, or a PNG favicon of at least 512 px',
        },
      ]);
      expect(await check(r.file('demo'))).toEqual([]);
    });
  });

  it('suggests the nearest existing asset file', async () => {
    await r.edit('demo', (b) => {
      b.assets.logo = 'demo/logos.svg';
    });
    const [issue] = await check(r.file('demo'));
    expect(issue).toMatchObject({
      pointer: '/assets/logo',
      suggestion: 'did you mean "demo/logo.svg"?',
    });
  });

  it('checks host overrides: unique and listed in hosts', async () => {
    await r.edit('demo', (b) => {
      b.hosts = ['betdeck.example', 'teke.betdeck.example'];
      b.hostOverrides = [
        { host: 'teke.betdeck.example', cardTitles: { smartbet: 'SMARTA BET' } },
        { host: 'teke.betdeck.example', name: 'Teke' },
        { host: 'tek.betdeck.example' },
      ];
    });
    const issues = await check(r.file('demo'));
    expect(issues.map((i) => [i.pointer, i.message, i.suggestion])).toEqual([
      [
        '/hostOverrides/1/host',
        'host "teke.betdeck.example" is already overridden at /hostOverrides/0; each host may have one override',
        undefined,
      ],
      [
        '/hostOverrides/2/host',
        `host "tek.betdeck.example" is not one of the brand's hosts (/hosts: betdeck.example, teke.betdeck.example)`,
        'did you mean "teke.betdeck.example"?',
      ],
    ]);
  });

  it('takes a card title per language, each of the brand and within the length', async () => {
    await r.edit('demo', (b) => {
      b.cardTitles = { quicktip: { en: 'Hot Tips', swTZ: 'Tipu Motomoto' } };
    });
    expect(await check(r.file('demo'))).toEqual([]);
    await r.edit('demo', (b) => {
      b.hosts = ['betdeck.example', 'teke.betdeck.example'];
      b.cardTitles = { quicktip: { en: 'Hot Tips', de: 'Heiße Tipps' } };
      b.hostOverrides = [
        { host: 'teke.betdeck.example', cardTitles: { smartbet: { sv: 'Smarta spel' } } },
      ];
    });
    expect((await check(r.file('demo'))).map((i) => [i.pointer, i.message])).toEqual([
      [
        '/cardTitles/quicktip/de',
        `language "de" is not one of the brand's languages (/languages: en, swTZ)`,
      ],
      [
        '/hostOverrides/0/cardTitles/smartbet/sv',
        `language "sv" is not one of the brand's languages (/languages: en, swTZ)`,
      ],
    ]);
    // One line per problem: not also "must be a string" for a heading per language.
    await r.edit('demo', (b) => {
      b.hostOverrides = [];
      b.cardTitles = {
        quicktip: { en: 'Hot Tips', swTZ: 'Tipu Motomoto za Leo na Kesho' },
        smartbet: '',
        jackpot: {},
      };
    });
    expect((await check(r.file('demo'))).map((i) => [i.pointer, i.message])).toEqual([
      ['/cardTitles/quicktip/swTZ', 'must be at most 24 characters long, got 29'],
      ['/cardTitles/smartbet', 'must not be empty'],
      ['/cardTitles/jackpot', 'must have at least 1 entry'],
    ]);
  });

  it('requires the lite lobby style', async () => {
    await r.edit('demo', (b) => {
      b.lobby.styles = ['compact'];
    });
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/lobby/styles',
        message: 'must include "lite", the default style every other ?style= falls back to',
      },
    ]);
  });

  it('ties the bank panel and the carousel to the providers', async () => {
    await r.edit('demo', (b) => {
      b.blocks.bankPanel = true;
      b.payments.providers = ['bank'];
    });
    expect((await check(r.file('demo'))).map((i) => i.pointer)).toEqual(['/blocks/carousel']);
    await r.edit('demo', (b) => {
      b.blocks.carousel = false;
      b.payments.providers = ['mpesa'];
    });
    expect((await check(r.file('demo'))).map((i) => i.pointer)).toEqual(['/blocks/bankPanel']);
  });

  it('rejects an unknown time zone and currency', async () => {
    await r.edit('demo', (b) => {
      b.region.timeZone = 'Africa/Nairobii';
      b.region.currency = 'KES'.replace('S', 'X');
    });
    const issues = await check(r.file('demo'));
    expect(issues.map((i) => i.pointer)).toEqual(['/region/timeZone', '/region/currency']);
  });

  it('reads message files at check time: an empty one fails, a filled one passes', async () => {
    await writeFile(path.join(r.localesDir, 'swTZ.json'), '{}');
    const [issue] = await check(r.file('demo'));
    expect(issue).toMatchObject({ pointer: '/languages/1' });
    expect(issue?.message).toBe(
      'language "swTZ" has no translations (src/locales/swTZ.json is empty): every text would fall back to English',
    );
    await writeFile(path.join(r.localesDir, 'swTZ.json'), '{"app.loading": "Inapakia..."}');
    expect(await check(r.file('demo'))).toEqual([]);
  });

  it('accepts es, fr and ptBR with their texts, and fails a language without a message file', async () => {
    await r.edit('demo', (b) => {
      b.languages = ['en', 'es', 'fr', 'ptBR'];
    });
    // Its own pages in the language it no longer offers would be warned about.
    for (const page of ['terms', 'privacy', 'wallet/top-up']) {
      await rm(path.join(r.brandsDir, 'demo', 'pages', `${page}.swTZ.md`));
    }
    expect(await check(r.file('demo'))).toEqual([]);
    await rm(path.join(r.localesDir, 'fr.json'));
    const [result] = await checkBrandFiles([r.file('demo')], { root: r.root });
    // An error, not a warning: French would show English under its own flag. (Its pages, in
    // English only now, are warned about on their own files.)
    expect(result?.warnings.filter((w) => w.file === 'brands/demo.json')).toEqual([]);
    expect(result?.issues).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/languages/2',
        message:
          'language "fr" has no translations (src/locales/fr.json does not exist): every text would fall back to English',
        suggestion: 'remove "fr" or add its messages to src/locales/fr.json',
      },
    ]);
  });

  it('fails a language that lacks texts of English, naming a few of them', async () => {
    const ids = ['app.loading', 'lobby.title', 'lobby.none', 'otp.title', 'share.copy'];
    const texts = (lang: string) => Object.fromEntries(ids.map((id) => [id, `${id} (${lang})`]));
    await writeFile(path.join(r.localesDir, 'en.json'), JSON.stringify(texts('en')));
    await writeFile(path.join(r.localesDir, 'swTZ.json'), JSON.stringify(texts('swTZ')));
    expect(await check(r.file('demo'))).toEqual([]);
    const some = texts('swTZ');
    delete some['lobby.none'];
    await writeFile(path.join(r.localesDir, 'swTZ.json'), JSON.stringify(some));
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/languages/1',
        message:
          'language "swTZ" lacks 1 of the 5 texts of src/locales/en.json ("lobby.none"): they would show English',
        suggestion: 'translate them in src/locales/swTZ.json, or remove "swTZ"',
      },
    ]);
    await writeFile(path.join(r.localesDir, 'swTZ.json'), '{"app.loading": "Inapakia..."}');
    const [issue] = await check(r.file('demo'));
    expect(issue?.message).toBe(
      'language "swTZ" lacks 4 of the 5 texts of src/locales/en.json ("lobby.title", "lobby.none", "otp.title", ...): they would show English',
    );
  });

  it('takes the message folder from localesDir', async () => {
    await rm(r.localesDir, { recursive: true });
    expect((await check(r.file('demo'))).map((i) => i.pointer)).toEqual([
      '/languages/0',
      '/languages/1',
    ]);
    const other = path.join(r.root, 'elsewhere');
    await mkdir(other);
    await writeFile(path.join(other, 'en.json'), '{"a": "b"}');
    await writeFile(path.join(other, 'swTZ.json'), '{"a": "b"}');
    expect(await checkBrandFile(r.file('demo'), { root: r.root, localesDir: other })).toEqual([]);
  });

  it('derives the root from a file inside a brands/ folder', async () => {
    await r.edit('demo', (b) => {
      b.theme.colors.primary = 'red';
    });
    const [issue] = await checkBrandFile(r.file('demo'));
    expect(issue?.file).toBe('brands/demo.json');
  });
});

describe('checkBrandFiles / checkAllBrands / listBrandIds', () => {
  it('lists sorted ids and checks all brands of a root', async () => {
    const demo = await r.read('demo');
    await mkdir(path.join(r.brandsDir, 'acme'));
    for (const f of ['logo.svg', 'spinner.svg', 'favicon.svg']) {
      await writeFile(
        path.join(r.brandsDir, 'acme', f),
        '<svg xmlns="http://www.w3.org/2000/svg"/>',
      );
    }
    // Its own pages, which its links (demo's) lead to.
    await cp(path.join(r.brandsDir, 'demo', 'pages'), path.join(r.brandsDir, 'acme', 'pages'), {
      recursive: true,
    });
    await r.write('acme', {
      ...demo,
      id: 'acme',
      assets: { logo: 'acme/logo.svg', spinner: 'acme/spinner.svg', favicon: 'acme/favicon.svg' },
    });
    expect(await listBrandIds({ root: r.root })).toEqual(['acme', 'demo']);
    const results = await checkAllBrands({ root: r.root });
    expect(results.map((x) => x.file)).toEqual(['brands/acme.json', 'brands/demo.json']);
    // acme copied demo's hosts: a host serves one brand, and each file hears of the other.
    const claimed = (host: string, index: number, other: string) => [
      `/hosts/${index}`,
      `host "${host}" is already claimed by brand "${other}" (brands/${other}.json /hosts/${index}); a host serves one brand`,
    ];
    const [acme, demoResult] = results.map((x) => x.issues.map((i) => [i.pointer, i.message]));
    expect(acme).toEqual([claimed('betdeck.example', 0, 'demo'), claimed('localhost', 1, 'demo')]);
    expect(demoResult).toEqual([
      claimed('betdeck.example', 0, 'acme'),
      claimed('localhost', 1, 'acme'),
    ]);
    // Checked alone, a file is still compared with the others of its folder.
    const one = await checkBrandFiles([r.file('demo')], { root: r.root });
    expect(one).toEqual([{ file: 'brands/demo.json', issues: results[1]!.issues, warnings: [] }]);
    await r.edit('acme', (b) => {
      b.hosts = ['acme.example'];
    });
    expect(await checkBrandFiles([r.file('demo')], { root: r.root })).toEqual([
      { file: 'brands/demo.json', issues: [], warnings: [] },
    ]);
  });

  it("refuses a brand claiming another brand's <id>.localhost, which that brand is served at", async () => {
    await r.write('acme', { id: 'acme' });
    await r.edit('demo', (b) => {
      b.hosts = ['betdeck.example', 'acme.localhost'];
    });
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/hosts/1',
        message:
          'host "acme.localhost" is already claimed by brand "acme" (brands/acme.json: every brand is served at <id>.localhost too); a host serves one brand',
      },
    ]);
  });

  it('leaves out brand files beside it that do not parse', async () => {
    await writeFile(r.file('broken'), '{ "hosts": ["betdeck.example"');
    await r.write('odd', { id: 'odd', hosts: 'betdeck.example' });
    expect(await check(r.file('demo'))).toEqual([]);
  });
});

describe('the API paths and the origins of a brand', () => {
  it.each([
    ['/api/basePath', '/api/./v1'],
    ['/api/basePath', '/api/..'],
    ['/api/basePath', '/api/'],
    ['/api/basePath', 'api'],
    ['/api/basePath', 'https://api.example/v1/../admin'],
    ['/api/basePath', 'https://API.example/v1'],
    ['/api/mediaBasePath', '/media/../..'],
  ])('refuses %s "%s"', async (pointer, value) => {
    await r.edit('demo', (b) => {
      if (pointer === '/api/basePath') b.api.basePath = value;
      else b.api.mediaBasePath = value;
    });
    const issues = await check(r.file('demo'));
    expect(issues.map((i) => i.pointer)).toEqual([pointer]);
    expect(issues[0]?.message).toMatch(/^must be a clean absolute path/);
  });

  it.each([
    '/api',
    '/v1/api',
    '/.well-known/api',
    'https://api.operator.example/v1',
    'https://api.operator.example:8443/v1',
    'https://api.operator.example:65535',
  ])('takes the API base "%s"', async (value) => {
    await r.edit('demo', (b) => {
      b.api.basePath = value;
      b.api.mediaBasePath = value;
    });
    expect(await check(r.file('demo'))).toEqual([]);
  });

  it.each([
    ['/api/basePath', 'https://api.example:65536/v1'],
    ['/api/mediaBasePath', 'https://media.example:99999'],
  ])('refuses %s "%s", a port no browser can call', async (pointer, value) => {
    await r.edit('demo', (b) => {
      if (pointer === '/api/basePath') b.api.basePath = value;
      else b.api.mediaBasePath = value;
    });
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer,
        message: `must be a URL a browser can call, got "${value}"`,
      },
    ]);
  });

  it('takes origins as browsers write them, and suggests that form', async () => {
    await r.edit('demo', (b) => {
      b.embedOrigins = [
        'https://partner.example',
        'https://partner.example:443',
        'http://localhost:8080',
      ];
      b.payments.providers = ['mpesa', 'bank'];
      b.payments.bankWidgetOrigin = 'https://widget.bank.example:99999';
    });
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/embedOrigins/1',
        message:
          'must be an origin as browsers write it ("https://partner.example"), got "https://partner.example:443"',
        suggestion: 'did you mean "https://partner.example"?',
      },
      {
        file: 'brands/demo.json',
        pointer: '/payments/bankWidgetOrigin',
        message: 'must be an origin as browsers write it, got "https://widget.bank.example:99999"',
      },
    ]);
  });

  it('refuses a bank widget origin without a bank to pay through', async () => {
    await r.edit('demo', (b) => {
      b.payments.bankWidgetOrigin = 'https://widget.bank.example';
    });
    const issues = await check(r.file('demo'));
    expect(issues).toEqual([
      expect.objectContaining({
        pointer: '/payments/bankWidgetOrigin',
        suggestion: 'remove it, or add "bank" to /payments/providers',
      }),
    ]);
  });
});

describe('the telemetry endpoint of a brand', () => {
  it.each(['/api/_telemetry', 'https://collect.operator.example/rum', 'https://api.example:8443'])(
    'takes "%s"',
    async (endpoint) => {
      await r.edit('demo', (b) => {
        b.telemetry = { endpoint, sampleRate: 0.25 };
      });
      expect(await check(r.file('demo'))).toEqual([]);
    },
  );

  it.each([
    'http://collect.operator.example/rum',
    'https://collect.operator.example/rum?key=1',
    'https://Collect.example/rum',
    '/api/_telemetry/',
    '/api/../_telemetry',
    'api/_telemetry',
  ])('refuses "%s", naming the form', async (endpoint) => {
    await r.edit('demo', (b) => {
      b.telemetry = { endpoint };
    });
    const issues = await check(r.file('demo'));
    expect(issues.map((i) => i.pointer)).toEqual(['/telemetry/endpoint']);
    expect(issues[0]?.message).toMatch(/^must be a clean absolute path .* or an https URL/);
  });

  it('refuses a path of the site that does not reach the API, and suggests one that does', async () => {
    await r.edit('demo', (b) => {
      b.telemetry = { endpoint: '/telemetry' };
    });
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/telemetry/endpoint',
        message: expect.stringMatching(
          /^must be a path under \/api\/ when it is on the site, got "\/telemetry": the site's servers pass only \/api\//,
        ) as string,
        suggestion: 'did you mean "/api/telemetry"?',
      },
    ]);
  });

  it('refuses a URL whose port no browser can call', async () => {
    await r.edit('demo', (b) => {
      b.telemetry = { endpoint: 'https://collect.example:99999/rum' };
    });
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/telemetry/endpoint',
        message: 'must be a URL a browser can call, got "https://collect.example:99999/rum"',
      },
    ]);
  });

  it.each([
    [{ sampleRate: 0 }, '/telemetry/sampleRate', 'must be more than 0, got 0'],
    [{ sampleRate: 1.5 }, '/telemetry/sampleRate', 'must be at most 1, got 1.5'],
    [{ endpoint: undefined }, '/telemetry/endpoint', 'is required but missing'],
    [{ enpoint: '/api/x' }, '/telemetry/enpoint', 'unknown property "enpoint"'],
  ])('refuses %j with a pointer at the field', async (change, pointer, message) => {
    await r.edit('demo', (b) => {
      b.telemetry = { endpoint: '/api/_telemetry', ...change } as typeof b.telemetry;
    });
    const issues = await check(r.file('demo'));
    expect(issues.map((i) => i.pointer)).toEqual([pointer]);
    expect(issues[0]?.message).toContain(message);
  });
});

describe("a brand's own pages (docs/operators.md#the-brands-own-pages)", () => {
  const pages = () => path.join(r.brandsDir, 'demo', 'pages');

  it("refuses a link on the brand's own host that no page answers, naming the page to add", async () => {
    await rm(path.join(pages(), 'terms.en.md'));
    await rm(path.join(pages(), 'terms.swTZ.md'));
    expect(await check(r.file('demo'))).toEqual([
      {
        file: 'brands/demo.json',
        pointer: '/compliance/terms',
        message:
          '"https://betdeck.example/terms" is on the brand\'s own host, and no page of the brand answers /terms: the player would get the app\'s "Page not found"',
        suggestion:
          "add its page, e.g. brands/demo/pages/terms.en.md (one a language), or link to the operator's page elsewhere",
      },
    ]);
    // A screen of the app answers its own path; another host's page is that host's business.
    await r.edit('demo', (b) => {
      b.compliance!.terms = 'https://betdeck.example/play-responsibly';
      b.payments.topUpUrl = 'https://wallet.operator.example/top-up';
    });
    expect(await check(r.file('demo'))).toEqual([]);
  });

  it('refuses a page file it cannot serve, and warns of a language missing or markup left out', async () => {
    await writeFile(path.join(pages(), 'history.en.md'), '# History');
    await writeFile(path.join(pages(), 'about.en.md'), 'No heading here.');
    await writeFile(path.join(pages(), 'Terms.EN.txt'), '# Terms');
    await writeFile(path.join(pages(), 'faq.en.html'), '<h1>FAQ</h1><script>alert(1)</script>');
    await writeFile(path.join(pages(), 'faq.de.md'), '# FAQ');
    const [result] = await checkBrandFiles([r.file('demo')], { root: r.root });
    expect(result!.issues.map((i) => `${i.file}: ${i.message}`)).toEqual([
      'brands/demo/pages/Terms.EN.txt: is not a page: a page is named <name>.<language>.md or <name>.<language>.html, e.g. terms.en.md',
      "brands/demo/pages/about.en.md: has no heading: a page starts with its title (# Terms and conditions), which the browser's tab shows too",
      'brands/demo/pages/history.en.md: would be served at /history, which is a screen of the app',
    ]);
    expect(result!.warnings.map((i) => `${i.file}: ${i.message}`)).toEqual([
      'brands/demo/pages/faq.de.md: is in "de", which is not one of the brand\'s languages (brands/demo.json /languages: en, swTZ): it is not built',
      'brands/demo/pages/faq.en.html: holds markup a page leaves out (scripts, styles, frames, forms, images, event handlers): a page shows headings, text, lists, tables and links',
      "brands/demo/pages/about: has no page in swTZ (its link's host offers en, swTZ): those players get the page in the languages it has",
      "brands/demo/pages/faq: has no page in swTZ (its link's host offers en, swTZ): those players get the page in the languages it has",
      "brands/demo/pages/history: has no page in swTZ (its link's host offers en, swTZ): those players get the page in the languages it has",
    ]);
  });
});

describe('formatIssue', () => {
  it('prints file, pointer, message and suggestion on one line', () => {
    expect(
      formatIssue({
        file: 'brands/demo.json',
        pointer: '/blocks/carousl',
        message: 'unknown property "carousl"',
        suggestion: 'did you mean "carousel"?',
      }),
    ).toBe(
      'brands/demo.json /blocks/carousl: unknown property "carousl" (did you mean "carousel"?)',
    );
    expect(
      formatIssue({ file: 'brands/x.json', pointer: '', message: 'file does not exist' }),
    ).toBe('brands/x.json: file does not exist');
  });
});

describe('loadBrand', () => {
  it('returns the typed brand', async () => {
    const brand = await loadBrand('demo', { root: r.root });
    expect(brand.id).toBe('demo');
    expect(brand.phone.prefix).toBe('254');
  });

  it('throws a BrandError listing every issue', async () => {
    await r.edit('demo', (b) => {
      b.theme.colors.primary = 'red';
      b.phone.prefix = '44';
    });
    const error = await loadBrand('demo', { root: r.root }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandError);
    const issues = (error as BrandError).issues;
    expect(issues.map((i) => i.pointer)).toEqual(['/theme/colors/primary']);
    expect((error as BrandError).message).toBe(issues.map(formatIssue).join('\n'));
  });

  it('refuses unsafe ids and suggests a near brand', async () => {
    await expect(loadBrand('../x', { root: r.root })).rejects.toThrow('is not a safe brand id');
    const error = (await loadBrand('dmeo', { root: r.root }).catch(
      (e: unknown) => e,
    )) as BrandError;
    expect(error.issues[0]).toMatchObject({
      file: 'brands/dmeo.json',
      message: 'no such brand: the file does not exist (known brands: demo)',
      suggestion: 'did you mean "demo"?',
    });
  });
});
