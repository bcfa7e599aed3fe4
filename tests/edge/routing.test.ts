import { describe, expect, it } from 'vitest';
import { brandOf, isPointer, sitePath, type Pointer } from '../../scripts/edge/routing';

/** The edge's choices (docs/releasing.md#the-edge-worker), as nginx makes them for a folder. */
const pointer: Pointer = {
  release: '20261126T100000Z-abc',
  origin: 'releases/20261126T100000Z-abc/',
  hosts: { 'betdeck.example': 'demo', 'demo.localhost': 'demo', 'eurowin.example': 'eurowin' },
};
const files = new Set(['index.html', 'sw.js', 'brand/logo-1a2b.svg', 'terms/index.html']);

describe('the edge: host to brand', () => {
  it('takes the host without port, case or trailing dot; an unknown one gets the set brand or none', () => {
    expect(brandOf(pointer, 'EuroWin.Example.:8080')).toBe('eurowin');
    expect(brandOf(pointer, 'other.example')).toBeUndefined();
    expect(brandOf(pointer, 'constructor')).toBeUndefined();
    expect(brandOf(pointer, undefined, 'demo')).toBe('demo');
    // A brand the release does not have is no fallback.
    expect(brandOf(pointer, 'other.example', 'acme')).toBeUndefined();
  });

  it('refuses a pointer that names no release folder', () => {
    expect(isPointer(pointer)).toBe(true);
    expect(isPointer({ ...pointer, origin: '../' })).toBe(false);
    expect(isPointer({ release: 'x' })).toBe(false);
  });
});

describe('the edge: path to object', () => {
  it.each([
    ['/', { site: 'index.html' }],
    ['/index.html', { site: 'index.html' }],
    ['/terms', { site: 'terms/index.html' }],
    ['/terms/', { site: 'terms/index.html' }],
    ['/track/T.WON.1', { site: 'index.html' }],
    ['/quickbetx/12', { site: 'index.html' }],
    ['/sw.js', { site: 'sw.js' }],
    ['/brand/logo-1a2b.svg', { site: 'brand/logo-1a2b.svg' }],
    ['/assets/index-x.js', { shared: 'assets/index-x.js' }],
    ['/api/lobby', { api: true }],
    ['/media/teams/1.png', { api: true }],
    ['/demo-bank/pay', { api: true }],
    ['/missing.js', { status: 404, text: 'Not found' }],
    ['/brand/gone', { status: 404, text: 'Not found' }],
    ['/_headers', { status: 404, text: 'Not found' }],
    ['/a/%2e%2e/b', { status: 403, text: 'Forbidden' }],
    ['/%E0%A4%A', { status: 400, text: 'Bad request' }],
  ])('%s', (pathname, answer) => {
    expect(sitePath(pathname, files)).toEqual(answer);
  });

  it('without the list of files (CloudFront): files as they are, every other path the page', () => {
    expect(sitePath('/terms')).toEqual({ site: 'index.html' });
    expect(sitePath('/brand/logo-9.svg')).toEqual({ site: 'brand/logo-9.svg' });
    expect(sitePath('/_headers')).toEqual({ status: 404, text: 'Not found' });
  });
});
