/**
 * A set of keys shared by the two end-to-end workers through one file (one key a line), cleared when the run
 * starts: what one spec file recorded, the other sees. Two workers claiming one key at the same moment may both
 * find it new; callers are built so that doing a thing twice is harmless and doing it never is impossible.
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** True the first time `key` is claimed in `file` this run (it is recorded then); false after. */
export function claimOnce(file: string, key: string): boolean {
  let seen: string[] = [];
  try {
    seen = readFileSync(file, 'utf8').split('\n');
  } catch {
    mkdirSync(dirname(file), { recursive: true });
  }
  if (seen.includes(key)) return false;
  appendFileSync(file, `${key}\n`);
  return true;
}
