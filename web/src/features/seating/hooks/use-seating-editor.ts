import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/ui/toast/use-toast';
import { saveSeating, seatingKey } from '../api/seating';
import type { Seating, SeatingModel } from '../types';
import { modelOf, planBody, type SeatingChange } from '../utils/seating-model';

interface QueuedChange {
  change: SeatingChange;
  /** The toast's title when the save fails: "Table 4 could not be added". */
  failure: string;
}

interface EditorState {
  /** The plan as the server last stored it. */
  base: Seating;
  /** Changes shown already, saved one after another. */
  queue: QueuedChange[];
}

/**
 * Every change is shown at once and saved on its own, one save after another: each is applied to
 * the plan as the previous save left it, so a table added a moment ago has its id before a guest
 * is seated at it. A failed save is dropped with a toast and the plan is read again. While saves
 * are on their way, `saving` is true (the page warns before it is left).
 */
export function useSeatingEditor(bookingId: string, stored: Seating) {
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<EditorState>({ base: stored, queue: [] });
  const running = useRef(false);
  const idle = state.queue.length === 0;

  // A fresh read (another tab, a collaborator) is taken up once nothing is waiting to be saved.
  useEffect(() => {
    if (idle && !running.current) setState((current) => (current.base === stored ? current : { ...current, base: stored }));
  }, [stored, idle]);

  const model: SeatingModel = useMemo(() => state.queue.reduce((plan, queued) => queued.change(plan), modelOf(state.base)), [state]);

  const apply = useCallback((change: SeatingChange, failure: string) => setState((current) => ({ ...current, queue: [...current.queue, { change, failure }] })), []);

  useEffect(() => {
    if (running.current || state.queue.length === 0) return;
    running.current = true;
    const [first] = state.queue;
    const before = modelOf(state.base);
    void (async () => {
      try {
        const saved = await saveSeating(bookingId, planBody(before, first.change(before)));
        running.current = false;
        setState((current) => ({ base: saved, queue: current.queue.slice(1) }));
        void mutate(seatingKey(bookingId), saved, { revalidate: false });
      } catch (error) {
        running.current = false;
        setState((current) => ({ ...current, queue: current.queue.slice(1) }));
        toast({ title: first.failure, description: errorMessage(error), variant: 'destructive' });
        void mutate(seatingKey(bookingId));
      }
    })();
  }, [state, bookingId, mutate]);

  return { model, apply, saving: !idle };
}
