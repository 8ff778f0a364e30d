/**
 * A tiny PDF 1.4 writer for the sandbox's documents (spec §7 `documents/static-contracts/{id}` "opened as a
 * document"): one or more A4 pages of Helvetica text, a title and paragraphs wrapped to the page width.
 *
 * Why not a library (pdf-lib, pdfkit): the sandbox needs plain Latin text only, and adding a dependency to
 * the project would reinstall the whole tree (better-sqlite3 compiles from source) for ~80 lines of code.
 * The standard 14 fonts need no embedding, WinAnsiEncoding covers Italian accents (à è é ì ò ù), and the
 * cross-reference offsets are computed from the bytes written, so any PDF reader opens the result
 * (pdf.test.ts checks the structure).
 */

const PAGE = { width: 595, height: 842, margin: 56 } as const;
const TITLE_SIZE = 16;
const BODY_SIZE = 11;
const LEADING = 15;
/** Helvetica at 11 pt averages ~5.3 pt per character: wrap at this many characters per line. */
const LINE_CHARS = 88;

/** The text of one document. */
export interface PdfDocument {
  title: string;
  paragraphs: readonly string[];
}

/** Wraps a paragraph into lines of at most `width` characters, at spaces. */
export function wrapText(text: string, width: number = LINE_CHARS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A PDF literal string in WinAnsi (Latin-1 for the letters used here): `\`, `(` and `)` escaped, characters
 * outside Latin-1 replaced (typographic quotes and dashes by their ASCII forms, anything else by `?`).
 */
function pdfString(text: string): string {
  const ascii = text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/…/g, '...');
  let out = '';
  for (const ch of ascii) {
    const code = ch.codePointAt(0) ?? 63;
    const byte = code <= 0xff ? ch : '?';
    out += byte === '\\' || byte === '(' || byte === ')' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

type Line = { text: string; size: number };

/** Lays the title and paragraphs out in lines, page by page. */
function paginate(doc: PdfDocument): Line[][] {
  const perPage = Math.floor((PAGE.height - 2 * PAGE.margin) / LEADING);
  const lines: Line[] = [
    ...wrapText(doc.title, 60).map((text) => ({ text, size: TITLE_SIZE })),
    { text: '', size: BODY_SIZE },
  ];
  for (const paragraph of doc.paragraphs) {
    lines.push(...wrapText(paragraph).map((text) => ({ text, size: BODY_SIZE })), { text: '', size: BODY_SIZE });
  }
  const pages: Line[][] = [];
  for (let i = 0; i < lines.length; i += perPage) pages.push(lines.slice(i, i + perPage));
  return pages;
}

function contentStream(lines: readonly Line[]): string {
  const ops = ['BT', `${LEADING} TL`, `${PAGE.margin} ${PAGE.height - PAGE.margin} Td`];
  for (const { text, size } of lines) ops.push(`/F1 ${size} Tf`, `${pdfString(text)} Tj`, 'T*');
  ops.push('ET');
  return ops.join('\n');
}

/** The bytes of a PDF showing `doc`. */
export function renderPdf(doc: PdfDocument): Buffer {
  const pages = paginate(doc);
  // Objects: 1 catalog, 2 pages, 3 font, 4 info, then per page: page, content.
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = `<< /Title ${pdfString(doc.title)} /Producer (bank-onboarding sandbox) >>`;
  pages.forEach((lines, i) => {
    const pageId = pageIds[i] ?? 0;
    const stream = Buffer.from(contentStream(lines), 'latin1');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`;
  });

  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length;
    const chunk = Buffer.from(`${id} 0 obj\n${objects[id] ?? 'null'}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  }
  const xref = [
    'xref',
    `0 ${objects.length}`,
    '0000000000 65535 f ',
    ...offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
