import type { WeddingDateCheck } from '@domain/planning/countdown';
import { toast } from '@/ui/toast/use-toast';

/** A refused date: the domain's title and sentence ('Wedding Date Required', 'Invalid Date'). */
export type DateProblem = Extract<WeddingDateCheck, { ok: false }>;

/** The spec's toast for a refused date; the form also shows it under the field. */
export function announceDateProblem(problem: DateProblem): void {
  toast({ title: problem.title, description: problem.message, variant: 'destructive' });
}
