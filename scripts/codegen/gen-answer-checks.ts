/**
 * Generates the checks of the API answers the browser reads: one module per answer,
 * src/types/answers/<schema>.gen.ts, holding ajv's standalone code compiled from schemas/api/ now,
 * so no schema compiler ships to the browser and each screen's chunk carries only the checks of
 * the calls it makes. `npm run gen:types` writes them with the types (scripts/codegen/gen-types.ts), and
 * tests/scripts/gen-types.test.ts fails while they are out of date.
 *
 * What the browser checks is the contract as a reader needs it (docs/behaviour.md#errors):
 * - every type, required field, number range, length and pattern of the schema;
 * - `date-time` strings must be dates the browser can read (src/types/answer-formats.ts);
 * - not `additionalProperties: false`: a field the app does not know is ignored, so an operator's
 *   API may add fields (the demo API and its tests hold the closed schemas);
 * - not the lists of ticket statuses and types: an unknown one shows as sent
 *   (docs/behaviour.md#ticket-statuses);
 * - not `contains` (a list that must not be empty): each screen says what an empty one means (a
 *   tip with no events yet, a match with no market open, one language);
 * - not `if`/`then` (a three-way market has 3 bets): the deck allows the middle pick only where
 *   there are 3 (docs/behaviour.md#swipe);
 * - not `uri-reference`: any string is one, and an image that fails shows the default.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import Ajv from 'ajv';
import { _ } from 'ajv/dist/compile/codegen/index.js';
import standaloneCode from 'ajv/dist/standalone/index.js';

/** An answer the browser reads: the type it is, and the schema it is checked against. */
export interface Answer {
  /** The generated type (src/types/api.gen.ts); the module exports `is<type>`. */
  type: string;
  /** A schema of schemas/api/, without .schema.json. */
  schema: string;
  /** The answer is a list of that schema (`type` is then the item type). */
  list?: boolean;
  /** The calls that answer it (for the reader). */
  calls: string;
}

export const ANSWERS: readonly Answer[] = [
  { type: 'OperatorConfig', schema: 'operator-config', calls: 'GET /api/init' },
  { type: 'Player', schema: 'player', calls: 'GET /api/identify' },
  { type: 'TicketSummary', schema: 'ticket-summary', list: true, calls: 'GET /api/{family}_cards' },
  {
    type: 'QuickbetxCard',
    schema: 'quickbetx-card',
    calls: 'GET /api/{quickbetx,quickbet,jackpot}_cards/{code}',
  },
  { type: 'QuicktipCard', schema: 'quicktip-card', calls: 'GET /api/quicktip_cards/{code}' },
  { type: 'SmartbetCard', schema: 'smartbet-card', calls: 'GET /api/smartbet_cards/{code}' },
  { type: 'SuperbetCard', schema: 'superbet-card', calls: 'GET /api/superbet_cards/{code}' },
  { type: 'Quicktipx', schema: 'quicktipx', calls: 'GET /api/quicktipxs/{code}' },
  {
    type: 'FinanceDetails',
    schema: 'finance-details',
    calls: 'GET /api/finance-details',
  },
  { type: 'ReserveResponse', schema: 'reserve-response', calls: 'POST /api/{family}/reserve' },
  { type: 'CreateResponse', schema: 'create-response', calls: 'POST /api/{family}/create' },
  { type: 'Ticket', schema: 'ticket', calls: 'GET /api/tickets/{code}, POST /api/otp/confirm' },
  { type: 'OtpResendResponse', schema: 'otp-resend-response', calls: 'POST /api/otp/resend' },
  { type: 'ShareResponse', schema: 'share-response', calls: 'POST /api/tickets/{code}/share' },
  {
    type: 'SmartbetGenerated',
    schema: 'smartbet-generated',
    calls: 'POST /api/smartbets/generate',
  },
  {
    type: 'PickBetsResponse',
    schema: 'pick-bets-response',
    calls: 'POST /api/{family}/pick-bets',
  },
];

const ID_BASE = 'https://betdeck.example/schemas/api/';
/** Schemas whose `enum` the browser does not hold an answer to (it shows unknown values as sent). */
const OPEN_ENUMS = new Set([
  `${ID_BASE}ticket-status.schema.json`,
  `${ID_BASE}ticket-type.schema.json`,
]);
/** Formats the browser checks (src/types/answer-formats.ts); others are not checked. */
const CHECKED_FORMATS = new Set(['date-time']);
const ANNOTATIONS = new Set(['$schema', 'title', 'description', '$comment', 'examples']);
/**
 * Keywords of JSON Schema 2019-09 and 2020-12 that draft-07 does not have. The checks are
 * compiled by ajv's draft-07 engine (the same checks for these schemas, in smaller code, without
 * the bookkeeping of dynamic references); a schema using one of these stops the generation.
 */
const NEWER_KEYWORDS = new Set([
  'prefixItems',
  '$dynamicRef',
  '$dynamicAnchor',
  '$recursiveRef',
  '$recursiveAnchor',
  '$anchor',
  'unevaluatedProperties',
  'unevaluatedItems',
  'dependentRequired',
  'dependentSchemas',
  'minContains',
  'maxContains',
]);

type Node = Record<string, unknown>;

