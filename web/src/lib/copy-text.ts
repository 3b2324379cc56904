/** Puts text on the clipboard: the Clipboard API, else the older copy command on a selected field. */
export async function copyText(text: string, fallbackField?: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, page not focused): try the older way below.
  }
  if (!fallbackField) return false;
  fallbackField.focus();
  fallbackField.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
