import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { addDays, calendarDateOf } from '@domain/shared/calendar-date';
import { errorMessage } from '@/lib/api-client';
import { myWeddingKey, updateMyWedding } from '@/shared/api/my-wedding';
import { Button } from '@/ui/button';
import { FieldError, Input, Label } from '@/ui/field';
import { CalendarIcon } from '@/ui/icons';
import { toast } from '@/ui/toast/use-toast';

/** With no date there is no countdown and no timeline: the first thing the overview asks for. */
export function WeddingDatePrompt() {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The browser's own tomorrow; the server has the last word on "after today".
  const tomorrow = addDays(calendarDateOf(new Date()), 1);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    if (!date) {
      setError('Please choose your wedding date.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const wedding = await updateMyWedding({ weddingDate: date });
      await mutate(myWeddingKey, wedding, { revalidate: false });
      toast({ title: 'Wedding Date Saved', description: 'Your countdown has started.', variant: 'success' });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <StyledCard aria-labelledby={`${id}-title`}>
      <StyledMark aria-hidden="true">
        <CalendarIcon />
      </StyledMark>
      <StyledText>
        <h3 id={`${id}-title`}>When is the big day?</h3>
        <p>Set your wedding date to start the countdown and to build your planning timeline around it.</p>
      </StyledText>
      <StyledForm onSubmit={submit} noValidate>
        <Label htmlFor={`${id}-date`}>Wedding date</Label>
        <StyledRow>
          <Input
            id={`${id}-date`}
            type="date"
            min={tomorrow}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Set Date'}
          </Button>
        </StyledRow>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </StyledForm>
    </StyledCard>
  );
}

const StyledCard = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.sunlight};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.sunGlow}, ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) minmax(16rem, 22rem);
    align-items: center;
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const StyledMark = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.terracottaLight};
  color: ${({ theme }) => theme.colors.terracottaText};
  svg { width: ${({ theme }) => theme.space[6]}; height: ${({ theme }) => theme.space[6]}; }
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
  p { color: ${({ theme }) => theme.colors.inkMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  input { flex: 1 1 10rem; }
`;
