import styled from 'styled-components';
import type { Venue } from '@/types/api';
import { Button } from '@/ui/button';
import { ArrowRightIcon, CloseIcon, ScaleIcon } from '@/ui/icons';
import { Photo } from '@/ui/photo';
import { COMPARE_LIMIT } from '../utils/compare-storage';

interface CompareBarProps {
  venues: readonly Venue[];
  onRemove: (venueId: string) => void;
  onClear: () => void;
  onCompare: () => void;
}

/**
 * Sticks to the bottom of the page while venues are chosen: their thumbnails, a way to
 * drop each, and Compare Selected once there are two or more (spec).
 */
export function CompareBar({ venues, onRemove, onClear, onCompare }: CompareBarProps) {
  if (venues.length === 0) return null;
  const emptySlots = Math.max(0, COMPARE_LIMIT - venues.length);

  return (
    <StyledBar aria-labelledby="compare-bar-title">
      <StyledInner>
        <StyledSummary>
          <StyledIcon aria-hidden="true">
            <ScaleIcon />
          </StyledIcon>
          <StyledHeading>
            <StyledTitle id="compare-bar-title">Compare venues</StyledTitle>
            <StyledCount aria-live="polite">
              {venues.length} of {COMPARE_LIMIT} selected
            </StyledCount>
          </StyledHeading>
        </StyledSummary>

        <StyledSlots>
          {venues.map((venue) => (
            <StyledSlot key={venue.id}>
              <StyledThumb>
                <Photo src={venue.images[0]} alt="" />
              </StyledThumb>
              <StyledName title={venue.name}>{venue.name}</StyledName>
              <StyledRemove type="button" aria-label={`Remove ${venue.name} from comparison`} onClick={() => onRemove(venue.id)}>
                <CloseIcon />
              </StyledRemove>
            </StyledSlot>
          ))}
          {Array.from({ length: emptySlots }, (_, index) => (
            <StyledEmptySlot key={index} aria-hidden="true">
              <span>Add a venue</span>
            </StyledEmptySlot>
          ))}
        </StyledSlots>

        <StyledClear $variant="ghost" $size="sm" onClick={onClear}>
          Clear
        </StyledClear>
        <StyledActions>
          {venues.length > 1 ? (
            <Button onClick={onCompare}>
              Compare Selected <ArrowRightIcon />
            </Button>
          ) : (
            <StyledHint>Choose one more to compare</StyledHint>
          )}
        </StyledActions>
      </StyledInner>
    </StyledBar>
  );
}

const StyledBar = styled.section`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

// Phone: a title row, then small thumbnails beside the button. Wide: one row.
const StyledInner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'summary clear'
    'slots actions';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.containerWide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'summary slots clear actions';
    gap: ${({ theme }) => theme.space[5]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  }
`;

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.lg} { flex-direction: column; }
`;

const StyledClear = styled(Button)`
  grid-area: clear;
  justify-self: end;
`;

const StyledSummary = styled.div`
  grid-area: summary;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledIcon = styled.span`
  display: none;
  place-items: center;
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.sageLight};
  color: ${({ theme }) => theme.colors.oak};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
  ${({ theme }) => theme.media.md} { display: grid; }
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ theme }) => theme.media.lg} { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const StyledCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledSlots = styled.ul`
  grid-area: slots;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.lg} {
    display: grid;
    grid-template-columns: repeat(${COMPARE_LIMIT}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

const slotSize = '3rem';

const StyledSlot = styled.li`
  position: relative;
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  width: ${slotSize};
  height: ${slotSize};

  ${({ theme }) => theme.media.lg} {
    width: auto;
    height: 3.5rem;
    padding: ${({ theme }) => theme.space[1]};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledEmptySlot = styled.li`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${slotSize};
  height: ${slotSize};
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  span { display: none; }

  ${({ theme }) => theme.media.lg} {
    width: auto;
    height: 3.5rem;
    span { display: inline; }
  }
`;

const StyledThumb = styled.span`
  flex: none;
  width: ${slotSize};
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.creamDeep};
  img { width: 100%; height: 100%; object-fit: cover; }
  ${({ theme }) => theme.media.lg} { border-radius: ${({ theme }) => theme.radii.sm}; }
`;

const StyledName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-overflow: ellipsis;
  white-space: nowrap;
  display: none;
  ${({ theme }) => theme.media.lg} { display: block; }
`;

/** On a phone a small round button on the thumbnail's corner; inline on wide screens. */
const StyledRemove = styled.button`
  position: absolute;
  top: -${({ theme }) => theme.space[1.5]};
  right: -${({ theme }) => theme.space[1.5]};
  display: grid;
  flex: none;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: 0.8rem; height: 0.8rem; }

  ${({ theme }) => theme.media.lg} {
    position: static;
    width: 2rem;
    height: 2rem;
    margin-left: auto;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.inkMuted};
    svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
  }
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  justify-content: flex-end;
`;

const StyledHint = styled.p`
  max-width: 9rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: right;
  ${({ theme }) => theme.media.lg} { max-width: none; }
`;
