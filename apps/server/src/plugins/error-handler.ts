import type { Socket } from 'node:net';
import { ERRORS, type ErrorBody, FIELD_LABELS, ITEM_FIELD_LABELS } from '@pishkhan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.js';

export function validationLine(path: string, message: string): string {
  const [field, index, item] = path.split('/').filter(Boolean);
  if (!field) return message;
  let label = FIELD_LABELS[field] ?? field;
  // An item of a list of objects: «ورودی ۲، پورت».
  const itemLabels = ITEM_FIELD_LABELS[field];
  if (itemLabels && index !== undefined && /^\d+$/.test(index)) {
    label = `${label} ${(Number(index) + 1).toLocaleString('fa-IR')}`;
    if (item) label = `${label}، ${itemLabels[item] ?? item}`;
  }
  return message.includes(label) ? message : `${label}: ${message}`;
}

/** Every answer has at least one line in `errors`: a refusal without lines of its own repeats its message. */
const body = (code: keyof typeof ERRORS, errors: string[] = [], message?: string): ErrorBody => {
  const text = message ?? ERRORS[code].message;
  return { message: text, errors: errors.length > 0 ? errors : [text], code };
};

/** The one error handler (docs/product/rules.md#errors): {message, errors, code}, never internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.errors, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const lines = error.validation.map((v) => validationLine(v.instancePath, v.message ?? ''));
      return reply.status(422).send(body('VALIDATION', [...new Set(lines)]));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(body('BAD_REQUEST', ['بدنه‌ی درخواست خوانا نیست']));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(400).send(body('BAD_REQUEST', ['نوع محتوای درخواست پشتیبانی نمی‌شود']));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(body('PAYLOAD_TOO_LARGE'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('TOO_MANY_REQUESTS'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body('BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL'));
  });
}

/**
 * What Fastify answers before any route runs: a bad percent-escape in the path (`/api/users/%zz`) or a path segment
 * over its 100-character limit. Without this Fastify answers in English with its own codes.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(body('BAD_REQUEST', ['نشانی درخواست معتبر نیست']));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(400).send(body('BAD_REQUEST', ['بخشی از نشانی درخواست بیش از حد بلند است']));
  }
  request.log.error({ err: error }, 'unhandled framework error');
  return reply.status(500).send(body('INTERNAL'));
}

/** Fastify's default `maxParamLength`: a longer path segment matches no route with a parameter. */
const MAX_PARAM_LENGTH = 100;

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? '';
  // With the built panel served, GET /api/x/<over-long segment> falls through to the panel's catch-all route instead
  // of Fastify's FST_ERR_MAX_PARAM_LENGTH: answer it the same way.
  if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) {
    return reply.status(400).send(body('BAD_REQUEST', ['بخشی از نشانی درخواست بیش از حد بلند است']));
  }
  return reply.status(404).send(body('ROUTE_NOT_FOUND', ['این نشانی یا این روش درخواست در سامانه نیست']));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request: a request line or headers over
 * `maxHeaderSize` (431), and a malformed request, such as a query string of raw (not percent-encoded) Persian (400).
 * Fastify's own answer was English (`{"error":"Bad Request","message":"Client Error"}`).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const code = tooLarge ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const line = tooLarge
    ? 'نشانی یا سرآیندهای درخواست بیش از حد بلند است'
    : 'درخواست خوانا نیست؛ نویسه‌های غیرلاتین نشانی باید با درصد رمزگذاری شوند';
  const json = JSON.stringify(body(code, [line]));
  socket.end(
    `HTTP/1.1 ${ERRORS[code].status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
  );
}
