import { isSecretKey, maskSecret } from '@pishkhan/contract';

/** Persian titles of the gateways' keys (the admin's catalogue names them in English: `merchant_id`, ...). */
const KEY_LABELS: Record<string, string> = {
  merchant_id: 'کد مرچنت',
  merchant: 'شناسه‌ی فروشنده',
  api_key: 'کلید دسترسی',
  card_number: 'شماره‌ی کارت',
  holder_name: 'نام صاحب کارت',
};

export const keyLabel = (key: string) => KEY_LABELS[key] ?? key;

/** The server masks secret keys (product-decisions 'Security and integrity'); a key typed in the dialog is masked too. */
export const shownValue = (key: string, value: string) => (isSecretKey(key) ? maskSecret(value) : value);
