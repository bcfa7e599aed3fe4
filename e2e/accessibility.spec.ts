import { expect, test } from './support/test';
import { blockingViolations, describeViolations, waitForScreen } from './support/axe';
import { brandUrl, type E2eBrand } from './support/brands';

/**
 * Every screen passes axe with no serious or critical violation, on a light, a second
 * light and a dark brand on the phone, and on the desktop. A new screen is one line of SCREENS.
 * One test a brand walks its screens in one page (a step each, the app's code loaded once), and
 * reports every screen that fails, not only the first.
 */
interface Screen {
  name: string;
  path: string;
  /**
   * Its layout changes with the window's width (the lobby's families become a grid from 720 px:
   * src/features/lobby/components/family-section.tsx), so the desktop checks it too.
   */
  wide?: true;
}

const SCREENS: readonly Screen[] = [
  { name: 'lobby', path: '/', wide: true },
  { name: 'lobby, compact style', path: '/?style=compact', wide: true },
  { name: 'lobby, bold style', path: '/?style=bold', wide: true },
  { name: 'lobby in an iframe', path: '/?mode=iframe', wide: true },
  { name: 'not-found page', path: '/no/such/page' },
  { name: 'swipe screen', path: '/quickbetx/QBX-101' },
  { name: 'quick tip screen', path: '/quicktip/QT-201' },
  { name: 'smart bet screen', path: '/smartbet/SB-301' },
  { name: 'OTP screen', path: '/quickbetx/otp' },
  { name: 'tracking screen', path: '/quickbetx/tracking/T-OPEN-1' },
  { name: 'public tracking screen', path: '/track/T-WON-1' },
  { name: 'ticket history', path: '/history' },
  { name: 'how to play', path: '/how-to-play' },
  { name: 'super bet screen', path: '/superbet/SP-402' },
  { name: 'quick bet list', path: '/quickbet/QB-501' },
  { name: 'jackpot list', path: '/jackpot/JP-601' },
];

const BRANDS: readonly E2eBrand[] = ['demo', 'eurowin', 'sportsloth'];

for (const brand of BRANDS) {
  // Colours and structure do not depend on the window, the layout only where a screen is wide:
  // one brand's wide screens are enough on desktop.
  const tag = brand === 'demo' ? '@desktop' : [];
  test(
    `on ${brand}, no screen has a serious or critical accessibility violation`,
    { tag },
    async ({ page }, testInfo) => {
      test.setTimeout(150_000);
      const desktop = testInfo.project.name === 'desktop';
      for (const screen of desktop ? SCREENS.filter((s) => s.wide) : SCREENS) {
        await test.step(`the ${screen.name}`, async () => {
          await page.goto(brandUrl(brand, screen.path));
          await waitForScreen(page);
          const violations = await blockingViolations(page);
          expect
            .soft(violations, `the ${screen.name}:\n${describeViolations(violations)}`)
            .toEqual([]);
        });
      }
    },
  );
}

test('the check fails a screen with an image that has no text alternative', async ({ page }) => {
  await page.goto(brandUrl('demo', '/no/such/page'));
  await waitForScreen(page);
  await page.getByRole('main').evaluate((main) => {
    const img = document.createElement('img');
    img.src = '/brand/none.png';
    main.append(img);
  });
  const violations = await blockingViolations(page);
  expect(violations.map((v) => v.id)).toContain('image-alt');
});
