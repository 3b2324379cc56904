/**
 * Reads data again after a save without holding up the caller, so a dialog closes as soon as the
 * server said yes: while a modal is open it hides the toast region from assistive technology, and a
 * slow read would outlast the toast. A failed read is the list's own error to show (its SWR state),
 * never a failed save: reporting it as one would invite the same change twice.
 */
export function readAgainBehind(read: () => Promise<unknown> | unknown): void {
  void Promise.resolve()
    .then(read)
    .catch(() => undefined);
}
