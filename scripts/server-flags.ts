// The Node/V8 flags every server process runs with: `npm start`, `npm run server`, the systemd
// unit (deploy/systemd/katalog@.service) and the benchmarks that start the server. Written out in
// each of those (scripts/server-flags.test.ts checks they agree); the reason is here.
//
// --max-semi-space-size=2 (MB): V8 sizes the young generation by the machine's memory and on
// this 24 GiB machine let it grow to ~200 MB of heap that start-up filled once and never gave
// back. With 2 MB semi-spaces the idle server holds 286 MB RSS instead of 423 MB (demo
// catalogue), for about the same CPU per page (docs/decisions.md "Server": memory budget).
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=2'];
