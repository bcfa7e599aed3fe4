import loaders from 'virtual:locale-loaders';
import type { MessageFormatElement } from 'react-intl';
import {
  addressLanguage,
  DEFAULT_LANGUAGE,
  LOCALES,
  pageLanguage,
  VISIT_LANGUAGE_KEY,
  type Language,
} from './languages';
import { jsonStorage } from './state';

type Messages = Record<string, MessageFormatElement[]>;

/** The messages every screen needs; each feature's own are in a group named after its folder. */
export const CORE_MESSAGES = 'core';

/*
 * The messages loaded so far, by language and group. A production build splits each language's
 * messages by screen (scripts/vite/messages-plugin.ts); a lazily loaded screen asks for its group
 * (loadMessageGroup, from lazyScreen) in the language showing, and a language switch loads every
 * group in use before it shows.
 */
const pending = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();
const groupsInUse = new Set<string>([CORE_MESSAGES]);
/*
 * Each language's messages, every group loaded so far merged in one object that grows as groups
 * arrive (an id has one text a language, whichever group brings it): whatever renders after a
 * group has arrived finds its texts, with no new render of the texts already showing.
 */
const merged = new Map<Language, Messages>();
const listeners = new Set<() => void>();
/** The language being loaded (the player's choice) and the one showing until it has loaded. */
let activeLanguage: Language = DEFAULT_LANGUAGE;
let shownLanguage: Language | null = null;

/** Calls `listener` each time a group of messages arrives. */
export const subscribeMessages = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

type CoreModule = Awaited<ReturnType<(typeof loaders)[string]>>;
const cores = new Map<string, Promise<CoreModule>>();

/** A language's core messages module (English's for a language without texts), loaded once. */
function coreModule(lang: Language): Promise<CoreModule> {
  const key = loaders[lang] ? lang : DEFAULT_LANGUAGE;
  const load = loaders[key];
  if (!load)
    return Promise.reject(new Error('No English messages: src/locales/en.json is missing'));
  let core = cores.get(key);
  if (!core) {
    core = load();
    cores.set(key, core);
    // A failed load (a dropped connection) is tried again next time.
    core.catch(() => cores.delete(key));
  }
  return core;
}

/**
 * Loads one group of a language's messages (precompiled, merged over English); languages without
 * texts get English. A group other than the core is found through the core's module.
 */
function loadGroup(lang: Language, group: string): Promise<Messages> {
  const key = `${lang}/${group}`;
  const known = pending.get(key);
  if (known) return known;
  const promise = coreModule(lang)
    .then((core) =>
      group === CORE_MESSAGES
        ? core.default
        : (core.groups[group]?.().then((m) => m.default) ?? {}),
    )
    .then(
      (messages) => {
        loaded.set(key, messages);
        Object.assign(messagesOf(lang), messages);
        listeners.forEach((l) => l());
        return messages;
      },
      (error: unknown) => {
        pending.delete(key);
        throw error;
      },
    );
  pending.set(key, promise);
  return promise;
}

/** Loads a feature's messages in the language showing (a screen's texts, before it renders). */
export async function loadMessageGroup(group: string): Promise<void> {
  groupsInUse.add(group);
  const langs = new Set([activeLanguage, shownLanguage ?? activeLanguage]);
  await Promise.all([...langs].map((lang) => loadGroup(lang, group)));
}

/** Every message of a language: every group, merged. */
export async function loadMessages(lang: Language): Promise<Messages> {
  const groups = [CORE_MESSAGES, ...Object.keys((await coreModule(lang)).groups)];
  const parts = await Promise.all(groups.map((g) => loadGroup(lang, g)));
  return Object.assign({}, ...parts) as Messages;
}

/**
 * Before the app's first render (main.tsx): the language it will show, resolved as useLanguage
 * does, becomes the one loading, and its core texts start loading. Once they have, the first
 * render shows the screen in that language instead of a spinner.
 */
export function preloadLanguage(offered: readonly Language[]): Promise<unknown> {
  const visit = jsonStorage<string | null>('session');
  const asked = addressLanguage();
  // The address's language is the visit's from the start, not from an effect after the first
  // paint: a player who moves on at once (a new page) keeps it.
  if (asked) visit.setItem(VISIT_LANGUAGE_KEY, asked);
  activeLanguage = pageLanguage(offered);
  // Before the first render, so the first calls carry it (api-client's Accept-Language).
  document.documentElement.lang = LOCALES[activeLanguage];
  return loadGroup(activeLanguage, CORE_MESSAGES);
}

export const groupsLoaded = (lang: Language) =>
  [...groupsInUse].every((group) => loaded.has(`${lang}/${group}`));

/** A language's messages loaded so far, every group: the same object, growing as groups arrive. */
export function messagesOf(lang: Language): Messages {
  let messages = merged.get(lang);
  if (!messages) {
    messages = {};
    merged.set(lang, messages);
  }
  return messages;
}

/** Makes `lang` the language loading and loads every group in use in it. */
export function loadLanguage(lang: Language): Promise<unknown> {
  activeLanguage = lang;
  return Promise.all([...groupsInUse].map((g) => loadGroup(lang, g)));
}

/** `lang` shows now: a screen loaded from here on loads its texts in it too. */
export function markShown(lang: Language): void {
  shownLanguage = lang;
}
