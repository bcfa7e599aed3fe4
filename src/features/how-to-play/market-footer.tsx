import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@/components/link';
import styled from 'styled-components';
import { PLAY_RESPONSIBLY_PATH } from '@/hooks/age-terms';
import {
  AgeMark,
  CustomerCare,
  Helpline,
  LicenceLine,
  LinkItems,
  OutLink,
  RegulatorWords,
  usePageLicence,
} from './parts';

const Footer = styled.footer`
  max-width: 720px;
  margin: ${({ theme }) => theme.space(6)} auto 0;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Warning = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

/**
 * The market's elements at the foot of every page (docs/compliance.md): the age mark and the
 * warning (in the regulator's own words where it has them), the age notice, the operator's
 * customer care, the helpline, the licence line, the responsible-gambling links, the terms and privacy
 * and the brand's Play responsibly page. In Sweden the buttons are in the bar at the top instead;
 * the licence line and Stödlinjen are here too.
 */
export function MarketFooter() {
  const intl = useIntl();
  const page = usePageLicence();
  if (!page) return null;
  const { compliance, licence } = page;
  const shows = new Set(licence.shows);
  const links = licence.layout === 'stickyBar' ? [] : licence.links;
  return (
    <Footer
      aria-label={intl.formatMessage({
        id: 'compliance.footer',
        defaultMessage: 'Licence and responsible gambling',
      })}
    >
      <Warning>
        {shows.has('ageMark') && <AgeMark age={licence.minimumAge} />}
        {/* The regulator's own words where it has them (Kenya, Tanzania), else ours. */}
        {licence.words?.warning ? (
          <span>
            <RegulatorWords text={licence.words.warning} />
          </span>
        ) : (
          <FormattedMessage
            id="compliance.warning"
            defaultMessage="Gambling can be addictive. Play responsibly."
          />
        )}
      </Warning>
      {licence.words?.ageNotice && (
        <p>
          <RegulatorWords text={licence.words.ageNotice} />
        </p>
      )}
      {shows.has('customerCare') && compliance.customerCare && (
        <p>
          <CustomerCare care={compliance.customerCare} />
        </p>
      )}
      {shows.has('helpline') && (
        <p>
          <Helpline licence={licence} />
        </p>
      )}
      {shows.has('licence') && (
        <p>
          <LicenceLine licence={licence} />
        </p>
      )}
      <Links>
        <LinkItems links={links} />
        <li>
          <Link to={PLAY_RESPONSIBLY_PATH}>
            <FormattedMessage id="compliance.playResponsibly" defaultMessage="Play responsibly" />
          </Link>
        </li>
        <li>
          <OutLink href={compliance.terms}>
            <FormattedMessage id="compliance.terms" defaultMessage="Terms and conditions" />
          </OutLink>
        </li>
        {compliance.privacy && (
          <li>
            <OutLink href={compliance.privacy}>
              <FormattedMessage id="compliance.privacy" defaultMessage="Privacy" />
            </OutLink>
          </li>
        )}
      </Links>
    </Footer>
  );
}
