/**
 * Persian titles of the gateways' keys: the catalogue names them by the key the server reads (`merchant_id`, ...),
 * which is what a store sends; people read these titles instead (the interface is Persian only).
 */
const KEY_LABELS: Record<string, string> = {
  merchant_id: 'کد مرچنت',
  merchant: 'شناسه‌ی فروشنده',
  api_key: 'کلید دسترسی',
  card_number: 'شماره‌ی کارت',
  holder_name: 'نام صاحب کارت',
};

export const keyLabel = (key: string) => KEY_LABELS[key] ?? key;
