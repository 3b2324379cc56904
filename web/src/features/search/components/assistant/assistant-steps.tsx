import { forwardRef, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Field, Label, Textarea } from '@/ui/field';
import {
  ATMOSPHERE_OPTIONS,
  BUDGET_PRIORITY_OPTIONS,
  COLOR_OPTIONS,
  FEATURE_OPTIONS,
  SEASON_OPTIONS,
  STYLE_OPTIONS,
} from '../../utils/assistant-options';
import { toggleItem } from '../../utils/search-filters';
import type { AssistantPreferences } from '../../utils/style-match';
import { ChoiceCard } from './choice-card';

/** The spec leaves the inspiration length open; this keeps it to a few sentences. */
export const INSPIRATION_MAX_LENGTH = 500;

interface StepProps {
  preferences: AssistantPreferences;
  update: (change: Partial<AssistantPreferences>) => void;
}

// Each step opens with a heading that takes focus when the step appears, so a screen
// reader hears where it is; the choices are native radios and checkboxes in named groups.

export const StyleStep = forwardRef<HTMLHeadingElement, StepProps>(function StyleStep({ preferences, update }, ref) {
  const id = useId();
  return (
    <StyledStep>
      <StepHeading ref={ref} id={`${id}-title`} hint="Pick the one that feels most like you.">
        What's your wedding style?
      </StepHeading>
      <StyledGrid role="radiogroup" aria-labelledby={`${id}-title`} $min="8.5rem" $max={4}>
        {STYLE_OPTIONS.map((option) => (
          <ChoiceCard
            key={option.value}
            type="radio"
            name={`${id}-style`}
            value={option.value}
            label={option.label}
            description={option.description}
            checked={preferences.weddingStyle === option.value}
            onChange={() => update({ weddingStyle: option.value })}
          />
        ))}
      </StyledGrid>
    </StyledStep>
  );
});

export const AtmosphereStep = forwardRef<HTMLHeadingElement, StepProps>(function AtmosphereStep({ preferences, update }, ref) {
  const id = useId();
  return (
    <StyledStep>
      <StepHeading ref={ref} id={`${id}-title`} hint="Choose the atmosphere, then any colours you love.">
        What atmosphere do you imagine?
      </StepHeading>
      <StyledGrid role="radiogroup" aria-labelledby={`${id}-title`} $min="8.5rem" $max={3}>
        {ATMOSPHERE_OPTIONS.map((option) => (
          <ChoiceCard
            key={option.value}
            type="radio"
            name={`${id}-atmosphere`}
            value={option.value}
            label={option.label}
            description={option.description}
            checked={preferences.atmosphere === option.value}
            onChange={() => update({ atmosphere: option.value })}
          />
        ))}
      </StyledGrid>
      <Group title="Colour palette" hint="Optional, choose any">
        {(labelId) => (
          <StyledGrid role="group" aria-labelledby={labelId} $min="9.5rem" $max={6}>
            {COLOR_OPTIONS.map((option) => (
              <ChoiceCard
                key={option.value}
                compact
                type="checkbox"
                name={`${id}-colours`}
                value={option.value}
                label={option.label}
                checked={preferences.colorScheme.includes(option.value)}
                onChange={() => update({ colorScheme: toggleItem(preferences.colorScheme, option.value) })}
                media={<StyledSwatch $swatch={option.swatch} aria-hidden="true" />}
              />
            ))}
          </StyledGrid>
        )}
      </Group>
    </StyledStep>
  );
});

