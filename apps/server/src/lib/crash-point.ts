/**
 * Named crash points (decision 024). When the environment's `CRASH_AT` names a point, the process kills
 * itself with SIGKILL there, on the `CRASH_AFTER`-th time it passes (the first by default), as a power cut or the
 * kernel's OOM killer would: no handler runs, no transaction commits, no answer goes out. The crash-consistency test
 * then restarts the server and checks what survived. `loadConfig` refuses `CRASH_AT` in production.
 *
 * Read once at start: with `CRASH_AT` unset a point is one comparison against `undefined`.
 */
export const CRASH_POINTS = [
  /** Inside the purchase transaction, after the services, their debit, jobs and idempotency answer: before commit. */
  'purchase.debited',
  /** The same for a batch purchase (one debit for the group). */
  'batch.debited',
  /** After the purchase committed, before its answer is sent. */
  'purchase.committed',
  /** Inside the renewal transaction, after its debit and the service's new period: before commit. */
  'renew.debited',
  /** Inside the delete transaction, after the refund and the deletion: before commit. */
  'delete.refunded',
  /** Inside a gift card redemption, after the card is marked used and the credit written: before commit. */
  'giftcard.credited',
  /** Inside an admin balance correction, after the ledger row: before commit. */
  'balance.corrected',
  /** Inside a crypto deposit's webhook, after the payment row, the credit and their link: before commit. */
  'crypto.credited',
  /** Inside a store order's delivery, after paid → delivered and its purchase: before commit. */
  'store.delivered',
  /** Provisioning: the node accepted the account; `inbound_accounts` does not record it yet. */
  'provision.added',
  /** Provisioning: the node removed the account; `inbound_accounts` still records it. */
  'provision.removed',
  /** Health check: a node was found restarted (its users gone); the refill is not recorded yet. */
  'node.restarted',
] as const;
export type CrashPointName = (typeof CRASH_POINTS)[number];

const target = process.env.CRASH_AT || undefined;
let hitsLeft = Math.max(1, Number.parseInt(process.env.CRASH_AFTER ?? '', 10) || 1);

export function crashPoint(name: CrashPointName) {
  if (target === undefined || target !== name) return;
  hitsLeft -= 1;
  if (hitsLeft > 0) return;
  process.kill(process.pid, 'SIGKILL');
}
