import { useState } from 'react';
import styled from 'styled-components';
import { randomShirt, teamLogoUrl } from '@/lib/media';
import { ImageWithFallback } from './image-with-fallback';

const Img = styled(ImageWithFallback)`
  display: block;
  object-fit: contain;
`;

/**
 * A team's crest, or one of the four shirts (chosen once, at random) when the crest is missing.
 * Decorative by default: the team's name is shown beside it.
 */
export function TeamLogo({
  team,
  size = 40,
  alt = '',
  loading,
}: {
  team: { id: number };
  size?: number;
  alt?: string;
  loading?: 'eager' | 'lazy';
}) {
  const [shirt] = useState(() => randomShirt());
  return (
    <Img
      src={teamLogoUrl(team.id)}
      fallback={shirt}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      draggable={false}
    />
  );
}
