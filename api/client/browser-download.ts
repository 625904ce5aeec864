/** Saves a Blob through a temporary link, the way a browser saves an attachment it navigated to. */
export const browserDownload = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking in the same task can cancel the save in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
