// Shared helpers of the server tests: a brand, schema validation, a server on a random port.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { ANSWERS, answerCheckName, answerModule } from '../../scripts/codegen/gen-answer-checks';
import type { AnswerCheck } from '../../src/types/answer-check';
import {
  HEADERS_FILE,
  renderHeadersFile,
  siteHeaders,
  type PolicyBrand,
} from '../../scripts/server/site-policy';
import {
  type AppServerOptions,
  type RunningServer,
  startAppServer,
} from '../../scripts/server/serve';

import { testBrand } from './test-brand';

export { testBrand };

const schemaDir = path.resolve(import.meta.dirname, '../../schemas/api');
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
for (const file of readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'))) {
  ajv.addSchema(JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')) as object);
}

/** The browser's checks of the answers it reads (src/types/answers/), by module. */
const browserChecks = import.meta.glob<Record<string, AnswerCheck<unknown>>>(
  '../../src/types/answers/*.gen.ts',
  { eager: true },
);

/**
 * Asserts `data` matches schemas/api/<name>.schema.json, and, for an answer the browser reads,
 * that the browser's own check of it takes it too (a list's check, a list of it).
 */
export function expectSchema(name: string, data: unknown): void {
  const validate = ajv.getSchema(`https://betdeck.example/schemas/api/${name}.schema.json`);
  if (!validate) throw new Error(`no schema ${name}`);
  const ok = validate(data);
  expect(ok, `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  for (const answer of ANSWERS.filter((a) => a.schema === name)) {
    const module = browserChecks[`../../${answerModule(answer)}`];
    const check = module?.[answerCheckName(answer)];
    if (!check) throw new Error(`no browser check ${answerModule(answer)}`);
    expect(
      check(answer.list ? [data] : data),
      `${answerModule(answer)} refuses it at ${check.errors?.[0]?.instancePath}`,
    ).toBe(true);
  }
}

/** A brand's policy fields as most tests need them: the API on the site, mobile money and a bank. */
export const testPolicyBrand: PolicyBrand = {
  api: { basePath: '/api' },
  payments: { providers: ['mpesa', 'bank'] },
};

/** Writes the `_headers` of a built site into `dir`, as the build does; returns its headers. */
export function writeSiteHeaders(
  dir: string,
  id = 'demo',
  brand: PolicyBrand = testPolicyBrand,
): Record<string, string> {
  const headers = siteHeaders(brand, {
    assetsUrl: '/assets/',
    inlineScripts: [],
    inlineStyles: [],
  });
  writeFileSync(path.join(dir, HEADERS_FILE), renderHeadersFile(id, headers));
  return headers;
}

/** A temporary built brand: index.html, `_headers`, one hashed asset, and a secret file beside it. */
export function makeStaticDir(): {
  dir: string;
  assetName: string;
  assetBody: string;
  indexBody: string;
  headers: Record<string, string>;
} {
  const parent = mkdtempSync(path.join(tmpdir(), 'betdeck-serve-'));
  const dir = path.join(parent, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const indexBody =
    '<!doctype html><html><head><title>BetDeck</title></head><body><div id="root"></div></body></html>\n';
  const assetName = 'index-abc123.js';
  const assetBody = `export const answer = 42;\n${'console.log("betdeck");\n'.repeat(60)}`;
  writeFileSync(path.join(dir, 'index.html'), indexBody);
  writeFileSync(path.join(dir, 'assets', assetName), assetBody);
  writeFileSync(path.join(parent, 'secret.txt'), 'TOP-SECRET');
  const headers = writeSiteHeaders(dir);
  return { dir, assetName, assetBody, indexBody, headers };
}

export interface TestServer extends RunningServer {
  /** Moves the demo API's clock forward. */
  advance: (ms: number) => void;
}

export async function startTestServer(
  options: Partial<AppServerOptions> & ({ staticDir: string } | { sites: unknown[] }),
): Promise<TestServer> {
  let clock = Date.UTC(2025, 0, 10, 9, 0, 0);
  const running = await startAppServer({
    brand: testBrand,
    host: '127.0.0.1',
    demo: { now: () => clock, paymentDelayMs: 4000, seed: 7 },
    ...options,
    port: 0,
  });
  return { ...running, advance: (ms) => (clock += ms) };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without fetch's URL normalisation or automatic decompression. */
export function rawRequest(
  url: string,
  pathWithQuery: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        path: pathWithQuery,
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** fetch + JSON body. */
export async function call<T = unknown>(
  base: string,
  pathWithQuery: string,
  init: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    rawBody?: string;
  } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await fetch(base + pathWithQuery, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...init.headers },
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body: body as T, headers: res.headers };
}

/** A port no one listens on now, for a server started outside this process (nginx). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** A call to the operator API of heldUpstream, waiting for the test's answer. */
export interface HeldCall {
  url: string;
  headers: http.IncomingHttpHeaders;
  res: http.ServerResponse;
  closed: Promise<void>;
}

/**
 * An operator API under the test's hand: each call waits until the test answers it. `calls(n)`:
 * the first n calls, once they have come (kept); `take(n)`: the same, taken out of `waiting`.
 * `listen()`: starts it on a free port, its URL.
 */
export function heldUpstream() {
  const waiting: HeldCall[] = [];
  let notify = () => {};
  const server = http.createServer((req, res) => {
    const closed = new Promise<void>((resolve) => res.on('close', resolve));
    waiting.push({ url: req.url ?? '', headers: req.headers, res, closed });
    notify();
  });
  const calls = async (n: number) => {
    while (waiting.length < n) await new Promise<void>((resolve) => (notify = resolve));
    return waiting.slice(0, n);
  };
  const take = async (n: number) => {
    await calls(n);
    return waiting.splice(0, n);
  };
  const listen = async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  return { server, waiting, calls, take, listen };
}

/** Answers a held call with `value` as JSON. */
export const json = (
  res: http.ServerResponse,
  value: unknown,
  headers: Record<string, string> = {},
) =>
  res.writeHead(200, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
