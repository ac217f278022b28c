// The shipped nginx site (deploy/nginx/katalog.conf and its proxy snippet) run on loopback, with
// this run's ports, folders and a certificate made for it in place of the placeholders: the deploy
// test (deploy/nginx.test.ts) puts it in front of two instances; `npm run bench:web` in front of
// one, so Lighthouse loads pages as a phone gets them in production (HTTP/2 over TLS).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Debian's nginx, if installed. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** The ports of one run: nginx's plain and TLS listeners, and the two instances behind it. */
export interface SitePorts {
  http: number;
  https: number;
  a: number;
  b: number;
}

/** A self-signed certificate for `katalog.example.com` in `dir`, valid for a day. */
export function makeCertificate(dir: string): { crt: string; key: string } {
  const cert = { crt: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=katalog.example.com',
      '-keyout',
      cert.key,
      '-out',
      cert.crt,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
  return cert;
}

/** The site as shipped, with this run's ports, folders (under `prefix`) and certificate. */
export async function nginxConfig(
  prefix: string,
  ports: SitePorts,
  cert: { crt: string; key: string },
): Promise<string> {
  const site = (await readFile(path.join(root, 'deploy/nginx/katalog.conf'), 'utf8'))
    .replace('/var/cache/nginx/katalog', path.join(prefix, 'cache'))
    .replace('server 127.0.0.1:8081', `server 127.0.0.1:${ports.a}`)
    .replace('server 127.0.0.1:8082', `server 127.0.0.1:${ports.b}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${ports.http};`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/\n\s*listen \[::\]:\d+[^;]*;/g, '')
    .replace('/etc/ssl/katalog/fullchain.pem', cert.crt)
    .replace('/etc/ssl/katalog/privkey.pem', cert.key)
    .replace('/var/www/letsencrypt', path.join(prefix, 'acme'))
    .replace(
      '/etc/nginx/snippets/katalog-proxy.conf',
      path.join(root, 'deploy/nginx/katalog-proxy.conf'),
    );
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'tmp', name)};`;
  return `user root;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${site}
}
`;
}
