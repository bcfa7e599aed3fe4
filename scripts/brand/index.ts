/** The brand platform library: checks, loading and scaffolding of brands/<id>.json. */
export { checkAllBrands, checkBrandFile, checkBrandFiles, lineColumn, listBrandIds } from './check';
export type { FileIssues } from './check';
export {
  WCAG_AA,
  contrastRatio,
  fixForeground,
  formatRatio,
  readableOn,
  relativeLuminance,
} from './contrast';
export { CONTRAST_PAIRS, FALLBACK_LANGUAGE, sniffImage, TEMPLATE_BRAND } from './domain';
export {
  ICON_SIZES,
  IMAGE_RULES,
  formatKb,
  iconSource,
  optimiseSvg,
  pngSize,
  ICON_PNG,
  renderIcon,
  shippedImage,
  SVGO_OPTIONS,
  SVGO_VERSION,
} from './images';
export type { AssetKey, ImageRule } from './images';
export { BrandError, childPointer, formatIssue, pointerSegment } from './issues';
export type { BrandIssue } from './issues';
export {
  BRAND_ID_MAX_LENGTH,
  BRAND_ID_PATTERN,
  brandIdProblem,
  checkShippable,
  loadBrand,
  loadBrands,
  resolveBrandAsset,
} from './load';
export type { Shippable } from './load';
export { displayPath, repoRoot, resolvePaths, rootForFile } from './paths';
export type { BrandCheckOptions, BrandPaths } from './paths';
export {
  BrandCreateError,
  createBrand,
  drawFavicon,
  drawLogo,
  drawSpinner,
  nameFromId,
} from './scaffold';
export type { BrandLook, CreatedBrand } from './scaffold';
export { expectationFrom, issuesFromAjv } from './schema';
export { levenshtein, nearest } from './suggest';
