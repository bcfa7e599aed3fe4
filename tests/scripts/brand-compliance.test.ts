// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBrandFiles, repoRoot, type BrandIssue } from '../../scripts/brand/index';
import { loadMarkets, resolveLicence } from '../../scripts/brand/compliance';
import { pageLicence } from '../../src/config/page-licence';
import { applyHostOverride } from '../../src/config/runtime-brand';
import type { RuntimeBrand } from '../../src/config/runtime-brand';
import { COMPLIANCE_ELEMENTS, MARKETS, type Brand, type Licence } from '../../src/types/brand.gen';
import { makeBrandRoot, type BrandRoot } from './brand-fixture';

/** A shipped brand of each market, and its licence of that market. */
const OF_MARKET = {
  DE: { id: 'tipico-demo', licence: 0 },
  SE: { id: 'eurowin', licence: 1 },
  GB: { id: 'sportsloth', licence: 0 },
  AT: { id: 'interwetten-demo', licence: 0 },
  KE: { id: 'demo', licence: 0 },
  TZ: { id: 'pesaplay-tz', licence: 0 },
} as const;

let r: BrandRoot;
beforeEach(async () => {
  r = await makeBrandRoot(Object.values(OF_MARKET).map((m) => m.id));
});
afterEach(async () => {
  await r.cleanup();
});

async function checked(id: string): Promise<{ issues: BrandIssue[]; warnings: BrandIssue[] }> {
  const [result] = await checkBrandFiles([r.file(id)], { root: r.root });
  return result!;
}

async function breakLicence(market: keyof typeof OF_MARKET, change: (l: Licence) => void) {
  const { id, licence } = OF_MARKET[market];
  await r.edit(id, (b) => change(b.compliance!.licences[licence]!));
  return { id, pointer: `/compliance/licences/${licence}` };
}

const markets = loadMarkets();

describe('schemas/markets.json', () => {
  it('has the rules of every market a licence may name, each rule with its source', () => {
    expect(Object.keys(markets).sort()).toEqual([...MARKETS].sort());
    for (const [code, market] of Object.entries(markets)) {
      expect(market.rules.length, code).toBeGreaterThan(0);
      for (const rule of market.rules) {
        expect(COMPLIANCE_ELEMENTS, code).toContain(rule.element);
        expect(rule.source.title, `${code} ${rule.element}`).not.toBe('');
        expect(rule.source.url, `${code} ${rule.element}`).toMatch(/^(https?:\/\/|docs\/)/);
      }
    }
  });

  it('asks Sweden for its three buttons in a sticky bar, and the others for age, help and licence', () => {
    expect(markets.SE.layout).toBe('stickyBar');
    expect(markets.SE.rules.map((r) => r.element)).toEqual(
      expect.arrayContaining(['spelpaus', 'spelgranser', 'sjalvtest']),
    );
    for (const code of ['DE', 'GB', 'KE', 'TZ'] as const) {
      expect(markets[code].layout, code).toBe('footer');
      expect(
        markets[code].rules.map((r) => r.element),
        code,
      ).toEqual(expect.arrayContaining(['ageMark', 'helpline', 'licence']));
    }
  });

  it('names each tax a player pays in every language, with its source, and caps a ticket', async () => {
    const doc = await readFile(path.join(repoRoot, 'docs', 'compliance.md'), 'utf8');
    for (const [code, { money }] of Object.entries(markets)) {
      for (const [kind, tax] of Object.entries(money.taxes)) {
        expect(tax.source.url, `${code} ${kind}`).toMatch(/^(https?:\/\/|docs\/)/);
        if (!tax.source.url.startsWith('docs/')) expect(doc).toContain(tax.source.url);
        if (tax.rate > 0) {
          expect(Object.keys(tax.name ?? {}).sort(), `${code} ${kind}`).toEqual(
            ['de', 'en', 'es', 'fr', 'ptBR', 'sv', 'swTZ'].sort(),
          );
        }
      }
      expect(Object.values(money.maxPayout.amounts).length, code).toBeGreaterThan(0);
    }
    // The names a player of each market knows them by.
    expect(markets.DE.money.taxes.stake).toMatchObject({ rate: 5.3, name: { de: 'Wettsteuer' } });
    expect(markets.AT.money.taxes.stake).toMatchObject({ rate: 2, name: { de: 'Wettgebühr' } });
    expect(markets.SE.money.taxes.stake.rate).toBe(0);
    expect(markets.GB.money.taxes.winnings.rate).toBe(0);
  });

  it('says who may stake in each market: an account in Europe, the mobile-money payment in East Africa', () => {
    // docs/compliance.md#who-may-stake: the regulators' rules, each with its source.
    const who = Object.fromEntries(
      Object.entries(markets).map(([code, m]) => [code, m.identification]),
    );
    expect(who).toEqual({
      DE: 'account',
      SE: 'account',
      GB: 'account',
      AT: 'account',
      KE: 'payment',
      TZ: 'payment',
    });
    for (const [code, market] of Object.entries(markets)) {
      const rule = market.rules.find((r) => r.element === 'identification');
      expect(rule, code).toBeDefined();
    }
    const source = (code: keyof typeof markets) =>
      markets[code].rules.find((r) => r.element === 'identification')!.source;
    expect(source('DE').title).toContain('§ 6a');
    expect(source('GB').url).toContain('gamblingcommission.gov.uk');
    expect(source('SE').url).toContain('spelinspektionen.se');
    // Sweden's time played is shown in its bar.
    expect(markets.SE.rules.map((r) => r.element)).toContain('playTime');
  });

  it('is cited rule by rule in docs/compliance.md', async () => {
    const doc = await readFile(path.join(repoRoot, 'docs', 'compliance.md'), 'utf8');
    for (const market of Object.values(markets)) {
      for (const rule of market.rules) {
        if (rule.source.url.startsWith('docs/')) continue;
        expect(doc, `${market.name} ${rule.element}`).toContain(rule.source.url);
      }
    }
  });
});

