import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { Label, Select, SelectOptions } from '@/ui/field';
import type { TaskCategory } from '../types';
import { hasFilters, NO_FILTERS, STATUS_FILTERS, STATUS_LABELS, type StatusFilter, type TaskFilters } from '../utils/task-filters';
import { CATEGORY_OPTIONS } from '../utils/timeline-options';

const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }));

interface TimelineFiltersProps {
  filters: TaskFilters;
  onChange(filters: TaskFilters): void;
  shown: number;
  total: number;
}

/** Category and status filters: native selects, so the keyboard and screen readers know them. */
export function TimelineFilters({ filters, onChange, shown, total }: TimelineFiltersProps) {
  const id = useId();
  return (
    <StyledBar role="group" aria-label="Filter tasks">
      <StyledField>
        <Label htmlFor={`${id}-category`}>Category</Label>
        <Select
          id={`${id}-category`}
          value={filters.category}
          onChange={(event) => onChange({ ...filters, category: event.target.value as TaskCategory | 'all' })}
        >
          <option value="all">All categories</option>
          <SelectOptions options={CATEGORY_OPTIONS} />
        </Select>
      </StyledField>
      <StyledField>
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select id={`${id}-status`} value={filters.status} onChange={(event) => onChange({ ...filters, status: event.target.value as StatusFilter })}>
          <SelectOptions options={STATUS_OPTIONS} />
        </Select>
      </StyledField>
      <StyledSummary>
        <p aria-live="polite">
          Showing {shown} of {total} {total === 1 ? 'task' : 'tasks'}
        </p>
        {hasFilters(filters) && (
          <Button $variant="ghost" $size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        )}
      </StyledSummary>
    </StyledBar>
  );
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
`;

const StyledField = styled.div`
  display: flex;
  flex: 1 1 12rem;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;

  ${({ theme }) => theme.media.md} {
    flex: 0 1 15rem;
  }
`;

const StyledSummary = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.control};

  p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }

  ${({ theme }) => theme.media.md} {
    justify-content: flex-end;
  }
`;
