// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ANSWERS,
  answerCheckName,
  answerModule,
  inlineSchema,
  readerSchema,
} from '../../scripts/codegen/gen-answer-checks';
import { answerCheck, type AnswerCheck } from '../../src/types/answer-check';

const root = path.resolve(import.meta.dirname, '../..');
const checks = import.meta.glob<Record<string, AnswerCheck<unknown>>>(
  '../../src/types/answers/*.gen.ts',
  { eager: true },
);
const checkOf = (a: (typeof ANSWERS)[number]) =>
  checks[`../../${answerModule(a)}`]![answerCheckName(a)]!;

describe('the answer checks the browser runs (src/types/answers/)', () => {
  it.each(ANSWERS)('$type$list refuses what is no answer at all', (answer) => {
    const check = checkOf(answer);
    for (const body of [
      undefined,
      null,
      '',
      '<!doctype html><p>Hi</p>',
      42,
      true,
      answer.list ? {} : [],
    ])
      expect(check(body), JSON.stringify(body)).toBe(false);
    expect(check(answer.list ? [null] : {})).toBe(false);
  });

  it.each(ANSWERS)(
    '$type$list ships no schema compiler: its schema for the one checker, no other import',
    (a) => {
      const source = readFileSync(path.join(root, answerModule(a)), 'utf8');
      const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      expect(imports.filter((i) => !['@/types/answer-check', '../api.gen'].includes(i!))).toEqual(
        [],
      );
      expect(source).not.toMatch(/require\(|schemaPath|new Function|\$ref/);
    },
  );

  it('says where an answer went wrong', () => {
    const list = checkOf(ANSWERS.find((a) => a.list)!);
    const tile = {
      code: 'Q1',
      title: 'T',
      events: [],
      operator_time_expires: '2030-01-01T00:00:00Z',
    };
    expect(list([tile, { ...tile, title: 7 }])).toBe(false);
    expect(list.errors).toEqual([{ instancePath: '/1/title' }]);
    expect(list([tile, { ...tile, operator_time_expires: 'next week' }])).toBe(false);
    expect(list.errors).toEqual([{ instancePath: '/1/operator_time_expires' }]);
    expect(list([tile, { ...tile, extra: { anything: 1 } }])).toBe(true);
  });

  it('refuses a card whose team name is 100 KB as it refuses a wrong type', () => {
    const check = checkOf(ANSWERS.find((a) => a.type === 'QuickbetxCard')!);
    const team = (id: number, name: unknown) => ({ id, name });
    const card = (home: unknown) => ({
      code: 'QBX-1',
      title: 'Weekend derbies',
      events: [
        {
          id: 1,
          home_team: team(1, home),
          away_team: team(2, 'Away FC'),
          category: { league_id: 1, league_name: 'Premier League' },
          starts: '2030-01-01T15:00:00Z',
          market: {
            market_code: 'MRFT',
            market_name: 'Match Result',
            line_name: '',
            bets: [
              { id: 1, bet_name: '1', odds: 1.5 },
              { id: 2, bet_name: '2', odds: 2.5 },
            ],
          },
        },
      ],
      template: { colors: {}, fonts: {} },
      stakes: [100],
      prices: [100],
      open_stake: false,
      allow_skip: false,
      min_ticket_events_count: 1,
      min_ticket_odds: 1,
      operator_time_expires: '2030-01-01T12:00:00Z',
    });
    expect(check(card('Home FC')), JSON.stringify(check.errors)).toBe(true);
    expect(check(card('H'.repeat(200)))).toBe(true);
    expect(check(card(7))).toBe(false);
    const wrongType = check.errors;
    expect(check(card('H'.repeat(100 * 1024)))).toBe(false);
    expect(check.errors).toEqual(wrongType);
    expect(check.errors).toEqual([{ instancePath: '/events/0/home_team/name' }]);
  });

  it.each(ANSWERS)('$type$list bounds every string of the answer', (answer) => {
    // Each string the check reads has a maxLength, or an enum or pattern that fixes its length.
    const dir = path.join(root, 'schemas/api');
    const unbounded: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const schema = readerSchema(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
      const walk = (node: unknown, at: string) => {
        if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${at}/${i}`));
        if (!node || typeof node !== 'object') return;
        const n = node as Record<string, unknown>;
        const types = [n.type].flat();
        const fixed =
          Array.isArray(n.enum) ||
          (typeof n.pattern === 'string' && /\{\d+(,\d+)?\}\$$/.test(n.pattern));
        if (types.includes('string') && typeof n.maxLength !== 'number' && !fixed)
          unbounded.push(`${file}#${at}`);
        if (typeof n.$ref === 'string') visit(n.$ref);
        for (const [k, v] of Object.entries(n)) walk(v, `${at}/${k}`);
      };
      walk(schema, '');
    };
    visit(`${answer.schema}.schema.json`);
    expect(unbounded).toEqual([]);
  });
});

describe('readerSchema', () => {
  it('keeps types, fields and ranges, and drops what the app reads leniently', () => {
    expect(
      readerSchema({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: 'https://betdeck.example/schemas/api/x.schema.json',
        title: 'X',
        description: 'An answer.',
        type: 'object',
        additionalProperties: false,
        required: ['a'],
        properties: {
          a: { description: 'A.', type: 'string', format: 'date-time' },
          url: { type: 'string', format: 'uri-reference', maxLength: 9 },
          list: { type: 'array', contains: {}, items: { type: 'number', minimum: 1 } },
          title: { type: 'string' },
        },
        if: { properties: { a: { const: 'x' } } },
        then: { required: ['url'] },
      }),
    ).toEqual({
      $id: 'https://betdeck.example/schemas/api/x.schema.json',
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string', format: 'date-time' },
        url: { type: 'string', maxLength: 9 },
        list: { type: 'array', items: { type: 'number', minimum: 1 } },
        title: { type: 'string' },
      },
    });
  });

  it('keeps the list of statuses out of the check: an unknown status shows as sent', () => {
    const status = JSON.parse(
      readFileSync(path.join(root, 'schemas/api/ticket-status.schema.json'), 'utf8'),
    ) as object;
    expect(readerSchema(status)).toEqual({
      $id: 'https://betdeck.example/schemas/api/ticket-status.schema.json',
      type: 'string',
      maxLength: 32,
    });
  });

  it('stops on a keyword the draft-07 engine would not check', () => {
    expect(() => readerSchema({ $id: 'x', prefixItems: [] })).toThrow(/prefixItems/);
  });
});

