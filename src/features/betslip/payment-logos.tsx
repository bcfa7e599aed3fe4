import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { plainList } from '@/components/lists';
import type { MobileMoneyProvider } from '@/types/brand.gen';
import type { OperatorConfig } from '@/types/api.gen';
import { PER_SLIDE, SLIDE_MS } from './carousel';
import { ChoiceChips } from './choice-chips';
import networks from './networks.json';

/** The name of each mobile-money network (its logo's text); the ids are the brand schema's. */
const networkNames: Record<MobileMoneyProvider, string> = networks;

const networkLogos = import.meta.glob<string>('../../assets/networks/*.svg', {
  eager: true,
  import: 'default',
});
const networkLogo = (id: string) => networkLogos[`../../assets/networks/${id}.svg`];

const Row = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/**
 * The mobile-money operators' logos in the brand's order, 4 per slide, a new slide every 3 s (still
 * with reduced motion).
 */
export function MobileMoneyCarousel({
  providers: shown,
}: {
  providers: readonly MobileMoneyProvider[];
}) {
  const intl = useIntl();
  const slides = Math.ceil(shown.length / PER_SLIDE);
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    if (slides < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setSlide((s) => (s + 1) % slides), SLIDE_MS);
    return () => clearInterval(timer);
  }, [slides]);
  if (shown.length === 0) return null;
  return (
    <Row
      aria-label={intl.formatMessage({
        id: 'betslip.networks',
        defaultMessage: 'Mobile money networks',
      })}
      aria-live="off"
      data-testid="mm-carousel"
    >
      {shown.slice(slide * PER_SLIDE, slide * PER_SLIDE + PER_SLIDE).map((id) => (
        <li key={id}>
          <img src={networkLogo(id)} alt={networkNames[id]} width={96} height={40} />
        </li>
      ))}
    </Row>
  );
}

/**
 * The player's mobile-money network, among those offered (more than one): the payment request goes
 * to it. Chips with the networks' names, in the brand's order (its first is the default).
 */
export function NetworkField({
  networks,
  value,
  onChange,
}: {
  networks: readonly MobileMoneyProvider[];
  value: string | undefined;
  onChange: (network: string) => void;
}) {
  return (
    <ChoiceChips
      legend={<FormattedMessage id="betslip.network" defaultMessage="Your mobile money network" />}
      options={networks.map((id) => ({
        value: id,
        label: networkNames[id],
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

const Banks = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    justify-items: center;
    align-content: start;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
    font-size: 0.6875rem;
    text-align: center;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img,
  li > span:first-child {
    width: 40px;
    height: 40px;
    border-radius: 50%;
  }
  li > span:first-child {
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
    font-size: 0.875rem;
  }
`;

type Bank = NonNullable<NonNullable<OperatorConfig['bank_widget']>['banks']>[number];

/**
 * A bank's badge text without a logo: the initials of a name of words ("Equity Bank" -> EB), a
 * short one-word name whole ("ING", "N26"), else its first letter ("Nordea" -> N).
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length > 1)
    return words
      .map((w) => w[0])
      .join('')
      .slice(0, 2)
      .toUpperCase();
  const word = words[0] ?? '';
  return (word.length <= 3 ? word : word.slice(0, 1)).toUpperCase();
}

/**
 * The bank-payment panel: the banks the payment provider's widget offers (`bank_widget.banks` of
 * /api/init), so the panel promises no bank the widget lacks. Names are the provider's text.
 */
export function BankPanel({ banks = [] }: { banks?: readonly Bank[] }) {
  return (
    <section aria-labelledby="bank-panel-title">
      <p id="bank-panel-title">
        {banks.length > 0 ? (
          <FormattedMessage
            id="betslip.banks.title"
            defaultMessage="Pay instantly from your bank account. Supported banks:"
          />
        ) : (
          <FormattedMessage
            id="betslip.banks.titleNoList"
            defaultMessage="Pay instantly from your bank account."
          />
        )}
      </p>
      {banks.length > 0 && (
        <Banks>
          {banks.map((b, i) => (
            <li key={`${i}:${b.name}`}>
              {b.logo ? (
                <img src={b.logo} alt="" width={40} height={40} loading="lazy" />
              ) : (
                <span aria-hidden="true">{initials(b.name)}</span>
              )}
              <span>{b.name}</span>
            </li>
          ))}
        </Banks>
      )}
    </section>
  );
}
