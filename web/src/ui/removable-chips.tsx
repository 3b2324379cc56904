import styled from 'styled-components';
import { CloseIcon } from './icons';

interface RemovableChipsProps {
  /** The list's accessible name ("Amenities you added"). */
  label: string;
  items: readonly string[];
  onRemove(item: string): void;
  className?: string;
}

/** Things the user added by hand, each with a button that takes it off again. */
export function RemovableChips({ label, items, onRemove, className }: RemovableChipsProps) {
  return (
    <StyledChips aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item}>
          <span>{item}</span>
          <button type="button" aria-label={`Remove ${item}`} onClick={() => onRemove(item)}>
            <CloseIcon />
          </button>
        </li>
      ))}
    </StyledChips>
  );
}

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.sageLight};
    color: ${({ theme }) => theme.colors.oak};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  button {
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover { background: ${({ theme }) => theme.colors.surface}; }
    &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
    svg { width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; }
  }
`;
