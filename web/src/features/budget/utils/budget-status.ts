import type { BadgeTone } from '@/ui/badge';
import type { BudgetStatus } from '../types';

/** The server decides a category's status; these are its words and colours. */
export const STATUS_LABELS: Record<BudgetStatus, string> = {
  over: 'Over budget',
  warning: 'Almost spent',
  'on-track': 'On track',
  'not-started': 'Not started',
};

export const STATUS_TONES: Record<BudgetStatus, BadgeTone> = {
  over: 'accent',
  warning: 'info',
  'on-track': 'success',
  'not-started': 'neutral',
};
