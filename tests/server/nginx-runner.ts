// Debian's nginx for the tests that serve with it (.ci/run installs it): started on a
// configuration, stopped after, its messages kept for the failure that needs them.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

/** Says once, in the test output, that `file` is skipped on a machine without nginx. */
export function warnWithoutNginx(file: string): void {
  if (!hasNginx) console.warn(`SKIPPED ${file}: no nginx at ${NGINX} (apt-get install nginx)`);
}

export interface RunningNginx {
  /** What nginx printed so far (errors, warnings). */
  messages: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts nginx in the foreground on `conf` with `prefix` for its logs, pid and temp files, and
 * resolves once `ready` resolves (it is retried every 100 ms, 10 s at most), or rejects with
 * nginx's messages if it exits or never gets ready.
 */
export async function startNginx(
  prefix: string,
  conf: string,
  ready: () => Promise<unknown>,
): Promise<RunningNginx> {
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const running: RunningNginx = {
    messages: () => stderr,
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${stderr}`))),
  );
  const poll = async () => {
    let last: unknown;
    for (let i = 0; i < 100; i++) {
      try {
        await ready();
        return;
      } catch (error) {
        last = error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`nginx did not get ready: ${String(last)} ${stderr}`);
  };
  await Promise.race([poll(), exited]);
  return running;
}
