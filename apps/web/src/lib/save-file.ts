/** Hands a downloaded file to the browser, which saves it under the given name. */
export function saveFile(data: Blob, filename: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
