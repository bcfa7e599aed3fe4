/**
 * Playwright's test, with this device having confirmed its age and the brand's terms already
 * (the confirmation once per device, docs/compliance.md): the journeys place bets without it.
 * e2e/compliance.spec.ts checks the confirmation itself with Playwright's own test.
 */
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addInitScript(() => {
      // Once the page is parsed, before its scripts run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const text = document.getElementById('brand-config')?.textContent;
        if (!text) return;
        const stamped = JSON.parse(text) as {
          compliance?: { terms: string; licences: { hosts?: string[]; minimumAge: number }[] };
        };
        const licences = stamped.compliance?.licences ?? [];
        const licence = licences.find((l) => l.hosts?.includes(location.hostname)) ?? licences[0];
        if (!licence || !stamped.compliance) return;
        const key = `${licence.minimumAge}|${stamped.compliance.terms}`;
        localStorage.setItem('betdeck.age-terms', JSON.stringify(key));
      });
    });
    await provide(page);
  },
});
