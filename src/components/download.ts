/** Hands a file to the browser as a download named `fileName` (object URL, then freed). */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  // Firefox follows only links that are in the document.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** Hands `csv` to the browser as a file download named `fileName`. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}
