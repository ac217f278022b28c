// The shape of a contract operation's handler (routes/<resource>/handlers.ts), below every layer
// that wraps handlers (the public cache, the audit trail), so none of them imports routes/.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type HandlerMap = Record<string, Handler>;
