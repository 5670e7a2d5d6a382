import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ERRORS, type ErrorBody, type ErrorCode, FIELD_LABELS, ITEM_FIELD_LABELS } from '@pishkhan/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../app-error.js';
import { RAW_ANSWER_HEADERS, setSecurityHeaders } from './security-headers.js';

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
 * over its 100-character limit. Without this Fastify answers in English with its own codes. No `onRequest` hook runs
 * for these, so the security headers are set here.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  setSecurityHeaders(request, reply);
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply
      .status(400)
      .send(
        body('BAD_REQUEST', ['رمزگذاری درصدی نشانی درخواست نادرست است: پس از هر % باید دو رقم مبنای شانزده بیاید']),
      );
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
 * What Node's HTTP parser refuses before Fastify sees a request (llhttp's `HPE_*` codes, read in Node's
 * `_http_server.js`), or its header timer cuts off, as the answer's code and the line naming the cause.
 */
function parserRefusal(error: Error & { code?: string; reason?: string }): { code: ErrorCode; line: string } {
  const reason = error.reason ?? error.message;
  const refused = (line: string) => ({ code: 'BAD_REQUEST' as const, line });
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { code: 'REQUEST_TIMEOUT', line: 'سرآیندهای درخواست در زمان مجاز کامل نرسید' };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const kb = Math.floor(http.maxHeaderSize / 1024).toLocaleString('fa-IR');
    return { code: 'HEADERS_TOO_LARGE', line: `نشانی و سرآیندهای درخواست روی هم بیش از ${kb} کیلوبایت است` };
  }
  // Every llhttp reason about a chunk says "chunk"; the codes alone (HPE_STRICT, HPE_LF_EXPECTED) are shared.
  if (/chunk/i.test(reason)) {
    return refused('بدنه‌ی تکه‌تکه‌ی درخواست خوانا نیست: اندازه یا پایان یکی از تکه‌ها درست نوشته نشده است');
  }
  switch (error.code) {
    case 'HPE_INVALID_METHOD':
      return refused('سطر آغاز درخواست خوانا نیست: روش درخواست ناشناخته است');
    case 'HPE_INVALID_VERSION':
    case 'HPE_INVALID_CONSTANT':
      return refused(
        'سطر آغاز درخواست خوانا نیست: نسخه‌ی پروتکل پس از نشانی نیامده یا نادرست است (فاصله‌ی درون نشانی باید با درصد رمزگذاری شود)',
      );
    case 'HPE_INVALID_URL':
      return refused('نشانی درخواست نویسه‌ی نامجاز دارد؛ نویسه‌های غیرلاتین نشانی باید با درصد رمزگذاری شوند');
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
      return refused('طول بدنه‌ی درخواست روشن نیست: سرآیندهای طول محتوا و رمزگذاری انتقال نادرست‌اند یا با هم آمده‌اند');
    case 'HPE_INVALID_HEADER_TOKEN':
      return refused('یکی از سرآیندهای درخواست نام یا مقدار نامجاز دارد');
    default:
      return refused('درخواست خوانا نیست: قالب آن با قالب درخواست‌های وب نمی‌خواند');
  }
}

/** How long a refused connection is read from after the answer before it is dropped. */
const LINGER_MS = 5000;

/**
 * Answers what `parserRefusal` names with the headers of every API error (decision 078), then closes the connection
 * as RFC 9112 (section 9.6) asks: the writing side first, reading on until the client closes or `LINGER_MS` pass, so
 * bytes it is still sending do not turn the close into a reset that loses the answer. Node's and Fastify's own
 * answers were bare, English or of the wrong cause, and dropped the connection at once.
 */
export function clientErrorHandler(error: Error & { code?: string; reason?: string }, socket: Socket) {
  // Node reports the failed parser again for every later read of a connection already answered.
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  // A body that turns bad after its route has begun answering: a second answer would corrupt the first (Node's own
  // handler checks the same).
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { code, line } = parserRefusal(error);
  const json = JSON.stringify(body(code, [line]));
  const status = ERRORS[code].status;
  const headers = {
    ...RAW_ANSWER_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head.join('')}\r\n${json}`);
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('close', () => clearTimeout(linger));
}

/**
 * An HTTP/1.1 request without a Host header (RFC 9112, section 3.2), refused here rather than by Node, whose answer
 * has no body and none of the security headers (`requireHostHeader: false` in `app.ts`).
 */
export function refuseWithoutHost(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
    reply
      .status(400)
      .header('connection', 'close')
      .send(body('BAD_REQUEST', ['درخواست سرآیند میزبان (هاست) ندارد']));
    return;
  }
  done();
}
