import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '@/config/brand-context';
import { LanguageSelector } from './language-selector';
import { PlayerBadge } from './player-badge';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Logo = styled.img`
  display: block;
  height: 36px;
  width: auto;
  max-width: 55vw;
`;

export function Header({ children }: { children?: ReactNode }) {
  const brand = useBrand();
  return (
    <Bar>
      <Link to="/">
        <Logo src={brand.assets.logo} alt={brand.name} height={36} />
      </Link>
      {children}
      <PlayerBadge />
      <LanguageSelector />
    </Bar>
  );
}
