import { forwardRef } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { RefreshIcon } from '@/ui/icons';
import type { StyleMatches } from '../../hooks/use-style-assistant';
import { requiredAmenities, STYLE_SEARCH_VENUE_TYPE } from '../../utils/style-match';

interface AssistantResultsStepProps {
  matches: StyleMatches;
  matchesShown: boolean;
  onShowMatches: (shown: boolean) => void;
  onStartOver: () => void;
}

export const AssistantResultsStep = forwardRef<HTMLHeadingElement, AssistantResultsStepProps>(function AssistantResultsStep(
  { matches, matchesShown, onShowMatches, onStartOver },
  ref,
) {
  const { venues, total, droppedAmenities, preferences } = matches;
  const best = venues[0];
  const venueType = preferences.weddingStyle ? STYLE_SEARCH_VENUE_TYPE[preferences.weddingStyle] : undefined;
  const noun = (count: number) => `${venueType ? `${venueType} ` : ''}${count === 1 ? 'venue' : 'venues'}`;
  const ranked =
    venues.length < total
      ? `the ${venues.length} most recommended ${noun(venues.length)} (of ${total.toLocaleString('en-US')})`
      : `${venues.length} ${noun(venues.length)}`;

  return (
    <StyledResults>
      <StyledHeading ref={ref} tabIndex={-1}>
        {best ? 'Your style matches are ready' : 'No venues found'}
      </StyledHeading>
      <div role="status">
        {best ? (
          <StyledText>
            We ranked {ranked} against your {describe(matches)}. Your best match is <strong>{best.name}</strong> at{' '}
            <strong>{best.aiScore}%</strong>.
          </StyledText>
        ) : (
          <StyledText>No {noun(2)} are listed yet. Try another style, or browse every venue below.</StyledText>
        )}
        {droppedAmenities && (
          <StyledNote>
            No {noun(1)} lists {requiredAmenities(preferences.mustHaveFeatures).join(' and ')}, so we ranked every{' '}
            {noun(1)} instead; your must-haves still count towards each match.
          </StyledNote>
        )}
      </div>
      <StyledActions>
        <Button $variant="outline" onClick={onStartOver}>
          <RefreshIcon /> Start New Search
        </Button>
        {best && !matchesShown && (
          <Button $variant="secondary" onClick={() => onShowMatches(true)}>
            Show my matches
          </Button>
        )}
      </StyledActions>
    </StyledResults>
  );
});

function describe({ preferences }: StyleMatches): string {
  const parts = [
    preferences.weddingStyle && `${preferences.weddingStyle} style`,
    preferences.atmosphere && `${preferences.atmosphere} atmosphere`,
    preferences.mustHaveFeatures.length > 0 && 'must-haves',
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return 'preferences';
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

const StyledResults = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus-visible { outline: none; }
`;

const StyledText = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledNote = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  margin-top: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.sunlight};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
