// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { THREE_WAY_MARKETS } from '../../src/types/api.gen';

const dir = path.resolve(import.meta.dirname, '../../schemas/api');
const files = readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
const pascal = (f: string) =>
  f.replace('.schema.json', '').replace(/(^|[-_])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

type Node = Record<string, unknown>;

/** Every object schema reachable in a schema (properties, items, combinators, if/then). */
function walk(node: unknown, at: string, visit: (n: Node, at: string) => void): void {
  if (!node || typeof node !== 'object') return;
  const n = node as Node;
  visit(n, at);
  for (const [key, value] of Object.entries(n)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, child] of Object.entries(value))
        walk(child, `${at}/properties/${name}`, visit);
    } else if (['items', 'additionalProperties', 'if', 'then', 'else', 'not'].includes(key)) {
      walk(value, `${at}/${key}`, visit);
    } else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      value.forEach((child, i) => walk(child, `${at}/${key}/${i}`, visit));
    }
  }
}

describe('schemas/api', () => {
  it.each(files)('%s is a titled draft 2020-12 schema, closed and fully described', (file) => {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Node;
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toBe(`https://betdeck.example/schemas/api/${file}`);
    expect(schema.title).toBe(pascal(file));
    expect(typeof schema.description).toBe('string');
    walk(schema, '#', (n, at) => {
      if (n.type === 'object' && n.properties)
        expect(n.additionalProperties, `${file} ${at}`).toBe(false);
      if (n.properties) {
        for (const [name, prop] of Object.entries(n.properties as Record<string, Node>)) {
          expect(
            typeof prop.description,
            `${file} ${at}/properties/${name} needs a description`,
          ).toBe('string');
        }
      }
      if (typeof n.$ref === 'string') expect(files, `${file} ${at}`).toContain(n.$ref);
    });
  });
});

describe('market.schema.json', () => {
  const ajv = new Ajv2020({ strict: true });
  addFormats(ajv);
  for (const file of files)
    ajv.addSchema(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as object);
  const validate = ajv.getSchema('https://betdeck.example/schemas/api/market.schema.json')!;
  const market = (code: string, outcomes: number) => ({
    market_code: code,
    market_name: 'A market',
    line_name: '',
    bets: [1, 2, 3].slice(0, outcomes).map((id) => ({ id, bet_name: String(id), odds: 2 })),
  });

  it('gives a market with a three-way code its three outcomes', () => {
    for (const code of THREE_WAY_MARKETS) {
      expect(validate(market(code, 3)), code).toBe(true);
      expect(validate(market(code, 2)), code).toBe(false);
    }
    expect(validate(market('OUFT', 2))).toBe(true);
  });
});
