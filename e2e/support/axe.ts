import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** The impacts that fail a screen (no serious or critical violation). */
export const BLOCKING_IMPACTS: readonly string[] = ['serious', 'critical'];

/** One line per violation and element: what rule, how bad, where, and how to fix it. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map(
        (n) =>
          `[${v.impact}] ${v.id}: ${v.help}\n    at ${n.target.join(' ')}\n    ${(n.failureSummary ?? '').replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n');
}

/**
 * Runs axe (every WCAG 2.x A/AA rule and best practice) on the page as it is now. Only the
 * violations are reported in full (axe's resultTypes): the passing elements, which the tests never
 * read, are not collected and sent back for every rule.
 */
export async function blockingViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.filter((v) => BLOCKING_IMPACTS.includes(v.impact ?? ''));
}

/**
 * Waits until a screen has settled: its main landmark shown, no section still busy and no
 * loading spinner (`role="status"` with the brand's spinner image) left.
 */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.getByRole('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ has: page.locator('img') })).toHaveCount(0);
}
