// A build step: after the browser build, builds app/ssr/render.tsx for Node into <outDir>/.ssr/
// (dependencies bundled in, so it runs from any folder), where the server finds it. One
// `vite build` thus makes both halves of a server-rendered page, and they always match.
import path from 'node:path';
import { build } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';

/** Folder under the build's outDir holding the renderer; the server never serves dot folders. */
export const SERVER_RENDER_DIR = '.ssr';

/** Vite plugin: builds `entry` as `<outDir>/.ssr/render.mjs` once the browser bundle is written. */
export function serverRenderBuild(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'server-render-build',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: config.logLevel === 'info' ? 'warn' : config.logLevel,
        ssr: { noExternal: true },
        // The bundled React (and the rest) pick their build by process.env.NODE_ENV, which the
        // server does not set: without this the pages were rendered by React's development build,
        // about twice the work (prop validation, owner stacks).
        define: {
          'process.env.NODE_ENV': JSON.stringify(
            config.mode === 'production' ? 'production' : 'development',
          ),
        },
        build: {
          ssr: entry,
          outDir: path.join(path.resolve(config.root, config.build.outDir), SERVER_RENDER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rollupOptions: {
            output: { entryFileNames: 'render.mjs', chunkFileNames: '[name]-[hash].mjs' },
          },
        },
      });
    },
  };
}
