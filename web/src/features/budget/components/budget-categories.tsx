import { useId, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Badge } from '@/ui/badge';
import { ChevronDownIcon } from '@/ui/icons';
import { TitledCard } from '@/ui/titled-card';
import { VisuallyHidden } from '@/ui/visually-hidden';
import type { BudgetCategory } from '../types';
import { STATUS_LABELS, STATUS_TONES } from '../utils/budget-status';
import { fillRatio, usd } from '../utils/money';
import { Bar } from './budget-bar';

const PRIORITY_LABELS: Record<BudgetCategory['priority'], string> = { high: 'High priority', medium: 'Medium priority', low: 'Low priority' };

/** The spec's eight categories, scaled to the total by the server; each opens onto its subcategories. */
export function BudgetCategories({ categories }: { categories: readonly BudgetCategory[] }) {
  return (
    <TitledCard id="budget-categories" title="Categories">
      <StyledList>
        {categories.map((category) => (
          <CategoryRow key={category.id} category={category} />
        ))}
      </StyledList>
    </TitledCard>
  );
}

function CategoryRow({ category }: { category: BudgetCategory }) {
  const theme = useTheme();
  const [open, setOpen] = useState(false);
  const subsId = useId();
  const over = category.remaining.startsWith('-');
  return (
    <StyledRow data-category={category.id} data-status={category.status}>
      <StyledHead>
        <StyledSwatch aria-hidden="true" style={{ background: category.color }} />
        <StyledName>
          <strong>{category.name}</strong>
          <small>
            {category.percentage}% · {PRIORITY_LABELS[category.priority]}
          </small>
        </StyledName>
        <Badge $tone={STATUS_TONES[category.status]}>{STATUS_LABELS[category.status]}</Badge>
      </StyledHead>
      <StyledFigures>
        <span>
          <strong>{usd(category.spent)}</strong> of {usd(category.budgeted)}
        </span>
        <StyledRemaining $over={over}>{over ? `${usd(category.remaining.slice(1))} over` : `${usd(category.remaining)} left`}</StyledRemaining>
      </StyledFigures>
      <Bar $ratio={fillRatio(category.spent, category.budgeted)} $color={category.status === 'over' ? theme.colors.danger : category.color} aria-hidden="true" />
      <StyledToggle type="button" aria-expanded={open} aria-controls={subsId} onClick={() => setOpen((current) => !current)}>
        <StyledChevron aria-hidden="true" $open={open} />
        {open ? 'Hide' : 'Show'} {category.subcategories.length} subcategories
        <VisuallyHidden> of {category.name}</VisuallyHidden>
      </StyledToggle>
      <StyledSubs id={subsId} hidden={!open}>
        {category.subcategories.map((sub) => (
          <li key={sub.id} data-subcategory={sub.id}>
            <span>{sub.name}</span>
            <span>
              {usd(sub.spent)} of <strong>{usd(sub.budgeted)}</strong>
            </span>
          </li>
        ))}
      </StyledSubs>
    </StyledRow>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  > li + li { border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border}; }
`;

const StyledRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} 0;
  &:first-child { padding-top: 0; }
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledChevron = styled(ChevronDownIcon)<{ $open: boolean }>`
  flex: none;
  width: ${({ theme }) => theme.sizes.iconSm};
  height: ${({ theme }) => theme.sizes.iconSm};
  transform: ${({ $open }) => ($open ? 'rotate(180deg)' : 'none')};
  transition: transform ${({ theme }) => theme.transitions.fast};
`;

const StyledToggle = styled.button`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space[2]};
  margin-left: -${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.oak};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.creamDeep}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }
`;

const StyledSwatch = styled.span`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const StyledName = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-width: 0;
  strong { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.oakDeep}; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const StyledFigures = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.inkMuted};
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;

const StyledRemaining = styled.span<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.inkMuted)};
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
`;

const StyledSubs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &[hidden] { display: none; }

  li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]}; }
  li span:last-child { color: ${({ theme }) => theme.colors.inkMuted}; font-variant-numeric: tabular-nums; }
  strong { color: ${({ theme }) => theme.colors.ink}; }
`;
