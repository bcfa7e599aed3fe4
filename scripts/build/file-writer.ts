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
 * Why a thread: making a file or a folder can cost the kernel far more than writing it. On an ext4
 * without a journal (this project's machine), each new inode steps over every inode of its group
 * freed in the last minutes, and a build replaces a release pruned minutes before: about 0.6 ms a
 * file, 10% of a build of hundreds of brands (docs/performance.md, "Where the time goes"). On the
 * build's own thread those waits held up the compile's plugins and the stamp; here they overlap
 * them. Node's thread pool would queue them behind the assets' compression.
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
