import type { PlannableWedding } from '../types';

/**
 * Which wedding to plan, given the weddings the account may plan and the one this browser
 * chose: the chosen one while the account is still on its team, else the account's own, else
 * (a planner with no wedding of their own) the first one they joined. Null means "own".
 */
export function settledScope(weddings: readonly PlannableWedding[], chosen: string | null): string | null {
  const own = weddings.find((wedding) => wedding.own);
  if (chosen && weddings.some((wedding) => wedding.weddingId === chosen)) return own?.weddingId === chosen ? null : chosen;
  if (own) return null;
  return weddings[0]?.weddingId ?? null;
}
