/**
 * Fewer round trips: writes the file names of every chunk the entry imports statically, directly or through
 * another chunk, into the loader (element/boot.ts, placeholder `['__ENTRY_IMPORTS__']`), which preloads them
 * with the entry, so the landing's scripts are fetched together rather than one import level after another.
 * Their hashed names are known only once the bundle is generated, hence a plugin.
 */
import type { Plugin } from 'vite';

const PLACEHOLDER = /\[\s*[`"']__ENTRY_IMPORTS__[`"']\s*\]/;

export function bootPreload(entryName = 'bank-onboarding.js', bootName = 'bank-onboarding-boot.js'): Plugin {
  return {
    name: 'bank-onboarding:boot-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = bundle[entryName];
      const boot = bundle[bootName];
      if (entry?.type !== 'chunk' || boot?.type !== 'chunk') return;
      if (!PLACEHOLDER.test(boot.code)) this.error(`${bootName}: the __ENTRY_IMPORTS__ placeholder is missing`);
      const files: string[] = [];
      const visit = (names: readonly string[]) => {
        for (const name of names) {
          if (files.includes(name)) continue;
          files.push(name);
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') visit(chunk.imports);
        }
      };
      visit(entry.imports);
      boot.code = boot.code.replace(PLACEHOLDER, JSON.stringify(files));
    },
  };
}
