import { deflateSync } from 'node:zlib';

/**
 * Small, real receipt files for the demo, made in memory: a PNG that looks like a till receipt
 * (grey lines of "text" on white) and a one-page PDF invoice whose text holds the expense's name,
 * supplier, date and amount, accents included.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
}

/** A 180 × 300 greyscale PNG of a till receipt; `seed` varies the length of its lines. */
export function receiptPng(seed: number): Buffer {
  const width = 180;
  const height = 300;
  const pixels = Buffer.alloc((width + 1) * height, 0xff);
  const shade = (x0: number, y0: number, w: number, h: number, value: number) => {
    for (let y = y0; y < y0 + h && y < height; y += 1) {
      for (let x = x0; x < x0 + w && x < width; x += 1) pixels[y * (width + 1) + 1 + x] = value;
    }
  };
  for (let y = 0; y < height; y += 1) pixels[y * (width + 1)] = 0; // filter: none
  shade(40, 16, 100, 10, 0x30); // the shop's name
  for (let line = 0; line < 14; line += 1) {
    const y = 44 + line * 14;
    const length = 40 + ((seed * 37 + line * 53) % 70);
    shade(14, y, length, 5, 0x90);
    shade(width - 44, y, 30, 5, 0x90); // the price column
  }
  shade(14, 250, width - 28, 1, 0x60);
  shade(14, 262, 60, 8, 0x30); // TOTAL
  shade(width - 64, 262, 50, 8, 0x30);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PDF string literal in WinAnsi (Latin-1 plus the euro sign), escaped. */
const pdfText = (text: string) =>
  `(${text.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)').replaceAll('€', '\x80')})`;

/** A one-page A5 PDF invoice with the given lines (the first one large). */
export function receiptPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) =>
      index === 0
        ? `BT /F1 16 Tf 40 540 Td ${pdfText(line)} Tj ET`
        : `BT /F1 11 Tf 40 ${510 - index * 20} Td ${pdfText(line)} Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
