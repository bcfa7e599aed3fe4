/**
 * npm run bench:server: the bundled server under load, on loopback. Builds the default brand,
 * serves it with the demo API in a child process (Node with --expose-gc, a data folder of its own
 * that starts empty) and drives it with autocannon at concurrency 50:
 * - 2,000 requests each on `/`, `/api/init` and a card (`/api/quickbetx_cards/QBX-101`), sent as
 *   a browser does (Accept-Encoding: br, gzip);
 * - 200 reserves with distinct Idempotency-Keys, then 200 repeats of one key.
 * It prints, per run, requests per second, p50/p99 latency, the server's CPU time per request and
 * errors; the tickets the reserves made (answered, and kept in the data folder); the server's RSS
 * and heap before and after (each after a full GC). The machine is shared and noisy, so it also
 * measures a floor the same way, a bare Node http server answering a fixed buffer the size of `/`
 * as a browser gets it, and prints each p99 against the floor's.
 *
 * Each static and init run is repeated ROUNDS times, interleaved with the floor's, and reported as
 * medians with the worst round's p99 beside them: one busy second elsewhere on a shared machine
 * moves one round's p99, not the figure. The CPU time per request hardly moves with the load.
 *
 * Targets: no error, p99 under 100 ms for `/` and `/api/init`, exactly one ticket per
 * key, memory back within 20 MB. Exits 1 when one is missed.
 *
 * Env: SKIP_BUILD=1 reuses the last build; CONNECTIONS (50), REQUESTS (2000), RESERVES (200),
 * ROUNDS (3).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { QuickbetxCard } from '../../src/types/api.gen';
import { loadBrand } from '../brand/index';
import { buildForBench } from '../build/build-brands';
import { readLog } from '../server/demo-api/store';
import { startAppServer } from '../server/serve';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const RESERVES = Number(process.env.RESERVES ?? 200);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TARGETS = { p99Ms: 100, memoryBytes: 20 * 1024 * 1024 };
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: '*/*' };
const CARD_PATH = '/api/quickbetx_cards/QBX-101';
const MB = 1024 * 1024;

interface Memory {
  rss: number;
  heapUsed: number;
}
type FromChild = { url: string } | { memory: Memory } | { cpuMicros: number };

/**
 * The child's side: serve, say where, and answer questions: its memory (after a full GC), its CPU
 * time so far.
 */
async function serveChild(role: string, args: string[]): Promise<void> {
  let url: string;
  if (role === 'floor') {
    const body = Buffer.alloc(Number(args[0]), 'x');
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  } else {
    const [staticDir, dataDir] = args as [string, string];
    const running = await startAppServer({
      staticDir,
      brand: await loadBrand('demo'),
      port: 0,
      host: '127.0.0.1',
      data: { dir: dataDir, reset: true },
    });
    url = running.url;
  }
  const gc = (globalThis as { gc?: () => void }).gc;
  process.on('message', (question) => {
    if (question === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send!({ cpuMicros: user + system } satisfies FromChild);
      return;
    }
    gc?.();
    gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    process.send!({ memory: { rss, heapUsed } } satisfies FromChild);
  });
  process.send!({ url } satisfies FromChild);
}

