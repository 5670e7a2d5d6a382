import { isSecretKey, maskSecret } from '@pishkhan/contract';

export { keyLabel } from '@/lib/gateway-key-labels';

/** The server masks secret keys (docs/product/server-behaviour.md#security-and-integrity); a key typed in the dialog is masked too. */
export const shownValue = (key: string, value: string) => (isSecretKey(key) ? maskSecret(value) : value);
