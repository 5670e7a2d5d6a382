/**
 * What a node's last error means, in Persian, and what to check: the admin reads that first; the core's own text
 * (English, from gRPC) stays whole behind a toggle for the operator (docs/provisioning.md, "Troubleshooting").
 */
export interface NodeErrorHelp {
  /** What happened, in a few words. */
  summary: string;
  /** What to check on the node or in the panel. */
  check: string;
}

const KINDS: Array<[RegExp, NodeErrorHelp]> = [
  [
    /does not implement the method|proto: not found/i,
    {
      summary: 'هسته‌ی نود با هسته‌ی انتخاب‌شده برای آن جور نیست',
      check: 'در ویرایش نود، هسته را همانی بگذارید که روی سرور نصب است و اجرا می‌شود.',
    },
  ],
  [
    /certificate was refused|certificate|self[- ]signed|SSL|TLS/i,
    {
      summary: 'گواهی TLS رابط نود پذیرفته نشد',
      check: 'گواهی‌ای که در پنل برای رابط نود گذاشته‌اید و نام سرور آن را با گواهی روی نود بسنجید.',
    },
  ],
  [
    /handler not found/i,
    {
      summary: 'ورودی‌ای با این برچسب روی هسته نیست؛ پیکربندی تازه را نصب کنید',
      check: 'پرونده‌ی پیکربندی نود را از دکمه‌ی «پیکربندی» بگیرید، روی سرور بگذارید و هسته را دوباره راه بیندازید.',
    },
  ],
  [
    /deadline exceeded|timed out|timeout/i,
    {
      summary: 'رابط نود در زمان مقرر پاسخ نداد',
      check: 'بار سرور نود و شبکه‌ی میان پنل و نود را بررسی کنید؛ نود روشن است ولی دیر پاسخ می‌دهد.',
    },
  ],
  [
    /No connection established|ECONNREFUSED|UNAVAILABLE|unreachable|EHOSTUNREACH|ENOTFOUND/i,
    {
      summary: 'به رابط نود وصل نشد',
      check:
        'بررسی کنید هسته‌ی نود در حال اجرا باشد، نشانی و درگاه رابط در پنل با پرونده‌ی پیکربندی نود یکی باشد و دیوار آتش راه پنل به آن درگاه را نبسته باشد.',
    },
  ],
];

const OTHER: NodeErrorHelp = {
  summary: 'هسته‌ی نود خطا داد',
  check: 'متن فنی خطا را ببینید و گزارش هسته را روی سرور نود بررسی کنید.',
};

/** The Persian reading of a node's last error; null when the text is Persian already (the panel's own). */
export function nodeErrorHelp(text: string): NodeErrorHelp | null {
  if (/[\u0600-\u06ff]/.test(text)) return null;
  for (const [pattern, help] of KINDS) if (pattern.test(text)) return help;
  return OTHER;
}
