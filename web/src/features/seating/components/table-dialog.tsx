import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { cleanTableName, SEATING_LIMITS, tableKey } from '@domain/planning/seating';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { describedBy, FieldHint, FormActions, Input, LabeledField } from '@/ui/field';

export interface TableDraft {
  name: string;
  seats: number;
}

interface TableDialogProps {
  /** The table being edited, or the suggestion for a new one; null keeps the dialog closed. */
  table: (TableDraft & { id: string | null }) | null;
  /** The other tables' names: no two alike. */
  otherNames: readonly string[];
  onCancel(): void;
  onSave(draft: TableDraft): void;
}

/** Add a table, or rename and resize one: a name (unique on the plan) and 1 to 50 seats. */
export function TableDialog({ table, otherNames, onCancel, onSave }: TableDialogProps) {
  const adding = table?.id === null;
  return (
    <Dialog
      open={table !== null}
      onOpenChange={(open) => !open && onCancel()}
      title={adding ? 'Add a Table' : `Edit ${table?.name ?? 'Table'}`}
      description={adding ? 'Name it as it will read on the place cards.' : 'Its guests keep their seats under the new name.'}
    >
      {table && <TableForm key={table.id ?? 'new'} table={table} otherNames={otherNames} adding={adding} onSave={onSave} />}
    </Dialog>
  );
}

type Problems = Partial<Record<'name' | 'seats', string>>;

function check(name: string, seats: string, otherNames: readonly string[]): Problems {
  const problems: Problems = {};
  const cleaned = cleanTableName(name);
  if (!cleaned) problems.name = 'Give the table a name.';
  else if (cleaned.length > SEATING_LIMITS.nameLength) problems.name = `Keep the name to ${SEATING_LIMITS.nameLength} characters.`;
  else if (otherNames.some((other) => tableKey(other) === tableKey(cleaned))) problems.name = `There is already a table called “${cleaned}”.`;
  const count = Number(seats);
  if (!/^\d+$/.test(seats.trim()) || count < SEATING_LIMITS.minSeats || count > SEATING_LIMITS.maxSeats) {
    problems.seats = `Seats must be a whole number from ${SEATING_LIMITS.minSeats} to ${SEATING_LIMITS.maxSeats}.`;
  }
  return problems;
}

function TableForm({ table, otherNames, adding, onSave }: { table: TableDraft; otherNames: readonly string[]; adding: boolean; onSave(draft: TableDraft): void }) {
  const id = useId();
  const [name, setName] = useState(table.name);
  const [seats, setSeats] = useState(String(table.seats));
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(name, seats, otherNames);
    setProblems(found);
    if (found.name) document.getElementById(`${id}-name`)?.focus();
    else if (found.seats) document.getElementById(`${id}-seats`)?.focus();
    else onSave({ name: cleanTableName(name), seats: Number(seats) });
  };

  return (
    <StyledForm onSubmit={submit} noValidate>
      <LabeledField htmlFor={`${id}-name`} label="Table name" required error={problems.name} errorId={`${id}-name-error`}>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={SEATING_LIMITS.nameLength + 20}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={describedBy(problems.name && `${id}-name-error`)}
        />
      </LabeledField>
      <LabeledField htmlFor={`${id}-seats`} label="Seats" required error={problems.seats} errorId={`${id}-seats-error`} hint={!problems.seats && 'A guest with a plus-one takes two.'} hintId={`${id}-seats-hint`}>
        <StyledSeats
          id={`${id}-seats`}
          type="number"
          inputMode="numeric"
          min={SEATING_LIMITS.minSeats}
          max={SEATING_LIMITS.maxSeats}
          step={1}
          value={seats}
          onChange={(event) => setSeats(event.target.value)}
          aria-invalid={problems.seats ? true : undefined}
          aria-describedby={describedBy(problems.seats ? `${id}-seats-error` : `${id}-seats-hint`)}
        />
      </LabeledField>
      <FieldHint $small>Required fields are marked *.</FieldHint>
      <FormActions>
        <DialogClose asChild>
          <Button $variant="ghost">Cancel</Button>
        </DialogClose>
        <Button type="submit">{adding ? 'Add Table' : 'Save Table'}</Button>
      </FormActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const StyledSeats = styled(Input)`
  max-width: 8rem;
`;
