import { useAgeTerms } from '@/hooks/age-terms';
import { AgeTermsDialog } from './age-terms-dialog';
import { MarketBar } from './market-bar';
import { MarketFooter } from './market-footer';
import { usePageLicence } from './parts';

// The Play responsibly screen takes its parts from here, so that they ship in this one chunk.
export { AgeMark, Helpline, LicenceLine, LinkItems, OutLink, usePageLicence } from './parts';

/**
 * The market's elements (docs/compliance.md), one part of the page's own (src/app/compliance-slots.tsx,
 * at its foot): the footer there; Sweden's bar at the top of the page (market-bar.tsx); the age and
 * terms confirmation over it when a bet asks for it or the market has an age gate.
 */
export function MarketSlot() {
  const licence = usePageLicence()?.licence;
  if (!licence) return null;
  return (
    <>
      {licence.layout === 'stickyBar' && <MarketBar />}
      <MarketFooter />
      <AgeTerms gate={licence.ageGate} />
    </>
  );
}

/**
 * The age and terms confirmation: when a bet asks for it (src/lib/age-terms.ts), and on the first
 * visit where the market has an age gate (which only confirming closes).
 */
function AgeTerms({ gate }: { gate: boolean }) {
  const ageTerms = useAgeTerms();
  if (gate && !ageTerms.confirmed) return <AgeTermsDialog onConfirm={ageTerms.confirm} />;
  if (!ageTerms.asking) return null;
  return <AgeTermsDialog onConfirm={ageTerms.confirm} onClose={ageTerms.cancel} />;
}