export const DetailsStep = forwardRef<HTMLHeadingElement, StepProps>(function DetailsStep({ preferences, update }, ref) {
  const id = useId();
  return (
    <StyledStep>
      <StepHeading ref={ref} id={`${id}-title`} hint="All optional: the more you tell us, the better the match.">
        A few more details
      </StepHeading>

      <Group title="Preferred season">
        {(labelId) => (
          <StyledGrid role="radiogroup" aria-labelledby={labelId} $min="8rem" $max={5}>
            <ChoiceCard
              compact
              type="radio"
              name={`${id}-season`}
              value=""
              label="Any season"
              checked={preferences.preferredSeason === null}
              onChange={() => update({ preferredSeason: null })}
            />
            {SEASON_OPTIONS.map((option) => (
              <ChoiceCard
                key={option.value}
                compact
                type="radio"
                name={`${id}-season`}
                value={option.value}
                label={option.label}
                checked={preferences.preferredSeason === option.value}
                onChange={() => update({ preferredSeason: option.value })}
              />
            ))}
          </StyledGrid>
        )}
      </Group>

      <Group title="Must-have features">
        {(labelId) => (
          <StyledGrid role="group" aria-labelledby={labelId} $min="13rem" $max={4}>
            {FEATURE_OPTIONS.map((option) => (
              <ChoiceCard
                key={option.value}
                compact
                type="checkbox"
                name={`${id}-features`}
                value={option.value}
                label={option.label}
                checked={preferences.mustHaveFeatures.includes(option.value)}
                onChange={() => update({ mustHaveFeatures: toggleItem(preferences.mustHaveFeatures, option.value) })}
              />
            ))}
          </StyledGrid>
        )}
      </Group>

      <Group title="How much of your budget goes to the venue?">
        {(labelId) => (
          <StyledGrid role="radiogroup" aria-labelledby={labelId} $min="8.5rem" $max={3}>
            {BUDGET_PRIORITY_OPTIONS.map((option) => (
              <ChoiceCard
                key={option.value}
                type="radio"
                name={`${id}-budget`}
                value={option.value}
                label={option.label}
                description={option.description}
                checked={preferences.budgetPriority === option.value}
                onChange={() => update({ budgetPriority: option.value })}
              />
            ))}
          </StyledGrid>
        )}
      </Group>

      <Field>
        <Label htmlFor={`${id}-inspiration`}>Inspiration</Label>
        <StyledTextarea
          id={`${id}-inspiration`}
          rows={3}
          maxLength={INSPIRATION_MAX_LENGTH}
          placeholder="Tell us about your dream day: string lights under the oaks, a vineyard at sunset…"
          value={preferences.inspiration}
          onChange={(event) => update({ inspiration: event.target.value })}
        />
      </Field>
    </StyledStep>
  );
});

interface StepHeadingProps {
  id: string;
  hint: string;
  children: ReactNode;
}

const StepHeading = forwardRef<HTMLHeadingElement, StepHeadingProps>(function StepHeading({ id, hint, children }, ref) {
  return (
    <StyledHeadingBlock>
      <StyledHeading ref={ref} id={id} tabIndex={-1}>
        {children}
      </StyledHeading>
      <StyledHint>{hint}</StyledHint>
    </StyledHeadingBlock>
  );
});

function Group({ title, hint, children }: { title: string; hint?: string; children: (labelId: string) => ReactNode }) {
  const labelId = useId();
  return (
    <StyledGroup>
      <StyledGroupTitle id={labelId}>
        {title}
        {hint && <span> · {hint}</span>}
      </StyledGroupTitle>
      {children(labelId)}
    </StyledGroup>
  );
}

const StyledStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledHeadingBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  &:focus-visible { outline: none; }
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const StyledGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledGroupTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
  span {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** As many columns of at least $min as fit, but never more than $max (so 6 choices make 3 + 3, not 5 + 1). */
const StyledGrid = styled.div<{ $min: string; $max: number }>`
  --gap: ${({ theme }) => theme.space[2]};
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, max(${({ $min }) => $min}, (100% - ${({ $max }) => $max - 1} * var(--gap)) / ${({ $max }) => $max})), 1fr)
  );
  gap: var(--gap);
`;

const StyledSwatch = styled.span<{ $swatch: string }>`
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $swatch }) => $swatch};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
`;

const StyledTextarea = styled(Textarea)`
  min-height: 5.5rem;
`;
