// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { bootPreload } from './vite-boot-preload';

type Bundle = Record<string, { type: 'chunk'; code: string; imports: string[] }>;

const run = (bundle: Bundle) => {
  const plugin = bootPreload();
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  (plugin.generateBundle as unknown as (this: { error: typeof error }, o: unknown, b: Bundle) => void).call({ error }, {}, bundle);
  return bundle;
};

describe('the loader preloads the entry static imports', () => {
  it('writes the entry chunk imports into the loader placeholder, whatever quotes the minifier chose', () => {
    const bundle = run({
      'bank-onboarding.js': { type: 'chunk', code: '', imports: ['chunks/a-1.js', 'chunks/b-2.js'] },
      'bank-onboarding-boot.js': { type: 'chunk', code: 'var r=[`__ENTRY_IMPORTS__`].filter(Boolean)', imports: [] },
    });
    expect(bundle['bank-onboarding-boot.js']!.code).toBe('var r=["chunks/a-1.js","chunks/b-2.js"].filter(Boolean)');
  });

  it('follows the imports of the imported chunks too (the entry is a facade of a shared chunk), each file once', () => {
    const bundle = run({
      'bank-onboarding.js': { type: 'chunk', code: '', imports: ['chunks/element-1.js'] },
      'chunks/element-1.js': { type: 'chunk', code: '', imports: ['chunks/a-1.js', 'chunks/b-2.js'] },
      'chunks/a-1.js': { type: 'chunk', code: '', imports: ['chunks/b-2.js'] },
      'chunks/b-2.js': { type: 'chunk', code: '', imports: [] },
      'bank-onboarding-boot.js': { type: 'chunk', code: 'var r=[`__ENTRY_IMPORTS__`]', imports: [] },
    });
    expect(bundle['bank-onboarding-boot.js']!.code).toBe('var r=["chunks/element-1.js","chunks/a-1.js","chunks/b-2.js"]');
  });

  it('fails the build when the loader lost its placeholder', () => {
    expect(() =>
      run({
        'bank-onboarding.js': { type: 'chunk', code: '', imports: [] },
        'bank-onboarding-boot.js': { type: 'chunk', code: 'var r=[]', imports: [] },
      }),
    ).toThrow(/placeholder/);
  });
});
