/**
 * What the demo API keeps on disk, so a restart of `npm start` forgets nothing it was told: placed
 * tickets (with their OTP and bank states), player balances, bank sessions and idempotent answers.
 *
 * One data folder per server (`.demo-data/` under npm start), owned by one process at a time (a
 * `.lock` file with its pid; a second server on the same folder is refused with a clear message,
 * a lock left by a dead process is taken over). In it, one append-only JSON log per brand,
 * `<brand-id>.jsonl`: one line per change, `{"s": store, "k": key, "v": value}` or
 * `{"s", "k", "d": 1}` for a deletion. Appends are batched: each batch is one `write` to the end
 * of the file followed by an fsync, and a caller waits for `flushed()` before it answers, so an
 * answer the player saw is on disk. Opening reads the log back (a last line torn by a crash is
 * left out, as are lines that do not parse) and rewrites it compacted, one line per live entry,
 * through a temporary file renamed over it, so the log never holds more than one run's history.
 *
 * Why a log and not a database: the state is small (stores capped at 10,000 entries) and written
 * by one process; a log of whole entries is a few lines of Node with no new dependency (the
 * embedded databases for Node are native modules or young), it survives a crash mid-write, and it
 * can be read and edited with any text tool when a demo needs a ticket in a given state.
 */
import {
  close as closeFd,
  closeSync,
  fdatasync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  unlinkSync,
  write,
  writeFileSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const writeAsync = promisify(write);
const datasyncAsync = promisify(fdatasync);
const closeAsync = promisify(closeFd);

/** One line of the log: a value stored under a key of a store, or its deletion. */
export type LogRecord = { s: string; k: string; v: unknown } | { s: string; k: string; d: 1 };

/** The log of one brand's demo API. */
export interface DemoStore {
  /** The live entries read at opening, oldest first (deletions applied). */
  readonly loaded: readonly { s: string; k: string; v: unknown }[];
  /** Appends a change; it is on disk once `flushed()` resolves. */
  append(record: LogRecord): void;
  /** Resolves when every change appended so far is written and fsync-ed. */
  flushed(): Promise<void>;
  close(): Promise<void>;
}

const LOG_SUFFIX = '.jsonl';
const LOCK_FILE = '.lock';

/** The live entries of a log's text, and how many lines were left out (torn or unreadable). */
export function readLog(text: string): {
  entries: { s: string; k: string; v: unknown }[];
  skipped: number;
} {
  const live = new Map<string, { s: string; k: string; v: unknown }>();
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      skipped++;
      continue;
    }
    if (!isRecord(record)) {
      skipped++;
      continue;
    }
    const id = `${record.s}\n${record.k}`;
    if ('d' in record) live.delete(id);
    // A key written again keeps its place, as a Map's does: the state replays in the same order.
    else live.set(id, { s: record.s, k: record.k, v: record.v });
  }
  return { entries: [...live.values()], skipped };
}

function isRecord(value: unknown): value is LogRecord {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  return typeof r.s === 'string' && typeof r.k === 'string' && ('v' in r || r.d === 1);
}

/** Writes `text` to `file` whole or not at all: a temporary file, fsync-ed, renamed over it. */
function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}

function openStore(file: string, label: string): DemoStore {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const { entries, skipped } = readLog(text);
  if (skipped > 0) {
    console.warn(`demo data: left out ${skipped} unreadable line(s) of ${label} (a torn write)`);
  }
  writeAtomically(file, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
  const fd = openSync(file, 'a');

  let pending: string[] = [];
  let writing: Promise<void> | undefined;
  const drain = async () => {
    while (pending.length) {
      const batch = pending;
      pending = [];
      try {
        // O_APPEND: each write lands whole at the end of the file.
        let data = Buffer.from(batch.join(''));
        while (data.length) {
          const { bytesWritten } = await writeAsync(fd, data);
          data = data.subarray(bytesWritten);
        }
        await datasyncAsync(fd);
      } catch (err) {
        // Kept for the next attempt; the callers waiting on this batch see the error.
        pending = [...batch, ...pending];
        throw err;
      }
    }
  };
  const flushed = (): Promise<void> => {
    if (!writing && pending.length) {
      writing = drain().finally(() => {
        writing = undefined;
      });
    }
    return writing ?? Promise.resolve();
  };
  let closed = false;
  return {
    loaded: entries,
    append(record) {
      if (closed) throw new Error(`demo data: ${label} is closed`);
      pending.push(`${JSON.stringify(record)}\n`);
      void flushed().catch((err: unknown) => console.error('demo data: write failed:', err));
    },
    flushed,
    async close() {
      if (closed) return;
      await flushed();
      closed = true;
      await closeAsync(fd);
    },
  };
}

/** A server's data folder: one log per brand, opened at its brand's first use. */
export interface DataDir {
  readonly dir: string;
  /** The log of this brand (opened once). */
  storeFor(brandId: string): DemoStore;
  /** Flushes and closes every log and releases the folder. */
  close(): Promise<void>;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A second server on a data folder another one holds. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** The folders this process holds (a lock naming this pid but not here is a stale one). */
const held = new Set<string>();

/** Takes the folder for this process; throws when a live process holds it. */
function lock(dir: string): string {
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written aside and linked in place: the lock, when it exists, always names its process.
    const mine = `${file}.${process.pid}`;
    writeFileSync(mine, String(process.pid));
    try {
      linkSync(mine, file);
      return file;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(mine);
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    const self = holder === process.pid;
    if (self ? held.has(dir) : Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataDirInUseError(
        `The demo data folder ${dir} is in use by ${self ? 'another server of this process' : `process ${holder}`}. ` +
          'Stop that server, or give this one another folder with DEMO_DATA_DIR=<folder> ' +
          `(if no server uses it, delete ${file}).`,
      );
    }
    // Left by a process that is gone (or by an earlier process with this pid): take it over.
    unlinkSync(file);
  }
  throw new Error(`could not lock the demo data folder ${dir}`);
}

/**
 * Opens (and creates) a data folder for this process. `reset` deletes its logs first
 * (DEMO_RESET=1: the demo starts clean).
 */
export function openDataDir(dir: string, { reset = false }: { reset?: boolean } = {}): DataDir {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true });
  const lockFile = lock(root);
  held.add(root);
  if (reset) {
    for (const name of readdirSync(root)) {
      if (name.endsWith(LOG_SUFFIX)) rmSync(path.join(root, name), { force: true });
    }
  }
  const stores = new Map<string, DemoStore>();
  let closing: Promise<void> | undefined;
  return {
    dir: root,
    storeFor(brandId) {
      if (!/^[a-z0-9][a-z0-9-]*$/i.test(brandId)) throw new Error(`not a brand id: ${brandId}`);
      let store = stores.get(brandId);
      if (!store) {
        const file = path.join(root, `${brandId}${LOG_SUFFIX}`);
        const relative = path.relative(process.cwd(), file);
        store = openStore(file, relative.startsWith('..') ? file : relative);
        stores.set(brandId, store);
      }
      return store;
    },
    close() {
      closing ??= (async () => {
        await Promise.all([...stores.values()].map((s) => s.close()));
        held.delete(root);
        try {
          if (readFileSync(lockFile, 'utf8').trim() === String(process.pid)) unlinkSync(lockFile);
        } catch {
          // already gone
        }
      })();
      return closing;
    },
  };
}
