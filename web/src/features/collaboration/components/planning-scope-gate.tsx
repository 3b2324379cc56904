import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { choosePlannedWedding, plannedWeddingId } from '@/lib/planning-scope';
import { currentAccountKey, useAccountOrNobody } from '@/shared/api/current-account';
import { Container } from '@/ui/container';
import { LoadingShape, Skeleton } from '@/ui/skeleton';
import { myWeddingsKey, useMyWeddings } from '../api/my-weddings';
import { settledScope } from '../utils/settled-scope';

/**
 * Put around a planning page before anything reads a wedding: it makes sure this browser plans
 * a wedding the account may still plan (a collaborator who was removed goes back to their own),
 * and that an account with no wedding of its own (a planner) plans the first one it joined.
 * A visitor passes straight through to the page's own sign-in card.
 */
export function PlanningScopeGate({ children }: { children: ReactNode }) {
  const account = useAccountOrNobody();
  const { data: weddings, error } = useMyWeddings(Boolean(account));
  const { mutate } = useSWRConfig();
  const [stored, setStored] = useState(plannedWeddingId);
  const target = weddings ? settledScope(weddings, stored) : undefined;

  useEffect(() => {
    if (target === undefined || target === stored) return;
    choosePlannedWedding(target);
    setStored(target);
    // Anything read for the wrong wedding is read again for the right one.
    void mutate((key) => key !== currentAccountKey && key !== myWeddingsKey, undefined, { revalidate: true });
  }, [target, stored, mutate]);

  const settled = account === null || error !== undefined || weddings === null || (weddings !== undefined && target === stored);
  if (!settled) {
    return (
      <StyledWrap>
        <LoadingShape label="Loading your wedding…">
          <Skeleton $height="16rem" />
        </LoadingShape>
      </StyledWrap>
    );
  }
  return <>{children}</>;
}

const StyledWrap = styled(Container)`
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;
