import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { useBusyIds } from '@/lib/use-busy-ids';
import { myBudgetKey, useMyBudget } from '@/shared/api/my-budget';
import { usePlanningPermissions } from '@/shared/api/planning-access';
import { Button } from '@/ui/button';
import { PlusIcon } from '@/ui/icons';
import { LoadError } from '@/ui/load-error';
import { Skeleton, SkeletonStack } from '@/ui/skeleton';
import { toast } from '@/ui/toast/use-toast';
import { TitledCard } from '@/ui/titled-card';
import { deleteExpense, updateExpense } from '../api/expenses';
import type { BudgetLine, MyBudget } from '../types';
import { AddExpenseDialog } from './add-expense-dialog';
import { BudgetCategories } from './budget-categories';
import { BudgetExports } from './budget-exports';
import { BudgetOverview } from './budget-overview';
import { ChangeTotalDialog } from './change-total-dialog';
import { ExpenseList } from './expense-list';
import { RemoveExpenseDialog } from './remove-expense-dialog';

/** The budget tab of the planning dashboard: every figure comes from GET /api/my/budget. */
export function BudgetTab() {
  const { data, error, mutate } = useMyBudget();
  if (error && !data) {
    return (
      <LoadError title="Your budget could not be loaded" onRetry={() => void mutate()}>
        {errorMessage(error)}
      </LoadError>
    );
  }
  if (!data) return <BudgetSkeleton />;
  return <Budget budget={data} />;
}

function Budget({ budget }: { budget: MyBudget }) {
  const { mutate } = useSWRConfig();
  const refresh = () => mutate(myBudgetKey);
  const [adding, setAdding] = useState(false);
  const [changingTotal, setChangingTotal] = useState(false);
  const [removing, setRemoving] = useState<BudgetLine | null>(null);
  const [busyIds, setBusy] = useBusyIds();
  // A collaborator who may only view and comment sees the figures without the controls.
  const { canEdit } = usePlanningPermissions();

  const bookingLines = budget.expenses.filter((line) => line.source === 'booking');

  const togglePaid = async (line: BudgetLine) => {
    setBusy(line.id, true);
    try {
      await updateExpense(line.id, { paid: !line.paid });
      await refresh();
    } catch (error) {
      toast({ title: 'Could not update the expense', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(line.id, false);
    }
  };

  const remove = async (line: BudgetLine) => {
    setBusy(line.id, true);
    try {
      await deleteExpense(line.id);
      await refresh();
      toast({ title: 'Expense Removed', description: `${line.description} is no longer in your budget.` });
      setRemoving(null);
    } catch (error) {
      toast({ title: 'Could not remove the expense', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(line.id, false);
    }
  };

  return (
    <StyledBudget>
      <BudgetOverview
        budget={budget}
        actions={
          <>
            {canEdit && (
              <>
                <Button $size="sm" onClick={() => setAdding(true)}>
                  <PlusIcon aria-hidden="true" /> Add Expense
                </Button>
                <Button $variant="outline" $size="sm" onClick={() => setChangingTotal(true)}>
                  Change Total
                </Button>
              </>
            )}
            <BudgetExports />
          </>
        }
      />
      <StyledColumns>
        <BudgetCategories categories={budget.categories} />
        <StyledSide>
          <TitledCard id="budget-recent" title="Recent Expenses">
            {budget.recentExpenses.length ? (
              <ExpenseList
                lines={budget.recentExpenses}
                categories={budget.categories}
                busyIds={busyIds}
                onTogglePaid={canEdit ? (line) => void togglePaid(line) : undefined}
                onRemove={canEdit ? setRemoving : undefined}
              />
            ) : (
              <StyledEmpty>
                No expenses yet. Add deposits, quotes and receipts as they come, and each category’s status follows.
                {canEdit && (
                  <Button $variant="outline" $size="sm" onClick={() => setAdding(true)}>
                    <PlusIcon aria-hidden="true" /> Add Your First Expense
                  </Button>
                )}
              </StyledEmpty>
            )}
          </TitledCard>
          <TitledCard id="budget-bookings" title="Venue Payments">
            {bookingLines.length ? (
              <ExpenseList lines={bookingLines} categories={budget.categories} busyIds={busyIds} dueLabel />
            ) : (
              <StyledEmpty>Book a venue and its deposit and balance appear here with their due dates.</StyledEmpty>
            )}
          </TitledCard>
        </StyledSide>
      </StyledColumns>
      <AddExpenseDialog open={adding} onOpenChange={setAdding} categories={budget.categories} onAdded={refresh} />
      <ChangeTotalDialog open={changingTotal} onOpenChange={setChangingTotal} total={budget.totalBudget} />
      <RemoveExpenseDialog line={removing} busy={removing ? busyIds.has(removing.id) : false} onCancel={() => setRemoving(null)} onConfirm={(line) => void remove(line)} />
    </StyledBudget>
  );
}

function BudgetSkeleton() {
  return (
    <SkeletonStack aria-busy="true" aria-label="Loading your budget">
      <Skeleton $height="11rem" />
      <Skeleton $height="22rem" />
    </SkeletonStack>
  );
}

const StyledBudget = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${({ theme }) => theme.media.lg} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;

const StyledSide = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const StyledEmpty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
