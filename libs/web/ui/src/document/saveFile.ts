/** Hands a downloaded file to the browser to save under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
