/**
 * The fault runs' one table: the fault spec files run in their own workers (two at a time), so each saves its
 * figures as JSON under its own name and re-records the table from every file saved in this run (the last one to
 * end prints it whole). The launcher clears the folder when the run starts (`clearFaultFigures`).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowFigures } from './fault-support';
import { claimOnce } from './run-record';
import { markdownTable, recordTable } from './tables';

const DIR = join(process.cwd(), '.artifacts', 'fault-figures');

export interface StormFigures {
  where: string;
  figures: { calls: number; refused: number; retried: number; refreshes: number; okRefreshes: number };
}

/** Removes an earlier run's figures (the launcher's onPrepare). */
export function clearFaultFigures(): void {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
}

function readAll<T>(prefix: string): T[] {
  let files: string[];
  try {
    files = readdirSync(DIR).filter((f) => f.startsWith(prefix) && f.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return files.flatMap((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as T[]);
}

function save(name: string, rows: unknown[]) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bad figures name ${name}`);
  mkdirSync(DIR, { recursive: true });
  // Written whole under another name, then renamed into place: a worker reading the folder meanwhile (its own
  // `record`) sees the previous file or this one, never a file still being written.
  const partial = join(DIR, `.${name}.${process.pid}.partial`);
  writeFileSync(partial, JSON.stringify(rows));
  renameSync(partial, join(DIR, `${name}.json`));
}

/** The kinds not applied because an earlier uncertain failure had done the write, when any. */
function doneEarly(f: FlowFigures): string {
  const early = Object.entries(f.doneEarly).filter(([, n]) => n > 0);
  return early.length === 0 ? '' : `; found done after an earlier time-out or drop: ${early.map(([kind, n]) => `${kind} ${n}`).join(', ')}`;
}

function record() {
  const flows = readAll<FlowFigures>('flows-');
  const storms = readAll<StormFigures>('storms-');
  const rows: (string | number)[][] = flows.map((f) => [
    f.flow,
    f.faults['500'],
    f.faults['503'],
    f.faults.timeout,
    f.faults.drop,
    `${f.steps} (${f.allKinds} with all four; +${f.noWrite} without a write)${doneEarly(f)}`,
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
    'Fault runs: faults injected per step submit, steps completed, duplicates in the sandbox, inputs lost',
    markdownTable(['Flow', '500', '503', 'time-out', 'dropped', 'Steps completed', 'Duplicates', 'Lost inputs'], rows),
  );
}

/** Saves one spec file's flow figures (`spec`: its name, e.g. `faults-minor`) and re-records the table. */
export function writeFlowFigures(spec: string, flows: FlowFigures[]) {
  save(`flows-${spec}`, flows);
  record();
}

export function writeStormFigures(storms: StormFigures[]) {
  save('storms-faults', storms);
  record();
}

const MET = join(DIR, 'met-with-all-kinds.txt');

/**
 * The submits met with all four kinds so far in this run, shared by the fault spec files of both workers through
 * one file. `claim` records `key` and says whether it was new: a key two workers claim at once may get all four
 * kinds twice, never none.
 */
export const metWithAllKinds = {
  claim: (key: string): boolean => claimOnce(MET, key),
};
