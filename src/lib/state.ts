/** The one module through which the app reaches its client-state library (jotai). */
export {
  atom,
  useAtom,
  useAtomValue,
  useSetAtom,
  Provider as StateProvider,
  createStore,
} from 'jotai';
export type { Atom, WritableAtom, PrimitiveAtom } from 'jotai';
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
