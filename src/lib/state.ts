/** The one module through which the app reaches its client-state library (jotai). */
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

export {
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  Provider as StateProvider,
  createStore,
} from 'jotai';
export type { Atom, WritableAtom, PrimitiveAtom } from 'jotai';
export { RESET } from 'jotai/utils';

/** jotai's synchronous storage of values of type T (getItem, setItem, removeItem, subscribe). */
type SyncStorage<T> = ReturnType<typeof createJSONStorage<T>>;

/** Where a value is kept: for the browser (localStorage) or for this tab (sessionStorage). */
export type StorageArea = 'local' | 'session';

export interface StoredOptions<T> {
  /** Default `local`. */
  area?: StorageArea;
  /**
   * Whether a stored value can be used: storage comes from outside the code (another version
   * of the app, a hand edit). A value that fails falls back to the initial one.
   */
  isValid?: (stored: unknown) => stored is T;
}

/**
 * jotai's JSON storage over localStorage or sessionStorage that never throws: with storage
 * unavailable (private mode, full quota, disabled, a third-party frame) a value is not kept, and
 * reads give the initial value. Other tabs' changes still arrive (the storage event), checked like reads.
 */
export function jsonStorage<T>(
  area: StorageArea = 'local',
  isValid?: (stored: unknown) => stored is T,
): SyncStorage<T> {
  const json = createJSONStorage<T>(() =>
    area === 'local' ? window.localStorage : window.sessionStorage,
  );
  const checked = (value: T, initial: T) => (!isValid || isValid(value) ? value : initial);
  const subscribe = json.subscribe;
  return {
    getItem(key, initial) {
      try {
        const value = json.getItem(key, initial);
        return value === initial ? initial : checked(value, initial);
      } catch {
        return initial;
      }
    },
    setItem(key, value) {
      try {
        json.setItem(key, value);
      } catch {
        /* storage unavailable: the value lives as long as its atom */
      }
    },
    removeItem(key) {
      try {
        json.removeItem(key);
      } catch {
        /* storage unavailable: nothing was kept */
      }
    },
    // A page that may not touch storage at all (a frame on another site with third-party
    // storage blocked: window.localStorage itself throws) hears of no other tab.
    subscribe:
      subscribe &&
      ((key, callback, initial) => {
        try {
          return subscribe(key, (value) => callback(checked(value, initial)), initial);
        } catch {
          return () => {};
        }
      }),
  };
}

/**
 * Client state kept in web storage under `key` (as JSON): the app's one way to persist it
 * (jotai's atomWithStorage over jsonStorage). `getOnInit` reads storage when the atom is
 * created rather than when it is first mounted: no first render with the initial value.
 */
export function storedAtom<T>(
  key: string,
  initialValue: T,
  { area = 'local', isValid, getOnInit = false }: StoredOptions<T> & { getOnInit?: boolean } = {},
) {
  return atomWithStorage(key, initialValue, jsonStorage(area, isValid), { getOnInit });
}
