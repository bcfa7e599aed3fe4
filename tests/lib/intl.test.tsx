import { screen, waitFor } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLanguage } from '@/lib/messages';
import { LANGUAGE_CHOICE_KEY, VISIT_LANGUAGE_KEY } from '@/lib/languages';
import { mockApi, renderWithApp, testBrand, testInit } from '../support/render';

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

describe('the language showing', () => {
  const Retry = () => <FormattedMessage id="error.retry" defaultMessage="Try again" />;
  // The page's lang is what each test sets, not what an earlier one left.
  beforeEach(() => document.documentElement.removeAttribute('lang'));

  it('is one that both the brand and /api/init offer', async () => {
    // The brand lists Swahili first, the operator's init offers English only: English.
    mockApi({ '/api/init': testInit({ languages: ['en'] }) });
    renderWithApp(<Retry />, { brand: testBrand({ languages: ['swTZ', 'en'] }) });
    await waitFor(() => expect(document.documentElement.lang).toBe('en-GB'));
    expect(await screen.findByText('Try again')).toBeVisible();
  });

  it('is the closest offered to a near form in the address (?lang=sw: Swahili)', async () => {
    mockApi({ '/api/init': testInit({ languages: ['en', 'swTZ'] }) });
    renderWithApp(<Retry />, {
      path: '/?lang=sw',
      brand: testBrand({ languages: ['en', 'swTZ'] }),
    });
    expect(await screen.findByText('Jaribu tena')).toBeVisible();
    expect(document.documentElement.lang).toBe('sw-TZ');
    window.history.replaceState(null, '', '/');
  });

  it("is the closest offered to the browser's languages when nothing was asked", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'en-GB']);
    mockApi({ '/api/init': testInit({ languages: ['en', 'swTZ'] }) });
    renderWithApp(<Retry />, { brand: testBrand({ languages: ['en', 'swTZ'] }) });
    expect(await screen.findByText('Jaribu tena')).toBeVisible();
    vi.restoreAllMocks();
  });

  it("is the player's choice where init offers it too", async () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, JSON.stringify('swTZ'));
    mockApi({ '/api/init': testInit({ languages: ['en', 'swTZ'] }) });
    renderWithApp(<Retry />, { brand: testBrand({ languages: ['en', 'swTZ'] }) });
    expect(await screen.findByText('Jaribu tena')).toBeVisible();
    expect(document.documentElement.lang).toBe('sw-TZ');
  });
});
