/** Schema validation with ajv, turning ajv's errors into plain-word brand issues. */
import { readFile } from 'node:fs/promises';
import type { ErrorObject, ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { childPointer, type BrandIssue } from './issues';
import { nearest } from './suggest';

type SchemaNode = {
  description?: string;
  properties?: Record<string, SchemaNode>;
  pattern?: string;
  maxLength?: number;
  [key: string]: unknown;
};

const validators = new Map<string, Promise<{ validate: ValidateFunction; schema: SchemaNode }>>();

/** The compiled validator for a schema file (compiled once per process). */
export function brandValidator(
  schemaFile: string,
): Promise<{ validate: ValidateFunction; schema: SchemaNode }> {
  let entry = validators.get(schemaFile);
  if (!entry) {
    entry = readFile(schemaFile, 'utf8').then((text) => {
      const schema = JSON.parse(text) as SchemaNode;
      const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true });
      addFormats(ajv);
      return { validate: ajv.compile(schema), schema };
    });
    validators.set(schemaFile, entry);
  }
  return entry;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

const typeWords: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'true or false',
  array: 'a list (array)',
  object: 'an object',
  null: 'null',
};

/** A short rendering of a value for "got ..." parts of messages. */
export function showValue(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  }
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'an object';
  return String(value);
}

function gotValue(value: unknown): string {
  const kind = kindOf(value);
  if (kind === 'array' || kind === 'object' || kind === 'null') return typeWords[kind] ?? kind;
  const word = kind === 'integer' ? 'a number' : kind === 'boolean' ? 'a boolean' : `a ${kind}`;
  return `${word} (${showValue(value)})`;
}

/** Lower-cases the first letter unless the first word is an acronym (IANA, ISO). */
function lowerFirst(s: string): string {
  return /^[A-Z](?:[a-z]|\s)/.test(s) ? s[0]?.toLowerCase() + s.slice(1) : s;
}

/** Turns a schema description into what is expected: "must be a colour as #rrggbb". */
export function expectationFrom(description: string | undefined): string {
  if (!description) return 'has the wrong form';
  const first = (description.split(/(?<!\b(?:e\.g|i\.e))\.\s+(?=[A-Z])/)[0] ?? description).replace(
    /\.\s*$/,
    '',
  );
  if (/^(A|An) /.test(first)) return `must be ${lowerFirst(first)}`;
  const colon = first.indexOf(': ');
  if (colon >= 0) return `must be ${first.slice(colon + 2)}`;
  if (/^The /.test(first)) return `must be ${lowerFirst(first)}`;
  return `expected ${lowerFirst(first)}`;
}

function typeSuggestion(expected: string[], value: unknown): string | undefined {
  if (typeof value === 'string') {
    const numeric = /^\s*(-?\d+(?:\.\d+)?)\s*(px|%|em|rem)?\s*$/i.exec(value);
    if (numeric && (expected.includes('integer') || expected.includes('number'))) {
      return `did you mean ${Number(numeric[1])}?`;
    }
    if (/^(true|false)$/i.test(value.trim()) && expected.includes('boolean')) {
      return `did you mean ${value.trim().toLowerCase()} (without quotes)?`;
    }
  }
  if (typeof value === 'number' && expected.includes('string')) return `did you mean "${value}"?`;
  if (typeof value === 'string' && expected.includes('array')) return `did you mean ["${value}"]?`;
  return undefined;
}

/**
 * The value as the rule likely meant it, when the rule accepts that: trimmed, without a trailing
 * slash, in lower case, or a URL's host (https://acme.example/ -> acme.example).
 */
function patternSuggestion(value: unknown, pattern: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const rule = new RegExp(pattern, 'u');
  const text = value.trim();
  const bare = text.replace(/\/+$/, '');
  let host: string | undefined;
  try {
    host = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? new URL(text).hostname : undefined;
  } catch {
    host = undefined;
  }
  return [text, bare, text.toLowerCase(), bare.toLowerCase(), host].find(
    (c): c is string => c !== undefined && c !== '' && c !== value && rule.test(c),
  );
}

