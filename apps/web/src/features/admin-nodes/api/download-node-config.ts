import type { Node } from '@pishkhan/contract';
import { nodeRoutes } from '@pishkhan/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The node's whole core configuration, as the operator installs it (the core's config.json). */
export const getNodeConfig = (id: number) => callApi(nodeRoutes.config, { params: { id } });

/** A click fetches the node's configuration and saves it as a JSON file; a refusal opens the one error dialog. */
export function useDownloadNodeConfig() {
  return useMutation({
    mutationFn: (node: Node) => getNodeConfig(node.id),
    onSuccess: (config, node) =>
      saveFile(
        `pishkhan-node-${node.id}-${node.core}.json`,
        `${JSON.stringify(config, null, 2)}\n`,
        'application/json',
      ),
  });
}