/** A server in a child process: its URL, its memory and CPU time on demand, a way to stop it. */
async function startChild(role: string, args: string[]) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--serve', role, ...args],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const next = () =>
    new Promise<FromChild>((resolve, reject) => {
      const exited = (code: number | null) =>
        reject(new Error(`the ${role} server exited (${code})`));
      child.once('exit', exited);
      child.once('message', (m) => {
        child.off('exit', exited);
        resolve(m as FromChild);
      });
    });
  const { url } = (await next()) as { url: string };
  return {
    url,
    memory: async () => {
      const answer = next();
      child.send('memory');
      return ((await answer) as { memory: Memory }).memory;
    },
    cpuMicros: async () => {
      const answer = next();
      child.send('cpu');
      return ((await answer) as { cpuMicros: number }).cpuMicros;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One autocannon run: its result, its rate from the first request to the last answer, and the
 * server's CPU time per request (what the server costs, whatever else the machine is doing).
 */
interface Run {
  result: Result;
  perSecond: number;
  cpuMicrosPerRequest: number;
}

type Child = Awaited<ReturnType<typeof startChild>>;

const errorsOf = (r: Result) => r.errors + r.timeouts + r.non2xx;

async function drive(
  server: Child,
  pathname: string,
  options: Partial<Parameters<typeof autocannon>[0]> = {},
): Promise<Run> {
  const cpu = await server.cpuMicros();
  const instance = autocannon({
    url: server.url + pathname,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: 10,
    headers: BROWSER_HEADERS,
    ...options,
  });
  // autocannon's own duration ends at its next whole-second tick: time the answers instead.
  const t0 = performance.now();
  let last = t0;
  instance.on('response', () => (last = performance.now()));
  const result = await instance;
  const total = Math.max(result.requests.total, 1);
  return {
    result,
    perSecond: (total * 1000) / Math.max(last - t0, 1),
    cpuMicrosPerRequest: ((await server.cpuMicros()) - cpu) / total,
  };
}

/** The size of the body `url` answers to a browser (compressed as it is sent). */
const answerBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (res) => {
        let n = 0;
        res.on('data', (c: Buffer) => (n += c.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const fmtMs = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
const fmtMb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const fmtDelta = (bytes: number) => `${bytes >= 0 ? '+' : ''}${fmtMb(bytes)}`;

/** Prints the runs of each row as one line: medians over its rounds, and the worst p99. */
function printTable(rows: { name: string; runs: Run[] }[], floorP99: number): void {
  const cells = rows.map(({ name, runs }) => {
    const p99 = median(runs.map((r) => r.result.latency.p99));
    return [
      name,
      String(Math.round(median(runs.map((r) => r.perSecond)))),
      fmtMs(median(runs.map((r) => r.result.latency.p50))),
      fmtMs(p99),
      fmtMs(Math.max(...runs.map((r) => r.result.latency.p99))),
      floorP99 > 0 ? `${(p99 / floorP99).toFixed(1)}x` : '-',
      `${Math.round(median(runs.map((r) => r.cpuMicrosPerRequest)))} µs`,
      String(runs.reduce((n, r) => n + errorsOf(r.result), 0)),
    ];
  });
  const head = ['run', 'req/s', 'p50', 'p99', 'worst p99', 'p99/floor', 'CPU/req', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const c of cells) console.log(line(c));
}

async function main() {
  const staticDir = await buildForBench('bench-server', 'demo');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'betdeck-bench-data-'));
  const app = await startChild('app', [staticDir, dataDir]);
  // The floor answers as many bytes as `/` does to a browser (Brotli).
  const indexBytes = await answerBytes(`${app.url}/`);
  const floor = await startChild('floor', [String(indexBytes)]);
  let failed: boolean;
  try {
    const card = (await (await fetch(app.url + CARD_PATH)).json()) as QuickbetxCard;
    const reserve = JSON.stringify({
      code: card.code,
      stake: 100,
      price: 100,
      msisdn: '254712345678',
      otp: 'confirmed',
      psp: 'mpesa',
      events: card.events
        .slice(0, card.min_ticket_events_count)
        .map((e) => ({ event_id: e.id, bet_id: e.market.bets[0].id, odds: e.market.bets[0].odds })),
    });
    const paths = ['/', '/api/init', CARD_PATH];
    await drive(floor, '/', { amount: 500 });
    for (const p of paths) await drive(app, p, { amount: 500 });
    const before = await app.memory();

    // Rounds of the floor and each path in turn, so all share the machine's moods.
    const rows = [
      { name: `floor: bare Node, ${indexBytes} bytes`, server: floor, path: '/' },
      ...paths.map((p) => ({ name: p, server: app, path: p })),
    ].map((row) => ({ ...row, runs: [] as Run[] }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const row of rows) row.runs.push(await drive(row.server, row.path));
    }

    const placed = { distinct: new Set<string>(), oneKey: new Set<string>() };
    const reserveRun = (keyHeader: string, codes: Set<string>) =>
      drive(app, '', {
        amount: RESERVES,
        idReplacement: true,
        requests: [
          {
            method: 'POST',
            path: '/api/quickbetxs/reserve',
            headers: {
              ...BROWSER_HEADERS,
              'content-type': 'application/json',
              'idempotency-key': keyHeader,
            },
            body: reserve,
            onResponse: (status: number, body: string) => {
              if (status === 200) codes.add((JSON.parse(body) as { code: string }).code);
            },
          },
        ],
      });
    const reserves = [
      {
        name: `reserve, ${RESERVES} distinct keys`,
        runs: [await reserveRun('bench-[<id>]', placed.distinct)],
      },
      {
        name: `reserve, 1 key ${RESERVES} times`,
        runs: [await reserveRun('bench-one-key', placed.oneKey)],
      },
    ];
    const after = await app.memory();
    const kept = readLog(readFileSync(path.join(dataDir, 'demo.jsonl'), 'utf8')).entries.filter(
      (e) => e.s === 'tickets',
    ).length;

    const floorP99 = median(rows[0]!.runs.map((r) => r.result.latency.p99));
    console.log(
      `bench:server, brand demo, loopback, concurrency ${CONNECTIONS}: ${REQUESTS} requests per ` +
        `run, ${ROUNDS} rounds (medians; worst p99 of the rounds), Accept-Encoding br, gzip`,
    );
    printTable([...rows, ...reserves], floorP99);

    const mark = (ok: boolean) => (ok ? 'ok' : 'MISS');
    const all = [...rows, ...reserves].flatMap((r) => r.runs);
    const noErrors = all.every((r) => errorsOf(r.result) === 0);
    const fast = rows
      .filter((r) => r.name === '/' || r.name === '/api/init')
      .every((r) => median(r.runs.map((x) => x.result.latency.p99)) < TARGETS.p99Ms);
    const oneTicketPerKey =
      placed.distinct.size === RESERVES && placed.oneKey.size === 1 && kept === RESERVES + 1;
    const rssDelta = after.rss - before.rss;
    const heapDelta = after.heapUsed - before.heapUsed;
    const memoryBack = rssDelta <= TARGETS.memoryBytes && heapDelta <= TARGETS.memoryBytes;
    console.log(
      `\ntickets created: ${placed.distinct.size} by ${RESERVES} distinct keys, ` +
        `${placed.oneKey.size} by 1 key sent ${RESERVES} times; ${kept} in the data folder`,
    );
    console.log(
      `server memory after a full GC, before and after the runs: RSS ${fmtMb(before.rss)} -> ` +
        `${fmtMb(after.rss)} (${fmtDelta(rssDelta)}), heap ${fmtMb(before.heapUsed)} -> ` +
        `${fmtMb(after.heapUsed)} (${fmtDelta(heapDelta)})`,
    );
    console.log(
      `targets: no error [${mark(noErrors)}], p99 under ${TARGETS.p99Ms} ms for / and /api/init ` +
        `[${mark(fast)}], one ticket per key [${mark(oneTicketPerKey)}], memory back within ` +
        `20 MB [${mark(memoryBack)}]`,
    );
    failed = !(noErrors && fast && oneTicketPerKey && memoryBack);
  } finally {
    await Promise.all([floor.stop(), app.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[2] === '--serve') {
  await serveChild(process.argv[3]!, process.argv.slice(4));
} else {
  await main();
}
