import { useCallback, useRef, useState } from 'react';
import type { Venue } from '@/types/api';
import { searchVenues } from '../api/search-venues';
import { assistantSearchRequest, EMPTY_PREFERENCES, rankForPreferences, requiredAmenities, type AssistantPreferences } from '../utils/style-match';

export const ASSISTANT_STEPS = ['Style', 'Atmosphere', 'Details', 'Results'] as const;
export type AssistantStep = 1 | 2 | 3 | 4;

export interface StyleMatches {
  venues: Venue[];
  /** Venues that fit the assistant's search (may exceed the candidates ranked). */
  total: number;
  /** True when no venue had every required amenity and the search ran without them. */
  droppedAmenities: boolean;
  preferences: AssistantPreferences;
}

/** The assistant's steps, preferences and its one search. */
export function useStyleAssistant(onMatches: (matches: StyleMatches | null) => void) {
  const [step, setStep] = useState<AssistantStep>(1);
  const [preferences, setPreferences] = useState<AssistantPreferences>(EMPTY_PREFERENCES);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'error'>('idle');
  const [error, setError] = useState<unknown>(null);
  const [matches, setMatches] = useState<StyleMatches | null>(null);
  // A reset while a search is in flight must not be overwritten by its answer.
  const runId = useRef(0);

  const update = useCallback((change: Partial<AssistantPreferences>) => setPreferences((prev) => ({ ...prev, ...change })), []);

  // Spec: Next needs the step's choice: a style on step 1, an atmosphere on step 2.
  const canGoNext = (step === 1 && preferences.weddingStyle !== null) || (step === 2 && preferences.atmosphere !== null);

  const next = () => {
    if (canGoNext) setStep((current) => (current < 3 ? ((current + 1) as AssistantStep) : current));
  };
  const back = () => setStep((current) => (current > 1 ? ((current - 1) as AssistantStep) : current));

  const submit = async () => {
    const id = ++runId.current;
    setStatus('submitting');
    setError(null);
    try {
      let page = await searchVenues(assistantSearchRequest(preferences, true));
      let droppedAmenities = false;
      if (page.total === 0 && requiredAmenities(preferences.mustHaveFeatures).length > 0) {
        page = await searchVenues(assistantSearchRequest(preferences, false));
        droppedAmenities = true;
      }
      if (id !== runId.current) return;
      const result: StyleMatches = {
        venues: rankForPreferences(page.venues, preferences),
        total: page.total,
        droppedAmenities,
        preferences,
      };
      setMatches(result);
      setStatus('idle');
      setStep(4);
      onMatches(result);
    } catch (caught) {
      if (id !== runId.current) return;
      setError(caught);
      setStatus('error');
    }
  };

  const reset = () => {
    runId.current += 1;
    setStep(1);
    setPreferences(EMPTY_PREFERENCES);
    setStatus('idle');
    setError(null);
    setMatches(null);
    onMatches(null);
  };

  return { step, preferences, update, canGoNext, next, back, submit, reset, status, error, matches };
}
