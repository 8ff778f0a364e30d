// @vitest-environment node
/**
 * The documentation's API tables (docs/configuration.md) are checked against the source of truth
 * (element/surface.ts, element/docs.ts), so the documentation cannot drift from the code; the README
 * starts with the two set-up commands.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSS_PARTS, CSS_PROPERTIES, EVENT_DOCS, PROPERTY_DOCS } from './docs';
import { attributeName, EVENT_NAMES, PROPERTIES } from './surface';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const configuration = readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8');

describe('docs/configuration.md documents the public surface', () => {
  it('every attribute and property', () => {
    expect(Object.keys(PROPERTY_DOCS).sort()).toEqual(Object.keys(PROPERTIES).sort());
    for (const name of Object.keys(PROPERTIES)) {
      expect(configuration).toContain(`| \`${attributeName(name)}\` | \`${name}\` |`);
    }
  });

  it('every event', () => {
    for (const name of EVENT_NAMES) expect(configuration).toContain(`| \`${name}\` |`);
    expect(Object.keys(EVENT_DOCS).sort()).toEqual([...EVENT_NAMES].sort());
  });

  it('every CSS custom property and part', () => {
    for (const name of Object.keys(CSS_PROPERTIES)) expect(configuration).toContain(`| \`${name}\` |`);
    for (const part of Object.keys(CSS_PARTS)) expect(configuration).toContain(`\`${part}\``);
  });
});

describe('README', () => {
  it('starts with the two set-up commands', () => {
    const [first, second] = readme.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
    expect(first).toContain('npm install && npm start');
    expect(second).toContain('npm test');
  });
});
