/** The arguments of npm run release, and what each verb prints (scripts/release.ts runs it). */
import { parseArgs } from 'node:util';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { argumentProblem } from '../brand/cli';
import type { BrandCheckOptions } from '../brand/index';
import { NGINX_ARGS, nginxOptionsOf, type NginxOptions } from '../server/nginx-conf';
import { folderTarget } from './folder-target';
import { publishVerb } from './cli-publish';
import { planBrandRollback } from './one-brand';
import { applyPlan } from './publish';
import { prune, rollback, status } from './releases';
import { s3Target } from './s3-target';
import type { Target } from './target';
import { verify } from './verify';

export const USAGE = `Usage: npm run release -- <verb> --to <folder | s3://bucket/prefix> [options]
  publish    build every brand (or take --from's build), then upload: the shared assets first
             (new ones only), each brand's pages under a new release, its manifest, and last the
             switch of the current release (folder: the symlink current, then nginx.conf, which
             --reload's command or you reload; S3: current.json). Nothing published is deleted or
             replaced. A brand that fails its checks (the demo operator's data included) is left
             out, as the current release holds it, and the exit status is 2; --strict publishes
             nothing then.
             --brand <id>[,<id>...]: only those; every other brand stays as it is.
             --dry-run: what would change (brands, new assets, pages replaced, bytes); no upload
  verify     check the current release at the target against its manifest: missing or changed
             files, wrong headers (S3), a symlink or nginx.conf of another release; exits 1 on any
             --url <url>: and ask every brand's host for its page there, as players do: the page
             published (no-cache) naming the release's entry (200, immutable). nginx's address
             (http://127.0.0.1:8080, each host sent as Host) or the CDN's ('https://{host}')
  rollback   make the release before the current one current again;
             --brand <id>: a new release, the current one with <id>'s pages before their change
  prune      --keep <n>: keep n releases, the current one and the newest others; delete the
             others and the assets no kept release names
  status     the current release, and what each kept release holds, brand by brand
  --json     each verb's result as one JSON object on stdout (progress on stderr)
Options:
  --to <target>        a folder nginx serves, or s3://bucket/prefix
  --from <dir>         publish: a build of every brand (npm run build:brands -- --out <dir>)
                       instead of building one into .cache/release/
  --assets-url <url>   publish, building: where pages load the app from (build:brands's option)
  --reload '<command>' publish, rollback to a folder: run it after the switch, so that nginx
                       serves the new release ('nginx -p /srv/betdeck -c /srv/betdeck/nginx.conf
                       -s reload'); without it, nginx serves the previous release until reloaded
  Folder: the nginx configuration, as npm run nginx:conf's; kept for later switches:
  --port <port>  --upstream <url>  --unknown-host <id>  --user <name>  --brotli auto|on|off
  --tls-cert <pem> --tls-key <pem>   (TLS and HTTP/2 on --port)
  S3: credentials and region as the AWS SDK finds them (AWS_ACCESS_KEY_ID,
  AWS_SECRET_ACCESS_KEY, AWS_REGION, AWS_PROFILE...);
  --endpoint <url>     another S3-compatible store (Cloudflare R2, MinIO)
  --path-style         address the bucket in the path (MinIO)
Guide: docs/releasing.md`;

const OPTIONS = {
  to: { type: 'string' },
  brand: { type: 'string' },
  strict: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  from: { type: 'string' },
  'assets-url': { type: 'string' },
  keep: { type: 'string' },
  url: { type: 'string' },
  reload: { type: 'string' },
  json: { type: 'boolean', default: false },
  ...NGINX_ARGS,
  endpoint: { type: 'string' },
  'path-style': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;
type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];

export const VERBS = ['publish', 'verify', 'rollback', 'prune', 'status'] as const;

export interface CliContext {
  out: (line: string) => void;
  err: (line: string) => void;
  /** Client settings for S3 targets (tests: the local server and its keys). */
  s3?: S3ClientConfig;
  /** Where publish checks the brand files (tests: a folder of their own). */
  brands?: BrandCheckOptions;
  /** The time a new release is named by (tests: a clock of their own; ids are to the second). */
  now?: () => Date;
}

function nginxOptions(values: Values): NginxOptions | undefined {
  if (values.port === undefined) {
    const given = (['upstream', 'unknown-host', 'user', 'tls-cert', 'tls-key'] as const).filter(
      (o) => values[o],
    );
    if (given.length) throw new Error(`--${given[0]} goes with --port (the nginx options)`);
    return undefined;
  }
  return nginxOptionsOf(values);
}

