/** What a brand check reports, and how it is printed. */

export interface BrandIssue {
  /** The brand file, relative to the project root, e.g. brands/demo.json. */
  file: string;
  /** JSON pointer of the bad field, e.g. /theme/colors/primary; '' for the whole file. */
  pointer: string;
  /** What was expected, in plain words. */
  message: string;
  /** A likely fix, e.g. did you mean "carousel"? */
  suggestion?: string;
  /**
   * The demo operator's data still in the brand (a copy of the template's licence, pages or
   * care): a warning for a preview, a problem for a release (docs/releasing.md#the-demo-operators-data).
   */
  demoData?: true;
}

/** One line: `brands/demo.json /theme/colors/primary: must be ... (did you mean ...?)`. */
export function formatIssue(issue: BrandIssue): string {
  const where = issue.pointer ? `${issue.file} ${issue.pointer}` : issue.file;
  const hint = issue.suggestion ? ` (${issue.suggestion})` : '';
  return `${where}: ${issue.message}${hint}`;
}

/** Thrown by loadBrand when a brand does not pass its checks. */
export class BrandError extends Error {
  readonly issues: BrandIssue[];

  constructor(issues: BrandIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'BrandError';
    this.issues = issues;
  }
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins a parent pointer and a key. */
export function childPointer(parent: string, key: string | number): string {
  return `${parent}/${pointerSegment(key)}`;
}
