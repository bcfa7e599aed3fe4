import { describe, expect, it } from 'vitest';
import { shellRoutes } from '@/app/prerender';
import { handOffShell } from '@/app/shell';
import { pickerScript } from '../../scripts/build/shells';

/** A page with a shell per screen, as the stamp writes it, opened at `url`: the shell it shows. */
function open(url: string): string | undefined {
  document.documentElement.removeAttribute('data-shell');
  document.body.innerHTML = [
    '<div id="shell"></div>',
    ...['lobby', 'swipe', 'tracking'].map(
      (name) => `<template id="shell-${name}"><p data-name="${name}">${name}</p></template>`,
    ),
    '<div id="root"></div>',
  ].join('');
  const location = new URL(url, 'http://localhost/');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('location', pickerScript(shellRoutes())) as (at: URL) => void;
  run(location);
  const shown = document.querySelector<HTMLElement>('#shell [data-name]')?.dataset.name;
  expect(document.documentElement.hasAttribute('data-shell')).toBe(shown !== undefined);
  if (!shown) expect(document.getElementById('shell')).toBeNull();
  return shown;
}

describe('the page shell an address shows before the app runs', () => {
  it.each([
    ['/', 'lobby'],
    ['/?atag=aff%201&type=quicktip', 'lobby'],
    ['/quickbetx/QBX-101', 'swipe'],
    ['/quickbet-swipe/QB-501/', 'swipe'],
    ['/jackpot-swipe/JP-1', 'swipe'],
    ['/quickbetx/tracking/T-OPEN-1', 'tracking'],
    ['/track/T-OPEN-1', 'tracking'],
  ])('%s shows the %s shell', (url, shell) => {
    expect(open(url)).toBe(shell);
  });

  it.each([
    // The router picks these over /quickbetx/:id: they have no shell, the spinner shows.
    '/quickbetx/otp',
    // The list view's loading state is not the deck's.
    '/quickbet/QB-501',
    '/history',
    '/how-to-play/quickbetx',
    '/no/such/page',
    // A lobby framed by a partner has no header: its shell would not be the page.
    '/?mode=iframe',
  ])('%s shows none', (url) => {
    expect(open(url)).toBeUndefined();
  });

  it('is removed, and the app shown, when the app takes over', () => {
    expect(open('/')).toBe('lobby');
    handOffShell();
    expect(document.getElementById('shell')).toBeNull();
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
  });
});
