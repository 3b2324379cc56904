import type { ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import type { MyBudget } from '../types';
import { fillRatio, usd } from '../utils/money';
import { Bar } from './budget-bar';

interface BudgetOverviewProps {
  budget: MyBudget;
  /** Change total, Add Expense, the exports. */
  actions: ReactNode;
}

/** The total, what is spent and left, and the health counts, with the tab's main buttons. */
export function BudgetOverview({ budget, actions }: BudgetOverviewProps) {
  const theme = useTheme();
  const { summary, health } = budget;
  const over = summary.totalRemaining.startsWith('-');
  return (
    <StyledCard aria-labelledby="budget-total-title">
      <StyledTop>
        <div>
          <StyledEyebrow id="budget-total-title">Total budget</StyledEyebrow>
          <StyledTotal data-testid="budget-total">{usd(budget.totalBudget)}</StyledTotal>
        </div>
        <StyledActions>{actions}</StyledActions>
      </StyledTop>
      <StyledFigures>
        <div data-figure="spent">
          <dt>Spent</dt>
          <dd>
            {usd(summary.totalSpent)} <small>({summary.spentPercentage}%)</small>
          </dd>
        </div>
        <div data-figure="remaining">
          <dt>{over ? 'Over budget' : 'Remaining'}</dt>
          <StyledRemaining $over={over}>{usd(over ? summary.totalRemaining.slice(1) : summary.totalRemaining)}</StyledRemaining>
        </div>
      </StyledFigures>
      <Bar $ratio={fillRatio(summary.totalSpent, budget.totalBudget)} $color={over ? theme.colors.danger : theme.colors.oak} aria-hidden="true" />
      <StyledHealth aria-label="Budget health">
        <li data-health="onTrack">
          <strong>{health.onTrack}</strong> on track
        </li>
        <li data-health="atRisk">
          <strong>{health.atRisk}</strong> at risk
        </li>
        <li data-health="over">
          <strong>{health.over}</strong> over budget
        </li>
        <li data-health="notStarted">
          <strong>{health.notStarted}</strong> not started
        </li>
      </StyledHealth>
    </StyledCard>
  );
}

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[6]}; }
`;

const StyledTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledEyebrow = styled.h3`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledTotal = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.oakDeep};
  font-variant-numeric: tabular-nums;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFigures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[8]};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xl}; font-weight: ${({ theme }) => theme.fontWeights.semibold}; font-variant-numeric: tabular-nums; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: ${({ theme }) => theme.fontWeights.regular}; }
`;

const StyledRemaining = styled.dd<{ $over: boolean }>`
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : 'inherit')};
`;

const StyledHealth = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.md} { grid-template-columns: repeat(4, minmax(0, 1fr)); }

  li {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  strong { color: ${({ theme }) => theme.colors.oakDeep}; font-size: ${({ theme }) => theme.fontSizes.lg}; margin-right: ${({ theme }) => theme.space[1]}; }
`;
