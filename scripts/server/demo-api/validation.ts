/** Compiles the API contract (schemas/api/*.schema.json) with ajv, draft 2020-12. */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { HttpError } from '../http-utils';

export const SCHEMA_DIR = fileURLToPath(new URL('../../../schemas/api/', import.meta.url));
const ID_BASE = 'https://betdeck.example/schemas/api/';

let ajv: Ajv2020 | undefined;

/** One ajv instance holding every schema of schemas/api, keyed by file name. */
export function apiAjv(): Ajv2020 {
  if (ajv) return ajv;
  const instance = new Ajv2020({ allErrors: false, strict: true });
  addFormats(instance);
  const ids: string[] = [];
  for (const file of readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(readFileSync(SCHEMA_DIR + file, 'utf8')) as { $id?: string };
    instance.addSchema(schema);
    if (schema.$id) ids.push(schema.$id);
  }
  // Compile everything now, so a broken schema fails at start-up rather than on a request.
  for (const id of ids) instance.getSchema(id);
  ajv = instance;
  return instance;
}

/** The $id of `schemas/api/<name>.schema.json`. */
export const schemaId = (name: string): string => `${ID_BASE}${name}.schema.json`;

/** The compiled validator of `schemas/api/<name>.schema.json`. */
export function validatorFor(name: string): ValidateFunction {
  const fn = apiAjv().getSchema(schemaId(name));
  if (!fn) throw new Error(`No schema ${name}.schema.json in ${SCHEMA_DIR}`);
  return fn;
}

/** A short, readable description of the first validation error. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0];
  if (!e) return 'invalid value';
  const where = e.instancePath || '(body)';
  switch (e.keyword) {
    case 'required':
      return `${where}: missing property "${String(e.params.missingProperty)}"`;
    case 'additionalProperties':
      return `${where}: unknown property "${String(e.params.additionalProperty)}"`;
    case 'enum':
      return `${where} must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `${where} must be ${JSON.stringify(e.params.allowedValue)}`;
    default:
      return `${where} ${e.message ?? 'is invalid'}`;
  }
}

/** Validates a request body against a schema, throwing 400 `{code, message}` naming what is wrong. */
export function assertValid<T>(name: string, body: unknown): T {
  const validate = validatorFor(name);
  if (!validate(body))
    throw new HttpError(400, `Invalid request body: ${describeErrors(validate.errors)}`);
  return body as T;
}
