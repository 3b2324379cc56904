import { useCallback, useState } from 'react';

/** Which rows have a request in flight (a guest's answer, a booking's confirmation), to disable their buttons. */
export function useBusyIds() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const setBusy = useCallback(
    (id: string, busy: boolean) =>
      setBusyIds((current) => {
        const next = new Set(current);
        if (busy) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return [busyIds, setBusy] as const;
}
