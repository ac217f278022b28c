// The one contract between the server and the web build's renderer of the public pages
// (app/ssr/render.tsx, built into <webRoot>/.ssr/render.mjs and loaded by the server at run time).
// Types only: both sides import it, neither imports the other.

/** An API answer as the renderer sees it: the HTTP status and the parsed JSON body. */
export interface LoadedAnswer {
  status: number;
  body: unknown;
}

/** What the server hands the renderer for one page. */
export interface RenderRequest {
  /** The request's path and query string. */
  url: string;
  /**
   * Where absolute URLs start (canonical, Open Graph, JSON-LD): PUBLIC_URL when set, else the
   * request's own origin; no trailing slash.
   */
  origin: string;
  /**
   * Answers a public API GET in process, e.g. `/product/5` or `/product?page=2&limit=12` (the
   * path under /api-web). `shared` marks data every page uses (menus, footer, configuration):
   * the server may keep its answer ready for the next pages.
   */
  load(apiPath: string, options?: { shared?: boolean }): Promise<LoadedAnswer>;
}

/** A rendered page, in parts: the server puts them into its page template. */
export interface RenderedPage {
  /** HTTP status of the page. */
  status: number;
  /** The whole document title (`<page> | <product name>`), unescaped. */
  title: string;
  /**
   * HTML for the end of `<head>`: preloads, styles, the page's data block, and its description,
   * canonical link, Open Graph and Twitter tags and JSON-LD.
   */
  head: string;
  /** HTML inside the app's root element. */
  body: string;
  /** API reads the page made while rendering that its route did not declare (a bug when not empty). */
  undeclared: readonly string[];
  /**
   * The stylesheet `head` links to (the rules every page shares: the frame's and the global ones),
   * or null when the page has all its styles inline. Its `href` names its content (a hash): the
   * server serves `css` there, cacheable for good.
   */
  stylesheet: SharedStylesheet | null;
}

/** A stylesheet pages share. */
export interface SharedStylesheet {
  /** Its path, e.g. `/page-styles/1x2y3z.css`. */
  href: string;
  css: string;
}

/**
 * The path every shared stylesheet's href starts with: the server serves them there without
 * loading the renderer on its HTTP thread.
 */
export const STYLESHEET_PATH = '/page-styles/';

/** The renderer module's shape. */
export interface PageRenderer {
  /** The page at `url`, or null when the browser renders it alone (the staff side). */
  render(request: RenderRequest): Promise<RenderedPage | null>;
}
