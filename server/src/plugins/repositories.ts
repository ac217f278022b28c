// One repository per resource, attached to the instance so handlers stay a few lines.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { brandRepository } from '../routes/brands/repository.ts';
import { bumperRepository } from '../routes/bumpers/repository.ts';
import { categoryRepository } from '../routes/categories/repository.ts';
import { ecommerceRepository } from '../routes/ecommerces/repository.ts';
import { siteRepository } from '../routes/landing/site.ts';
import { newsRepository } from '../routes/news/repository.ts';
import { productRepository } from '../routes/products/repository.ts';
import { projectRepository } from '../routes/projects/repository.ts';
import { synonymRepository } from '../routes/synonyms/repository.ts';
import { typeRepository } from '../routes/types/repository.ts';
import { userRepository } from '../routes/users/repository.ts';

export function createRepositories(app: FastifyInstance) {
  const deps = { db: app.db, storage: app.storage };
  return {
    types: typeRepository(app.db),
    synonyms: synonymRepository(app.db),
    categories: categoryRepository(deps),
    brands: brandRepository(deps),
    ecommerces: ecommerceRepository(deps),
    bumpers: bumperRepository(deps),
    projects: projectRepository(deps),
    products: productRepository(deps, app.productSearch),
    news: newsRepository(deps),
    site: siteRepository(deps),
    users: userRepository(app.db, app.config.superuserRoleId),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

async function repositories(app: FastifyInstance) {
  app.decorate('repos', createRepositories(app));
}

export default fp(repositories, { name: 'repositories' });
