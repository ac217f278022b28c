// PGlite's start parameters, on the HTTP thread and in the database thread alike.
import { PGlite } from '@electric-sql/pglite';

// PostgreSQL's own page cache lives in PGlite's WebAssembly memory, which never shrinks: the
// default 128 MB of shared_buffers fills up as a large catalogue is read and stays in RSS. With
// 16 MB the rest of the data is read through the operating system's file cache, which is not
// this process's memory (docs/decisions.md "Server": memory budget).
const SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...SETTINGS.flatMap((setting) => ['-c', setting]),
];
