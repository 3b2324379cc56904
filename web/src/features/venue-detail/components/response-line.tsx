import styled from 'styled-components';
import { ClockIcon } from '@/ui/icons';
import { useResponseStats } from '../api/get-response-stats';
import { responseSummary } from '../utils/response-summary';

/** The venue's real reply figures; nothing at all while it has none. */
export function ResponseLine({ venueId }: { venueId: string }) {
  const { data } = useResponseStats(venueId);
  const summary = responseSummary(data ?? null);
  if (!summary) return null;
  return (
    <StyledResponse data-testid="response-summary">
      <ClockIcon /> {summary}
    </StyledResponse>
  );
}

const StyledResponse = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.oak};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  svg { flex: none; width: ${({ theme }) => theme.sizes.iconSm}; height: ${({ theme }) => theme.sizes.iconSm}; margin-top: 0.15em; }
`;
