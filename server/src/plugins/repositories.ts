// One repository per resource, attached to the instance so handlers stay a few lines.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { typeRepository } from '../routes/types/repository.ts';

export function createRepositories(app: FastifyInstance) {
  return {
    types: typeRepository(app.db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

async function repositories(app: FastifyInstance) {
  app.decorate('repos', createRepositories(app));
}

export default fp(repositories, { name: 'repositories' });
