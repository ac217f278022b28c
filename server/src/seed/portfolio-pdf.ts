// A small valid PDF written by hand (no PDF library in the dependencies): the demo portfolio
// served by GET download until staff upload a real one.
const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function buildSimplePdf(lines: string[]): Buffer {
  const content = [
    'BT /F1 20 Tf 72 760 Td',
    ...lines.map((line, i) => `${i === 0 ? '' : '0 -28 Td '}(${escapePdf(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

let cached: Buffer | null = null;

export async function demoPortfolioPdf(appName: string): Promise<Buffer> {
  cached ??= buildSimplePdf([
    `${appName} - Portofolio`,
    'Contoh portofolio (data demo).',
    'Produk pneumatik, sistem tenaga dan layanan kelistrikan industri.',
    '250+ proyek terselesaikan.',
  ]);
  return cached;
}
