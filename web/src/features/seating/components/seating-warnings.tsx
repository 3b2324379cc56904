import styled from 'styled-components';
import type { SeatingWarning } from '@domain/planning/seating';
import { Button } from '@/ui/button';
import { AlertIcon, PlusIcon } from '@/ui/icons';

interface SeatingWarningsProps {
  warnings: readonly SeatingWarning[];
  /** Table names guests are down for that are not on the plan (from unknown-table warnings), to add in one go. */
  missingTables: readonly string[];
  canEdit: boolean;
  onAddTable(name: string): void;
}

/** What to look at before printing: over-full tables, declined guests with a seat, tables that do not exist. */
export function SeatingWarnings({ warnings, missingTables, canEdit, onAddTable }: SeatingWarningsProps) {
  if (!warnings.length) return null;
  return (
    <StyledBox aria-labelledby="seating-warnings-title">
      <StyledTitle id="seating-warnings-title">
        <AlertIcon aria-hidden="true" /> {warnings.length === 1 ? 'One thing to check' : `${warnings.length} things to check`}
      </StyledTitle>
      <StyledList>
        {warnings.map((warning) => (
          <li key={`${warning.type}:${'tableId' in warning ? warning.tableId : ''}:${'guestId' in warning ? warning.guestId : ''}`} data-warning={warning.type}>
            {warning.message}
          </li>
        ))}
      </StyledList>
      {canEdit && missingTables.length > 0 && (
        <StyledActions>
          {missingTables.map((name) => (
            <Button key={name} $variant="outline" $size="sm" onClick={() => onAddTable(name)}>
              <PlusIcon aria-hidden="true" /> Add “{name}”
            </Button>
          ))}
        </StyledActions>
      )}
    </StyledBox>
  );
}

const StyledBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.terracotta};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.terracottaLight};
  color: ${({ theme }) => theme.colors.ink};
`;

const StyledTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.terracottaText};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
  svg { flex: none; width: ${({ theme }) => theme.sizes.icon}; height: ${({ theme }) => theme.sizes.icon}; }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li { overflow-wrap: anywhere; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;
