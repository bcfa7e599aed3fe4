import { expect, type Page } from '@playwright/test';

/** A content security policy violation, as a document of the page reported it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  url: string;
}

declare global {
  interface Window {
    /** Set by the hostile texts' markup, were it ever run. */
    __pw?: unknown;
    __reportViolation?: (v: Violation) => void;
  }
}

/**
 * Watches a page for what its content security policy refuses: the securitypolicyviolation events
 * of every document it loads (frames too, across navigations) and the browser's CSP messages in
 * the console. Call before the first goto.
 */
export async function watchPolicy(page: Page) {
  const violations: Violation[] = [];
  const messages: string[] = [];
  await page.exposeFunction('__reportViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__reportViolation?.({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
        url: e.documentURI,
      }),
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) messages.push(m.text());
  });
  return {
    violations,
    messages,
    /** No violation, and no CSP message, so far. */
    expectNone() {
      expect(violations, 'securitypolicyviolation events').toEqual([]);
      expect(messages, 'CSP messages in the console').toEqual([]);
    },
  };
}

/** The page's Content-Security-Policy header, split into directives. */
export async function pagePolicy(page: Page, url: string): Promise<Map<string, string>> {
  const res = await page.request.get(url);
  const header = res.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(' ')[0]!, d.slice(d.indexOf(' ') + 1)]),
  );
}
