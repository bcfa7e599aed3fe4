import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeagueKickoff } from '@/components/league-kickoff';
import { mockApi, renderWithApp, testBrand } from '../support/render';

describe('LeagueKickoff', () => {
  it('shows the kick-off in en-GB format in English, in the operator time zone', async () => {
    mockApi({});
    renderWithApp(
      <p data-testid="when">
        <LeagueKickoff
          event={{ category: { league_name: 'Premier League' }, starts: '2025-11-22T15:00:00Z' }}
        />
      </p>,
      { brand: testBrand({ region: { ...testBrand().region, timeZone: 'Europe/London' } }) },
    );
    // "Sat 22 Nov, 15:00" (older ICU data: "Sat, 22 Nov, 15:00"), never "Sat, Nov 22, 03:00 PM".
    expect(await screen.findByTestId('when')).toHaveTextContent(
      /^Premier League · Sat,? 22 Nov, 15:00$/,
    );
    expect(document.documentElement.lang).toBe('en-GB');
  });
});
