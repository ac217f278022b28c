// src/api/schema.ts, server/src/openapi/form-fields.ts and src/lib/forms/fieldLimits.ts are generated
// from openapi.yaml; this fails when someone forgets `npm run api:gen`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

describe('generated API types', () => {
  it('src/api/schema.ts matches what openapi.yaml generates', () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'schema-')), 'schema.ts');
    const cli = path.join(root, 'node_modules/openapi-typescript/bin/cli.js');
    execFileSync(process.execPath, [cli, 'openapi.yaml', '-o', out], { cwd: root, stdio: 'pipe' });
    execFileSync(process.execPath, ['scripts/mark-generated.ts', out], { cwd: root });
    const committed = readFileSync(path.join(root, 'src/api/schema.ts'), 'utf8');
    expect(
      committed === readFileSync(out, 'utf8'),
      'src/api/schema.ts is stale: run `npm run api:gen`',
    ).toBe(true);
  }, 60_000);

  // Our own generators take the output file as their argument.
  it.each([
    ['server/src/openapi/form-fields.ts', 'scripts/gen-form-types.ts'],
    ['src/lib/forms/fieldLimits.ts', 'scripts/gen-field-limits.ts'],
  ])(
    '%s matches what %s makes of openapi.yaml',
    (file, script) => {
      const out = path.join(mkdtempSync(path.join(tmpdir(), 'generated-')), path.basename(file));
      execFileSync(process.execPath, [script, out], { cwd: root });
      expect(
        readFileSync(path.join(root, file), 'utf8') === readFileSync(out, 'utf8'),
        `${file} is stale: run \`npm run api:gen\``,
      ).toBe(true);
    },
    60_000,
  );
});
