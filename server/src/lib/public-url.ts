// Absolute URLs (sitemap, canonical, Open Graph) start with PUBLIC_URL when it is set, else with
// the origin the request came to (its protocol and Host, forwarded ones when behind a proxy).
import type { FastifyRequest } from 'fastify';

/** The site's origin for absolute URLs, without a trailing slash. */
export function publicOrigin(
  config: { publicUrl: string },
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  return config.publicUrl || `${request.protocol}://${request.host}`;
}

/** PUBLIC_URL as configured: an http(s) origin and optional base path, no trailing slash; '' when unset or invalid. */
export function normalisePublicUrl(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return '';
  }
}
