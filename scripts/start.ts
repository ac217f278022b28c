// `npm start`: build the web app when dist/ is missing (and the app exists), then serve the API,
// the uploads and the app on PORT. Data lives under DATA_DIR, so a restart keeps every change.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../server/src/main.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

function ensureWebBuild(): string | null {
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  if (!existsSync(path.join(root, 'index.html'))) {
    console.log(
      'Catatan: aplikasi web belum ada (tidak ada index.html); hanya API yang dijalankan.',
    );
    return null;
  }
  console.log('dist/ belum ada: membangun aplikasi web (vite build)...');
  const result = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.log('Catatan: build aplikasi web gagal; hanya API yang dijalankan.');
    return null;
  }
  return dist;
}

const webRoot = ensureWebBuild();
const app = await startServer({ webRoot });
const address = app.server.address();
console.log(
  `Server berjalan di http://localhost:${typeof address === 'object' && address ? address.port : ''}`,
);
