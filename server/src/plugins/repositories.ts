// One repository per resource (server/src/repositories/), attached to the instance so handlers
// stay a few lines and routes/ holds handlers only.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { brandRepository } from '../repositories/brands/repository.ts';
import { bumperRepository } from '../repositories/bumpers/repository.ts';
import { categoryRepository } from '../repositories/categories/repository.ts';
import { ecommerceRepository } from '../repositories/ecommerces/repository.ts';
import { siteRepository } from '../repositories/landing/site.ts';
import { newsRepository } from '../repositories/news/repository.ts';
import { productRepository } from '../repositories/products/repository.ts';
import { projectRepository } from '../repositories/projects/repository.ts';
import { quoteRepository } from '../repositories/quotes/repository.ts';
import { specAttributeRepository } from '../repositories/spec-attributes/repository.ts';
import { synonymRepository } from '../repositories/synonyms/repository.ts';
import { typeRepository } from '../repositories/types/repository.ts';
import { userRepository } from '../repositories/users/repository.ts';

export function createRepositories(app: FastifyInstance) {
  const deps = { db: app.db, storage: app.storage, files: app.publicFiles };
  return {
    types: typeRepository(app.db),
    synonyms: synonymRepository(app.db),
    specAttributes: specAttributeRepository(app.db),
    categories: categoryRepository(deps),
    brands: brandRepository(deps),
    ecommerces: ecommerceRepository(deps),
    bumpers: bumperRepository(deps),
    projects: projectRepository(deps),
    products: productRepository(deps, app.productSearch),
    news: newsRepository(deps),
    site: siteRepository(deps),
    users: userRepository(app.db, app.config.superuserRoleId),
    quotes: quoteRepository(app.db, app.config.quoteTerms),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

async function repositories(app: FastifyInstance) {
  app.decorate('repos', createRepositories(app));
}

export default fp(repositories, {
  name: 'repositories',
  decorators: { fastify: ['config', 'db', 'storage', 'publicFiles'] },
  dependencies: ['product-search'],
});
