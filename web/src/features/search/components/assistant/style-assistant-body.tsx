import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { ArrowRightIcon, SparkleIcon } from '@/ui/icons';
import { Notice } from '@/ui/notice';
import { StepIndicator } from '@/ui/step-indicator';
import { ASSISTANT_STEPS, useStyleAssistant, type StyleMatches } from '../../hooks/use-style-assistant';
import { AssistantResultsStep } from './assistant-results-step';
import { AtmosphereStep, DetailsStep, StyleStep } from './assistant-steps';

interface StyleAssistantBodyProps {
  onMatches: (matches: StyleMatches | null) => void;
  matchesShown: boolean;
  onShowMatches: (shown: boolean) => void;
}

/** The assistant's steps, its answers and its search: the body of ./style-assistant, loaded on first open. */
export function StyleAssistantBody({ onMatches, matchesShown, onShowMatches }: StyleAssistantBodyProps) {
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
    <>
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
    </>
  );
}

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
