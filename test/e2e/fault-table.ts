/**
 * The fault runs' one table (issue 19): the two spec files run in their own workers, so each saves its figures
 * as JSON and re-records the table from both (the later one prints it whole). Figures older than this run's
 * launcher start (or two hours, when run alone) are left out.
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowFigures } from './fault-support';
import { markdownTable, recordTable } from './tables';

const DIR = join(process.cwd(), '.artifacts', 'fault-figures');
const FLOWS = join(DIR, 'flows.json');
const STORMS = join(DIR, 'storms.json');
const MAX_AGE_MS = 2 * 60 * 60 * 1000;

export interface StormFigures {
  where: string;
  figures: { calls: number; refused: number; retried: number; refreshes: number; okRefreshes: number };
}

function readFresh<T>(file: string): T[] {
  try {
    if (Date.now() - statSync(file).mtimeMs > MAX_AGE_MS) return [];
    return JSON.parse(readFileSync(file, 'utf8')) as T[];
  } catch {
    return [];
  }
}

function save(file: string, rows: unknown[]) {
  mkdirSync(DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(rows));
}

function record() {
  const flows = readFresh<FlowFigures>(FLOWS);
  const storms = readFresh<StormFigures>(STORMS);
  const rows: (string | number)[][] = flows.map((f) => [
    f.flow,
    f.faults['500'],
    f.faults['503'],
    f.faults.timeout,
    f.faults.drop,
    `${f.steps} (${f.allKinds ?? 0} with all four; +${f.noWrite} without a write)`,
    f.duplicates,
    f.lostInputs,
  ]);
  for (const s of storms) {
    rows.push([
      `401 storm: ${s.where}`,
      '-',
      '-',
      '-',
      '-',
      `${s.figures.calls} calls, ${s.figures.refused} refused 401, ${s.figures.retried} retried once, ${s.figures.refreshes} refresh`,
      0,
      0,
    ]);
  }
  recordTable(
    'faults',
    'Fault runs (issue 19): faults injected per step submit, steps completed, duplicates in the sandbox, inputs lost',
    markdownTable(['Flow', '500', '503', 'time-out', 'dropped', 'Steps completed', 'Duplicates', 'Lost inputs'], rows),
  );
}

export function writeFlowFigures(flows: FlowFigures[]) {
  save(FLOWS, flows);
  record();
}

export function writeStormFigures(storms: StormFigures[]) {
  save(STORMS, storms);
  record();
}
