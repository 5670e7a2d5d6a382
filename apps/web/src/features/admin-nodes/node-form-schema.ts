import { linkAddresses, type Node, NodeBodySchema, plainToPublicProblem } from '@pishkhan/contract';
import { z } from 'zod';

/**
 * What the node dialog is judged by: the contract's body, except that an inbound the node already served as plain VLESS
 * or Trojan to a public address is not refused for it again. The server keeps such an inbound (decision 092) and the
 * nodes screen flags it; only a new one, or one newly so, is refused.
 */
export function nodeFormSchema(node: Node | null): typeof NodeBodySchema {
  const plainBefore = new Set(
    node?.inbounds.filter((i) => plainToPublicProblem(i, linkAddresses(i, node.host))).map((i) => i.id),
  );
  if (plainBefore.size === 0) return NodeBodySchema;
  const unjudged = z.object(NodeBodySchema.shape);
  const kept = (body: unknown, path: PropertyKey[], message: string) => {
    const [list, index, field] = path;
    if (list !== 'inbounds' || field !== 'security' || typeof index !== 'number') return false;
    const inbound = (
      body as { inbounds?: Array<{ id?: number; protocol: string; security: string; addresses?: string[] }> }
    ).inbounds?.[index];
    const host = NodeBodySchema.shape.host.safeParse((body as { host?: unknown }).host).data ?? '';
    return (
      inbound?.id !== undefined &&
      plainBefore.has(inbound.id) &&
      message === plainToPublicProblem(inbound, linkAddresses({ addresses: inbound.addresses ?? [] }, host))
    );
  };
  return z.unknown().transform((body, ctx) => {
    const judged = NodeBodySchema.safeParse(body);
    if (judged.success) return judged.data;
    const issues = judged.error.issues.filter((issue) => !kept(body, issue.path, issue.message));
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return issues.length > 0 ? z.NEVER : unjudged.parse(body);
  }) as unknown as typeof NodeBodySchema;
}
