import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatUsd } from '../../../lib/format-usd';
import { Badge } from '../../../ui/badge';
import { StarIcon } from '../../../ui/icons';
import { HillCountryScene } from '../../../ui/illustrations/hill-country-scene';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import { parseWholeDollars, type ProfileFormValues } from '../utils/profile-form';
import { CATEGORY_LABELS, PLACEHOLDER_PORTFOLIO_IMAGE } from '../utils/profile-options';

/** As on the venue page: a vendor card shows up to three specialties, then a count of the rest. */
const CARD_SPECIALTIES = 3;
const CENTS_PER_DOLLAR = 100;

interface VendorCardPreviewProps {
  values: ProfileFormValues;
  rating: number;
  reviewCount: number;
}

/**
 * The card couples see in a venue's Vendors tab, drawn from the form as it is now. It mirrors
 * the venue page's card (features do not import each other); keep the two in step.
 */
export function VendorCardPreview({ values, rating, reviewCount }: VendorCardPreviewProps) {
  const name = values.name.trim();
  const description = values.description.trim();
  const specialties = values.specialties.slice(0, CARD_SPECIALTIES);
  const more = values.specialties.length - specialties.length;
  const dollars = parseWholeDollars(values.startingPrice);
  const price = dollars === null ? null : formatUsd(dollars * CENTS_PER_DOLLAR);
  return (
    <StyledCard data-category={values.category || undefined}>
      <Portfolio src={values.portfolio[0] ?? PLACEHOLDER_PORTFOLIO_IMAGE} name={name || 'this vendor'} />
      <StyledBody>
        <StyledTop>
          <Badge $tone="sage">{values.category ? CATEGORY_LABELS[values.category] : 'Category'}</Badge>
          <StyledRating>
            <StarIcon />
            <VisuallyHidden>Rated </VisuallyHidden>
            <strong>{rating.toFixed(1)}</strong>
            <VisuallyHidden> out of 5</VisuallyHidden>
            <span>({reviewLabel(reviewCount)})</span>
          </StyledRating>
        </StyledTop>
        <StyledName $placeholder={!name}>{name || 'Your business name'}</StyledName>
        <StyledDescription $placeholder={!description}>
          {description || 'A few sentences about your work appear here.'}
        </StyledDescription>
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

function reviewLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}

function Portfolio({ src, name }: { src: string; name: string }) {
  const theme = useTheme();
  // Keyed by address: a new first image gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <StyledMedia>
      {failedSrc !== src ? (
        <img key={src} src={src} alt={`Work by ${name}`} decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <StyledFallback role="img" aria-label={`No portfolio photos from ${name} yet`}>
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
  box-shadow: ${({ theme }) => theme.shadows.md};
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

const StyledRating = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong { font-weight: ${({ theme }) => theme.fontWeights.semibold}; }
  span { color: ${({ theme }) => theme.colors.inkMuted}; }
  svg {
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    color: ${({ theme }) => theme.colors.star};
    fill: currentColor;
  }
`;

const StyledName = styled.h3<{ $placeholder: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.inkMuted : 'inherit')};
`;

const StyledDescription = styled.p<{ $placeholder: boolean }>`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-style: ${({ $placeholder }) => ($placeholder ? 'italic' : 'normal')};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
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
