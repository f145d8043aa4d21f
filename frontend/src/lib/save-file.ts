/** Hands a file to the browser's downloads: reports, invoices, guides, generated code, plans. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the download start before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
