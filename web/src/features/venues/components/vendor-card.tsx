import { useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatRating } from '../../../lib/format-rating';
import { Badge } from '../../../ui/badge';
import { StarIcon } from '../../../ui/icons';
import { HillCountryScene } from '../../../ui/illustrations/hill-country-scene';
import { VisuallyHidden } from '../../../ui/visually-hidden';

/** Spec: a vendor card shows up to three specialties, then a count of the rest. */
export const CARD_SPECIALTIES = 3;

export interface VendorCardProps {
  name: string;
  categoryLabel: string;
  /** Kept on the card for tests and styling, e.g. "photographer". */
  category?: string;
  rating: number;
  reviewCount: number;
  description: string;
  specialties: string[];
  /** "$3,200", or null for "Price on request". */
  price: string | null;
  image: string | undefined;
  /** Shown muted in place of an empty name or description (the vendor's live preview). */
  namePlaceholder?: string;
  descriptionPlaceholder?: string;
  imageLoading?: 'lazy' | 'eager';
}

/** The card couples see in a venue's Vendors tab; the vendor dashboard previews the same card. */
export function VendorCard(props: VendorCardProps) {
  const { name, description, rating, reviewCount } = props;
  const specialties = props.specialties.slice(0, CARD_SPECIALTIES);
  const more = props.specialties.length - specialties.length;
  const shownName = name || props.namePlaceholder || '';
  const shownDescription = description || props.descriptionPlaceholder || '';
  return (
    <StyledCard data-category={props.category || undefined}>
      <Portfolio src={props.image} name={name || 'this vendor'} loading={props.imageLoading ?? 'lazy'} />
      <StyledBody>
        <StyledTop>
          <Badge $tone="sage">{props.categoryLabel}</Badge>
          <StyledRating>
            <StarIcon />
            {reviewCount > 0 && <VisuallyHidden>Rated </VisuallyHidden>}
            <strong>{formatRating(rating, reviewCount)}</strong>
            {reviewCount > 0 && <VisuallyHidden> out of 5</VisuallyHidden>}
            <span>({`${reviewCount.toLocaleString('en-US')} ${reviewCount === 1 ? 'review' : 'reviews'}`})</span>
          </StyledRating>
        </StyledTop>
        <StyledName $placeholder={!name}>{shownName}</StyledName>
        {shownDescription && <StyledDescription $placeholder={!description}>{shownDescription}</StyledDescription>}
        {specialties.length > 0 && (
          <StyledSpecialties aria-label="Specialties">
            {specialties.map((specialty) => (
              <li key={specialty}>{specialty}</li>
            ))}
            {more > 0 && <StyledMore>+{more} more</StyledMore>}
          </StyledSpecialties>
        )}
        <StyledPrice>
          {props.price ? (
            <>
              Starting at <strong>{props.price}</strong>
            </>
          ) : (
            'Price on request'
          )}
        </StyledPrice>
      </StyledBody>
    </StyledCard>
  );
}

function Portfolio({ src, name, loading }: { src: string | undefined; name: string; loading: 'lazy' | 'eager' }) {
  const theme = useTheme();
  // Keyed by address: a new first image gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <StyledMedia>
      {src && failedSrc !== src ? (
        <img key={src} src={src} alt={`Work by ${name}`} loading={loading} decoding="async" onError={() => setFailedSrc(src)} />
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
