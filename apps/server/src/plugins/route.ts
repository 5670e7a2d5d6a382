import { API_SCOPE_LABELS, type Endpoint, persianIssue } from '@pishkhan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../app-error.js';
import type { AuditScope } from '../modules/audit/audit.service.js';
import type { IdempotencyScope } from '../modules/idempotency/idempotency.service.js';
import type { AuthUser } from '../modules/sessions/sessions.service.js';
import { validationLine } from './error-handler.js';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<E extends Endpoint> {
  params: Infer<NonNullable<E['params']>>;
  query: Infer<NonNullable<E['query']>>;
  body: Infer<NonNullable<E['body']>>;
  /** The caller; null only on public endpoints. */
  user: E['auth'] extends 'public' ? AuthUser | null : AuthUser;
  /** Present when the endpoint moves money and the client sent an Idempotency-Key. */
  idempotency: IdempotencyScope | undefined;
  /** Present when the trail records the call: a service may write the entry in its own transaction (decision 027). */
  audit: AuditScope | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (ctx: RouteContext<E>) => Promise<z.input<E['response']>>;

const ROLE_OF: Record<Endpoint['auth'], AuthUser['type'][] | null> = {
  public: null,
  any: ['ADMIN', 'RESELLER'],
  reseller: ['RESELLER'],
  admin: ['ADMIN'],
};

/** The top-level field of the first string holding U+0000 in the validated input, searched without recursion. */
function fieldWithNul(input: Record<string, unknown>): string | undefined {
  const queue: Array<[string, unknown]> = Object.entries(input);
  for (let i = 0; i < queue.length; i++) {
    const [field, value] = queue[i] as [string, unknown];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return field;
    } else if (value && typeof value === 'object') {
      for (const item of Object.values(value)) queue.push([field, item]);
    }
  }
  return undefined;
}

/**
 * Validates one part of a request with its zod schema. A failure is the contract's 422: one Persian line per problem,
 * named by the field's label; a message the schema does not spell out comes from the contract's Persian map, passed to
 * this parse itself so it does not depend on the global zod configuration having loaded first (without it, zod's
 * English lines showed).
 */
function validatorFor(schema: z.ZodType, part: string) {
  return (data: unknown) => {
    const result = schema.safeParse(data, { error: persianIssue });
    if (result.success) return { value: result.data };
    const lines = result.error.issues.map((issue) =>
      // No body, `null`, `[]` or a bare value where the fields go.
      part === 'body' && issue.path.length === 0 && issue.code === 'invalid_type'
        ? 'بدنه‌ی درخواست باید مجموعه‌ای از فیلدها باشد'
        : validationLine(`/${issue.path.join('/')}`, issue.message),
    );
    return { error: new AppError('VALIDATION', [...new Set(lines)]) };
  };
}

/** The entries that a service wrote in its transaction, by request, so `onSend` does not write them again. */
const auditScopes = new WeakMap<FastifyRequest, AuditScope>();

