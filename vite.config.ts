import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compressAssets } from './app/compressAssets.ts';
import { afterLargestPaint } from './app/afterLargestPaint.ts';
import { serverRenderBuild } from './app/serverRenderBuild.ts';
import { styledComponentIds } from './app/styledComponentIds.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;

// The web app: `npm run dev` serves it with the API proxied to the server; `npm run build` writes dist/.
export default defineConfig({
  plugins: [
    react(),
    styledComponentIds(),
    afterLargestPaint(),
    compressAssets(),
    serverRenderBuild('app/ssr/render.tsx'),
  ],
  // public/ holds only the MSW worker for Storybook; the app ships app/static (robots.txt) instead.
  publicDir: 'app/static',
  resolve: {
    alias: {
      '@': path.join(dirname, 'src'),
      '@mocks': path.join(dirname, 'mocks'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api-web': apiTarget,
      '/api': apiTarget,
      '/storage': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
});
