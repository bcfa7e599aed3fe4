import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, RESET, storedAtom } from '@/lib/state';

const isCount = (v: unknown): v is number => typeof v === 'number' && v >= 0;

afterEach(() => vi.restoreAllMocks());

describe('storedAtom', () => {
  it('keeps its value in the storage area it names, as JSON, and RESET drops it', () => {
    const count = storedAtom('test.count', 0, { area: 'session', isValid: isCount });
    const store = createStore();
    store.set(count, 3);
    expect(sessionStorage.getItem('test.count')).toBe('3');
    expect(localStorage.getItem('test.count')).toBeNull();
    // A new page reads it back.
    expect(
      createStore().get(storedAtom('test.count', 0, { getOnInit: true, area: 'session' })),
    ).toBe(3);
    store.set(count, RESET);
    expect(sessionStorage.getItem('test.count')).toBeNull();
    expect(store.get(count)).toBe(0);
  });

  it('falls back to the initial value when what is stored is not JSON or fails its check', () => {
    localStorage.setItem('test.count', '{not json');
    expect(createStore().get(storedAtom('test.count', 0, { getOnInit: true }))).toBe(0);
    localStorage.setItem('test.count', '"seven"');
    const checked = storedAtom('test.count', 0, { getOnInit: true, isValid: isCount });
    expect(createStore().get(checked)).toBe(0);
  });

  it('never throws when storage is unavailable: the value lives as long as the atom', () => {
    const write = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const count = storedAtom('test.count', 0, { getOnInit: true });
    const store = createStore();
    expect(store.get(count)).toBe(0);
    expect(() => store.set(count, 5)).not.toThrow();
    expect(write).toHaveBeenCalledWith('test.count', '5');
    expect(store.get(count)).toBe(5);
  });

  it('mounts when the page may not touch storage at all (a frame on a partner site, third-party storage blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const count = storedAtom('test.count', 0);
    const store = createStore();
    let unsubscribe = () => {};
    expect(() => (unsubscribe = store.sub(count, () => {}))).not.toThrow();
    expect(store.get(count)).toBe(0);
    store.set(count, 2);
    expect(store.get(count)).toBe(2);
    unsubscribe();
  });
});