/**
 * Registers one contract endpoint under /api with its zod schemas, its role and, for calls that move money,
 * idempotency. Reseller endpoints answer 401 to any other role (the panel then logs out, docs/product/rules.md#how-the-panel-shows-errors).
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: RouteHandler<E>) {
  const roles = ROLE_OF[endpoint.auth];
  // The audit trail (decision 027): every admin change, and every call that moves money, whoever makes it.
  const audited: 'admin' | 'money' | null = endpoint.idempotent
    ? 'money'
    : endpoint.auth === 'admin' && endpoint.method !== 'GET'
      ? 'admin'
      : null;
  /** What the trail records of a call, but its answer's status. */
  const auditRecordOf = (request: FastifyRequest, actor: AuthUser, kind: 'admin' | 'money') => ({
    actor,
    kind,
    method: endpoint.method,
    path: endpoint.path,
    params: (request.params ?? {}) as Record<string, unknown>,
    query: request.query,
    body: request.body,
    ip: request.ip,
  });
  /** A token may call only an endpoint that names a scope it holds (decision 110); a login session, any. */
  const tokenRefused = (user: AuthUser) =>
    user.token !== undefined && (!endpoint.scope || !user.token.scopes.includes(endpoint.scope));
  const scopeLine = endpoint.scope
    ? `این کار دسترسی ${endpoint.scope} (${API_SCOPE_LABELS[endpoint.scope]}) را می‌خواهد`
    : 'این کار فقط با ورود به پنل انجام می‌شود، نه با توکن دسترسی';
  const description = endpoint.scope
    ? `${endpoint.description ? `${endpoint.description}\n\n` : ''}API token scope: \`${endpoint.scope}\`.`
    : endpoint.description;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      ...(description ? { description } : {}),
      tags: [endpoint.path.split('/')[1] ?? 'api'],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // OpenAPI 3.0 lets only OAuth schemes list scopes in a requirement: the scope goes in `x-scope` and the text.
      ...(endpoint.auth !== 'public'
        ? { security: endpoint.scope ? [{ bearer: [] }, { apiToken: [] }] : [{ bearer: [] }] }
        : {}),
      ...(endpoint.scope ? { 'x-scope': endpoint.scope } : {}),
      response: { 200: endpoint.response },
    },
    validatorCompiler: ({ schema, httpPart }: { schema: unknown; httpPart?: string }) =>
      validatorFor(schema as z.ZodType, httpPart ?? ''),
    ...(audited
      ? {
          // Written before the answer leaves, so a client that has its answer finds the entry there.
          onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            if (auditScopes.get(request)?.written) return payload;
            const user = await app.auth.identify(request);
            // A caller without the endpoint's role was refused before anything ran: not an action to record.
            if (!user || (roles && !roles.includes(user.type)) || tokenRefused(user)) return payload;
            await app.services.audit.record({ ...auditRecordOf(request, user, audited), status: reply.statusCode });
            return payload;
          },
        }
      : {}),
    // Who may call is settled before validation, so a stranger learns nothing from a 422.
    preValidation: async (request, reply) => {
      const user = await app.auth.identify(request);
      if (roles && (!user || !roles.includes(user.type))) throw new AppError('UNAUTHORIZED');
      if (roles && user?.token) {
        const wait = await app.services.apiTokens.admit(user.token.id);
        if (wait !== null) {
          reply.header('Retry-After', String(wait));
          throw new AppError('TOO_MANY_REQUESTS', ['سقف درخواست‌های این توکن در هر دقیقه پر شده است']);
        }
        if (tokenRefused(user)) throw new AppError('TOKEN_SCOPE', [scopeLine]);
      }
      if (endpoint.auth === 'reseller' && (await app.services.settings.isUnderMaintenance())) {
        throw new AppError('UNDER_MAINTENANCE');
      }
    },
    // PostgreSQL text cannot hold U+0000 (the whole query fails): refuse it in any field, on every database alike.
    preHandler: async (request) => {
      const parts = [
        endpoint.params ? request.params : undefined,
        endpoint.query ? request.query : undefined,
        endpoint.body ? request.body : undefined,
      ];
      for (const part of parts) {
        const field = part && typeof part === 'object' ? fieldWithNul(part as Record<string, unknown>) : undefined;
        if (field !== undefined) {
          throw new AppError('VALIDATION', [validationLine(`/${field}`, 'نویسه‌ی غیرمجاز (نویسه‌ی تهی) دارد')]);
        }
      }
    },
    handler: async (request, reply) => {
      const user = await app.auth.identify(request);
      let audit: AuditScope | undefined;
      if (audited && user) {
        audit = { record: auditRecordOf(request, user, audited), written: false };
        auditScopes.set(request, audit);
      }
      const ctx = {
        params: request.params,
        query: request.query,
        body: request.body,
        user,
        idempotency: undefined,
        audit,
        request,
        reply,
      } as RouteContext<E>;
      const key = request.headers['idempotency-key'];
      if (!endpoint.idempotent || typeof key !== 'string' || !user) return handler(ctx);
      return app.services.idempotency.run(
        { userId: user.id, key, method: endpoint.method, path: request.url, body: request.body },
        reply,
        (scope) => handler({ ...ctx, idempotency: scope }),
      );
    },
  });
}
