import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ClockIcon } from '@/ui/icons';
import { Badge } from '@/ui/badge';
import { PhotoPlaceholder } from '@/ui/illustrations/photo-placeholder';
import { SpreadRow } from '@/ui/layout';
import { Rating } from './rating';

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
  /** The vendor's own page: the name links there. */
  href?: string;
  /** "Replies to 90% of inquiries, usually within 5 hours"; shown once the vendor has figures. */
  responseSummary?: string | null;
  /** What the couple can do from the card, e.g. a Contact button. */
  actions?: ReactNode;
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
        <SpreadRow>
          <Badge $tone="sage">{props.categoryLabel}</Badge>
          <Rating rating={rating} reviewCount={reviewCount} size="sm" />
        </SpreadRow>
        <StyledName $placeholder={!name}>{props.href && name ? <Link to={props.href}>{shownName}</Link> : shownName}</StyledName>
        {props.responseSummary && (
          <StyledResponse data-testid="vendor-response-summary">
            <ClockIcon aria-hidden="true" /> {props.responseSummary}
          </StyledResponse>
        )}
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
        {props.actions && <StyledActions>{props.actions}</StyledActions>}
      </StyledBody>
    </StyledCard>
  );
}

function Portfolio({ src, name, loading }: { src: string | undefined; name: string; loading: 'lazy' | 'eager' }) {
  // Keyed by address: a new first image gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <StyledMedia>
      {src && failedSrc !== src ? (
        <img key={src} src={src} alt={`Work by ${name}`} loading={loading} decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <PhotoPlaceholder label={`No portfolio photos from ${name} yet`} />
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

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
`;

const StyledName = styled.h3<{ $placeholder: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.inkMuted : 'inherit')};

  a {
    color: inherit;
    text-decoration: none;
    &:hover { text-decoration: underline; text-underline-offset: 3px; }
    &:focus-visible { outline: none; border-radius: ${({ theme }) => theme.radii.sm}; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  }
`;

const StyledResponse = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
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
