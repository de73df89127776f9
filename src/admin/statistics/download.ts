/** Saves text the screen already holds as a file, without asking the server again. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let the blob go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
