import { RESELLER_EVENT_LABELS, type ResellerEventType, WEBHOOK_TEST_EVENT } from '@pishkhan/contract';

/** An event type's Persian name; the test event has its own. */
export const eventLabel = (type: string) =>
  type === WEBHOOK_TEST_EVENT ? 'رویداد آزمایشی' : (RESELLER_EVENT_LABELS[type as ResellerEventType] ?? type);
