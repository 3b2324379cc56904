import { useId } from 'react';
import styled from 'styled-components';
import { Label, Select, SelectOptions } from '@/ui/field';
import type { AnalyticsPeriodKey } from '../types';
import { ANALYTICS_PERIODS, parsePeriod } from '../utils/analytics-period';

export function PeriodSelect({ value, onChange }: { value: AnalyticsPeriodKey; onChange(period: AnalyticsPeriodKey): void }) {
  const id = useId();
  return (
    <StyledField>
      <Label htmlFor={id}>Period</Label>
      <Select id={id} value={value} onChange={(event) => onChange(parsePeriod(event.target.value))}>
        <SelectOptions options={ANALYTICS_PERIODS} />
      </Select>
    </StyledField>
  );
}

const StyledField = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  select { width: auto; min-width: 11rem; }
`;
