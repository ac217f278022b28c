// Uploaded files under /storage/: from the local folder (fastify-static: ranges, ETags), or
// streamed from the bucket when the storage is S3. Either way nosniff, so a browser never guesses
// a type the upload check did not give it.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVED_BASE } from '../storage/files-service.ts';

async function storageFiles(app: FastifyInstance) {
  const { storage } = app;
  if (storage.localRoot) {
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: `${SERVED_BASE}/`,
      decorateReply: false,
      index: false,
      // Every upload (and each of its variants) is written once under a new random name, so a
      // stored name never changes content: cached for a year without revalidation.
      maxAge: '365d',
      immutable: true,
      setHeaders: (reply) => reply.header('X-Content-Type-Options', 'nosniff'),
    });
    return;
  }
  const notFound = { meta: { message: 'Data tidak ditemukan.' }, data: { errors: {} } };
  app.get(`${SERVED_BASE}/*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Keys are ours: folder/random.ext. Anything else is not a stored file.
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9]+(\.thumb|\.share)?\.[a-z]+$/.test(key))
      return reply.status(404).send(notFound);
    const object = await storage.open(key);
    if (!object) return reply.status(404).send(notFound);
    if (object.etag && request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    reply
      .header('content-type', object.contentType)
      .header('x-content-type-options', 'nosniff')
      // Upload names never change: a new upload gets a new name.
      .header('cache-control', 'public, max-age=31536000, immutable');
    if (object.length !== null) reply.header('content-length', object.length);
    if (object.etag) reply.header('etag', object.etag);
    return reply.send(object.body);
  });
}

export default fp(storageFiles, { name: 'storage-files' });
