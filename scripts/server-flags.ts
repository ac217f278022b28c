// The Node/V8 flags and the C library's malloc settings every server process runs with: `npm
// start`, `npm run server`, the systemd unit (deploy/systemd/katalog@.service) and the benchmarks
// that start the server. Written out in each of those (scripts/server-flags.test.ts checks they
// agree); the reasons are here, the figures in docs/decisions.md ("Server": memory budget).
//
// --max-semi-space-size=8 (MB): V8 sizes the young generation by the machine's memory and on
// this 24 GiB machine let it grow to ~200 MB of heap that start-up filled once and never gave
// back; bounded, the idle server held 286 MB RSS instead of 423 MB (demo catalogue). 2 MB was
// chosen first; under distinct-URL traffic it promoted a request's short-lived objects to the old
// generation before they died, which then grew and cost full collections: 8 MB keeps them young
// (100,000-product mix peak 604 against 660 MB, less CPU per request) for ~13 MB more when idle.
// Worker threads set their own (server/src/lib/worker-heap.ts, session 27): 8 MB for the visitors'
// render worker and the PDF workers, 2 MB for the PGlite thread and the background renderer.
//
// --heap-growing-percent=30: after a full collection V8 lets the old generation grow to up to 4×
// what survived before the next one (by how fast it collects); under the mix the HTTP thread's
// heap went from ~105 MB live to ~280 MB before it was collected, and the pages V8 took stayed in
// RSS. 1.5× (50) kept the mix's peak ~60-70 MB lower, for a few more full collections. With the
// page store full, every isolate's growth between full collections (the HTTP thread's, the
// visitors' render worker's, PGlite's) and the dead Buffers they hold until then were most of
// the 250 MB the bench's classes added: 1.3× (30), with the search index's unions bounded to
// 16 MB, took 52-92 MB off their peak in three quick pairs at CPU a request within the runs'
// spread; 658 MB with the store full, not yet 600 (docs/decisions.md, "… session 26, mem6").
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=8',
  '--heap-growing-percent=30',
];

// glibc's malloc (read at process start, so set in the environment, not from inside Node):
// - MALLOC_ARENA_MAX=1: every thread that allocates (libuv's pool compressing pages, V8's GC
//   helpers, the PGlite thread) got an arena of its own, 9 on this 2-core machine holding
//   ~170 MB at the mix's peak, each keeping what it had freed. With 2, each thread drew one of
//   the two at its first allocation: when the background renderer's worker (every stored page's
//   copies) drew the second, what the fill left freed there (~40 MB) was of no use to the HTTP
//   thread's allocations under load, which grew the main one instead: 660 against 605 MB at the
//   peak with the store full, the same tree in two runs (docs/decisions.md, "… session 29,
//   mem9"). One arena: 604 MB, CPU a request no worse in that pair.
// - MALLOC_MMAP_THRESHOLD_=65536: blocks of 64 kB and more (page bodies, zlib's buffers) are
//   mapped on their own and returned to the system when freed. Left alone, glibc raises this
//   threshold to the largest block freed so far (up to 32 MB), after which such blocks come from
//   the heap, which grew to ~150 MB under the mix and does not shrink past a block still in use.
// Ignored by other C libraries (musl, macOS).
export const SERVER_ENV: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '65536',
};
