import type { ReactNode } from 'react';
import { RawIntlProvider, type IntlShape } from 'react-intl';
import type { SWRConfiguration } from 'swr';
import { ThemeProvider } from 'styled-components';
import { BrandProvider } from '@/config/brand-context';
import type { RuntimeBrand } from '@/config/runtime-brand';
import { AppIntlProvider } from '@/hooks/intl';
import { BareLoading } from '@/components/loading';
import { StateProvider, type createStore } from '@/lib/state';
import { SwrProvider } from '@/lib/swr';
import { createTheme } from '@/theme/theme';
import { GlobalStyle } from '@/theme/global-style';

type Store = ReturnType<typeof createStore>;

/** Every provider of the app, in one place: the app and the tests mount the same ones. */
export function Providers({
  brand,
  children,
  store,
  swr,
  intl,
}: {
  brand: RuntimeBrand;
  children: ReactNode;
  store?: Store;
  swr?: SWRConfiguration;
  /**
   * The texts at hand, in one language, with their formatters (the build's prerender: one per
   * language, shared by every brand); else loaded as the app runs.
   */
  intl?: IntlShape;
}) {
  return (
    <StateProvider store={store}>
      <BrandProvider brand={brand}>
        <ThemeProvider theme={createTheme(brand)}>
          <GlobalStyle />
          <SwrProvider value={swr}>
            {intl ? (
              <RawIntlProvider value={intl}>{children}</RawIntlProvider>
            ) : (
              <AppIntlProvider fallback={<BareLoading />}>{children}</AppIntlProvider>
            )}
          </SwrProvider>
        </ThemeProvider>
      </BrandProvider>
    </StateProvider>
  );
}
