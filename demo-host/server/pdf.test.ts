// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPdf, wrapText } from './pdf';

/** The byte offset of `N 0 obj` for each object, read from the file itself. */
function objectOffsets(pdf: Buffer): Map<number, number> {
  const text = pdf.toString('latin1');
  const offsets = new Map<number, number>();
  for (const match of text.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    offsets.set(Number(match[1]), (match.index ?? 0) + (match[0].startsWith('\n') ? 1 : 0));
  }
  return offsets;
}

describe('the sandbox PDF writer', () => {
  it('writes a PDF 1.4 whose xref table points at every object and whose startxref points at the table', () => {
    const pdf = renderPdf({ title: 'Contratto di conto di pagamento', paragraphs: ['Primo paragrafo.', 'Secondo paragrafo.'] });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const entries = text.slice(startxref).split('\n').slice(3).filter((line) => / 00000 n $/.test(line));
    const offsets = objectOffsets(pdf);
    expect(entries).toHaveLength(offsets.size);
    entries.forEach((entry, index) => expect(Number(entry.slice(0, 10))).toBe(offsets.get(index + 1)));
    // Each xref entry is exactly 20 bytes with its end of line (PDF 1.4 §3.4.3).
    for (const entry of entries) expect(`${entry}\n`).toHaveLength(20);
  });

  it('shows the title and the paragraphs in Helvetica, Italian accents in WinAnsi, parentheses escaped', () => {
    const pdf = renderPdf({ title: 'Informativa (privacy)', paragraphs: ['Perché la società è così?'] });
    const text = pdf.toString('latin1');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('(Informativa \\(privacy\\)) Tj');
    expect(pdf.includes(Buffer.from('(Perché la società è così?) Tj', 'latin1'))).toBe(true);
    // The content stream's /Length is its byte length.
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text);
    expect(Number(match?.[1])).toBe(Buffer.byteLength(match?.[2] ?? '', 'latin1'));
  });

  it('wraps long paragraphs at spaces and breaks a long document into several pages', () => {
    expect(wrapText('uno due tre quattro', 7)).toEqual(['uno due', 'tre', 'quattro']);
    const long = Array.from({ length: 80 }, (_, i) => `Paragrafo numero ${i} del documento di prova.`);
    const text = renderPdf({ title: 'Lungo', paragraphs: long }).toString('latin1');
    const count = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(1);
    expect(text.match(/\/Type \/Page /g)).toHaveLength(count);
  });
});
