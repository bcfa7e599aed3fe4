import loaders from 'virtual:locale-loaders';
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, ReactIntlErrorCode, type MessageFormatElement } from 'react-intl';
import { useBrand } from '@/config/brand-context';
import { DEFAULT_LANGUAGE, LOCALES, resolveLanguage, type Language } from './languages';
import { atomWithStorage, useAtom } from './state';

type Messages = Record<string, MessageFormatElement[]>;

/** The player's language choice, kept across visits. */
export const languageChoiceAtom = atomWithStorage<string | null>('betdeck.language', null);

/** Loads a language's messages (precompiled, merged over English); languages without texts get English. */
export async function loadMessages(lang: Language): Promise<Messages> {
  const load = loaders[lang] ?? loaders[DEFAULT_LANGUAGE];
  if (!load) throw new Error('No English messages: src/locales/en.json is missing');
  return (await load()).default;
}

function useActiveLanguage(): Language {
  const brand = useBrand();
  const [choice, setChoice] = useAtom(languageChoiceAtom);
  const urlLang = new URLSearchParams(window.location.search).get('lang');
  const lang = resolveLanguage(brand.languages, urlLang, choice);
  useEffect(() => {
    if (urlLang === lang && choice !== lang) setChoice(lang);
  }, [urlLang, lang, choice, setChoice]);
  return lang;
}

export function AppIntlProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const lang = useActiveLanguage();
  const [loaded, setLoaded] = useState<{ lang: Language; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    void loadMessages(lang).then((messages) => {
      if (live) setLoaded({ lang, messages });
    });
    document.documentElement.lang = LOCALES[lang];
    return () => {
      live = false;
    };
  }, [lang]);

  if (!loaded) return fallback;
  return (
    <IntlProvider
      locale={LOCALES[loaded.lang]}
      defaultLocale={LOCALES[DEFAULT_LANGUAGE]}
      messages={loaded.messages}
      onError={(err) => {
        if (err.code !== ReactIntlErrorCode.MISSING_TRANSLATION && import.meta.env.DEV)
          console.error(err);
      }}
    >
      {children}
    </IntlProvider>
  );
}
