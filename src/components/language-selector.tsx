import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import { languageChoiceAtom } from '@/lib/intl';
import { LOCALES, resolveLanguage, selectableLanguages, type Language } from '@/lib/languages';
import { useAtom } from '@/lib/state';

const FLAGS: Record<Language, string> = {
  en: '🇬🇧',
  de: '🇩🇪',
  sv: '🇸🇪',
  swTZ: '🇹🇿',
  es: '🇪🇸',
  fr: '🇫🇷',
  ptBR: '🇧🇷',
};

/** Each language named in its own tongue, so a player finds theirs whatever is showing. */
const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  sv: 'Svenska',
  swTZ: 'Kiswahili',
  es: 'Español',
  fr: 'Français',
  ptBR: 'Português',
};

const Select = styled.select`
  min-height: 40px;
  max-width: 9.5rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.button};
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
`;

/** The language flag selector: shown when the brand allows it and two or more languages are offered. */
export function LanguageSelector() {
  const brand = useBrand();
  const intl = useIntl();
  const { data: init } = useInit();
  const [choice, setChoice] = useAtom(languageChoiceAtom);
  const languages = selectableLanguages(brand.languages, init?.languages);
  if (!brand.blocks.languageSelector || languages.length < 2) return null;
  const urlLang = new URLSearchParams(window.location.search).get('lang');
  const current = resolveLanguage(brand.languages, urlLang, choice);

  return (
    <Select
      aria-label={intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}
      value={current}
      onChange={(e) => {
        const lang = e.target.value;
        setChoice(lang);
        const url = new URL(window.location.href);
        if (url.searchParams.has('lang')) {
          url.searchParams.set('lang', lang);
          window.history.replaceState(window.history.state, '', url);
        }
      }}
    >
      {languages.map((lang) => (
        <option key={lang} value={lang} lang={LOCALES[lang]}>
          {FLAGS[lang]} {NATIVE_NAMES[lang]}
        </option>
      ))}
    </Select>
  );
}
