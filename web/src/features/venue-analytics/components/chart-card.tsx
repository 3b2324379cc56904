import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/ui/button';
import { LayoutIcon, ListChecksIcon } from '@/ui/icons';

interface ChartCardProps {
  title: string;
  /** One sentence on what the chart shows; the chart and its table are described by it. */
  description: string;
  /** The chart, given the ids of the title and description to point at. */
  chart: ReactNode;
  /** The same numbers as an HTML table. */
  table: ReactNode;
  /** Wide cards take the whole row of the grid. */
  wide?: boolean;
}

/** A chart with its title, its sentence and a Show as table switch that presents the same numbers as a table. */
export function ChartCard({ title, description, chart, table, wide = false }: ChartCardProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <StyledCard aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`} $wide={wide} data-chart={title}>
      <StyledHead>
        <h3 id={`${id}-title`}>{title}</h3>
        <Button $size="sm" $variant="ghost" aria-pressed={asTable} onClick={() => setAsTable((shown) => !shown)}>
          {asTable ? <LayoutIcon /> : <ListChecksIcon />} {asTable ? 'Show as chart' : 'Show as table'}
        </Button>
      </StyledHead>
      <StyledDescription id={`${id}-description`}>{description}</StyledDescription>
      {asTable ? table : chart}
    </StyledCard>
  );
}

/** The cards of a tab: one column on a phone, two from a laptop up. */
export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.lg} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** One card of a tab's grid: a chart, or the figures that are better read as text. */
export const AnalyticsCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.md} { padding: ${({ theme }) => theme.space[6]}; }
`;

const StyledCard = styled(AnalyticsCard)<{ $wide: boolean }>`
  ${({ theme }) => theme.media.lg} { grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')}; }
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