/** The schema as the browser checks it (see the top of this file). */
export function readerSchema(schema: unknown): unknown {
  const id = (schema as Node).$id;
  const open = typeof id === 'string' && OPEN_ENUMS.has(id);
  const visit = (node: unknown, inMap: boolean): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, false));
    if (!node || typeof node !== 'object') return node;
    const out: Node = {};
    for (const [key, value] of Object.entries(node as Node)) {
      if (inMap) {
        // The names under properties/$defs are names, not keywords.
        out[key] = visit(value, false);
        continue;
      }
      if (NEWER_KEYWORDS.has(key))
        throw new Error(`${String(id)}: ${key} is not checked in the browser`);
      if (ANNOTATIONS.has(key)) continue;
      if (key === 'additionalProperties' && value === false) continue;
      if (key === 'format' && !CHECKED_FORMATS.has(value as string)) continue;
      if (key === 'enum' && open) continue;
      if (key === 'contains' || key === 'if' || key === 'then' || key === 'else') continue;
      out[key] = visit(value, key === 'properties' || key === '$defs');
    }
    return out;
  };
  return visit(schema, false);
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The module of an answer, relative to the repo root. */
export const answerModule = (a: Answer) =>
  `src/types/answers/${a.list ? `${kebab(a.type)}-list` : a.schema}.gen.ts`;

/** The exported check of an answer. */
export const answerCheckName = (a: Answer) => `is${a.type}${a.list ? 'List' : ''}`;

/**
 * Keeps of ajv's error objects only where the answer went wrong (`instancePath`): the app logs
 * it, and the rest (`schemaPath`, `keyword`, `params`) is bytes every player would download.
 */
export function slimErrorObjects(code: string): string {
  let out = code.replace(/,schemaPath:"(?:[^"\\]|\\.)*"/g, '').replace(/,keyword:"\w+"/g, '');
  const marker = ',params:{';
  for (let at = out.indexOf(marker); at !== -1; at = out.indexOf(marker, at)) {
    // Skip to the brace that closes params, past quoted strings.
    let i = at + marker.length;
    let depth = 1;
    while (depth > 0 && i < out.length) {
      const c = out[i]!;
      if (c === '"' || c === "'") {
        for (i++; i < out.length && out[i] !== c; i++) if (out[i] === '\\') i++;
      } else if (c === '{') depth++;
      else if (c === '}') depth--;
      i++;
    }
    if (depth !== 0) throw new Error('slimErrorObjects: unbalanced params in generated code');
    out = out.slice(0, at) + out.slice(i);
  }
  return out;
}

const banner = (a: Answer) =>
  `/* Generated by scripts/codegen/gen-answer-checks.ts from schemas/api/${a.schema}.schema.json. Do not edit: run \`npm run gen:types\`. */`;

/** The answer check modules, by path relative to the repo root. */
export async function generateAnswerChecks(root: string): Promise<Record<string, string>> {
  const dir = path.join(root, 'schemas/api');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.schema.json')).sort();
  const schemas = await Promise.all(
    files.map(async (f) => readerSchema(JSON.parse(await readFile(path.join(dir, f), 'utf8')))),
  );
  const out: Record<string, string> = {};
  for (const answer of ANSWERS) {
    // One compiler per module: its code holds only what this answer needs.
    const ajv = new Ajv({
      code: { source: true, esm: true, lines: true, formats: _`answerFormats` },
      allErrors: false,
      messages: false,
      strict: true,
      // JSON carries no NaN or Infinity: no test for them.
      strictNumbers: false,
      // String lengths as JavaScript counts them: no runtime helper from ajv in the browser.
      unicode: false,
      logger: false,
    });
    // Checked in the browser by answerFormats['date-time'] (src/types/answer-formats.ts).
    ajv.addFormat('date-time', () => true);
    for (const schema of schemas) ajv.addSchema(schema as Node);
    const id = `${ID_BASE}${answer.schema}.schema.json`;
    const check = answer.list
      ? ajv.compile({ $id: `${ID_BASE}${answer.schema}.list`, type: 'array', items: { $ref: id } })
      : ajv.getSchema(id);
    if (!check) throw new Error(`${answer.type}: no schema ${id}`);
    let code = standaloneCode(ajv, check);
    const head = /^"use strict";\nexport const validate = (\w+);\nexport default \1;\n/.exec(code);
    if (!head) throw new Error(`${answer.type}: unexpected standalone code header`);
    code = slimErrorObjects(code.slice(head[0].length));
    if (/\brequire\(/.test(code)) {
      throw new Error(`${answer.type}: the check needs a runtime module of ajv: ${code}`);
    }
    const type = `${answer.type}${answer.list ? '[]' : ''}`;
    out[answerModule(answer)] = [
      banner(answer),
      `// The answer of ${answer.calls}.`,
      '// @ts-nocheck',
      "import type { AnswerCheck } from '@/types/answer-check';",
      `import type { ${answer.type} } from '../api.gen';`,
      ...(code.includes('answerFormats')
        ? ["import { answerFormats } from '@/types/answer-formats';"]
        : []),
      '',
      code.trim(),
      '',
      `export const ${answerCheckName(answer)} = ${head[1]} as unknown as AnswerCheck<${type}>;`,
      '',
    ].join('\n');
  }
  return out;
}
