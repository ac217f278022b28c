// Messages between the HTTP thread (pglite-thread.ts) and the database thread (pglite-worker.ts).

export interface WorkerOptions {
  /** PGlite data folder; undefined means in memory. */
  dataDir?: string;
  initialMemory?: number;
  postgresqlconf?: string[];
}

type Id = { id: number };
export type Request = Id &
  (
    | { op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; tx?: number }
    | { op: 'exec'; sql: string; tx?: number }
    | { op: 'begin' }
    | { op: 'commit' | 'rollback'; tx: number }
    | { op: 'dump' }
    | { op: 'close' }
  );

export interface PlainResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface Reply {
  id: number;
  result?: PlainResult;
  results?: PlainResult[];
  /** `dump`: the data folder as a tar (dumpDataDir), moved across, not copied. */
  dump?: ArrayBuffer;
  /** The transaction `begin` opened. */
  tx?: number;
  error?: Record<string, unknown>;
}
