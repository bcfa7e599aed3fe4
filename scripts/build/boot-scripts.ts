/**
 * The page's scripts before the app (docs/architecture.md#the-page-before-the-app): the modules of
 * src/boot/, compiled once per build into small inline scripts, each run with the brand's values.
 * They are TypeScript like the app, held by its type checker, linter and tests; here esbuild
 * bundles each with what it imports of src/lib/ and minifies it. esbuild's synchronous build
 * keeps the page's stamp synchronous (the stamp renders hundreds of brands' pages).
 */
import path from 'node:path';
import { buildSync } from 'esbuild';
import type { run as barMark } from '../../src/boot/bar-mark';
import type { run as head } from '../../src/boot/head';
import { scriptJson } from './script-json';

const BOOT_FOLDER = path.resolve(import.meta.dirname, '../../src/boot');

/** Each script of the page before the app, by its module in src/boot/, and what it is given. */
export interface BootScripts {
  'bar-mark': Parameters<typeof barMark>[0];
  head: Parameters<typeof head>[0];
}

/** The browsers the page's scripts are written for: the app's (vite.config.ts's build target). */
const TARGET = 'es2022';

const compiled = new Map<keyof BootScripts, string>();

/** A boot module compiled into a function of its values: `function(BOOT){...}`. */
export function compileBoot(name: keyof BootScripts): string {
  const cached = compiled.get(name);
  if (cached !== undefined) return cached;
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { run } from './${name}';\nrun(BOOT);`,
      resolveDir: BOOT_FOLDER,
      sourcefile: `boot-${name}.ts`,
      loader: 'ts',
    },
    tsconfig: path.join(BOOT_FOLDER, '../../tsconfig.json'),
    bundle: true,
    write: false,
    format: 'esm',
    minify: true,
    target: TARGET,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const code = `function(BOOT){${outputFiles[0]!.text.trim()}}`;
  compiled.set(name, code);
  return code;
}

/** The inline script (without its <script> tags) that runs boot module `name` with `values`. */
export function bootScript<N extends keyof BootScripts>(name: N, values: BootScripts[N]): string {
  return `(${compileBoot(name)})(${scriptJson(values)})`;
}
