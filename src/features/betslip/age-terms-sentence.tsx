import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/components/link';
import { useBrand } from '@/config/brand-context';
import { pageLicence } from '@/config/page-licence';
import { PLAY_RESPONSIBLY_PATH } from '@/hooks/age-terms';

/**
 * The payment block's closing sentence: the terms and the Play responsibly page, each a link.
 * Loaded after the block (its texts are the compliance group's, not every screen's core).
 */
export function AgeTermsSentence() {
  const brand = useBrand();
  const terms = brand.compliance?.terms;
  return (
    <FormattedMessage
      id="betslip.age"
      defaultMessage="By betting you confirm you are {age} or over and accept the <terms>terms</terms>. <rg>Play responsibly</rg>"
      values={{
        age: pageLicence(brand)?.minimumAge ?? 18,
        terms: (chunks: ReactNode[]) =>
          terms ? (
            <a href={terms} target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ) : (
            chunks
          ),
        rg: (chunks: ReactNode[]) =>
          brand.compliance ? <Link to={PLAY_RESPONSIBLY_PATH}>{chunks}</Link> : chunks,
      }}
    />
  );
}
