/** Persian titles of the gateways' keys (the admin's catalogue names them in English: `merchant_id`, ...). */
const KEY_LABELS: Record<string, string> = {
  merchant_id: 'کد مرچنت',
  merchant: 'شناسه‌ی فروشنده',
  api_key: 'کلید دسترسی',
  card_number: 'شماره‌ی کارت',
  holder_name: 'نام صاحب کارت',
};

export const keyLabel = (key: string) => KEY_LABELS[key] ?? key;

/** Secret keys are shown back masked (product-decisions 'Security': provider keys are masked when shown back). */
const SECRET_KEYS = new Set(['api_key']);

export function shownValue(key: string, value: string): string {
  if (!SECRET_KEYS.has(key)) return value;
  return value.length > 4 ? `••••${value.slice(-4)}` : '••••';
}
