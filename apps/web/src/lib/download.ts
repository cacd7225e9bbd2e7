/** Hands a Blob to the browser's download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once click() returns; a minute leaves slow browsers room.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
