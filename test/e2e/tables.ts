/**
 * The hardening runs' tables (hostile input, faults, keyboard, token scan, CSP): each run records one Markdown table, written to
 * `.artifacts/tables/<name>.md` and printed by the launcher once every spec file has run, so `npm test` ends
 * with the figures docs/reliability.md quotes.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const TABLES_DIR = join(process.cwd(), '.artifacts', 'tables');

/** A Markdown table of `rows` under `columns`. */
export function markdownTable(columns: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const line = (cells: ReadonlyArray<string | number>) => `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(columns), line(columns.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Records the table `name` (a file name: letters, digits, dashes) with its title; also printed at once. */
export function recordTable(name: string, title: string, table: string): void {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad table name ${name}`);
  mkdirSync(TABLES_DIR, { recursive: true });
  const text = `## ${title}\n\n${table}\n`;
  writeFileSync(join(TABLES_DIR, `${name}.md`), text);
  console.log(`\n${text}`);
}

/** Removes the tables of an earlier run (the launcher's onPrepare). */
export function clearTables(): void {
  mkdirSync(TABLES_DIR, { recursive: true });
  for (const file of readdirSync(TABLES_DIR)) if (file.endsWith('.md')) writeFileSync(join(TABLES_DIR, file), '');
}

/** Prints every table recorded in this run (the launcher's onComplete). */
export function printTables(): void {
  let files: string[];
  try {
    files = readdirSync(TABLES_DIR).filter((f) => f.endsWith('.md')).sort();
  } catch {
    return;
  }
  const texts = files.map((f) => readFileSync(join(TABLES_DIR, f), 'utf8')).filter((t) => t.trim() !== '');
  if (texts.length > 0) console.log(`\n# Hardening tables\n\n${texts.join('\n')}`);
}
