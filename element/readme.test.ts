// @vitest-environment node
/**
 * The README's API tables are checked against the source of truth (element/surface.ts), so the
 * documentation cannot drift from the code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSS_PARTS, CSS_PROPERTIES, EVENT_DOCS, PROPERTY_DOCS } from './docs';
import { attributeName, EVENT_NAMES, PROPERTIES } from './surface';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README documents the public surface', () => {
  it('every attribute and property', () => {
    expect(Object.keys(PROPERTY_DOCS).sort()).toEqual(Object.keys(PROPERTIES).sort());
    for (const name of Object.keys(PROPERTIES)) {
      expect(readme).toContain(`| \`${attributeName(name)}\` | \`${name}\` |`);
    }
  });

  it('every event', () => {
    for (const name of EVENT_NAMES) expect(readme).toContain(`| \`${name}\` |`);
    expect(Object.keys(EVENT_DOCS).sort()).toEqual([...EVENT_NAMES].sort());
  });

  it('every CSS custom property and part', () => {
    for (const name of Object.keys(CSS_PROPERTIES)) expect(readme).toContain(`| \`${name}\` |`);
    for (const part of Object.keys(CSS_PARTS)) expect(readme).toContain(`\`${part}\``);
  });

  it('starts with the two set-up commands', () => {
    const [first, second] = readme.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(first).toContain('npm install && npm start');
    expect(second).toContain('npm test');
  });
});
