import styled from 'styled-components';
import { CheckIcon } from './icons';

interface CheckListProps {
  items: readonly string[];
  /** The list's accessible name ("Included in Garden Package"). */
  label?: string;
  /** Two columns from a small tablet up, for long lists (amenities). */
  columns?: 1 | 2;
  className?: string;
}

/** A list of things that are included or agreed, each ticked. */
export function CheckList({ items, label, columns = 1, className }: CheckListProps) {
  return (
    <StyledList aria-label={label} $columns={columns} className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon /> {item}
        </li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul<{ $columns: 1 | 2 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }

  li { display: flex; align-items: flex-start; gap: ${({ theme }) => theme.space[2]}; }
  svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.iconSm};
    height: ${({ theme }) => theme.sizes.iconSm};
    margin-top: 0.15em;
    color: ${({ theme }) => theme.colors.success};
  }
`;
