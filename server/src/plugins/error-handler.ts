// One error handler: our ApiError as is, validation and parse failures as 422/400 in the same
// shape, everything unexpected as a 500 whose details stay in the log. `errorAnswer` is the one
// mapping: the HTTP routes send it, the pages' in-process reads (routes/public-reads.ts) return it.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, MESSAGES, type FieldErrors } from '../lib/errors.ts';

export const errorBody = (message: string, errors: FieldErrors = {}) => ({
  meta: { message },
  data: { errors },
});

/** The answer to a failed request: status, headers to add and body. */
export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: ReturnType<typeof errorBody>;
}

/** The answer `error` gets; expected client errors are logged at info, the unexpected at error. */
export function errorAnswer(error: FastifyError | ApiError, log: FastifyBaseLogger): ErrorAnswer {
  const answer = (status: number, body: ErrorAnswer['body'], headers = {}) => ({
    status,
    headers,
    body,
  });
  if (error instanceof ApiError)
    return answer(error.statusCode, errorBody(error.message, error.errors), error.headers);
  const status = error.statusCode ?? 500;
  if (error.validation) return answer(422, errorBody(MESSAGES.invalid));
  if (status === 413)
    return answer(422, errorBody(MESSAGES.invalidFile, { file: MESSAGES.invalidFile }));
  if (status >= 400 && status < 500) {
    log.info({ code: error.code }, 'bad request');
    const known = [401, 403, 404, 429].includes(status) ? status : 400;
    return answer(known, errorBody(known === 404 ? MESSAGES.notFound : MESSAGES.badRequest));
  }
  log.error({ err: error }, 'unexpected error');
  return answer(500, errorBody(MESSAGES.serverError));
}

/** Statuses of the HTTP parser's refusals by their code; any other is a 400. */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request (a
 * header section past its 16 kB, bytes that are not HTTP, a request that took too long) is
 * answered in the error shape too, as Fastify's default does it but for the body (the fuzz's seed
 * -888058566: a 17 kB query string got Fastify's own 431 body, without `meta.message`).
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  // A connection reset has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(MESSAGES.badRequest));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { status, headers, body } = errorAnswer(error, request.log);
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return reply.status(status).send(body);
  });
}

export default fp(errorHandler, { name: 'error-handler' });
