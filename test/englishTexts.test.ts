// Every text a visitor or a clerk reads is Indonesian unless SPEC.md gives it verbatim (issue 32,
// defect 11: 'Edit Product' and the chart legend 'Time' slipped through). This scans every string
// literal and JSX text of src/ and app/ (not tests) for English words that have an Indonesian
// word in this site ('Produk', 'Tanggal', 'Masuk', 'Impor' …). SPEC's own texts that hold one of
// them ('Menambah Product', 'Product Knowledge') are listed with where SPEC gives them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** English words with an Indonesian one in this site; matched as whole words, case as written. */
const ENGLISH = [
  'Product',
  'Products',
  'Time',
  'Date',
  'Login',
  'Logout',
  'Import',
  'Loading',
  'Save',
  'Cancel',
  'Close',
  'Next',
  'Previous',
  'Submit',
  'Search',
  'Upload',
  'Remove',
  'Show',
  'Hide',
  'Settings',
  'Error',
  'Success',
  'Failed',
  'Please',
  'Required',
  'Invalid',
  'Yes',
  'Back',
  'Clear',
  'Copy',
  'Print',
  'Actions',
  'Details',
  'Page',
  'Price',
  'Views',
  'Breadcrumb',
  'Quantity',
  'Send',
];

/** Texts SPEC.md gives verbatim that hold one of those words, each with where. */
const SPEC_TEXTS: Record<string, string> = {
  'Menambah Product': 'SPEC 8, successes',
  'Memperbarui data Product': 'SPEC 8, successes',
  'Memperbarui Banner New Product': 'SPEC 8, successes',
  'Masukkan  Photo Banner New Product': 'SPEC 5, new-product banner',
  'Product Knowledge': 'SPEC 2.2, /news/{id}',
  'Request/Resource not found!': 'SPEC 8, 404',
  // The menu item and audit kind of the new-product banner: SPEC's texts call it so.
  'New Product': "SPEC 8, 'Memperbarui Banner New Product'",
};

/** Literals that are code, not texts, each with why. */
const CODE: { file: string; text: string; why: string }[] = [
  { file: 'app/seo/jsonLd.ts', text: 'Product', why: 'the schema.org type' },
  {
    file: 'src/lib/audit/audit.ts',
    text: 'Product',
    why: "the operationId's name ('addAdminProduct')",
  },
];

/** Files whose literals are not texts of ours: generated types, TinyMCE's English keys. */
const NOT_TEXTS = new Set(['src/api/schema.ts', 'src/components/RichTextEditor/editorLanguage.ts']);

const WORD = new RegExp(`\\b(${ENGLISH.join('|')})\\b`);

/** Whether a literal is code, not text: a module path, a type, a property name or a key. */
function isCode(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword)
    return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  return false;
}

/** The texts of one source file that hold an English word and are not SPEC's own. */
export function englishTexts(file: string, source: string): string[] {
  // Most files hold none of the words anywhere: no need to parse them.
  if (!WORD.test(source)) return [];
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const check = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (trimmed === '' || isCode(node) || trimmed in SPEC_TEXTS) return;
    if (CODE.some((entry) => entry.file === file && entry.text === trimmed)) return;
    if (WORD.test(trimmed)) found.push(trimmed);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      check(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      check(node, node.text);
    else if (ts.isJsxText(node)) check(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name).split(path.sep).join('/'))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .filter((name) => !name.endsWith('.d.ts') && !NOT_TEXTS.has(name));
}

describe('English texts', () => {
  it('finds an English word in a text, not in code or in SPEC’s own texts', () => {
    const source = `
      import { x } from './Time.ts';
      const a = { Time: 1, label: 'Edit Product' };
      const b = <p title="Tanggal">Loading</p>;
      const c = \`Edit \${a} Product\`;
      const d = 'Menambah Product';
      type T = 'Time';
    `;
    expect(englishTexts('x.tsx', source)).toEqual(['Edit Product', 'Loading', 'Product']);
  });

  it('leaves none in the user-facing code of src/ and app/', () => {
    const found = [...sourceFiles('src'), ...sourceFiles('app')].flatMap((file) =>
      englishTexts(file, readFileSync(path.join(root, file), 'utf8')).map(
        (text) => `${file}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
    // Parsing some 700 files takes seconds on a busy machine.
  }, 60_000);
});
