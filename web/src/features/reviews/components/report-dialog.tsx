import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { FormAlert, LabeledField, Select, Textarea } from '@/ui/field';
import { toast } from '@/ui/toast/use-toast';
import { reportReview, type ReportReason, type Review } from '../api/reviews';

const REASONS: { value: ReportReason; label: string }[] = [
  { value: 'fake', label: 'It looks fake' },
  { value: 'offensive', label: 'It is offensive or hateful' },
  { value: 'personal-information', label: "It shares someone's personal information" },
  { value: 'not-about-this-venue', label: 'It is not about this venue' },
  { value: 'other', label: 'Something else' },
];

/** Anyone tells the operators a review looks wrong; they decide whether to hide it. */
export function ReportDialog({ review, onOpenChange }: { review: Review | null; onOpenChange(open: boolean): void }) {
  const ids = { reason: useId(), details: useId() };
  const [reason, setReason] = useState<ReportReason>('fake');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!review) return;
    setSending(true);
    setError(null);
    try {
      await reportReview(review.id, reason, details);
      toast({ title: 'Thank you for telling us', description: 'Our team will look at this review.', variant: 'success' });
      setDetails('');
      onOpenChange(false);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={review !== null} onOpenChange={onOpenChange} title="Report this review" description={review ? `"${review.title}" by ${review.authorName}` : undefined}>
      <StyledForm onSubmit={(event) => void submit(event)}>
        {error && <FormAlert>{error}</FormAlert>}
        <LabeledField htmlFor={ids.reason} label="What is wrong with it?">
          <Select id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value as ReportReason)}>
            {REASONS.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </Select>
        </LabeledField>
        <LabeledField htmlFor={ids.details} label="Anything to add" optional>
          <Textarea id={ids.details} rows={3} maxLength={1000} value={details} onChange={(event) => setDetails(event.target.value)} />
        </LabeledField>
        <StyledActions>
          <DialogClose asChild>
            <Button $variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send report'}
          </Button>
        </StyledActions>
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
