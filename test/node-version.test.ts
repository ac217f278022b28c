// If the `node` package's install script is ever blocked, npm scripts silently fall back to the
// machine's Node 20 (TOOLCHAIN.md); this makes that visible in CI.
import { expect, it } from 'vitest';

it('runs on Node 24', () => {
  console.log(`node ${process.version}`);
  expect(Number(process.versions.node.split('.')[0])).toBe(24);
});
