import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CHOICE_KEY,
  LOCALES,
  resolveLanguage,
  selectableLanguages,
  VISIT_LANGUAGE_KEY,
  type Language,
} from '@/lib/languages';
import {
  addressLanguage,
  browserLanguages,
  groupsLoaded,
  loadLanguage,
  markShown,
  mergedMessages,
  messagesVersion,
  subscribeMessages,
} from '@/lib/messages';
import { storedAtom, useAtom } from '@/lib/state';

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
  const loadedVersion = useSyncExternalStore(subscribeMessages, messagesVersion);

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

  // Recomputed when a group loads (loadedVersion), e.g. a screen's own texts.
  const messages = useMemo(
    () => (shown ? mergedMessages(shown, loadedVersion) : {}),
    [shown, loadedVersion],
  );

  if (!shown) return fallback;
  return (
    <IntlProvider
      locale={LOCALES[shown]}
      defaultLocale={LOCALES[DEFAULT_LANGUAGE]}
      messages={messages}
      onError={(err) => {
        if (err.code !== ReactIntlErrorCode.MISSING_TRANSLATION && import.meta.env.DEV)
          console.error(err);
      }}
    >
      {children}
    </IntlProvider>
  );
}
