// Writes the small, real PDF the viewer's stories and tests open (three pages with text, so the
// page count, paging and the text layer are all exercised). Run: node apps/web/scripts/make-pdf-fixture.mjs
import { writeFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const doc = await PDFDocument.create();
doc.setTitle('Sample agreement');
doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
const font = await doc.embedFont(StandardFonts.Helvetica);
for (let n = 1; n <= 3; n++) {
  const page = doc.addPage([612, 792]);
  page.drawText('Home equity line of credit agreement and note', { x: 72, y: 700, size: 18, font });
  page.drawText(`Sample document for the viewer: page ${n} of 3`, { x: 72, y: 670, size: 12, font });
  page.drawText('Borrower: Ann Lee   Line amount: $150,000.00', { x: 72, y: 640, size: 12, font });
}
const bytes = await doc.save({ useObjectStreams: false });
writeFileSync(new URL('../src/components/pdf-viewer/sample.pdf', import.meta.url), bytes);
console.log(`sample.pdf: ${bytes.length} bytes`);
