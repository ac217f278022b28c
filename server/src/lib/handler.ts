// The shape of a contract operation's handler (routes/<resource>/handlers.ts), below every layer
// that wraps handlers (the public cache, the audit trail), so none of them imports routes/.
// A handler's request is typed by its operation in the generated schema (types only; nothing of
// src/api runs on the server): the route registration validated and coerced query, path and
// JSON body against the same contract before the handler runs, so the types hold.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../src/api/schema.ts';

/** Any handler, as the wrappers (cache, audit) and the registration see it. */
export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type OperationId = keyof operations;

type ParametersOf<Id extends OperationId> = operations[Id]['parameters'];
/** The validated query of an operation (defaults filled in, numbers and booleans coerced). */
export type QueryOf<Id extends OperationId> = [NonNullable<ParametersOf<Id>['query']>] extends [
  never,
]
  ? unknown
  : NonNullable<ParametersOf<Id>['query']>;
/** The validated path parameters of an operation (`id` a number). */
export type ParamsOf<Id extends OperationId> = [NonNullable<ParametersOf<Id>['path']>] extends [
  never,
]
  ? unknown
  : NonNullable<ParametersOf<Id>['path']>;
/** The validated JSON body of an operation; a multipart form is read with `formOf` instead. */
export type BodyOf<Id extends OperationId> = operations[Id] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : operations[Id] extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body | undefined
    : unknown;

/** The request of one operation: `query`, `params` and `body` typed by the contract. */
export type OperationRequest<Id extends OperationId> = FastifyRequest<{
  Querystring: QueryOf<Id>;
  Params: ParamsOf<Id>;
  Body: BodyOf<Id>;
}>;
export type OperationHandler<Id extends OperationId> = (
  request: OperationRequest<Id>,
  reply: FastifyReply,
) => Promise<unknown>;

/** Handlers keyed by operationId: each one's request is typed by its own operation. */
export type HandlerMap = { [Id in OperationId]?: OperationHandler<Id> };
