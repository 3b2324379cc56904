import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatUsdDecimal } from '../../../lib/format-usd';
import { Badge } from '../../../ui/badge';
import { HillCountryScene } from '../../../ui/illustrations/hill-country-scene';
import type { Vendor } from '../types';
import { capitalize } from '../utils/labels';
import { VenueRating } from './venue-rating';

/** Spec: a vendor card shows up to three specialties, then a count of the rest. */
export const CARD_SPECIALTIES = 3;

export function VendorCard({ vendor }: { vendor: Vendor }) {
  const specialties = vendor.specialties.slice(0, CARD_SPECIALTIES);
  const more = vendor.specialties.length - specialties.length;
  const price = formatUsdDecimal(vendor.startingPrice);
  return (
    <StyledCard data-category={vendor.category}>
      <Portfolio vendor={vendor} />
      <StyledBody>
        <StyledTop>
          <Badge $tone="sage">{capitalize(vendor.category)}</Badge>
          <VenueRating rating={vendor.rating} reviewCount={vendor.reviewCount} size="sm" />
        </StyledTop>
        <StyledName>{vendor.name}</StyledName>
        <StyledDescription>{vendor.description}</StyledDescription>
        {specialties.length > 0 && (
          <StyledSpecialties aria-label="Specialties">
            {specialties.map((specialty) => (
              <li key={specialty}>{specialty}</li>
            ))}
            {more > 0 && <StyledMore>+{more} more</StyledMore>}
          </StyledSpecialties>
        )}
        <StyledPrice>
          {price ? (
            <>
              Starting at <strong>{price}</strong>
            </>
          ) : (
            'Price on request'
          )}
        </StyledPrice>
      </StyledBody>
    </StyledCard>
  );
}

function Portfolio({ vendor }: { vendor: Vendor }) {
  const [failed, setFailed] = useState(false);
  const theme = useTheme();
  const src = vendor.portfolio[0];
  return (
    <StyledMedia>
      {src && !failed ? (
        <img src={src} alt={`Work by ${vendor.name}`} loading="lazy" decoding="async" onError={() => setFailed(true)} />
      ) : (
        <StyledFallback role="img" aria-label={`No portfolio photos from ${vendor.name} yet`}>
          <HillCountryScene groundColor={theme.colors.creamDeep} />
        </StyledFallback>
      )}
    </StyledMedia>
  );
}

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledMedia = styled.div`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.creamDeep};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const StyledFallback = styled.div`
  display: flex;
  align-items: flex-end;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.gradients.placeholder};
  svg { width: 100%; height: 70%; }
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const StyledSpecialties = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1.5]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StyledMore = styled.li`
  && {
    border-style: dashed;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const StyledPrice = styled.p`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.oakDeep};
  }
`;
