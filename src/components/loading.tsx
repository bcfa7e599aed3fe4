import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import defaultLogo from '@/assets/default-logo.svg';
import { useBrand } from '@/config/brand-context';
import { ImageWithFallback } from './image-with-fallback';

const Wrap = styled.div`
  min-height: 60vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spin = styled(ImageWithFallback)`
  width: 64px;
  height: 64px;
  animation: spin 1.2s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/** The operator's spinner image, falling back to a default logo. */
export function BrandSpinner() {
  const brand = useBrand();
  return <Spin src={brand.assets.spinner} fallback={defaultLogo} alt="" width={64} height={64} />;
}

/**
 * Shown before the texts have loaded, as the page's HTML shows it from its first paint: the
 * spinner and "Loading..." in the brand's language (put in the page by the build).
 */
export function BareLoading() {
  const brand = useBrand();
  return (
    <Wrap role="status">
      <BrandSpinner />
      {brand.loadingText}
    </Wrap>
  );
}

/** The spinner with Loading..., while a screen or its data loads. */
export function Loading() {
  return (
    <Wrap role="status">
      <BrandSpinner />
      <FormattedMessage id="common.loading" defaultMessage="Loading..." />
    </Wrap>
  );
}
