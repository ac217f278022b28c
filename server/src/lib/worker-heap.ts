// The young generation of the worker threads the server starts (the PGlite thread, the render
// workers, and whatever worker starts after them), smaller than the HTTP thread's.
//
// `--max-semi-space-size=8` (scripts/server-flags.ts) is read by V8 when an isolate is made, and
// every worker's isolate took it too: 16 MB of new space each once grown, which the PGlite thread
// (~1 MB used) and the render workers held for the process's life. A worker's own
// `resourceLimits.maxYoungGenerationSizeMb` is overridden by that flag (issue 34, session 26), but
// the flag is read again for each new isolate: set lower once the HTTP thread's heap is made, it
// sizes only the isolates made afterwards, and the HTTP thread keeps its 8 MB. So each place
// that starts a worker calls this first. Figures: docs/decisions.md, "RSS with the store full:
// … (issue 34, session 27, mem7)".
import { setFlagsFromString } from 'node:v8';

/** The most a worker thread's semi-space may grow to (MB): its new space is twice this. */
export const WORKER_SEMI_SPACE_MB = 2;

let set = false;

/** Every isolate made from now on (a worker thread) gets semi-spaces of WORKER_SEMI_SPACE_MB. */
export function smallWorkerYoungGeneration(): void {
  if (set) return;
  set = true;
  setFlagsFromString(`--max-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
}
