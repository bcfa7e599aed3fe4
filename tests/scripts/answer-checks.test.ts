// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ANSWERS,
  answerCheckName,
  answerModule,
  readerSchema,
  slimErrorObjects,
} from '../../scripts/codegen/gen-answer-checks';
import type { AnswerCheck } from '../../src/types/answer-check';

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

  it.each(ANSWERS)('$type$list ships no schema compiler: ajv code only, no import of it', (a) => {
    const source = readFileSync(path.join(root, answerModule(a)), 'utf8');
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports.filter((i) => !['@/types/answer-check', '../api.gen'].includes(i!))).toEqual(
      source.includes('answerFormats') ? ['@/types/answer-formats'] : [],
    );
    expect(source).not.toMatch(/require\(|schemaPath|new Function/);
  });

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
    });
  });

  it('stops on a keyword the draft-07 engine would not check', () => {
    expect(() => readerSchema({ $id: 'x', prefixItems: [] })).toThrow(/prefixItems/);
  });
});

describe('slimErrorObjects', () => {
  it('keeps where, drops the rest, past quoted braces', () => {
    expect(
      slimErrorObjects(
        'v.errors = [{instancePath:instancePath+"/a",schemaPath:"#/p/a/pattern",keyword:"pattern",params:{pattern: "^#[0-9a-f]{6}$", x: "}"}}];',
      ),
    ).toBe('v.errors = [{instancePath:instancePath+"/a"}];');
  });
});
