const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2027-05" reads "May 2027". */
export function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-').map(Number);
  return MONTHS[month - 1] ? `${MONTHS[month - 1]} ${year}` : yearMonth;
}

/** When a review was posted, as people read it: "March 4, 2026". */
export function postedLabel(instant: string): string {
  return new Date(instant).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'America/Chicago' });
}

export const REVIEW_FIELDS = ['stars', 'title', 'text'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** What the form checks before sending; the server checks the same and names the field too. */
export const REVIEW_FORM_LIMITS = { titleLength: 120, minTextLength: 20, textLength: 4000, replyLength: 2000 } as const;

export function reviewDraftErrors(draft: { stars: number; title: string; text: string }): Partial<Record<ReviewField, string>> {
  const errors: Partial<Record<ReviewField, string>> = {};
  if (draft.stars < 1 || draft.stars > 5) errors.stars = 'Choose from 1 to 5 stars.';
  if (!draft.title.trim()) errors.title = 'Give your review a title.';
  else if (draft.title.trim().length > REVIEW_FORM_LIMITS.titleLength) errors.title = `Keep the title to ${REVIEW_FORM_LIMITS.titleLength} characters.`;
  const text = draft.text.trim().length;
  if (text < REVIEW_FORM_LIMITS.minTextLength) errors.text = `Tell other couples a little more: at least ${REVIEW_FORM_LIMITS.minTextLength} characters.`;
  else if (text > REVIEW_FORM_LIMITS.textLength) errors.text = `Keep it to ${REVIEW_FORM_LIMITS.textLength.toLocaleString('en-US')} characters.`;
  return errors;
}
