import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BrandMark } from '@/ui/brand-mark';

interface BrandProps {
  onDark?: boolean;
  onClick?: () => void;
}

/** The name and mark, linking home. The name stacks into a compact two-line lockup. */
export function Brand({ onDark = false, onClick }: BrandProps) {
  return (
    <StyledBrand to="/" $onDark={onDark} onClick={onClick}>
      <BrandMark />
      <StyledName>
        <StyledPrimary>Hill Country</StyledPrimary> <StyledSecondary $onDark={onDark}>Weddings</StyledSecondary>
      </StyledName>
    </StyledBrand>
  );
}

const StyledBrand = styled(Link)<{ $onDark: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.onDark : theme.colors.oakDeep)};
  text-decoration: none;

  svg { width: 2.25rem; height: 2.25rem; flex: none; }
  &:focus-visible { outline-offset: 4px; }
`;

const StyledName = styled.span`
  display: flex;
  flex-direction: column;
  line-height: 1;
`;

const StyledPrimary = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: -0.01em;
`;

const StyledSecondary = styled.span<{ $onDark: boolean }>`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: 0.68rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.32em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.terracottaOnDark : theme.colors.terracottaText)};
`;