describe('answerCheck (the checker of every answer)', () => {
  const colour = answerCheck<unknown>({
    type: 'object',
    required: ['n'],
    properties: { n: { type: 'integer', minimum: 1 }, at: { type: 'string', format: 'date-time' } },
    additionalProperties: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
  });

  it('refuses a malformed answer and says where', () => {
    expect(colour({ n: 1, at: '2030-01-01T00:00:00Z', bg: '#00ff00' })).toBe(true);
    expect(colour.errors).toBeNull();
    for (const [body, at] of [
      [{}, ''],
      [{ n: 1.5 }, '/n'],
      [{ n: 0 }, '/n'],
      [{ n: 1, at: 'next week' }, '/at'],
      [{ n: 1, 'a/b': 'red' }, '/a~1b'],
    ] as const) {
      expect(colour(body), JSON.stringify(body)).toBe(false);
      expect(colour.errors).toEqual([{ instancePath: at }]);
    }
  });

  it('writes references out and refuses a keyword it does not check', () => {
    const base = 'https://betdeck.example/schemas/api/';
    const schemas = new Map<string, unknown>([
      [
        `${base}a.schema.json`,
        {
          $id: `${base}a.schema.json`,
          type: 'object',
          properties: { t: { allOf: [{ $ref: 't.schema.json' }] } },
        },
      ],
      [`${base}t.schema.json`, { $id: `${base}t.schema.json`, type: 'string', maxLength: 3 }],
      [`${base}o.schema.json`, { $id: `${base}o.schema.json`, oneOf: [] }],
      [`${base}s.schema.json`, { $id: `${base}s.schema.json`, items: { $ref: 's.schema.json' } }],
    ]);
    expect(inlineSchema(schemas, `${base}a.schema.json`)).toEqual({
      type: 'object',
      properties: { t: { type: 'string', maxLength: 3 } },
    });
    expect(() => inlineSchema(schemas, `${base}o.schema.json`)).toThrow(/oneOf/);
    expect(() => inlineSchema(schemas, `${base}s.schema.json`)).toThrow(/itself/);
  });
});
