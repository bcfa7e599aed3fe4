import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { NATIVE_NAMES } from '@/components/language-selector';
import { PageShell } from '@/components/page-shell';
import type { RuntimeLicence } from '@/config/runtime-brand';
import { BarNav } from '@/features/how-to-play/market-bar';
import { MarketFooter } from '@/features/how-to-play/market-footer';
import { LOCALES, type Language } from '@/lib/languages';

/**
 * A brand's own page (its terms, privacy, responsible gambling or top-up page: files in its
 * folder, docs/operators.md#the-brands-own-pages) in the app's look: the header with the logo,
 * Sweden's bar where the page's licence has one, the page's languages, the text, and the market's
 * footer. Rendered once by the build's prerender (src/app/prerender.tsx renderBrandPage) into a
 * static page that runs no script; the browser's bundle never loads this module.
 */

const Languages = styled.nav`
  margin-bottom: ${({ theme }) => theme.space(4)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
    font-size: 0.875rem;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

// The operator's text as its file has it: headings, paragraphs, lists, tables and links only
// (scripts/build/brand-pages.ts sanitises it), set as the app sets its own pages' text.
const Text = styled.article`
  overflow-wrap: anywhere;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.5rem;
    line-height: 1.2;
  }
  h2 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  p,
  ul,
  ol,
  table,
  blockquote {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space(6)};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-underline-offset: 3px;
  }
  blockquote {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.card};
    background: ${({ theme }) => theme.colors.surface};
  }
  blockquote > :last-child {
    margin-bottom: 0;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export interface BrandPageProps {
  /** The page's text as HTML, sanitised by the build. */
  body: string;
  language: Language;
  /** Every language the page is written in, with its address (one: no list). */
  languages: readonly { language: Language; href: string }[];
  /** The licence the page shows (its footer, and Sweden's bar when it has one). */
  licence?: RuntimeLicence;
}

export function BrandPage({ body, language, languages, licence }: BrandPageProps) {
  const intl = useIntl();
  return (
    <>
      {licence?.layout === 'stickyBar' && <BarNav licence={licence} />}
      <PageShell>
        {languages.length > 1 && (
          <Languages
            aria-label={intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}
          >
            <ul>
              {languages.map((l) => (
                <li key={l.language}>
                  <a
                    href={l.href}
                    hrefLang={LOCALES[l.language]}
                    lang={LOCALES[l.language]}
                    aria-current={l.language === language ? 'page' : undefined}
                  >
                    {NATIVE_NAMES[l.language]}
                  </a>
                </li>
              ))}
            </ul>
          </Languages>
        )}
        <Text dangerouslySetInnerHTML={{ __html: body }} />
      </PageShell>
      <MarketFooter />
    </>
  );
}
