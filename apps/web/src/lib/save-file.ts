/** Saves `content` as a download named `filename` (Blob + a.download). */
export function saveFile(filename: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Text as a download; `.txt` is added when the name lacks it. */
export const saveTextFile = (filename: string, content: string) =>
  saveFile(/\.txt$/i.test(filename) ? filename : `${filename}.txt`, content, 'text/plain;charset=utf-8');
