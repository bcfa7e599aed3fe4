import { atom, RESET, storedAtom } from '@/lib/state';
import type { HistoryAccess } from '@/types/api.gen';

/** A phone's history token (POST /api/history/access), kept for this tab until it expires. */
export interface PhoneAccess {
  token: string;
  /** The phone it lists the tickets of (msisdn). */
  msisdn: string;
  /** When it stops working, ms since epoch. */
  expiresAt: number;
}

const isPhoneAccess = (v: unknown): v is PhoneAccess | null =>
  v === null ||
  (typeof v === 'object' &&
    typeof (v as PhoneAccess).token === 'string' &&
    typeof (v as PhoneAccess).msisdn === 'string' &&
    typeof (v as PhoneAccess).expiresAt === 'number');

/**
 * In sessionStorage: the tab keeps it across reloads, and it goes with the tab (a shared phone's
 * next player does not inherit it); expired, it is dropped when read (docs/behaviour.md#history).
 */
const storedAccessAtom = storedAtom<PhoneAccess | null>('betdeck.history-access', null, {
  area: 'session',
  isValid: isPhoneAccess,
  getOnInit: true,
});

/** Why the phone form shows again: the token ran out or was refused (401). Not kept. */
const endedAtom = atom(false);

export const phoneAccessAtom = atom((get) => get(storedAccessAtom));
export const accessEndedAtom = atom((get) => get(endedAtom));

/** The code was right: the answer's token lists the phone's tickets until it expires. */
export const grantAccessAtom = atom(
  null,
  (_get, set, granted: HistoryAccess & { msisdn: string }) => {
    set(storedAccessAtom, {
      token: granted.token,
      msisdn: granted.msisdn,
      expiresAt: Date.parse(granted.expires_at),
    });
    set(endedAtom, false);
  },
);

/** The player forgets the phone (Forget this phone), or the token ended (`ended`: say so). */
export const dropAccessAtom = atom(null, (_get, set, { ended }: { ended: boolean }) => {
  set(storedAccessAtom, RESET);
  set(endedAtom, ended);
});
