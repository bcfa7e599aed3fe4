// @vitest-environment node
// What cannot import the family registry (src/lib/families.ts) is held to it here: the JSON
// schemas, the demo API's seed and the table of docs/behaviour.md. A family added to
// src/lib/family-list.ts fails these until they list it too. (Its guide:
// tests/features/how-to-play/guides.test.ts; its texts in every language:
// tests/locales/locales.test.ts; the demo API's placing rules:
// tests/server/demo-api-new-family.test.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '@/lib/families';
import brandSchema from '../../schemas/brand.schema.json';
import createRequest from '../../schemas/api/create-request.schema.json';
import reserveRequest from '../../schemas/api/reserve-request.schema.json';
import ticketType from '../../schemas/api/ticket-type.schema.json';
import demoCards from '../../scripts/server/demo-api/data/cards.json';

const ids = FAMILIES.map((f) => f.id);
const sorted = (list: Iterable<string>) => [...new Set(list)].sort();
/** The calls a schema's description names: POST /api/{a,b,c}/reserve -> [a, b, c]. */
const callsIn = (description: string) => sorted(/\{([^}]+)\}/.exec(description)![1]!.split(','));

describe('the schemas list the families of the registry', () => {
  it("a brand file's lobby may list them (brand.schema.json), in the same order", () => {
    expect(brandSchema.$defs.ticketFamily.enum).toEqual(ids);
    expect(Object.keys(brandSchema.$defs.cardTitles.properties)).toEqual(ids);
    const types = FAMILIES.map(
      (f) => `${f.id} (${f.typeCode === 1 ? 'lobby type ' : ''}${f.typeCode})`,
    );
    expect(brandSchema.$defs.ticketFamily.description).toContain(types.join(', '));
  });

  it('a ticket of the API is of one of their ticket types (ticket-type.schema.json)', () => {
    expect(sorted(ticketType.enum)).toEqual(
      sorted(FAMILIES.flatMap((f) => Object.keys(f.ticketTypes))),
    );
  });

  it('the placing bodies name their reserve and create calls', () => {
    expect(callsIn(reserveRequest.description)).toEqual(sorted(FAMILIES.map((f) => f.reserve)));
    expect(callsIn(createRequest.description)).toEqual(sorted(FAMILIES.map((f) => f.create)));
  });
});

describe("the demo API's seed", () => {
  it('publishes tickets of each family in its lobby lists (data/cards.json)', () => {
    const seeds = demoCards as readonly { family: string; listed?: boolean }[];
    const listed = new Set(seeds.filter((c) => c.listed !== false).map((c) => c.family));
    expect(ids.filter((id) => !listed.has(id))).toEqual([]);
  });
});

/** The row of the family's table in docs/behaviour.md#ticket-families, cell by cell. */
function docsRow(f: Family): string[] {
  const routes = f.routes.map((r) => `\`${r.path}\`${r.view ? ` (${r.view})` : ''}`).join(', ');
  return [
    f.id,
    String(f.typeCode),
    f.name.defaultMessage as string,
    routes,
    `\`${f.otpPath}\``,
    `\`${f.trackingPath}/:id\``,
    `\`${f.reserve}\``,
    `\`${f.create}\``,
  ];
}

describe('docs/behaviour.md#ticket-families', () => {
  it('has one row per family of the registry, saying what the registry says', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/behaviour.md'), 'utf8');
    const section = docs.slice(docs.indexOf('## Ticket families'));
    const table = section.slice(
      section.indexOf('\n|'),
      section.indexOf('\n\n', section.indexOf('\n|')),
    );
    const rows = table
      .trim()
      .split('\n')
      .slice(2) // the header and its rule
      .map((line) =>
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows).toEqual(FAMILIES.map(docsRow));
  });
});
