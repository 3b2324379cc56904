import { isPremiumPackage } from '../../../../../domain/venues/venue-packages.js';
import styled from 'styled-components';
import { formatUsdDecimal } from '../../../lib/format-usd';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { CheckIcon, StarIcon, UsersIcon } from '../../../ui/icons';
import type { VenuePackage } from '../types';
import { bookingPath } from '../utils/booking-path';
import { guestsLabel } from '../utils/labels';
import { BouquetIcon, CrownIcon } from './package-icons';

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
        <StyledPrice>{price ?? 'Price on request'}</StyledPrice>
        <StyledGuests>
          <UsersIcon /> Up to {guestsLabel(pkg.maxGuests)}
        </StyledGuests>
      </StyledFigures>
      {pkg.includedServices.length > 0 && (
        <StyledServices aria-label={`Included in ${pkg.name}`}>
          {pkg.includedServices.map((service) => (
            <li key={service}>
              <CheckIcon /> {service}
            </li>
          ))}
        </StyledServices>
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

const StyledFigures = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

const StyledPrice = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.oakDeep};
`;

const StyledGuests = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledServices = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li { display: flex; align-items: flex-start; gap: ${({ theme }) => theme.space[2]}; }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    margin-top: 0.15em;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledAction = styled(ButtonLink)`
  margin-top: auto;
`;
