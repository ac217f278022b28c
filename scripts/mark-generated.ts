// Puts the "generated, do not edit" header on a generated file (STYLE.md: generated files say so).
import { readFileSync, writeFileSync } from 'node:fs';

export const GENERATED_HEADER =
  '// Generated from openapi.yaml by openapi-typescript. Do not edit.';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/mark-generated.ts <file>');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');
if (!text.startsWith(GENERATED_HEADER)) writeFileSync(file, `${GENERATED_HEADER}\n${text}`);
