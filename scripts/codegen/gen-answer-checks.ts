/**
 * Generates the checks of the API answers the browser reads: one module per answer,
 * src/types/answers/<schema>.gen.ts, holding the answer's schema from schemas/api/ as the browser
 * checks it, its references written out, for the one small checker of src/types/answer-check.ts
 * (answerCheck): no schema compiler ships to the browser, each screen's chunk carries only the
 * schemas of the calls it makes, and a schema is a few hundred bytes where compiled code was a
 * few thousand. `npm run gen:types` writes them with the types (scripts/codegen/gen-types.ts), and
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
 * A keyword the checker does not know stops the generation.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

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
  { type: 'Booking', schema: 'booking', calls: 'POST /api/bookings, GET /api/bookings/{code}' },
  { type: 'CreateResponse', schema: 'create-response', calls: 'POST /api/{family}/create' },
  {
    type: 'Ticket',
    schema: 'ticket',
    calls: 'GET /api/tickets/{code}, POST /api/otp/confirm, POST /api/tickets/{code}/cancel',
  },
  {
    type: 'PaymentPromptResponse',
    schema: 'payment-prompt-response',
    calls: 'POST /api/tickets/{code}/payment-prompt',
  },
  { type: 'Paybill', schema: 'paybill', calls: 'GET /api/tickets/{code}/paybill' },
  { type: 'TicketHistory', schema: 'ticket-history', calls: 'GET /api/history' },
  {
    type: 'HistoryCodeResponse',
    schema: 'history-code-response',
    calls: 'POST /api/history/code',
  },
  { type: 'HistoryAccess', schema: 'history-access', calls: 'POST /api/history/access' },
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
 * Keywords of JSON Schema 2019-09 and 2020-12 that draft-07 does not have. The checker reads
 * draft-07 (the same checks for these schemas); a schema using one of these stops the generation.
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

/** The keywords src/types/answer-check.ts checks (AnswerSchema). */
const CHECKED_KEYWORDS = new Set([
  'type',
  'const',
  'enum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'minItems',
  'maxItems',
  'items',
  'required',
  'properties',
  'additionalProperties',
  'allOf',
]);

/**
 * The schema `id` with its references written out (a schema referring to itself stops the
 * generation), `$id` and `$defs` dropped, and an `allOf` of one schema alone replaced by it.
 */
export function inlineSchema(schemas: ReadonlyMap<string, unknown>, id: string): unknown {
  const visit = (node: unknown, base: string, stack: readonly string[]): unknown => {
    if (Array.isArray(node)) return node.map((n) => visit(n, base, stack));
    if (!node || typeof node !== 'object') return node;
    const n = node as Node;
    if (typeof n.$ref === 'string') {
      const target = new URL(n.$ref, base).href;
      if (stack.includes(target)) throw new Error(`${target} refers to itself`);
      if (!schemas.has(target)) throw new Error(`${base}: no schema ${target}`);
      const { $ref: _ref, $id: _id, ...beside } = n;
      const referred = visit(schemas.get(target), target, [...stack, target]);
      // Keywords beside a $ref apply as well (as ajv applies them).
      return Object.keys(beside).length
        ? visit(
            { ...beside, allOf: [...((beside.allOf as unknown[]) ?? []), { $ref: n.$ref }] },
            base,
            stack,
          )
        : referred;
    }
    const out: Node = {};
    for (const [key, value] of Object.entries(n)) {
      if (key === '$id' || key === '$defs') continue;
      if (key === 'additionalProperties' && value === true) continue;
      if (!CHECKED_KEYWORDS.has(key)) throw new Error(`${base}: ${key} is not checked`);
      if (
        (key === 'const' || key === 'enum') &&
        [value].flat().some((v) => v && typeof v === 'object')
      )
        throw new Error(`${base}: ${key} of an object or a list is not checked`);
      if (key === 'format' && !CHECKED_FORMATS.has(value as string))
        throw new Error(`${base}: format ${String(value)} is not checked`);
      out[key] =
        key === 'properties'
          ? Object.fromEntries(
              Object.entries(value as Node).map(([k, v]) => [k, visit(v, base, stack)]),
            )
          : visit(value, base, stack);
    }
    const keys = Object.keys(out);
    if (keys.length === 1 && Array.isArray(out.allOf) && out.allOf.length === 1)
      return out.allOf[0];
    return out;
  };
  return visit(schemas.get(id), id, [id]);
}

const banner = (a: Answer) =>
  `/* Generated by scripts/codegen/gen-answer-checks.ts from schemas/api/${a.schema}.schema.json. Do not edit: run \`npm run gen:types\`. */`;

/** The answer check modules, by path relative to the repo root. */
export async function generateAnswerChecks(root: string): Promise<Record<string, string>> {
  const dir = path.join(root, 'schemas/api');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.schema.json')).sort();
  const schemas = new Map<string, unknown>();
  for (const f of files) {
    const schema = readerSchema(JSON.parse(await readFile(path.join(dir, f), 'utf8'))) as Node;
    schemas.set(String(schema.$id), schema);
  }
  const out: Record<string, string> = {};
  for (const answer of ANSWERS) {
    const id = `${ID_BASE}${answer.schema}.schema.json`;
    if (!schemas.has(id)) throw new Error(`${answer.type}: no schema ${id}`);
    const schema = answer.list
      ? { type: 'array', items: inlineSchema(schemas, id) }
      : inlineSchema(schemas, id);
    out[answerModule(answer)] = [
      banner(answer),
      `// The answer of ${answer.calls}.`,
      "import { answerCheck } from '@/types/answer-check';",
      `import type { ${answer.type} } from '../api.gen';`,
      '',
      `export const ${answerCheckName(answer)} = answerCheck<${answer.type}${answer.list ? '[]' : ''}>(${JSON.stringify(schema)});`,
      '',
    ].join('\n');
  }
  return out;
}
