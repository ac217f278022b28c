// Every resource's handlers, keyed by the operationId of openapi.yaml.
import { authHandlers } from './auth/handlers.ts';
import { configHandlers } from './config/handlers.ts';
import type { HandlerMap } from './register.ts';
import { typeHandlers } from './types/handlers.ts';

export const allHandlers: HandlerMap = {
  ...authHandlers,
  ...configHandlers,
  ...typeHandlers,
};
