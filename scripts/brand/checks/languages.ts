/** The brand's languages: each with every text of English. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Brand } from '../../../src/types/brand.gen';
import { type BrandIssue } from '../issues';
import { displayPath } from '../paths';
import type { DomainContext } from '../domain';

/** The language every missing text falls back to. */
export const FALLBACK_LANGUAGE = 'en';

/** The ids of a message file, or why it has none. */
export type MessageIds = string[] | 'missing' | 'invalid';

async function readMessageIds(file: string): Promise<MessageIds> {
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return 'missing';
  try {
    const data: unknown = JSON.parse(text);
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return 'invalid';
    return Object.keys(data);
  } catch {
    return 'invalid';
  }
}

/** A message file's ids, read once per check (ctx.messageIds) when the check has several brands. */
function messageIds(file: string, ctx: DomainContext): Promise<MessageIds> {
  let ids = ctx.messageIds?.get(file);
  if (!ids) {
    ids = readMessageIds(file);
    ctx.messageIds?.set(file, ids);
  }
  return ids;
}

/** How many ids the brand check names when a language lacks some. */
const MISSING_IDS_SHOWN = 3;

/**
 * Every language a brand offers is complete (docs/behaviour.md#languages): English has messages,
 * and every other language has a message file with every id of English's. A language that lacks
 * texts would show English under its own flag, so it fails the check.
 */
export async function checkLanguages(brand: Brand, ctx: DomainContext): Promise<BrandIssue[]> {
  const issues: BrandIssue[] = [];
  const fileOf = (lang: string) => path.join(ctx.localesDir, `${lang}.json`);
  const english = await messageIds(fileOf(FALLBACK_LANGUAGE), ctx);
  const englishShown = displayPath(ctx.root, fileOf(FALLBACK_LANGUAGE));
  for (const [index, lang] of brand.languages.entries()) {
    const shown = displayPath(ctx.root, fileOf(lang));
    const ids = lang === FALLBACK_LANGUAGE ? english : await messageIds(fileOf(lang), ctx);
    const pointer = `/languages/${index}`;
    if (Array.isArray(ids) && ids.length > 0) {
      if (lang === FALLBACK_LANGUAGE || !Array.isArray(english)) continue;
      const have = new Set(ids);
      const missing = english.filter((id) => !have.has(id));
      if (missing.length === 0) continue;
      const named = missing.slice(0, MISSING_IDS_SHOWN).map((id) => `"${id}"`);
      if (missing.length > MISSING_IDS_SHOWN) named.push('...');
      issues.push({
        file: ctx.file,
        pointer,
        message: `language "${lang}" lacks ${missing.length} of the ${english.length} texts of ${englishShown} (${named.join(', ')}): they would show English`,
        suggestion: `translate them in ${shown}, or remove "${lang}"`,
      });
      continue;
    }
    const why =
      ids === 'missing'
        ? `${shown} does not exist`
        : ids === 'invalid'
          ? `${shown} is not a JSON object of messages`
          : `${shown} is empty`;
    issues.push(
      lang === FALLBACK_LANGUAGE
        ? {
            file: ctx.file,
            pointer,
            message: `language "${lang}" has no messages (${why}); English is the fallback of every text, so none would show`,
            suggestion: `fill ${shown}, e.g. with npm run i18n:extract`,
          }
        : {
            file: ctx.file,
            pointer,
            message: `language "${lang}" has no translations (${why}): every text would fall back to English`,
            suggestion: `remove "${lang}" or add its messages to ${shown}`,
          },
    );
  }
  return issues;
}
