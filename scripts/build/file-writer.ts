import { codeThread } from './threads';

/**
 * One operation of the file-writing thread, in the order given: a folder made (with its
 * parents), a file written, a file written whole or not at all (a rename: for a folder others
 * read while it is written, such as the image cache), a hard link (a copy where the two folders
 * cannot share a file).
 */
export type FileOp =
  | readonly ['mkdir', string]
  | readonly ['write', string, string | Uint8Array]
  | readonly ['atomic', string, string | Uint8Array]
  | readonly ['link', string, string];

const writer = codeThread<readonly FileOp[], void>(`
const fs = require('node:fs');
function handle(ops) {
  let doing = '';
  try {
    for (const [op, a, b] of ops) {
      doing = op + ' ' + (op === 'link' ? b : a);
      if (op === 'mkdir') fs.mkdirSync(a, { recursive: true });
      else if (op === 'write') fs.writeFileSync(a, b);
      else if (op === 'atomic') {
        const tmp = a + '.' + process.pid + '.tmp';
        fs.writeFileSync(tmp, b);
        fs.renameSync(tmp, a);
      } else if (op === 'link') {
        try { fs.linkSync(a, b); } catch { fs.copyFileSync(a, b); }
      }
    }
  } catch (error) {
    throw new Error(doing + ': ' + error.message);
  }
}`);

/** Settles once every operation given so far is done (the thread does them in order). */
let last: Promise<void> = Promise.resolve();

/**
 * Does `ops` in a thread of its own, in order, after those given before; resolves when they are
 * done, or rejects naming the operation and file that failed (the rest of `ops` is not done).
 *
 * Why a thread: making files and folders, thousands of them for hundreds of brands, held up the
 * compile's plugins and the stamp on the build's own thread; here they overlap them. Node's thread
 * pool would queue them behind the assets' compression.
 */
export function writeFiles(ops: readonly FileOp[]): Promise<void> {
  const done = writer.call(ops);
  last = done.catch(() => {});
  return done;
}

/** Settles when every operation given so far is done or has failed (a failed build's last writes). */
export function filesWritten(): Promise<void> {
  return last;
}
