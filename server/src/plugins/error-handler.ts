// One error handler: our ApiError as is, validation and parse failures as 422/400 in the same
// shape, everything unexpected as a 500 whose details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, MESSAGES, type FieldErrors } from '../lib/errors.ts';

export const errorBody = (message: string, errors: FieldErrors = {}) => ({
  meta: { message },
  data: { errors },
});

function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.status(error.statusCode).send(errorBody(error.message, error.errors));
    }
    const status = error.statusCode ?? 500;
    if (error.validation) return reply.status(422).send(errorBody(MESSAGES.invalid));
    if (status === 413)
      return reply
        .status(422)
        .send(errorBody(MESSAGES.invalidFile, { file: MESSAGES.invalidFile }));
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code }, 'bad request');
      const known = [401, 403, 404, 429].includes(status) ? status : 400;
      return reply
        .status(known)
        .send(errorBody(known === 404 ? MESSAGES.notFound : MESSAGES.badRequest));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(errorBody(MESSAGES.serverError));
  });
}

export default fp(errorHandler, { name: 'error-handler' });
