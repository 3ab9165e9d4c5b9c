/**
 * Hands downloaded bytes to the browser as a saved file. Files behind the API need the bearer
 * token, so a plain link cannot fetch them: the bytes come through the generated call first.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  window.document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has handed the bytes to the browser; the object URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
