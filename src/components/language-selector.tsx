import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useInit } from '@/api/init';
import { useBrand } from '@/config/brand-context';
import { useLanguage } from '@/hooks/intl';
import { LOCALES, isLanguage, selectableLanguages, type Language } from '@/lib/languages';

const flags = import.meta.glob<string>('../assets/flags/*.svg', { eager: true, import: 'default' });
const flagOf = (lang: Language) => flags[`../assets/flags/${lang}.svg`];

/** Each language named in its own tongue, so a player finds theirs whatever is showing. */
export const NATIVE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  sv: 'Svenska',
  swTZ: 'Kiswahili',
  es: 'Español',
  fr: 'Français',
  ptBR: 'Português',
};

// On the narrowest phones (under 380 px) the language's name says it: no room for the flag.
const Wrap = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img {
    display: block;
    height: 16px;
    width: auto;
    border-radius: 2px;
  }
  @media (max-width: 379px) {
    img {
      display: none;
    }
  }
`;

// As wide as the chosen language's name, never cut ("Kiswahili" at 360 px with a big balance):
// the logo gives way first (header.tsx).
const Select = styled.select`
  field-sizing: content;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  @media (max-width: 379px) {
    padding: 0 ${({ theme }) => theme.space(1)};
  }
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
  const [current, choose] = useLanguage();
  const languages = selectableLanguages(brand.languages, init?.languages);
  if (!brand.blocks.languageSelector || languages.length < 2) return null;

  return (
    <Wrap>
      <img src={flagOf(current)} alt="" width={24} height={16} />
      <Select
        aria-label={intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}
        value={current}
        onChange={(e) => {
          if (isLanguage(e.target.value)) choose(e.target.value);
        }}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={LOCALES[lang]}>
            {NATIVE_NAMES[lang]}
          </option>
        ))}
      </Select>
    </Wrap>
  );
}
