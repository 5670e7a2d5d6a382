import type { NodeRow } from '../../db/types.js';
import type { CoreApi } from '../../integrations/core/core-api.js';
import { type Core, createCoreApi } from '../../integrations/core/create-core-api.js';
import { createSignal } from '../../lib/after-commit.js';

/**
 * The gRPC clients of the nodes' cores, shared by health checks, provisioning and usage: one per core and address, so
 * a node whose core or API pin is changed gets a client speaking the new one (decisions 085, 086). With
 * a stored certificate the link is TLS pinned to it; without, plain gRPC (a private network or a tunnel).
 */
export function createCoreClients(options: {
  /** How long one call to a node may take before the node counts as unreachable for this pass. */
  timeoutMs?: number;
  /** Builds the API of a node's core; tests stand in for it. By default `createCoreApi`. */
  apiFor?: (address: string, core: Core) => CoreApi;
}) {
  const apis = new Map<string, CoreApi>();
  /** Told when a node's connection came back after it was lost: its core may have restarted (the worker checks). */
  const reconnected = createSignal();
  return {
    reconnected,
    of(node: Pick<NodeRow, 'core' | 'api_address' | 'api_ca' | 'api_server_name'>): CoreApi {
      // A changed pin (or core) is a new client: the old channel keeps the trust it was made with.
      const key = `${node.core} ${node.api_address} ${node.api_server_name} ${node.api_ca}`;
      let api = apis.get(key);
      if (!api) {
        api = options.apiFor
          ? options.apiFor(node.api_address, node.core)
          : createCoreApi(node.core, {
              address: node.api_address,
              timeoutMs: options.timeoutMs ?? 5000,
              onReconnected: () => reconnected.notify(),
              tls:
                node.api_ca === ''
                  ? undefined
                  : { ca: node.api_ca, serverName: node.api_server_name === '' ? undefined : node.api_server_name },
            });
        apis.set(key, api);
      }
      return api;
    },
    close() {
      for (const api of apis.values()) api.close();
      apis.clear();
    },
  };
}
export type CoreClients = ReturnType<typeof createCoreClients>;
