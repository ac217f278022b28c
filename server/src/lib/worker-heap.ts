// The young generation of each worker thread the server starts, set per worker.
//
// `--max-semi-space-size=8` (scripts/server-flags.ts) is read by V8 whenever an isolate is made,
// and while it is set it wins over a worker's own `resourceLimits.maxYoungGenerationSizeMb`
// (issue 34, session 26): every worker took 16 MB of new space, the PGlite thread using ~1 MB of
// it. Set back to 0 (V8's "not given") once the HTTP thread's heap is made, it leaves the HTTP
// thread its 8 MB semi-spaces and lets each worker's resourceLimits decide. Without a limit a
// worker would take V8's own default (32 MB of new space), so every worker is started with
// `youngGeneration(…)`. Figures: docs/decisions.md, "RSS with the store full: … (issue 34,
// session 27, mem7)" and the lead's section of session 27.
import { setFlagsFromString } from 'node:v8';

/**
 * Semi-space sizes (MB) by the work a thread does: the visitors' render worker and the PDF
 * workers allocate as the HTTP thread does (2 MB cost visitors' type pages +16 % CPU); the PGlite
 * thread (~1 MB used) and the background renderer (paced, at the lowest priority) keep little.
 */
export const SEMI_SPACE_MB = { busy: 8, quiet: 2 } as const;

let released = false;

/**
 * `resourceLimits` giving a worker semi-spaces of `SEMI_SPACE_MB[kind]` (V8's young generation
 * is three semi-spaces: two, and as much again for large new objects). Call it just before
 * `new Worker`: the first call lets resourceLimits decide for every isolate made afterwards.
 */
export function youngGeneration(kind: keyof typeof SEMI_SPACE_MB): {
  maxYoungGenerationSizeMb: number;
} {
  if (!released) {
    released = true;
    setFlagsFromString('--max-semi-space-size=0');
  }
  return { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB[kind] };
}