function convert(error: ErrorObject, file: string): BrandIssue {
  const pointer = error.instancePath;
  const value: unknown = error.data;
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = Object.keys(parent.properties ?? {});
      const near = nearest(key, known);
      return {
        file,
        pointer: childPointer(pointer, key),
        message: `unknown property "${key}"; allowed here: ${known.join(', ')}`,
        ...(near ? { suggestion: `did you mean "${near}"?` } : {}),
      };
    }
    case 'required': {
      const key = String(params.missingProperty);
      const what = parent.properties?.[key]?.description;
      return {
        file,
        pointer: childPointer(pointer, key),
        message: `is required but missing${what ? ` (${lowerFirst(what.replace(/\.\s*$/, ''))})` : ''}`,
      };
    }
    case 'type': {
      const expected = String(params.type).split(',');
      const suggestion = typeSuggestion(expected, value);
      return {
        file,
        pointer,
        message: `must be ${expected.map((t) => typeWords[t] ?? t).join(' or ')}, got ${gotValue(value)}`,
        ...(suggestion ? { suggestion } : {}),
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const strings = allowed.filter((a): a is string => typeof a === 'string');
      const near =
        typeof value === 'string'
          ? nearest(value, strings, Math.max(2, Math.floor(value.length / 2)))
          : undefined;
      return {
        file,
        pointer,
        message: `must be one of ${allowed.map((a) => JSON.stringify(a)).join(', ')}, got ${showValue(value)}`,
        ...(near ? { suggestion: `did you mean "${near}"?` } : {}),
      };
    }
    case 'const':
      return {
        file,
        pointer,
        message: `must be ${JSON.stringify(params.allowedValue)}, got ${showValue(value)}`,
      };
    case 'pattern': {
      const near = patternSuggestion(value, String(params.pattern));
      return {
        file,
        pointer,
        message: `${expectationFrom(parent.description)}, got ${showValue(value)}`,
        ...(near !== undefined ? { suggestion: `did you mean "${near}"?` } : {}),
      };
    }
    case 'format':
      return {
        file,
        pointer,
        message: `must be a valid ${String(params.format)}, got ${showValue(value)}`,
      };
    case 'minLength':
      return Number(params.limit) === 1
        ? { file, pointer, message: 'must not be empty' }
        : {
            file,
            pointer,
            message: `must be at least ${String(params.limit)} characters long, got ${showValue(value)}`,
          };
    case 'maxLength':
      return {
        file,
        pointer,
        message: `must be at most ${String(params.limit)} characters long, got ${String((value as string).length)}`,
      };
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum': {
      const word = {
        minimum: 'at least',
        exclusiveMinimum: 'more than',
        maximum: 'at most',
        exclusiveMaximum: 'less than',
      }[error.keyword];
      return {
        file,
        pointer,
        message: `must be ${word} ${String(params.limit)}, got ${showValue(value)}`,
      };
    }
    case 'minItems':
      return {
        file,
        pointer,
        message: `must list at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`,
      };
    case 'maxItems':
      return { file, pointer, message: `must list at most ${String(params.limit)} items` };
    case 'minProperties':
      return {
        file,
        pointer,
        message: `must have at least ${String(params.limit)} entr${params.limit === 1 ? 'y' : 'ies'}`,
      };
    case 'uniqueItems': {
      const later = Number(params.i);
      const earlier = Number(params.j);
      const list = Array.isArray(value) ? value : [];
      return {
        file,
        pointer: childPointer(pointer, later),
        message: `repeats ${showValue(list[later])}, already at ${childPointer(pointer, earlier)}; each item may appear once`,
      };
    }
    default:
      return {
        file,
        pointer,
        message: error.message ?? `fails the schema rule "${error.keyword}"`,
      };
  }
}

/**
 * The failed branches of an anyOf/oneOf of values, e.g. `anyOf: [{ $ref: <an enum> }, { const }]`,
 * as one enum error listing every allowed value (so the value gets a "did you mean"); undefined
 * when a branch failed on something else than its value.
 */
function asOneEnum(list: readonly ErrorObject[]): ErrorObject | undefined {
  const values = list.filter((e) => e.keyword === 'enum' || e.keyword === 'const');
  const [first] = values;
  if (!first || list.some((e) => !['enum', 'const', 'type'].includes(e.keyword))) return undefined;
  const allowedValues = values.flatMap((e) =>
    e.keyword === 'enum'
      ? (e.params as { allowedValues: unknown[] }).allowedValues
      : [(e.params as { allowedValue: unknown }).allowedValue],
  );
  return { ...first, keyword: 'enum', params: { allowedValues: [...new Set(allowedValues)] } };
}

/** Converts ajv errors to issues: one per problem, no anyOf/oneOf chatter, no duplicates. */
export function issuesFromAjv(errors: readonly ErrorObject[], file: string): BrandIssue[] {
  const plain: ErrorObject[] = [];
  const branches = new Map<string, ErrorObject[]>();
  // A branch that is a $ref has the referenced schema's path: the anyOf/oneOf error itself
  // (reported at the same instance path) tells that the errors there are its branches'.
  const combined = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  // A value of one branch's type (a string, an object) failed that branch: the other branches'
  // "must be a <type>" says nothing that branch's own error does not.
  const ofType = (at: string) =>
    errors.some(
      (e) =>
        e.keyword !== 'type' &&
        e.keyword !== 'anyOf' &&
        e.keyword !== 'oneOf' &&
        (e.instancePath === at || e.instancePath.startsWith(`${at}/`)),
    );
  for (const e of errors) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    // ajv's own line for a bad property name; the name's error follows it.
    if (e.keyword === 'propertyNames') continue;
    const branch = /\/(anyOf|oneOf)\//.test(e.schemaPath) || combined.has(e.instancePath);
    if (branch && e.keyword === 'type' && combined.has(e.instancePath) && ofType(e.instancePath)) {
      continue;
    }
    if (branch) {
      const list = branches.get(e.instancePath) ?? [];
      list.push(e);
      branches.set(e.instancePath, list);
    } else plain.push(e);
  }
  const issues = plain.map((e) => convert(e, file));
  for (const [pointer, list] of branches) {
    const oneEnum = asOneEnum(list);
    if (oneEnum) {
      issues.push(convert(oneEnum, file));
      continue;
    }
    const messages = [...new Set(list.map((e) => convert(e, file).message))];
    issues.push({ file, pointer, message: messages.join('; or ') });
  }

  // A key typo also makes its correct name "missing": keep only the typo, which names the fix.
  const typoTargets = new Set(
    issues
      .filter(
        (i) => i.suggestion?.startsWith('did you mean') && i.message.startsWith('unknown property'),
      )
      .map((i) => {
        const target = /did you mean "(.*)"\?/.exec(i.suggestion ?? '')?.[1] ?? '';
        return childPointer(i.pointer.slice(0, i.pointer.lastIndexOf('/')), target);
      }),
  );
  const seen = new Set<string>();
  return issues.filter((i) => {
    if (i.message.startsWith('is required') && typoTargets.has(i.pointer)) return false;
    const key = `${i.pointer}\u0000${i.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
