import styled from 'styled-components';
import type { Venue } from '../../../types/api';
import { Button } from '../../../ui/button';
import { ArrowRightIcon, CloseIcon, ScaleIcon } from '../../../ui/icons';
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
          <div>
            <StyledTitle id="compare-bar-title">Compare venues</StyledTitle>
            <StyledCount aria-live="polite">
              {venues.length} of {COMPARE_LIMIT} selected
            </StyledCount>
          </div>
        </StyledSummary>

        <StyledSlots>
          {venues.map((venue) => (
            <StyledSlot key={venue.id}>
              <StyledThumb>{venue.images[0] ? <img src={venue.images[0]} alt="" /> : null}</StyledThumb>
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

        <StyledActions>
          <Button $variant="ghost" onClick={onClear}>
            Clear
          </Button>
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

const StyledInner = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  grid-template-areas:
    'summary actions'
    'slots slots';
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.containerWide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: auto 1fr auto;
    grid-template-areas: 'summary slots actions';
    gap: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[6]};
  }
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
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledCount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledSlots = styled.ul`
  grid-area: slots;
  display: grid;
  grid-template-columns: repeat(${COMPARE_LIMIT}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} { gap: ${({ theme }) => theme.space[3]}; }
`;

const slot = `
  display: flex;
  align-items: center;
  min-width: 0;
  height: 3.5rem;
`;

const StyledSlot = styled.li`
  ${slot}
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[1]};
  padding-right: ${({ theme }) => theme.space[1]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledEmptySlot = styled.li`
  ${slot}
  justify-content: center;
  border: ${({ theme }) => theme.sizes.border} dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
  span { display: none; }
  ${({ theme }) => theme.media.md} { span { display: inline; } }
`;

const StyledThumb = styled.span`
  flex: none;
  width: 3rem;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.creamDeep};
  img { width: 100%; height: 100%; object-fit: cover; }
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
  ${({ theme }) => theme.media.md} { display: block; }
`;

const StyledRemove = styled.button`
  display: grid;
  flex: none;
  place-items: center;
  width: 2rem;
  height: 2rem;
  margin-left: auto;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; color: ${({ theme }) => theme.colors.ink}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
  svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
`;

const StyledActions = styled.div`
  grid-area: actions;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledHint = styled.p`
  display: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  ${({ theme }) => theme.media.sm} { display: block; }
`;
