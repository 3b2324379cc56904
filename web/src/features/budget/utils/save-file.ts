/** Hands a file to the browser's downloads, under its name. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the URL is no longer needed.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
