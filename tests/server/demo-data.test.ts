// @vitest-environment node
// The demo API keeps what it was told across restarts (scripts/server/demo-api/store.ts).
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  ApiError,
  Player,
  QuickbetxCard,
  ReserveResponse,
  Ticket,
} from '../../src/types/api.gen';
import { createDemoApi } from '../../scripts/server/demo-api/index';
import type { DemoStore, LogRecord } from '../../scripts/server/demo-api/store';
import { startAppServer, type RunningServer } from '../../scripts/server/serve';
import { call, makeStaticDir, testBrand } from './helpers';

const staticDir = makeStaticDir().dir;
let clock = Date.UTC(2025, 0, 10, 9, 0, 0);
const dirs: string[] = [];
const running: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'betdeck-demo-data-'));
  dirs.push(dir);
  return dir;
}

/** A server over `dir`, the clock shared with the earlier ones (a restart keeps the time). */
async function start(dir: string, reset = false): Promise<RunningServer> {
  const server = await startAppServer({
    brand: testBrand,
    staticDir,
    host: '127.0.0.1',
    port: 0,
    demo: { now: () => clock, paymentDelayMs: 4000, seed: 7 },
    data: { dir, reset },
  });
  running.push(server);
  return server;
}

async function restart(server: RunningServer, dir: string): Promise<RunningServer> {
  running.splice(running.indexOf(server), 1);
  await server.close();
  return start(dir);
}

async function reserveBody(base: string, extra: Record<string, unknown> = {}) {
  const c = (await call<QuickbetxCard>(base, '/api/quickbetx_cards/QBX-101')).body;
  return {
    code: c.code,
    stake: 100,
    price: 100,
    msisdn: '254712345678',
    events: c.events
      .slice(0, c.min_ticket_events_count)
      .map((e) => ({ event_id: e.id, bet_id: e.market.bets[0].id, odds: e.market.bets[0].odds })),
    psp: 'mpesa',
    ...extra,
  };
}

const ticket = (base: string, code: string) =>
  call<Ticket | ApiError>(base, `/api/tickets/${code}`);

