import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '@/config/brand-context';
import { pageLicence } from '@/config/page-licence';
import type {
  RegulatorText,
  RuntimeCompliance,
  RuntimeLicence,
  RuntimeLink,
} from '@/config/runtime-brand';
import { useLanguage, useLocalText } from '@/hooks/intl';

/** The brand's compliance and the licence of the page's host, or undefined (a brand in tests). */
export function usePageLicence():
  { compliance: RuntimeCompliance; licence: RuntimeLicence } | undefined {
  const brand = useBrand();
  const licence = pageLicence(brand);
  return brand.compliance && licence ? { compliance: brand.compliance, licence } : undefined;
}

const Mark = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: 0.875rem;
  line-height: 1;
`;

/** The age mark: "18+", read out as what it means. */
export function AgeMark({ age }: { age: number }) {
  const intl = useIntl();
  return (
    <Mark
      role="img"
      aria-label={intl.formatMessage(
        { id: 'compliance.ageMark', defaultMessage: 'Only for people aged {age} or over' },
        { age },
      )}
    >
      {age}+
    </Mark>
  );
}

/** An address of another site: a new tab, which cannot reach back to this page. */
export function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * "EuroWin Europe GmbH is licensed and regulated by ... under licence number ..."; in Sweden
 * "... har licens från Spelinspektionen, licensnummer ..." (docs/compliance.md).
 */
export function LicenceLine({ licence }: { licence: RuntimeLicence }) {
  return (
    <FormattedMessage
      id="compliance.licence"
      defaultMessage="{market, select, GB {{licensee} is licensed and regulated in Great Britain by {article, select, the {the } other {}}<link>{regulator}</link> under account number {number}.} SE {{licensee} holds a licence from <link>{regulator}</link>, the Swedish Gambling Authority, licence number {number}.} other {{licensee} is licensed and regulated by {article, select, the {the } other {}}<link>{regulator}</link> under licence number {number}.}}"
      values={{
        market: licence.market,
        licensee: licence.licensee,
        regulator: licence.regulator,
        article: licence.regulatorArticle,
        number: licence.number,
        link: (chunks: ReactNode[]) => <OutLink href={licence.regulatorUrl}>{chunks}</OutLink>,
      }}
    />
  );
}

/** The helpline: its name (a link to its page), its number to call. */
export function Helpline({ licence }: { licence: RuntimeLicence }) {
  const local = useLocalText();
  const helpline = licence.helpline;
  if (!helpline) return null;
  const name = local(helpline.name) || helpline.url;
  return (
    <FormattedMessage
      id="compliance.helpline"
      defaultMessage="Help and advice: {name} {phone}"
      values={{
        name: helpline.url ? <OutLink href={helpline.url}>{name}</OutLink> : name,
        phone: helpline.phone ? (
          <a href={`tel:${helpline.phone.replace(/[\s-]/g, '')}`}>{helpline.phone}</a>
        ) : (
          ''
        ),
      }}
    />
  );
}

/** A responsible-gambling link of the brand file, in the language showing. */
export function LinkText({ link }: { link: RuntimeLink }) {
  const local = useLocalText();
  return <>{local(link.text)}</>;
}

/** The licence's responsible-gambling links, each an item of the list they open. */
export function LinkItems({ links }: { links: readonly RuntimeLink[] }) {
  return links.map((link) => (
    <li key={link.element}>
      <OutLink href={link.url}>
        <LinkText link={link} />
      </OutLink>
    </li>
  ));
}

/**
 * A regulator's own words (docs/compliance.md#the-regulators-own-words), in the page's language
 * where the regulator allows a translation, else as it wrote them (marked with their language).
 */
export function RegulatorWords({ text }: { text: RegulatorText }) {
  const [language] = useLanguage();
  const brand = useBrand();
  const said = text[language] ?? text[brand.languages[0]] ?? Object.values(text).find(Boolean);
  if (!said) return null;
  return said.lang === language ? <>{said.text}</> : <span lang={said.lang}>{said.text}</span>;
}

/** The operator's customer care: its phone, e-mail address and page, each a link. */
export function CustomerCare({ care }: { care: NonNullable<RuntimeCompliance['customerCare']> }) {
  const contacts: ReactNode[] = [];
  if (care.phone) {
    contacts.push(
      <a key="phone" href={`tel:${care.phone.replace(/[\s-]/g, '')}`} dir="ltr">
        {care.phone}
      </a>,
    );
  }
  if (care.email) {
    contacts.push(
      <a key="email" href={`mailto:${care.email}`}>
        {care.email}
      </a>,
    );
  }
  if (care.url) {
    contacts.push(
      <OutLink key="url" href={care.url}>
        {new URL(care.url).host}
      </OutLink>,
    );
  }
  return (
    <FormattedMessage
      id="compliance.customerCare"
      defaultMessage="Customer care: {contacts}"
      values={{
        contacts: contacts.flatMap((c, i) => (i ? [' · ', c] : [c])),
      }}
    />
  );
}
