import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { ArrowRightIcon, SparkleIcon } from '@/ui/icons';
import { Notice } from '@/ui/notice';
import { StepIndicator } from '@/ui/step-indicator';
import { ASSISTANT_STEPS, useStyleAssistant, type StyleMatches } from '../../hooks/use-style-assistant';
import { AssistantResultsStep } from './assistant-results-step';
import { AtmosphereStep, DetailsStep, StyleStep } from './assistant-steps';

interface StyleAssistantProps {
  /** Called with the ranked venues after a search, and with null on Start New Search. */
  onMatches: (matches: StyleMatches | null) => void;
  /** Whether the results list shows the matches (true) or the filtered search (false). */
  matchesShown: boolean;
  onShowMatches: (shown: boolean) => void;
}

/** The AI Wedding Style Assistant: four steps, then the results list ranks venues by match. */
export function StyleAssistant({ onMatches, matchesShown, onShowMatches }: StyleAssistantProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const assistant = useStyleAssistant(onMatches);
  const { step } = assistant;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedByUser = useRef(false);

  // Focus the new step's heading when the visitor moves between steps (not on first open).
  useEffect(() => {
    if (!movedByUser.current) return;
    movedByUser.current = false;
    headingRef.current?.focus();
  }, [step]);

  const go = (action: () => void) => {
    movedByUser.current = true;
    action();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 3) go(() => void assistant.submit());
    else go(assistant.next);
  };

  const submitting = assistant.status === 'submitting';

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
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide assistant' : assistant.matches ? 'Open assistant' : 'Find my style'}
        </Button>
      </StyledHeader>

      <StyledBody id={`${id}-body`} hidden={!open}>
        <StepIndicator steps={ASSISTANT_STEPS} current={step} label="Assistant progress" names="current-on-phone" size="sm" />
        <StyledForm onSubmit={onSubmit} aria-busy={submitting}>
          {step === 1 && <StyleStep ref={headingRef} preferences={assistant.preferences} update={assistant.update} />}
          {step === 2 && <AtmosphereStep ref={headingRef} preferences={assistant.preferences} update={assistant.update} />}
          {step === 3 && <DetailsStep ref={headingRef} preferences={assistant.preferences} update={assistant.update} />}
          {step === 4 && assistant.matches && (
            <AssistantResultsStep
              ref={headingRef}
              matches={assistant.matches}
              matchesShown={matchesShown}
              onShowMatches={onShowMatches}
              onStartOver={() => go(assistant.reset)}
            />
          )}

          {assistant.status === 'error' && (
            <Notice role="alert">We couldn't search for your matches. {errorMessage(assistant.error)}</Notice>
          )}

          {step < 4 && (
            <StyledNav>
              {step > 1 ? (
                <Button $variant="ghost" disabled={submitting} onClick={() => go(assistant.back)}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              {step < 3 ? (
                <Button type="submit" $variant="secondary" disabled={!assistant.canGoNext}>
                  Next <ArrowRightIcon />
                </Button>
              ) : (
                <Button type="submit" disabled={submitting}>
                  <SparkleIcon /> {submitting ? 'Finding matches…' : 'Find My Matches'}
                </Button>
              )}
            </StyledNav>
          )}
        </StyledForm>
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

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledNav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;
