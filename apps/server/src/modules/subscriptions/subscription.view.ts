import type { ServiceDevice, ServiceStatus, TrafficMultiplierNote } from '@pishkhan/contract';
import type { SubscriptionEntry } from '../../integrations/links/subscription-entry.js';

/** What one subscription URL knows of its service: everything each client format and the customer's page show. */
export interface SubscriptionView {
  serviceId: number;
  /** The reseller's service or store name, else a neutral Persian title (decision 102); titles the profile and the page. */
  title: string;
  /** The reseller's support link, '' when they set none. */
  supportUrl: string;
  /** The subscription's own address, as clients import it. */
  url: string;
  statuscode: ServiceStatus;
  /** Switched off by the reseller. */
  banned: boolean;
  uploadBytes: number;
  downloadBytes: number;
  /** 0 when unlimited. */
  totalBytes: number;
  unlimited: boolean;
  /** ISO time, null while not started (the days start on first use). */
  expiresAt: string | null;
  /** Days left, or the package's days while not started. */
  remainDays: number;
  /** Traffic per Tehran day for the last 14 days, oldest first, each day present (0 when nothing moved); YYYY-MM-DD. */
  daily: Array<{ day: string; bytes: number }>;
  /**
   * The service's nodes whose traffic counts other than byte for byte, by the name customers see (decision 109); none
   * when absent.
   */
  trafficMultipliers?: TrafficMultiplierNote[];
  /** The ways in that work now (docs/product/provisioning-rules.md#subscriptions), each named for the clients. */
  entries: SubscriptionEntry[];
  /**
   * The customer's page only (decision 105): the devices kept, the limit (0: none), why this one was refused, and
   * whether the per-server links are withheld because apps without a device id are not simply served.
   */
  devices?: { limit: number; kept: ServiceDevice[]; refused: string | null; message: string | null; withheld: boolean };
}
