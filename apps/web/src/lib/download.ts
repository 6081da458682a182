/**
 * Hands a Blob to the browser as a download named `fileName`: for a file built in the browser (the
 * punch analysis' table). A file the server builds goes through `api.downloadFile`, which ends here.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
