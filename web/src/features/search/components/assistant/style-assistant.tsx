import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { SparkleIcon } from '@/ui/icons';
import type { StyleMatches } from '../../hooks/use-style-assistant';

// The steps (their choices, the match rules and the illustration) are not needed for the search
// page's first paint: their chunk loads on the first open, or on hover/touch/focus just before it.
const loadBody = () => import('./style-assistant-body');
const StyleAssistantBody = lazy(async () => ({ default: (await loadBody()).StyleAssistantBody }));

interface StyleAssistantProps {
  /** Called with the ranked venues after a search, and with null on Start New Search. */
  onMatches: (matches: StyleMatches | null) => void;
  /** Whether the assistant has ranked venues (its last search, until Start New Search). */
  hasMatches: boolean;
  /** Whether the results list shows the matches (true) or the filtered search (false). */
  matchesShown: boolean;
  onShowMatches: (shown: boolean) => void;
}

/**
 * The AI Wedding Style Assistant: four steps (./style-assistant-body), then the results list
 * ranks venues by match. Once opened the steps stay mounted, hidden, so closing keeps the answers.
 */
export function StyleAssistant({ onMatches, hasMatches, matchesShown, onShowMatches }: StyleAssistantProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <StyledPanel aria-labelledby={`${id}-title`}>
      <StyledHeader>
        <StyledIcon aria-hidden="true">
          <SparkleIcon />
        </StyledIcon>
        <StyledIntro>
          <StyledTitle id={`${id}-title`}>AI Wedding Style Assistant</StyledTitle>
          <StyledLead>Tell us your style and must-haves; we'll rank venues by how well they match.</StyledLead>
        </StyledIntro>
        <Button
          $variant={open ? 'ghost' : 'secondary'}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onPointerEnter={() => void loadBody()}
          onFocus={() => void loadBody()}
          onClick={() => {
            setWanted(true);
            setOpen((value) => !value);
          }}
        >
          {open ? 'Hide assistant' : hasMatches ? 'Open assistant' : 'Find my style'}
        </Button>
      </StyledHeader>

      <StyledBody id={`${id}-body`} hidden={!open}>
        {wanted && (
          <Suspense fallback={<StyledLoading role="status">Loading the assistant…</StyledLoading>}>
            <StyleAssistantBody onMatches={onMatches} matchesShown={matchesShown} onShowMatches={onShowMatches} />
          </Suspense>
        )}
      </StyledBody>
    </StyledPanel>
  );
}

const StyledPanel = styled.section`
  overflow: hidden;
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, ${({ theme }) => theme.colors.sageLight} 0%, ${({ theme }) => theme.colors.surface} 55%);
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledHeader = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};

  > button { grid-column: 1 / -1; }

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr auto;
    padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[6]};
    > button { grid-column: auto; }
  }
`;

const StyledIcon = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.oak};
  color: ${({ theme }) => theme.colors.sunlight};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledIntro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ theme }) => theme.media.md} { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
`;

const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[5]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  &[hidden] { display: none; }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledLoading = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;
