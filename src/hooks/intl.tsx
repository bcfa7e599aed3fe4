import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  createIntl,
  createIntlCache,
  RawIntlProvider,
  ReactIntlErrorCode,
  type IntlCache,
} from 'react-intl';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import {
  addressLanguage,
  browserLanguages,
  DEFAULT_LANGUAGE,
  LANGUAGE_CHOICE_KEY,
  LOCALES,
  resolveLanguage,
  selectableLanguages,
  VISIT_LANGUAGE_KEY,
  type Language,
} from '@/lib/languages';
import {
  groupsLoaded,
  loadLanguage,
  markShown,
  messagesOf,
  subscribeMessages,
} from '@/lib/messages';
import { storedAtom, useAtom } from '@/lib/state';

/**
 * A text of the brand file (one for every language, or one per language) in the language showing,
 * else in the brand's first, else any.
 */
export function useLocalText(): (text: string | Partial<Record<Language, string>>) => string {
  const [language] = useLanguage();
  const brand = useBrand();
  return (text) =>
    typeof text === 'string'
      ? text
      : (text[language] ?? text[brand.languages[0]] ?? Object.values(text).find(Boolean) ?? '');
}

/** The player's language choice, kept across visits. */
export const languageChoiceAtom = storedAtom<string | null>(LANGUAGE_CHOICE_KEY, null);

/** The language asked for in this visit (an address's `?lang=`, or the selector), for this tab. */
const visitLanguageAtom = storedAtom<string | null>(VISIT_LANGUAGE_KEY, null, {
  area: 'session',
  getOnInit: true,
});

/**
 * The language showing, and a way to choose another: the selector's choice is kept across visits
 * and wins for this one, as an address's `?lang=` does. Of the languages both the brand and
 * `/api/init` offer (before init has come, the brand's).
 */
export function useLanguage(): [Language, (lang: Language) => void] {
  const brand = useBrand();
  const { data: init } = useInit();
  const [choice, setChoice] = useAtom(languageChoiceAtom);
  const [visit, setVisit] = useAtom(visitLanguageAtom);
  const urlLang = addressLanguage();
  useEffect(() => {
    if (urlLang && urlLang !== visit) setVisit(urlLang);
  }, [urlLang, visit, setVisit]);
  const lang = resolveLanguage(selectableLanguages(brand.languages, init?.languages), {
    visit: urlLang || visit,
    choice,
    browser: browserLanguages(),
  });
  const choose = (next: Language) => {
    setChoice(next);
    setVisit(next);
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', next);
      window.history.replaceState(window.history.state, '', url);
    }
  };
  return [lang, choose];
}

/** Texts shown without their message: each one's language and id. */
type Missing = Map<string, Language>;
const missingKey = (lang: Language, id: string) => `${lang}/${id}`;

/** Whether the messages of a text shown without one have arrived since. */
const anyArrived = (missing: Missing) =>
  [...missing].some(([key, lang]) => Object.hasOwn(messagesOf(lang), key.slice(lang.length + 1)));

/**
 * The app's intl for `lang`, over its messages as they grow; a text without a message is noted
 * in `missing`. `_revision`: the messages' revision it reflects (a new one, a new intl).
 */
function appIntl(lang: Language, cache: IntlCache, missing: Missing, _revision: number) {
  return createIntl(
    {
      locale: LOCALES[lang],
      defaultLocale: LOCALES[DEFAULT_LANGUAGE],
      messages: messagesOf(lang),
      onError: (err) => {
        if (err.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
          const { id } = (err as { descriptor?: { id?: string } }).descriptor ?? {};
          if (id) missing.set(missingKey(lang, id), lang);
        } else if (import.meta.env.DEV) console.error(err);
      },
    },
    cache,
  );
}

/**
 * The texts of the language showing, for the whole app. A group of texts arriving (a screen's,
 * or one loaded ahead of need, as the error view's is a few seconds after the page loads) joins
 * the messages in place, so what renders from then on has it, and re-renders nothing: that was a
 * synchronous render of every text in the app, a long frame on a slow phone (the first swipe of
 * the deck). Only when a text showing had no message (react-intl reports it missing,
 * and shows its id) and its group brings it are the texts rendered again, in a transition.
 */
export function AppIntlProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const [lang] = useLanguage();
  // The language showing: the previous one stays until every group in use has loaded in the new.
  const [shown, setShown] = useState<Language | null>(() => (groupsLoaded(lang) ? lang : null));
  // Counts the groups that brought a text showing without its message.
  const [revision, setRevision] = useState(0);
  // The ids of the texts shown without a message since the last revision (filled while rendering:
  // the same ids whichever render reports them).
  const [missing] = useState<Missing>(() => new Map());
  const [cache] = useState(createIntlCache);

  useEffect(() => {
    let live = true;
    void loadLanguage(lang).then(() => {
      if (!live) return;
      markShown(lang);
      setShown(lang);
    });
    document.documentElement.lang = LOCALES[lang];
    return () => {
      live = false;
    };
  }, [lang]);

  useEffect(() => {
    const check = () => {
      if (!anyArrived(missing)) return;
      missing.clear();
      startTransition(() => setRevision((r) => r + 1));
    };
    const unsubscribe = subscribeMessages(check);
    // A group may have come between a render and this subscription.
    check();
    return unsubscribe;
  }, [missing]);

  // A new revision: a new intl, so that every text renders again with the messages now there.
  const intl = useMemo(
    () => (shown ? appIntl(shown, cache, missing, revision) : null),
    [shown, cache, missing, revision],
  );

  if (!intl) return fallback;
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