describe('the demo API keeps what it was told across a restart', () => {
  it('a phone ticket reserved before a restart is confirmed by OTP after it, then opens', async () => {
    const dir = dataDir();
    let server = await start(dir);
    const reserved = await call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', {
      body: await reserveBody(server.url),
    });
    expect(reserved.status).toBe(200);
    const { code } = reserved.body;

    // A code asked for again before the restart: the wait for the next one outlives it.
    clock += 61_000;
    const resend = { code, msisdn: '254712345678' };
    expect((await call(server.url, '/api/otp/resend', { body: resend })).status).toBe(200);
    server = await restart(server, dir);
    expect((await ticket(server.url, code)).body).toMatchObject({ code, status: 'new' });
    expect((await call(server.url, '/api/otp/resend', { body: resend })).status).toBe(429);
    const confirmed = await call<Ticket>(server.url, '/api/otp/confirm', {
      body: { code, otp: '1234', msisdn: '254712345678' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.status).toBe('reserved');

    // The confirmation is kept too: after another restart the payment completes.
    server = await restart(server, dir);
    clock += 4001;
    expect((await ticket(server.url, code)).body).toMatchObject({ status: 'open' });
  });

  it('a bank payment approved before a restart is tracked as paid after it', async () => {
    const dir = dataDir();
    let server = await start(dir);
    const reserved = await call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', {
      body: await reserveBody(server.url, { psp: 'bank', msisdn: undefined }),
    });
    const { code, token } = reserved.body;
    expect(token).toBeTruthy();

    // The bank session outlives a restart: its pay page and its approval still work.
    server = await restart(server, dir);
    const page = await fetch(`${server.url}/demo-bank/pay?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(code);
    const approved = await call<{ code: string }>(server.url, '/demo-bank/approve', {
      body: { token, bank: 'KCB Bank' },
    });
    expect(approved.body.code).toBe(code);

    server = await restart(server, dir);
    const tracked = await ticket(server.url, code);
    expect(tracked.body).toMatchObject({
      code,
      status: 'open',
      bank: { bank: 'KCB Bank', reference: code },
    });
  });

  it('idempotency keys and balances outlive a restart: one ticket per key, 422 for another body', async () => {
    const dir = dataDir();
    let server = await start(dir);
    const body = await reserveBody(server.url);
    const headers = { 'Idempotency-Key': 'intent-before-restart' };
    const first = await call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', {
      body,
      headers,
    });
    const created = await call<{ code: string }>(server.url, '/api/quickbetxs/create', {
      body: { ...body, msisdn: undefined, psp: undefined, player_id: 'PLAYER1', price: 250 },
    });
    expect(created.status).toBe(200);

    server = await restart(server, dir);
    const again = await call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', {
      body,
      headers,
    });
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(first.body.code);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const changed = await call<ApiError>(server.url, '/api/quickbetxs/reserve', {
      body: { ...body, price: 200, stake: 200 },
      headers,
    });
    expect(changed.status).toBe(422);
    const player = await call<Player>(server.url, '/api/identify?token=PLAYER1');
    expect(player.body.balance).toBe(4750);
    expect((await ticket(server.url, created.body.code)).body).toMatchObject({ status: 'open' });
  });

  it('starts clean with DEMO_RESET (reset)', async () => {
    const dir = dataDir();
    let server = await start(dir);
    const { body } = await call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', {
      body: await reserveBody(server.url),
    });
    server = await restart(server, dir);
    expect((await ticket(server.url, body.code)).status).toBe(200);
    running.splice(running.indexOf(server), 1);
    await server.close();
    const clean = await start(dir, true);
    expect((await ticket(clean.url, body.code)).status).toBe(404);
    // The seeded history is still there.
    expect((await ticket(clean.url, 'T-WON-1')).status).toBe(200);
  });

  it('keeps every one of 40 concurrent reserves, leaves out a torn last line, and refuses a second server on the folder', async () => {
    const dir = dataDir();
    let server = await start(dir);
    const body = await reserveBody(server.url);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', {
          body,
          headers: { 'Idempotency-Key': `burst-${i}` },
        }),
      ),
    );
    const codes = answers.map((a) => a.body.code);
    expect(new Set(codes).size).toBe(40);
    await expect(start(dir)).rejects.toThrow(/in use by another server/);

    running.splice(running.indexOf(server), 1);
    await server.close();
    // A crash in the middle of an append leaves half a line.
    const log = path.join(dir, `${testBrand.id}.jsonl`);
    appendFileSync(log, '{"s":"tickets","k":"QBX-TORN","v":{"code":"QBX-T');
    server = await start(dir);
    for (const code of codes) expect((await ticket(server.url, code)).status).toBe(200);
    expect((await ticket(server.url, 'QBX-TORN')).status).toBe(404);
    // Rewritten whole at start: every line parses, and what is written next is read back.
    const lines = readFileSync(log, 'utf8').trimEnd().split('\n');
    expect(() => lines.map((l) => JSON.parse(l) as unknown)).not.toThrow();
    const after = await call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', { body });
    server = await restart(server, dir);
    expect((await ticket(server.url, after.body.code)).status).toBe(200);
  });
});

describe('a killed server', () => {
  it('a server process killed with SIGKILL after each answer: the next one takes its folder over and has every ticket', async () => {
    const dir = dataDir();
    // A real server process, killed without warning after each answer.
    const serve = async (): Promise<{ url: string; kill: () => Promise<void> }> => {
      const script = `
        const { startAppServer } = await import(${JSON.stringify(path.resolve(import.meta.dirname, '../../scripts/server/serve.ts'))});
        const { testBrand } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'test-brand.ts'))});
        const s = await startAppServer({ brand: testBrand, staticDir: ${JSON.stringify(staticDir)},
          host: '127.0.0.1', port: 0, data: { dir: ${JSON.stringify(dir)} } });
        console.log(s.url);`;
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => resolve(d.toString().trim()));
        child.on('exit', (c) => reject(new Error(`server exited with ${c}`)));
      });
      return {
        url,
        kill: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          }),
      };
    };
    let server = await serve();
    const codes: string[] = [];
    const body = await reserveBody(server.url);
    for (let i = 0; i < 3; i++) {
      const r = await call<ReserveResponse>(server.url, '/api/quickbetxs/reserve', { body });
      codes.push(r.body.code);
      await server.kill();
      server = await serve();
    }
    for (const code of codes) expect((await ticket(server.url, code)).status).toBe(200);
    await server.kill();
  }, 60_000);
});

describe('answers wait for the disk', () => {
  it('a reserve, an OTP confirmation and a replay are answered only once their change is written', async () => {
    // A store whose writes complete when the test says so.
    const written: LogRecord[] = [];
    let complete: () => void = () => {};
    let pending: Promise<void> | undefined;
    const store: DemoStore = {
      loaded: [],
      append: (r) => {
        written.push(r);
        pending ??= new Promise<void>((resolve) => {
          complete = () => {
            pending = undefined;
            resolve();
          };
        });
      },
      flushed: () => pending ?? Promise.resolve(),
      close: async () => {},
    };
    const api = createDemoApi({ operator: testBrand, now: () => clock, store });
    const server = http.createServer((req, res) => void api(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answered = async <T>(p: Promise<T>) =>
        Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 300))]);
      const body = await reserveBody(base);
      const headers = { 'Idempotency-Key': 'slow-disk' };
      const reserve = call<ReserveResponse>(base, '/api/quickbetxs/reserve', { body, headers });
      expect(await answered(reserve)).toBe(false);
      expect(written.map((r) => r.s)).toEqual(['tickets', 'idempotent']);
      const replay = call<ReserveResponse>(base, '/api/quickbetxs/reserve', { body, headers });
      expect(await answered(replay)).toBe(false);
      complete();
      const [first, second] = await Promise.all([reserve, replay]);
      expect(second.body.code).toBe(first.body.code);

      const confirm = call<Ticket>(base, '/api/otp/confirm', {
        body: { code: first.body.code, otp: '1234', msisdn: '254712345678' },
      });
      expect(await answered(confirm)).toBe(false);
      expect(written.at(-1)).toMatchObject({ s: 'tickets', k: first.body.code });
      complete();
      expect((await confirm).body.status).toBe('reserved');
    } finally {
      server.close();
    }
  });
});
