/**
 * Reads data again after a save without holding up the caller, so a dialog closes as soon as the
 * server said yes: while a modal is open it hides the toast region from assistive technology, and a
 * slow read would outlast the toast the dialog raised before it. A failed read shows as the list's
 * own error (SWR keeps it); nothing of it reaches the caller.
 */
export function readAgainBehind(read: () => Promise<unknown> | unknown): void {
  void Promise.resolve()
    .then(read)
    .catch(() => undefined);
}
