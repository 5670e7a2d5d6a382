/**
 * What a node's last error means, in Persian: the core's own text (English, from gRPC) stays beside it for the
 * operator, but the admin reads first what to do about it (docs/provisioning.md, "Troubleshooting").
 */
const KINDS: Array<[RegExp, string]> = [
  [/does not implement the method|proto: not found/i, 'هسته‌ی نود با هسته‌ی انتخاب‌شده برای آن جور نیست'],
  [/certificate was refused|certificate|self[- ]signed|SSL|TLS/i, 'گواهی TLS رابط نود پذیرفته نشد'],
  [/handler not found/i, 'ورودی‌ای با این برچسب روی هسته نیست؛ پیکربندی تازه را نصب کنید'],
  [/deadline exceeded|timed out|timeout/i, 'رابط نود در زمان مقرر پاسخ نداد'],
  [/No connection established|ECONNREFUSED|UNAVAILABLE|unreachable|EHOSTUNREACH|ENOTFOUND/i, 'به رابط نود وصل نشد'],
];

/** The Persian summary of a node's last error; '' when the text is Persian already (the panel's own). */
export function nodeErrorSummary(text: string): string {
  if (/[\u0600-\u06ff]/.test(text)) return '';
  for (const [pattern, summary] of KINDS) if (pattern.test(text)) return summary;
  return 'هسته‌ی نود خطا داد';
}
