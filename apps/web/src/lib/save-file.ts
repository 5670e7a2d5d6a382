/** Saves `content` as a download named `filename`, through a temporary link (batch lists, OpenVPN files, CSV, JSON). */
export function saveFile(filename: string, content: string, type = 'text/plain;charset=utf-8') {
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
