/** Offers `text` as a file download (the browser's save dialog or downloads folder). */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is not needed after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
