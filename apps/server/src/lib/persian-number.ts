const persianFormat = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 });

/** A number as Persian text shows it (`۲٫۵`, `۱٬۰۰۰`), for ledger lines, service names and error lines. */
export const persianNumber = (n: number) => persianFormat.format(n);
