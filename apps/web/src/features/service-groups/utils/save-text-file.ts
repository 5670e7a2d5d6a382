/** Saves text as a download (Blob + a.download); `.txt` is added when the name lacks it. */
export function saveTextFile(filename: string, content: string) {
  const name = /\.txt$/i.test(filename) ? filename : `${filename}.txt`;
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
