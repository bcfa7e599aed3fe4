/**
 * The check of an answer (src/types/answers/, generated from schemas/api/ by
 * `npm run gen:types`): whether a parsed body is the answer the API promises.
 */
import { answerFormats } from './answer-formats';

export interface AnswerCheck<T> {
  (data: unknown): data is T;
  /** Where the last body checked was wrong (a JSON pointer into it). */
  errors?: readonly { instancePath: string }[] | null;
}

/**
 * A schema of schemas/api/ as the browser checks it (scripts/codegen/gen-answer-checks.ts): its
 * references written out, and only these keywords, with their JSON Schema (draft-07) meaning.
 */
export interface AnswerSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: keyof typeof answerFormats;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: AnswerSchema;
  required?: string[];
  properties?: Record<string, AnswerSchema>;
  /** The schema of the fields `properties` does not name. */
  additionalProperties?: AnswerSchema;
  allOf?: AnswerSchema[];
}

const isType = (data: unknown, type: string) =>
  type === 'integer'
    ? Number.isInteger(data)
    : type === 'null'
      ? data === null
      : type === 'array'
        ? Array.isArray(data)
        : type === 'object'
          ? !!data && typeof data === 'object' && !Array.isArray(data)
          : typeof data === type;

const patterns = new Map<string, RegExp>();
const matches = (pattern: string, text: string) => {
  let re = patterns.get(pattern);
  if (!re) patterns.set(pattern, (re = new RegExp(pattern, 'u')));
  return re.test(text);
};

/** Where `data` first breaks `s` (a JSON pointer from `at`), or undefined when it is one. */
function fault(s: AnswerSchema, data: unknown, at: string): string | undefined {
  if (s.type !== undefined && ![s.type].flat().some((t) => isType(data, t))) return at;
  if (('const' in s && data !== s.const) || (s.enum && !s.enum.includes(data))) return at;
  if (typeof data === 'string') {
    // Lengths as JavaScript counts them (UTF-16 code units).
    if (data.length < (s.minLength ?? 0) || data.length > (s.maxLength ?? Infinity)) return at;
    if (s.pattern !== undefined && !matches(s.pattern, data)) return at;
    if (s.format && !answerFormats[s.format](data)) return at;
  }
  if (typeof data === 'number') {
    if (data < (s.minimum ?? -Infinity) || data > (s.maximum ?? Infinity)) return at;
    if (s.exclusiveMinimum !== undefined && data <= s.exclusiveMinimum) return at;
  }
  if (Array.isArray(data)) {
    if (data.length < (s.minItems ?? 0) || data.length > (s.maxItems ?? Infinity)) return at;
    if (s.items)
      for (let i = 0; i < data.length; i++) {
        const wrong = fault(s.items, data[i], `${at}/${i}`);
        if (wrong !== undefined) return wrong;
      }
  } else if (data && typeof data === 'object') {
    const fields = data as Record<string, unknown>;
    if (s.required?.some((k) => fields[k] === undefined)) return at;
    const props = s.properties ?? {};
    const keys = Object.keys(props);
    if (s.additionalProperties)
      keys.push(...Object.keys(fields).filter((k) => !Object.hasOwn(props, k)));
    for (const k of keys) {
      const wrong =
        fields[k] === undefined
          ? undefined
          : fault(
              (Object.hasOwn(props, k) ? props[k] : s.additionalProperties)!,
              fields[k],
              `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
            );
      if (wrong !== undefined) return wrong;
    }
  }
  for (const part of s.allOf ?? []) {
    const wrong = fault(part, data, at);
    if (wrong !== undefined) return wrong;
  }
  return undefined;
}

/** The check of an answer against its schema; on a wrong one, `errors` says where. */
export function answerCheck<T>(schema: AnswerSchema): AnswerCheck<T> {
  const check: AnswerCheck<T> = (data: unknown): data is T => {
    const wrong = fault(schema, data, '');
    check.errors = wrong === undefined ? null : [{ instancePath: wrong }];
    return wrong === undefined;
  };
  return check;
}
