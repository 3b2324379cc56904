import { useId } from 'react';
import styled from 'styled-components';
import { StarIcon } from '@/ui/icons';
import { visuallyHidden } from '@/ui/visually-hidden';

const LABELS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

interface StarPickerProps {
  value: number;
  onChange(stars: number): void;
  /** The error under the group, for aria-describedby. */
  errorId?: string;
  invalid?: boolean;
}

/**
 * The rating as a native radio group (arrow keys move between stars, one tab stop), drawn as
 * stars; each radio's label says its number and word ("4 stars, Very good").
 */
export function StarPicker({ value, onChange, errorId, invalid }: StarPickerProps) {
  const name = useId();
  return (
    <StyledGroup role="radiogroup" aria-label="Your rating" aria-describedby={errorId} aria-invalid={invalid || undefined}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StyledOption key={n} $on={n <= value}>
          <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
          <StarIcon />
          <StyledLabel>{`${n} ${n === 1 ? 'star' : 'stars'}, ${LABELS[n]}`}</StyledLabel>
        </StyledOption>
      ))}
      <StyledWord aria-hidden="true">{value ? LABELS[value] : 'Choose a rating'}</StyledWord>
    </StyledGroup>
  );
}

const StyledGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledOption = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  cursor: pointer;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};

  /* The radio itself covers its star, unseen: a click or a tap lands on it. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  svg {
    pointer-events: none;
    width: 2rem;
    height: 2rem;
    color: ${({ theme, $on }) => ($on ? theme.colors.star : theme.colors.borderStrong)};
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }

  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledLabel = styled.span`
  ${visuallyHidden}
`;

const StyledWord = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
