import { afterEach, describe, expect, it } from 'vitest';
import { preloadLanguage } from '@/lib/intl';
import { VISIT_LANGUAGE_KEY } from '@/lib/languages';

describe('preloadLanguage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("keeps the address's language as the visit's before the first render", async () => {
    window.history.replaceState(null, '', '/?lang=es');
    const loading = preloadLanguage(['swTZ', 'en']);
    // Kept at once: a new page of this visit (the player moving on right away) has it.
    expect(sessionStorage.getItem(VISIT_LANGUAGE_KEY)).toBe('"es"');
    await loading;
  });

  it('leaves the visit alone when the address asks for none', async () => {
    sessionStorage.setItem(VISIT_LANGUAGE_KEY, '"en"');
    window.history.replaceState(null, '', '/history');
    await preloadLanguage(['swTZ', 'en']);
    expect(sessionStorage.getItem(VISIT_LANGUAGE_KEY)).toBe('"en"');
  });
});
