import { useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import type { Venue } from '@/types/api';
import { IconButton } from '@/ui/button';
import { ArrowRightIcon } from '@/ui/icons';
import { PhotoPlaceholder } from '@/ui/illustrations/photo-placeholder';
import { Photo } from '@/ui/photo';

/** Spec: the first image large plus up to four more. */
export const GALLERY_IMAGES = 5;

interface VenueGalleryProps {
  venue: Pick<Venue, 'name' | 'images'>;
  /** The page's gallery is the first thing on screen; the dialog's is smaller. */
  compact?: boolean;
}

/**
 * The chosen photo large with the others as thumbnails. Thumbnails are buttons (Tab and
 * Enter); arrow keys move between them, and the arrows on the photo page through them.
 */
export function VenueGallery({ venue, compact = false }: VenueGalleryProps) {
  const images = venue.images.slice(0, GALLERY_IMAGES);
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(selected, Math.max(images.length - 1, 0));

  if (images.length === 0) return <GalleryPlaceholder name={venue.name} compact={compact} />;

  const show = (index: number, moveFocus = false) => {
    const next = (index + images.length) % images.length;
    setSelected(next);
    if (moveFocus) thumbs.current[next]?.focus();
  };

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    if (event.key in moves) {
      event.preventDefault();
      show(index + moves[event.key], true);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      show(event.key === 'Home' ? 0 : images.length - 1, true);
    }
  };

  return (
    <StyledGallery aria-label={`Photos of ${venue.name}`} role="group" $compact={compact}>
      <StyledMain $compact={compact}>
        <Photo key={images[current]} src={images[current]} alt={`${venue.name}, photo ${current + 1} of ${images.length}`} loading="eager" fetchPriority="high" />
        {images.length > 1 && (
          <>
            <StyledStep type="button" $side="left" aria-label="Previous photo" onClick={() => show(current - 1)}>
              <ArrowRightIcon />
            </StyledStep>
            <StyledStep type="button" $side="right" aria-label="Next photo" onClick={() => show(current + 1)}>
              <ArrowRightIcon />
            </StyledStep>
            <StyledCount aria-hidden="true">
              {current + 1} / {images.length}
            </StyledCount>
          </>
        )}
      </StyledMain>

      {images.length > 1 && (
        <StyledThumbs $count={images.length}>
          {images.map((src, index) => (
            <li key={src}>
              <StyledThumb
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                type="button"
                aria-label={`Show photo ${index + 1} of ${images.length}`}
                aria-pressed={index === current}
                onClick={() => show(index)}
                onKeyDown={(event) => onThumbKey(event, index)}
              >
                <Photo src={src} alt="" />
              </StyledThumb>
            </li>
          ))}
        </StyledThumbs>
      )}
    </StyledGallery>
  );
}

function GalleryPlaceholder({ name, compact }: { name: string; compact: boolean }) {
  return (
    <StyledMain $compact={compact} role="img" aria-label={`No photos of ${name} yet`}>
      <PhotoPlaceholder />
    </StyledMain>
  );
}

const StyledGallery = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $compact }) => ($compact ? theme.space[2] : theme.space[3])};
`;

const StyledMain = styled.div<{ $compact: boolean }>`
  position: relative;
  aspect-ratio: ${({ $compact }) => ($compact ? '16 / 9' : '4 / 3')};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.creamDeep};

  ${({ theme, $compact }) =>
    !$compact &&
    css`
      ${theme.media.md} { aspect-ratio: 16 / 10; border-radius: ${theme.radii.xl}; }
    `}

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledStep = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => ($side === 'left' ? `left: ${theme.space[3]};` : `right: ${theme.space[3]};`)}
  background: ${({ theme }) => theme.colors.headerBackground};
  color: ${({ theme }) => theme.colors.oakDeep};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-50%);
  svg { transform: ${({ $side }) => ($side === 'left' ? 'rotate(180deg)' : 'none')}; }
`;

const StyledCount = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2.5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.oakDeep};
  color: ${({ theme }) => theme.colors.onDark};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledThumbs = styled.ul<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const StyledThumb = styled.button`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  padding: 0;
  overflow: hidden;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.creamDeep};
  cursor: pointer;
  opacity: 0.78;
  transition: opacity ${({ theme }) => theme.transitions.fast}, border-color ${({ theme }) => theme.transitions.fast};

  img { width: 100%; height: 100%; object-fit: cover; }
  &:hover { opacity: 1; }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.terracotta};
    opacity: 1;
  }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;
