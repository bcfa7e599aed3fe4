/** Checks beyond the schema, run on a brand that passed the schema. */
import path from 'node:path';
import type { Brand } from '../../src/types/brand.gen';
import { checkCallable, checkHosts, checkLobbyAndBlocks, checkOrigins } from './checks/addresses';
import { checkAssets } from './checks/assets';
import { checkCompliance } from './checks/compliance';
import { checkLanguages, type MessageIds } from './checks/languages';
import { checkPages } from './checks/pages';
import { checkContrast, checkPhone, checkRegion } from './checks/look';
import type { BrandIssue } from './issues';

export { CONTRAST_PAIRS } from './checks/look';
export { FALLBACK_LANGUAGE } from './checks/languages';
export { sniffImage } from './checks/assets';
export {
  crossBrandIssues,
  templateCopies,
  TEMPLATE_BRAND,
  type BrandClaims,
} from './checks/cross-brand';

export interface DomainContext {
  /** Brand file, as shown in issues. */
  file: string;
  /** Absolute path of the brand file. */
  absFile: string;
  /** The brands/ folder the file lives in: asset paths are relative to it. */
  brandsDir: string;
  localesDir: string;
  root: string;
  /**
   * The ids of each message file, by path, read once for every brand of one check (checkLanguages);
   * none: each brand reads them.
   */
  messageIds?: Map<string, Promise<MessageIds>>;
}

/**
 * All checks beyond the schema for one brand: `issues` stop it, `warnings` are worth knowing
 * (brand:check prints them, the gallery shows them) but allowed.
 */
export async function domainIssues(
  brand: Brand,
  ctx: DomainContext,
): Promise<{ issues: BrandIssue[]; warnings: BrandIssue[] }> {
  const issues: BrandIssue[] = [];
  const warnings: BrandIssue[] = [];
  const expectedId = path.basename(ctx.absFile, '.json');
  if (brand.id !== expectedId) {
    issues.push({
      file: ctx.file,
      pointer: '/id',
      message: `must equal the file name "${expectedId}", got "${brand.id}"`,
      suggestion: `set "id": "${expectedId}" or rename the file to ${brand.id}.json`,
    });
  }
  // Images belong in the folder of the file's name: a mistyped id is one problem, not four.
  const assets = checkAssets({ ...brand, id: expectedId }, ctx);
  const languages = await checkLanguages(brand, ctx);
  issues.push(...assets.issues);
  issues.push(...checkContrast(brand, ctx.file));
  issues.push(...checkPhone(brand, ctx.file));
  issues.push(...languages);
  warnings.push(...assets.warnings);
  issues.push(...checkHosts(brand, ctx.file));
  issues.push(...checkRegion(brand, ctx.file));
  issues.push(...checkLobbyAndBlocks(brand, ctx.file));
  issues.push(...checkOrigins(brand, ctx.file));
  issues.push(...checkCallable(brand, ctx.file));
  const compliance = checkCompliance(brand, ctx.file);
  issues.push(...compliance.issues);
  warnings.push(...compliance.warnings);
  const pages = checkPages(brand, { ...ctx, id: expectedId });
  issues.push(...pages.issues);
  warnings.push(...pages.warnings);
  return { issues, warnings };
}
