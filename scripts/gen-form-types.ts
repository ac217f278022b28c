// Generates server/src/openapi/form-fields.ts from openapi.yaml: the text fields of every
// multipart body schema, so a handler's form is typed by its operation's contract (the server
// takes only types from src/api/schema.ts). Files are not text fields: they arrive in `form.files`.
// Usage: node scripts/gen-form-types.ts [output file]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const FORM_FIELDS_HEADER =
  '// Generated from openapi.yaml by scripts/gen-form-types.ts. Do not edit.';

type Json = Record<string, unknown>;
interface Property {
  format?: string;
  description?: string;
}

const root = path.resolve(import.meta.dirname, '..');
const output = process.argv[2] ?? path.join(root, 'server/src/openapi/form-fields.ts');
const doc = YAML.parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as Json;
const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;

const formNames = new Set<string>();
for (const item of Object.values(doc.paths as Record<string, Record<string, Json>>)) {
  for (const op of Object.values(item)) {
    const content = (
      op.requestBody as { content?: Record<string, { schema?: { $ref?: string } }> } | undefined
    )?.content;
    const ref = content?.['multipart/form-data']?.schema?.$ref;
    if (ref) formNames.add(ref.split('/').pop() ?? '');
  }
}

function fieldsOf(name: string): string[] {
  const schema = schemas[name] ?? {};
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Property>).filter(
    ([, p]) => p.format !== 'binary',
  );
  const key = (field: string) => (/^[A-Za-z_$][\w$]*$/.test(field) ? field : `'${field}'`);
  const lines = properties.map(([field]) => `    readonly ${key(field)}?: string;`);
  // Indexed fields (`isCover[0]`, `ecommerces[0][link_id]`, ...) are named by a pattern.
  if (schema.patternProperties)
    lines.push('    readonly [indexedField: string]: string | undefined;');
  return lines;
}

const body = [...formNames]
  .sort()
  .map((name) => {
    const fields = fieldsOf(name);
    // A form of files only has no text field.
    return fields.length === 0
      ? `  ${name}: Record<never, never>;`
      : [`  ${name}: {`, ...fields, '  };'].join('\n');
  })
  .join('\n');
writeFileSync(
  output,
  `${FORM_FIELDS_HEADER}\n\n/** The text fields of each multipart body schema of openapi.yaml, by schema name. */\nexport interface FormFields {\n${body}\n}\n`,
);
