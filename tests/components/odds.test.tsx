import { render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { Odds } from '@/components/odds';

const shown = (value: number, locale = 'en-GB') => {
  const { container, unmount } = render(
    <IntlProvider locale={locale}>
      <Odds value={value} />
    </IntlProvider>,
  );
  const text = container.textContent;
  unmount();
  return text;
};

describe('Odds', () => {
  it('always shows two decimals', () => {
    expect(shown(2)).toBe('2.00');
    expect(shown(1.5)).toBe('1.50');
    expect(shown(3.125)).toBe('3.13');
  });

  it("writes them the player's way", () => {
    expect(shown(1.5, 'de')).toBe('1,50');
    expect(shown(1234.5, 'en-GB')).toBe('1,234.50');
  });
});
