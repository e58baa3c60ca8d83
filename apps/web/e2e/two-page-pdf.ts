/**
 * A minimal valid two-page PDF, written by hand (no library for a fixture this small): each page a
 * filled block and a line of text, different per page, so a test can tell the pages apart by
 * their pixels.
 */
export function twoPagePdf(): Buffer {
  const page = (contents: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 7 0 R >> >> >>`;
  const stream = (s: string) => `<< /Length ${s.length} >>\nstream\n${s}\nendstream`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5),
    page(6),
    // Page 1: a dark block at the top left; page 2: a red block at the bottom right.
    stream('0.1 0.1 0.1 rg 72 560 300 160 re f BT /F1 24 Tf 72 500 Td (Page one) Tj ET'),
    stream('0.8 0.1 0.1 rg 240 72 300 160 re f BT /F1 24 Tf 72 500 Td (Page two) Tj ET'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
