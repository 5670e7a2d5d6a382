import QRCode from 'qrcode';
import { escapeHtml } from './escape-html.js';

/** The quiet zone the QR standard asks for around the code, in modules. */
export const QR_MARGIN = 4;

/**
 * A QR code as an inline SVG: one path, a horizontal stroke per run of dark modules in a row (the shape the qrcode
 * package draws itself, built here so that rendering stays synchronous). Level M keeps a code that a phone reads off
 * a screen at a size that fits the page's budget.
 */
export function drawQrSvg(text: string, label: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  let d = '';
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; ) {
      if (!modules.get(y, x)) {
        x++;
        continue;
      }
      let run = 1;
      while (x + run < size && modules.get(y, x + run)) run++;
      d += `M${x + QR_MARGIN} ${y + QR_MARGIN}h${run}`;
      x += run;
    }
  }
  const side = size + 2 * QR_MARGIN;
  return `<svg viewBox="0 0 ${side} ${side}" role="img" aria-label="${escapeHtml(label)}" shape-rendering="crispEdges"><path stroke="#000" transform="translate(0 .5)" d="${d}"/></svg>`;
}
