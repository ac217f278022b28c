// Generates src/lib/forms/fieldLimits.ts from openapi.yaml: the longest text each field of a schema
// takes (its `maxLength`; for a list, each entry's), so the forms cap a field where the server
// refuses it and no form writes the number. One export per schema keeps a bundle to the schemas
// it reads. Usage: node scripts/gen-field-limits.ts [output file]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

export const FIELD_LIMITS_HEADER =
  '// Generated from openapi.yaml by scripts/gen-field-limits.ts. Do not edit.';

interface Property {
  maxLength?: number;
  items?: { maxLength?: number };
}

const root = path.resolve(import.meta.dirname, '..');
const output = process.argv[2] ?? path.join(root, 'src/lib/forms/fieldLimits.ts');
const doc = YAML.parse(readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as {
  components: { schemas: Record<string, { properties?: Record<string, Property> }> };
};

const key = (field: string) => (/^[A-Za-z_$][\w$]*$/.test(field) ? field : `'${field}'`);

const blocks = Object.entries(doc.components.schemas)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .flatMap(([name, schema]) => {
    const lines = Object.entries(schema.properties ?? {}).flatMap(([field, property]) => {
      const limit = property.maxLength ?? property.items?.maxLength;
      return limit === undefined ? [] : [`  ${key(field)}: ${limit},`];
    });
    if (lines.length === 0) return [];
    return [
      `/** openapi.yaml ${name}: maxLength by field. */\nexport const ${name} = {\n${lines.join('\n')}\n} as const;`,
    ];
  });

writeFileSync(output, `${FIELD_LIMITS_HEADER}\n\n${blocks.join('\n\n')}\n`);
