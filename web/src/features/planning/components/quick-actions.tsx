import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { ClockIcon, ListChecksIcon, ScaleIcon, SearchIcon, UsersIcon, WalletIcon } from '@/ui/icons';
import { TitledCard } from '@/ui/titled-card';
import type { PlanningTab } from '../utils/planning-tabs';

type QuickAction = { label: string; note: string; icon: ReactNode } & ({ tab: PlanningTab } | { to: string });

const ACTIONS: readonly QuickAction[] = [
  { label: 'Generate Timeline', note: 'Your month-by-month checklist', icon: <ListChecksIcon />, tab: 'timeline' },
  { label: 'Add Expense', note: 'Keep the budget up to date', icon: <WalletIcon />, tab: 'budget' },
  { label: 'Manage Guests', note: 'Invitations and RSVPs', icon: <UsersIcon />, tab: 'guests' },
  { label: 'Find Venues & Vendors', note: 'Search the Hill Country', icon: <SearchIcon />, to: '/search' },
  { label: 'Wedding Countdown', note: 'Days, hours and milestones', icon: <ClockIcon />, to: '/countdown' },
  { label: 'Compare Venues', note: 'Side by side', icon: <ScaleIcon />, to: '/compare' },
];

/** Six shortcuts: the first three open a tab here, the others go to their page. */
export function QuickActions({ onOpenTab }: { onOpenTab(tab: PlanningTab): void }) {
  return (
    <TitledCard id="overview-quick-actions" title="Quick Actions">
      <StyledGrid>
        {ACTIONS.map((action) => {
          const body = (
            <>
              <StyledIcon aria-hidden="true">{action.icon}</StyledIcon>
              <span>
                <strong>{action.label}</strong>
                <small>{action.note}</small>
              </span>
            </>
          );
          return (
            <li key={action.label}>
              {'tab' in action ? (
                <StyledButton type="button" onClick={() => onOpenTab(action.tab)}>
                  {body}
                </StyledButton>
              ) : (
                <StyledLink to={action.to}>{body}</StyledLink>
              )}
            </li>
          );
        })}
      </StyledGrid>
    </TitledCard>
  );
}

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const actionStyles = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 4rem;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.transitions.fast}, background ${({ theme }) => theme.transitions.fast};

  &:hover { border-color: ${({ theme }) => theme.colors.oak}; background: ${({ theme }) => theme.colors.surface}; }
  &:focus-visible { outline: none; box-shadow: ${({ theme }) => theme.shadows.focus}; }

  > span:last-child { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[0.5]}; min-width: 0; }
  strong { color: ${({ theme }) => theme.colors.oakDeep}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  small { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.xs}; }
`;

const StyledButton = styled.button`
  ${actionStyles}
`;

const StyledLink = styled(Link)`
  ${actionStyles}
`;

const StyledIcon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.terracottaLight};
  color: ${({ theme }) => theme.colors.terracottaText};
  svg { width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;