describe('brand:check against the market rules', () => {
  it('passes the shipped brand of each market', async () => {
    for (const { id } of Object.values(OF_MARKET)) {
      expect((await checked(id)).issues, id).toEqual([]);
    }
  });

  it('DE: refuses a helpline with neither a phone nor a page, citing the GGL', async () => {
    const { id, pointer } = await breakLicence('DE', (l) => {
      l.helpline = {};
    });
    const [issue] = (await checked(id)).issues;
    expect(issue).toMatchObject({ file: `brands/${id}.json`, pointer: `${pointer}/helpline` });
    expect(issue?.message).toContain('Germany requires');
    expect(issue?.message).toContain('gluecksspiel-behoerde.de');
  });

  it('SE: refuses a Swedish licence without its Spelgränser address, citing the regulation', async () => {
    const { id, pointer } = await breakLicence('SE', (l) => {
      delete l.links;
    });
    const [issue] = (await checked(id)).issues;
    expect(issue).toMatchObject({ file: `brands/${id}.json`, pointer: `${pointer}/links` });
    expect(issue?.message).toContain('"spelgranser"');
    expect(issue?.message).toContain('Sweden requires');
    expect(issue?.message).toContain('lagen.nu/lifs/2018:2');
  });

  it('SE: refuses a blank button text in a language the licence shows', async () => {
    const { id, pointer } = await breakLicence('SE', (l) => {
      l.links = [
        { element: 'spelgranser', url: 'https://se.eurowin.example/spelgranser' },
        { element: 'spelpaus', text: { sv: 'Spelpaus', de: ' ' } },
      ];
    });
    const [issue] = (await checked(id)).issues;
    expect(issue?.pointer).toBe(`${pointer}/links`);
    expect(issue?.message).toContain(`lacks the "spelpaus" link's text in de`);
  });

  it('GB: refuses a licence the pages would not show, citing LCCP 8.1.1', async () => {
    const { id, pointer } = await breakLicence('GB', (l) => {
      l.shows = ['ageMark', 'helpline', 'terms', 'identification'];
    });
    const issues = (await checked(id)).issues;
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      pointer: `${pointer}/shows`,
      suggestion: `add "licence" to ${pointer}/shows`,
    });
    expect(issues[0]?.message).toContain('display-of-licensed-status-technical-requirements');
  });

  it("DE: refuses a brand without the operator's sign-in, which an account market needs", async () => {
    const { id } = OF_MARKET.DE;
    await r.edit(id, (b) => {
      delete b.compliance!.signIn;
    });
    const [issue] = (await checked(id)).issues;
    expect(issue).toMatchObject({ file: `brands/${id}.json`, pointer: '/compliance/signIn' });
    expect(issue?.message).toContain('sign-in address');
    expect(issue?.message).toContain('Germany requires');
    expect(issue?.message).toContain('§ 6a');
  });

  it('KE: asks for no sign-in: the mobile-money payment identifies the player', async () => {
    const { id } = OF_MARKET.KE;
    const brand = JSON.parse(await readFile(r.file(id), 'utf8')) as Brand;
    expect(brand.compliance?.signIn).toBeUndefined();
    expect((await checked(id)).issues).toEqual([]);
  });

  it('GB: refuses an empty licence number (the schema: missing or empty)', async () => {
    const { id, pointer } = await breakLicence('GB', (l) => {
      l.number = '';
    });
    expect((await checked(id)).issues.map((i) => i.pointer)).toEqual([`${pointer}/number`]);
  });

  it('AT: refuses a minimum age below the market’s', async () => {
    const { id, pointer } = await breakLicence('AT', (l) => {
      l.minimumAge = 16;
    });
    const [issue] = (await checked(id)).issues;
    expect(issue?.pointer).toBe(`${pointer}/minimumAge`);
    expect(issue?.message).toContain('a minimum age of at least 18 (got 16)');
    expect(issue?.message).toContain('Austria requires');
  });

  it('KE: refuses a brand without a compliance block, and one licensed elsewhere', async () => {
    await r.edit('demo', (b) => {
      delete b.compliance;
    });
    expect((await checked('demo')).issues.map((i) => i.pointer)).toEqual(['/compliance']);
    await r.edit('demo', (b) => {
      b.compliance = {
        terms: 'https://betdeck.example/terms',
        licences: [{ market: 'TZ', number: 'GBT-1' }],
      };
    });
    const issues = (await checked('demo')).issues;
    // And the Tanzanian licence lacks its counselling number.
    expect(issues.map((i) => i.pointer)).toEqual([
      '/compliance/licences',
      '/compliance/licences/0/helpline/phone',
    ]);
    expect(issues[0]?.message).toContain('holds no licence for Kenya');
  });

  it('KE: refuses a brand without its customer care contact, citing the BCLB', async () => {
    await r.edit('demo', (b) => {
      delete b.compliance!.customerCare;
    });
    const [issue, ...rest] = (await checked('demo')).issues;
    expect(rest).toEqual([]);
    expect(issue?.pointer).toBe('/compliance/customerCare');
    expect(issue?.message).toContain('lacks the customer care contact');
    expect(issue?.message).toContain('which Kenya requires');
    expect(issue?.message).toContain('https://kiambu.tv/?p=2745');
  });

  it('TZ: refuses a helpline without the toll-free counselling number', async () => {
    const { id, pointer } = await breakLicence('TZ', (l) => {
      delete l.helpline!.phone;
    });
    const [issue, ...rest] = (await checked(id)).issues;
    expect(rest).toEqual([]);
    expect(issue?.pointer).toBe(`${pointer}/helpline/phone`);
    expect(issue?.message).toContain("lacks a helpline's phone number, which Tanzania requires");
  });

  it('SE: requires the licence line and the helpline in the footer too', () => {
    expect(markets.SE.rules.map((r) => r.element)).toEqual(
      expect.arrayContaining(['licence', 'helpline']),
    );
  });

  it('TZ: refuses leaving out the age mark, citing the Gaming Board’s regulations', async () => {
    const { id, pointer } = await breakLicence('TZ', (l) => {
      l.shows = ['licence', 'helpline', 'terms'];
    });
    const [issue] = (await checked(id)).issues;
    expect(issue?.pointer).toBe(`${pointer}/shows`);
    expect(issue?.message).toContain('"ageMark"');
    expect(issue?.message).toContain('INTERNET-GAMING-REGS-TZ');
  });

  it('refuses several licences that do not share out the hosts', async () => {
    await r.edit('eurowin', (b) => {
      b.compliance!.licences[0].hosts = ['de.eurowin.example', 'se.eurowin.example'];
    });
    const issues = (await checked('eurowin')).issues;
    expect(issues.map((i) => [i.pointer, i.message.split(':')[0]])).toEqual([
      [
        '/compliance/licences/1/hosts/0',
        'host "se.eurowin.example" is already licensed at /compliance/licences/0; a host shows one licence',
      ],
      ['/hosts/0', 'host "eurowin.example" is named by none of the brand\'s licences'],
    ]);
  });

  it('warns where the licence line would not link to the regulator', async () => {
    const { id, pointer } = await breakLicence('GB', (l) => {
      l.regulatorUrl = 'https://gambling-commission.example/register/58002';
    });
    const { issues, warnings } = await checked(id);
    expect(issues).toEqual([]);
    expect(warnings.map((w) => w.pointer)).toEqual([`${pointer}/regulatorUrl`]);
    expect(warnings[0]?.message).toContain('gamblingcommission.gov.uk');
  });

  it('refuses a host language the brand does not offer', async () => {
    await r.edit('eurowin', (b: Brand) => {
      b.hostOverrides = [{ host: 'se.eurowin.example', languages: ['sv', 'fr'] }];
    });
    const [issue] = (await checked('eurowin')).issues;
    expect(issue?.pointer).toBe('/hostOverrides/0/languages/1');
  });
});

