import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { plainList } from '@/components/lists';
import { MOBILE_MONEY_PROVIDERS, type MobileMoneyProvider } from '@/types/brand.gen';
import banks from './banks.json';
import networks from './networks.json';

/** The name of each mobile-money network (its logo's text); the ids are the brand schema's. */
const networkNames: Record<MobileMoneyProvider, string> = networks;

const bankLogos = import.meta.glob<string>('../../assets/banks/*.svg', {
  eager: true,
  import: 'default',
});
const networkLogos = import.meta.glob<string>('../../assets/networks/*.svg', {
  eager: true,
  import: 'default',
});
const logo = (all: Record<string, string>, folder: string, id: string) =>
  all[`../../assets/${folder}/${id}.svg`];

export const PER_SLIDE = 4;
export const SLIDE_MS = 3000;

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

/** The mobile-money operators' logos, 4 per slide, a new slide every 3 s (still with reduced motion). */
export function MobileMoneyCarousel({ providers }: { providers: readonly string[] }) {
  const intl = useIntl();
  const shown = MOBILE_MONEY_PROVIDERS.filter((id) => providers.includes(id));
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
          <img
            src={logo(networkLogos, 'networks', id)}
            alt={networkNames[id]}
            width={96}
            height={40}
          />
        </li>
      ))}
    </Row>
  );
}

const Banks = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(1)};
    font-size: 0.6875rem;
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The bank-payment panel: the 15 supported banks. */
export function BankPanel() {
  return (
    <section aria-labelledby="bank-panel-title">
      <p id="bank-panel-title">
        <FormattedMessage
          id="betslip.banks.title"
          defaultMessage="Pay instantly from your bank account. Supported banks:"
        />
      </p>
      <Banks>
        {banks.map((b) => (
          <li key={b.id}>
            <img
              src={logo(bankLogos, 'banks', b.id)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
            />
            <span>{b.name}</span>
          </li>
        ))}
      </Banks>
    </section>
  );
}