function targetOf(verb: string, values: Values, context: CliContext): Target {
  const to = values.to;
  if (!to) throw new Error('--to <folder | s3://bucket/prefix> is required');
  if (values.url !== undefined && verb !== 'verify') throw new Error('--url goes with verify');
  if (values.reload !== undefined && verb !== 'publish' && verb !== 'rollback') {
    throw new Error('--reload goes with publish and rollback');
  }
  if (!to.startsWith('s3://')) {
    return folderTarget(to, {
      nginx: nginxOptions(values),
      ...(values.reload ? { reload: values.reload } : {}),
    });
  }
  if (values.reload)
    throw new Error("--reload goes with a folder: a bucket's edge reads the switch");
  return s3Target(to, {
    ...(values.endpoint ? { endpoint: values.endpoint } : {}),
    ...(values['path-style'] ? { forcePathStyle: true } : {}),
    ...context.s3,
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

async function printStatus(target: Target, json: boolean, out: (line: string) => void) {
  const report = await status(target);
  if (json) return out(JSON.stringify(report, null, 1));
  out(`${target.label}: current release ${report.current ?? '(none)'}`);
  for (const r of report.releases) {
    const some = r.brands.slice(0, 8).join(', ') + (r.brands.length > 8 ? ', ...' : '');
    out(
      `${r.current ? '*' : ' '} ${r.release}  published ${r.created}: ${r.brands.length} brands ` +
        `(${some}), ${r.hosts} hosts, ${r.files} files (${r.assets} assets), ${kb(r.bytes)}` +
        (r.publisher ? ` by ${r.publisher}` : '') +
        (r.commit ? ` from ${r.commit.slice(0, 12)}` : ''),
    );
    if (!r.current) continue;
    for (const [id, release] of Object.entries(r.pagesOf)) {
      out(`    ${id}: ${release === r.release ? 'built for this release' : `pages of ${release}`}`);
    }
  }
}

/** A folder's switch is served once nginx reloads its configuration: done, or what to run. */
function reloadLine(target: Target, values: Values, out: (line: string) => void) {
  if (target.storesHeaders) return;
  if (target.reloads) return out(`nginx reloaded (${values.reload})`);
  const nginx = `nginx -p ${target.label} -c ${target.label}/nginx.conf`;
  out(
    `nginx not reloaded (no --reload): players get the previous release until ${nginx} -s reload ` +
      `(the first time, start it: ${nginx})`,
  );
}

const NOT_ASKED =
  "players' sites not asked: add --url http://127.0.0.1:8080 (nginx, each host sent as Host) or --url 'https://{host}' (the CDN)";

async function runVerb(
  verb: string,
  target: Target,
  values: Values,
  context: CliContext,
): Promise<number> {
  const { out } = context;
  const notes = values.json ? context.err : out;
  if (verb === 'publish') {
    const code = await publishVerb(target, values, context);
    if (!values['dry-run'] && code !== 1) reloadLine(target, values, notes);
    return code;
  } else if (verb === 'verify') {
    const url = values.url;
    const report = await verify(target, { progress: context.err, ...(url ? { url } : {}) });
    for (const problem of report.problems) context.err(problem);
    if (values.json) out(JSON.stringify(report));
    else if (!report.problems.length) {
      const served = url ? `; ${report.hosts} hosts serve it at ${url}` : '';
      out(`${report.release} at ${target.label}: ${report.files} files as published${served}`);
    }
    if (!url) notes(NOT_ASKED);
    if (report.problems.length) return 1;
  } else if (verb === 'rollback' && values.brand) {
    const plan = await planBrandRollback(target, values.brand, context.now?.());
    await applyPlan(target, plan, values.json ? context.err : out);
    const back = plan.manifest.brands.find((b) => b.id === values.brand)?.builtIn;
    if (values.json)
      out(JSON.stringify({ release: plan.manifest.release, brand: values.brand, pages: back }));
    else out(`current release: ${plan.manifest.release}, with ${values.brand}'s pages of ${back}`);
    reloadLine(target, values, notes);
  } else if (verb === 'rollback') {
    const { from, to } = await rollback(target);
    if (values.json) out(JSON.stringify({ from, to }));
    else out(`current release: ${to} (was ${from})`);
    reloadLine(target, values, notes);
  } else if (verb === 'prune') {
    if (values.keep === undefined) throw new Error('prune needs --keep <n>');
    const report = await prune(target, Number(values.keep));
    out(`kept ${report.kept.join(', ')}`);
    out(
      `removed ${report.removedReleases.length} releases (${report.removedReleases.join(', ') || 'none'}) and ${report.removedAssets.length} assets`,
    );
  } else {
    await printStatus(target, values.json, out);
  }
  return 0;
}

/** Runs npm run release with `argv`; resolves to the exit code. */
export async function runRelease(
  argv: string[],
  context: CliContext = { out: console.log, err: console.error },
): Promise<number> {
  let values: Values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true }));
  } catch (error) {
    context.err(`release: ${argumentProblem(error, Object.keys(OPTIONS))}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    context.out(USAGE);
    return 0;
  }
  const verb = positionals[0];
  if (positionals.length !== 1 || !VERBS.includes(verb as (typeof VERBS)[number])) {
    context.err(`release: say one of ${VERBS.join(', ')}\n${USAGE}`);
    return 1;
  }
  let target: Target | undefined;
  try {
    target = targetOf(verb!, values, context);
    return await runVerb(verb!, target, values, context);
  } catch (error) {
    context.err(`release ${verb}: ${(error as Error).message}`);
    return 1;
  } finally {
    target?.close?.();
  }
}
