import type { ComponentProps } from 'react';
import styled from 'styled-components';
import defaultTicketImage from '@/assets/default-ticket.svg';
import { useBrand } from '@/config/brand-context';
import { ImageWithFallback } from './image-with-fallback';

const Img = styled(ImageWithFallback)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.border};
`;

/**
 * A ticket's preview image (2:1, decorative): the brand's default ticket image, or ours, when
 * the ticket has none or it fails to load.
 */
export function TicketImage(props: Omit<ComponentProps<typeof ImageWithFallback>, 'fallback'>) {
  const brand = useBrand();
  return (
    <Img
      alt=""
      decoding="async"
      {...props}
      fallback={brand.assets.defaultTicketImage ?? defaultTicketImage}
    />
  );
}
