import { useId } from 'react';
import styled from 'styled-components';
import { choosePlannedWedding, plannedWeddingId } from '@/lib/planning-scope';
import { Label, Select } from '@/ui/field';
import { useMyWeddings } from '../api/my-weddings';
import type { PlannableWedding } from '../types';
import { ROLE_WORDS } from '../utils/roles';
import { settledScope } from '../utils/settled-scope';

/** "Your wedding", or "Sarah & Michael's wedding (planner)". */
function optionLabel(wedding: PlannableWedding): string {
  return wedding.own ? 'Your wedding' : `${wedding.coupleName}'s wedding (${ROLE_WORDS[wedding.role]})`;
}

/**
 * For the planning page's header: with more than one wedding to plan, which one is on screen.
 * Switching keeps the choice for this browser and loads the page afresh, so nothing of the
 * other wedding stays on screen.
 */
export function WeddingSwitcher() {
  const id = useId();
  const { data: weddings } = useMyWeddings();
  if (!weddings || weddings.length < 2) return null;
  const scope = settledScope(weddings, plannedWeddingId());
  const current = scope ?? weddings.find((wedding) => wedding.own)?.weddingId ?? weddings[0].weddingId;

  const choose = (weddingId: string) => {
    const wedding = weddings.find((w) => w.weddingId === weddingId);
    if (!wedding || weddingId === current) return;
    choosePlannedWedding(wedding.own ? null : wedding.weddingId);
    window.location.reload();
  };

  return (
    <StyledSwitcher>
      <Label htmlFor={id}>Planning:</Label>
      <Select id={id} value={current} onChange={(event) => choose(event.target.value)}>
        {weddings.map((wedding) => (
          <option key={wedding.weddingId} value={wedding.weddingId}>
            {optionLabel(wedding)}
          </option>
        ))}
      </Select>
    </StyledSwitcher>
  );
}

/** The label over the select on a phone (a couple's name is long), beside it from a small tablet up. */
const StyledSwitcher = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;

  select { font-size: ${({ theme }) => theme.fontSizes.sm}; }
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    select { flex: 0 1 28rem; width: auto; min-width: 0; }
  }
`;
