import styled from 'styled-components';
import { isPremiumPackage } from '@domain/venues/venue-packages';
import { formatUsdDecimal } from '@/lib/format-usd';
import type { VenuePackage } from '@/types/api';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button';
import { CheckList } from '@/ui/check-list';
import { BouquetIcon, CrownIcon, StarIcon, UsersIcon } from '@/ui/icons';
import { SpreadRow } from '@/ui/layout';
import { Figure, MetaLine } from '@/ui/typography';
import { bookingPath } from '../utils/booking-path';
import { guestsLabel } from '../utils/labels';

interface PackageCardProps {
  venueId: string;
  pkg: VenuePackage;
  selectedDate: string | null;
}

export function PackageCard({ venueId, pkg, selectedDate }: PackageCardProps) {
  const premium = isPremiumPackage(pkg);
  const price = formatUsdDecimal(pkg.basePrice);
  const nameId = `package-${pkg.id}`;
  return (
    <StyledCard $popular={pkg.isPopular} aria-labelledby={nameId}>
      <StyledTop>
        <StyledIcon $premium={premium}>{premium ? <CrownIcon /> : <BouquetIcon />}</StyledIcon>
        {pkg.isPopular && (
          <Badge $tone="accent">
            <StarIcon /> Most Popular
          </Badge>
        )}
      </StyledTop>
      <StyledName id={nameId}>{pkg.name}</StyledName>
      <StyledDescription>{pkg.description}</StyledDescription>
      <StyledFigures>
        <Figure>{price ?? 'Price on request'}</Figure>
        <MetaLine>
          <UsersIcon /> Up to {guestsLabel(pkg.maxGuests)}
        </MetaLine>
      </StyledFigures>
      {pkg.includedServices.length > 0 && (
        <StyledServices items={pkg.includedServices} label={`Included in ${pkg.name}`} />
      )}
      <StyledAction
        to={bookingPath(venueId, { packageId: pkg.id, date: selectedDate })}
        $variant={pkg.isPopular ? 'primary' : 'outline'}
        $block
        aria-describedby={nameId}
      >
        Book this package
      </StyledAction>
    </StyledCard>
  );
}

const StyledCard = styled.article<{ $popular: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid
    ${({ theme, $popular }) => ($popular ? theme.colors.terracotta : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme, $popular }) => ($popular ? theme.shadows.md : theme.shadows.sm)};
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  svg { width: 0.8rem; height: 0.8rem; }
`;

const StyledIcon = styled.span<{ $premium: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $premium }) => ($premium ? theme.colors.sunlight : theme.colors.sageLight)};
  color: ${({ theme, $premium }) => ($premium ? theme.colors.terracottaText : theme.colors.oak)};
  && svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledFigures = styled(SpreadRow)`
  align-items: baseline;
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledServices = styled(CheckList)`
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const StyledAction = styled(ButtonLink)`
  margin-top: auto;
`;
