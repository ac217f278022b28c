// The shape of a contract operation's handler (routes/<resource>/handlers.ts), on its own so that
// plugins wrapping handlers (the public cache) need not import the route registration.
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type HandlerMap = Record<string, Handler>;