describe('a licence on the page', () => {
  it('takes what the brand file leaves out from its market', async () => {
    const brand = await r.read('eurowin');
    const swedish = resolveLicence(brand, brand.compliance!.licences[1]!);
    expect(swedish).toMatchObject({
      market: 'SE',
      regulator: 'Spelinspektionen',
      minimumAge: 18,
      layout: 'stickyBar',
      licensee: 'EuroWin Sverige AB',
    });
    expect(swedish.links.map((l) => [l.element, l.url, l.text.en])).toEqual([
      ['spelgranser', 'https://se.eurowin.example/spelgranser', 'Spelgränser'],
      ['spelpaus', 'https://www.spelpaus.se/', 'Spelpaus'],
      ['sjalvtest', 'https://www.stodlinjen.se/', 'Självtest'],
    ]);
  });

  it('is the one of the host, with the host’s languages; the first elsewhere', async () => {
    const brand = await r.read('eurowin');
    const { $schema: _s, demoApi: _d, compliance, ...rest } = brand;
    const runtime = {
      ...rest,
      loadingText: '',
      compliance: {
        terms: compliance!.terms,
        licences: compliance!.licences.map((l) => resolveLicence(brand, l)),
      },
    } as RuntimeBrand;
    expect(pageLicence(runtime, 'SE.eurowin.example')?.market).toBe('SE');
    expect(applyHostOverride(runtime, 'SE.eurowin.example').languages).toEqual(['sv', 'en']);
    expect(pageLicence(runtime, 'de.eurowin.example')?.market).toBe('DE');
    expect(applyHostOverride(runtime, 'de.eurowin.example').languages).toEqual(['en', 'de', 'sv']);
    expect(pageLicence(runtime, 'localhost')?.market).toBe('DE');
  });
});
