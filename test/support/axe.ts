/** axe-core for component tests (jsdom): WCAG 2.1 AA + best practice. */
import axe from 'axe-core';
import { expect } from 'vitest';

/** axe-core on `root` (WCAG 2.1 AA + best practice; no colour contrast in jsdom, no landmark: the shell has it). */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}
