// PGlite is one process per data folder: a second process that opens the folder while the server
// runs gets no error and corrupts it. So `npm run backup` asks the running server for its copy
// over a Unix socket in DATA_DIR (mode 0600: only the server's own user, who can read the data
// anyway, can connect). Nothing of this is reachable over the network, nginx included.
import { chmod, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Database } from '../db/client.ts';

export const CONTROL_SOCKET = 'control.sock';
const DUMP_PATH = '/pglite-data-dir';
// Unix socket paths are limited to 107 bytes on Linux (sun_path).
const MAX_SOCKET_PATH = 107;

export const controlSocketPath = (dataDir: string) => path.join(dataDir, CONTROL_SOCKET);

/** The PGlite folder is open in some process when PostgreSQL's pid file is there (removed on close). */
export const pgliteInUse = async (pgliteDir: string) =>
  (await stat(path.join(pgliteDir, 'postmaster.pid')).catch(() => null)) !== null;

function request(
  socketPath: string,
  method: string,
  urlPath: string,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath, method, path: urlPath }, resolve);
    req.on('error', reject);
    req.end();
  });
}

/** True when a server answers on the data folder's control socket. */
export async function serverRunning(dataDir: string): Promise<boolean> {
  try {
    const answer = await request(controlSocketPath(dataDir), 'GET', '/');
    answer.resume();
    return true;
  } catch {
    return false;
  }
}

/** The running server's PGlite data folder as a tar, or null when no server answers. */
export async function requestPgliteDump(dataDir: string): Promise<Buffer | null> {
  let answer: http.IncomingMessage;
  try {
    answer = await request(controlSocketPath(dataDir), 'POST', DUMP_PATH);
  } catch {
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (answer.statusCode !== 200)
    throw new Error(
      `the server refused the database copy (${answer.statusCode}): ${body.toString()}`,
    );
  return body;
}

export interface ControlServer {
  close: () => Promise<void>;
}

/**
 * Listens on DATA_DIR/control.sock for the running server's PGlite copy (null on PostgreSQL).
 * Refuses when another server already answers there (two processes on one PGlite folder corrupt it).
 */
export async function listenControl(
  dataDir: string,
  database: Database,
  warn: (message: string) => void = console.warn,
): Promise<ControlServer | null> {
  const dump = database.dumpDataDir;
  if (!dump) return null;
  const socketPath = controlSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    // The server still runs; `npm run backup` then refuses (the folder is open) rather than
    // opening it a second time.
    warn(
      `DATA_DIR is too long for a Unix socket (${socketPath}): npm run backup needs the server stopped, or a shorter DATA_DIR`,
    );
    return null;
  }
  if (await serverRunning(dataDir)) throw new Error(`another server already uses ${dataDir}`);
  // A socket file left by a process that did not stop cleanly.
  await rm(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/') {
      res.end('ok');
      return;
    }
    if (req.method !== 'POST' || req.url !== DUMP_PATH) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    dump()
      .then(async (blob) => {
        res.setHeader('content-type', 'application/x-tar');
        res.end(Buffer.from(await blob.arrayBuffer()));
      })
      .catch((error: unknown) => {
        res.statusCode = 500;
        res.end(error instanceof Error ? error.message : String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Created 0600 from the start (the bind happens within listen()), then checked again.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => resolve());
    } finally {
      process.umask(umask);
    }
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
