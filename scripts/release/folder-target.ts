/**
 * A folder served by nginx: assets/ (every kept release's app files, side by side),
 * releases/<id>/, and `current`, a symlink to releases/<id>/ switched atomically (a new link
 * renamed over the old). nginx's configuration (<folder>/nginx.conf) names the current release's
 * folder and carries its pages' policies: it is written, checked by nginx where nginx is
 * installed, with each switch; nginx then reloads, by the command given (`--reload`) or by hand.
 */
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  mkdir,
  readFile,
  readlink,
  rename,
  rm,
  rmdir,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { filesUnder, writeFileAtomic } from '../build/files';
import { nginxConf, type BuiltSite, type NginxOptions } from '../server/nginx-conf';
import { RELEASES, type Manifest } from './manifest';
import type { Target } from './target';

export const CURRENT_LINK = 'current';
export const NGINX_CONF = 'nginx.conf';
export const NGINX_OPTIONS_FILE = 'nginx-options.json';
export const NGINX_BIN = '/usr/sbin/nginx';

/** nginx -t on a configuration, when nginx is installed; throws with nginx's message. */
function checkConf(root: string, conf: string, nginxBin: string): void {
  if (!existsSync(nginxBin)) return;
  try {
    execFileSync(nginxBin, ['-t', '-q', '-p', root, '-c', conf, '-e', 'stderr'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`nginx refuses the configuration ${conf}: ${stderr ?? String(error)}`, {
      cause: error,
    });
  }
}

/**
 * The configuration of a release: each brand served from releases/<id>/<brand>/ (the folder
 * itself, not through `current`, so its pages and their policies change together, at the reload)
 * with the headers of its manifest, and /assets/ from the shared <folder>/assets/.
 */
function releaseConf(root: string, manifest: Manifest, options: NginxOptions): string {
  const sites: BuiltSite[] = manifest.brands.map((brand) => ({
    id: brand.id,
    hosts: brand.hosts,
    dir: path.join(root, RELEASES, manifest.release, brand.id),
    selfContained: false,
    headers: brand.headers,
  }));
  return nginxConf({ ...options, root, sites });
}

async function switchLink(root: string, release: string): Promise<void> {
  const tmp = path.join(root, `.${CURRENT_LINK}.${process.pid}`);
  await rm(tmp, { force: true });
  await symlink(path.join(RELEASES, release), tmp);
  await rename(tmp, path.join(root, CURRENT_LINK));
}

/** Removes the folders above `file` that are left empty, up to `root`. */
async function removeEmptyParents(root: string, file: string): Promise<void> {
  for (let dir = path.dirname(file); dir.startsWith(`${root}${path.sep}`);) {
    if (
      !(await rmdir(dir).then(
        () => true,
        () => false,
      ))
    )
      return;
    dir = path.dirname(dir);
  }
}

async function readOptions(root: string, given?: NginxOptions): Promise<NginxOptions> {
  const file = path.join(root, NGINX_OPTIONS_FILE);
  if (given) {
    await writeFileAtomic(file, `${JSON.stringify(given, null, 1)}\n`);
    return given;
  }
  const kept = await readFile(file, 'utf8').catch(() => undefined);
  if (!kept) throw new Error(`${file} is missing: give --port (and the other nginx options)`);
  return JSON.parse(kept) as NginxOptions;
}

/** Problems of the served configuration: another release's folders, or other headers. */
async function checkConfOf(root: string, manifest: Manifest): Promise<string[]> {
  const conf = await readFile(path.join(root, NGINX_CONF), 'utf8').catch(() => undefined);
  if (conf === undefined) return [`${NGINX_CONF} is missing`];
  const servers = conf.split(/\n\s*server \{\n/);
  return manifest.brands.flatMap((brand) => {
    const dir = path.join(root, RELEASES, manifest.release, brand.id);
    const server = servers.find((s) => s.includes(`root "${dir}";`));
    if (!server) return [`${NGINX_CONF} does not serve ${brand.id} from ${dir}`];
    return Object.entries(brand.headers)
      .filter(([name, value]) => !server.includes(`add_header ${name} "${value}" always;`))
      .map(([name]) => `${NGINX_CONF}: ${brand.id} is not sent the ${name} of the release`);
  });
}

/**
 * Runs the command that makes nginx read the new configuration (`--reload`), after the switch;
 * throws with its output when it fails, saying that players still get the previous release.
 */
function reloadServer(command: string, release: string): void {
  try {
    execSync(command, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 30_000 });
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: Buffer; stdout?: Buffer };
    const said =
      `${stderr?.toString() ?? ''}${stdout?.toString() ?? ''}`.trim() || (error as Error).message;
    throw new Error(
      `${release} is current, but the reload failed (${command}: ${said}); players get the previous release until nginx reloads`,
      { cause: error },
    );
  }
}

export interface FolderOptions {
  nginx?: NginxOptions;
  nginxBin?: string;
  /** A shell command run after each switch, e.g. 'nginx -s reload' (docs/releasing.md). */
  reload?: string;
}

export function folderTarget(
  folder: string,
  { nginx, nginxBin = NGINX_BIN, reload }: FolderOptions = {},
): Target {
  const root = path.resolve(folder);
  const abs = (key: string) => path.join(root, ...key.split('/'));
  return {
    label: root,
    storesHeaders: false,
    async list(prefix) {
      const files = await filesUnder(abs(prefix));
      const sizes = await Promise.all(files.map((f) => stat(abs(`${prefix}${f}`))));
      return new Map(files.map((f, i) => [`${prefix}${f}`, sizes[i]!.size]));
    },
    read: (key) => readFile(abs(key)).catch(() => undefined),
    head: async (key) => {
      const info = await stat(abs(key)).catch(() => undefined);
      return info?.isFile() ? { size: info.size } : undefined;
    },
    async write(key, body) {
      await mkdir(path.dirname(abs(key)), { recursive: true });
      await writeFile(abs(key), body, { flag: 'wx' });
    },
    async remove(keys) {
      for (const key of keys) {
        await rm(abs(key), { force: true });
        await removeEmptyParents(root, abs(key));
      }
    },
    async current() {
      const link = await readlink(path.join(root, CURRENT_LINK)).catch(() => undefined);
      return link && path.basename(link);
    },
    async switchTo(manifest) {
      const options = await readOptions(root, nginx);
      const next = path.join(root, `${NGINX_CONF}.new`);
      await writeFile(next, releaseConf(root, manifest, options));
      checkConf(root, next, nginxBin);
      await switchLink(root, manifest.release);
      await rename(next, path.join(root, NGINX_CONF));
      if (reload) reloadServer(reload, manifest.release);
    },
    reloads: Boolean(reload),
    async checkServing(manifest) {
      const link = await readlink(path.join(root, CURRENT_LINK)).catch(() => '');
      const wrongLink = path.normalize(link) !== path.join(RELEASES, manifest.release);
      return [
        ...(wrongLink ? [`${CURRENT_LINK} points at ${link}, not ${manifest.release}`] : []),
        ...(await checkConfOf(root, manifest)),
      ];
    },
  };
}
