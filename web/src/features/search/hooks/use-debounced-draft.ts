import { useEffect, useRef, useState } from 'react';

/** Text inputs wait this long after the last keystroke before the search runs. */
export const INPUT_DEBOUNCE_MS = 300;

/**
 * A text field's own value while the visitor types, committed after a pause. When the
 * committed value changes from elsewhere (Clear filters, Back), the draft follows it.
 */
export function useDebouncedDraft(value: string, commit: (value: string) => void, delayMs = INPUT_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);

  useEffect(() => {
    if (draft === committed.current) return undefined;
    const timer = window.setTimeout(() => {
      committed.current = draft;
      commitRef.current(draft);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, delayMs]);

  return [draft, setDraft] as const;
}
