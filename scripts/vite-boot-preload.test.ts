// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootPreload, bundleAlone, earlyStartModule, screenModules } from './vite-boot-preload';

type Bundle = Record<string, { type: 'chunk'; code: string; imports: string[]; moduleIds?: string[]; facadeModuleId?: string }>;
interface Emitted {
  fileName: string;
  source: string;
}

const run = async (bundle: Bundle, emitted: Emitted[] = [], earlyStart?: string) => {
  const plugin = bootPreload(undefined, undefined, undefined, earlyStart);
  const error = vi.fn((message: string) => {
    throw new Error(message);
  });
  const emitFile = (file: Emitted) => emitted.push(file);
  await (plugin.generateBundle as unknown as (this: { error: typeof error; emitFile: typeof emitFile }, o: unknown, b: Bundle) => Promise<void>).call(
    { error, emitFile },
    {},
    bundle,
  );
  return bundle;
};

describe('the loader preloads the entry static imports', () => {
  it('writes the entry chunk imports into the loader placeholder, whatever quotes the minifier chose', async () => {
    const bundle = await run({
      'bank-onboarding.js': { type: 'chunk', code: '', imports: ['chunks/a-1.js', 'chunks/b-2.js'] },
      'bank-onboarding-boot.js': { type: 'chunk', code: 'var r=[`__ENTRY_IMPORTS__`].filter(Boolean)', imports: [] },
    });
    expect(bundle['bank-onboarding-boot.js']!.code).toBe('var r=["chunks/a-1.js","chunks/b-2.js"].filter(Boolean)');
  });

  it('follows the imports of the imported chunks too (the entry is a facade of a shared chunk), each file once', async () => {
    const bundle = await run({
      'bank-onboarding.js': { type: 'chunk', code: '', imports: ['chunks/element-1.js'] },
      'chunks/element-1.js': { type: 'chunk', code: '', imports: ['chunks/a-1.js', 'chunks/b-2.js'] },
      'chunks/a-1.js': { type: 'chunk', code: '', imports: ['chunks/b-2.js'] },
      'chunks/b-2.js': { type: 'chunk', code: '', imports: [] },
      'bank-onboarding-boot.js': { type: 'chunk', code: 'var r=[`__ENTRY_IMPORTS__`]', imports: [] },
    });
    expect(bundle['bank-onboarding-boot.js']!.code).toBe('var r=["chunks/element-1.js","chunks/a-1.js","chunks/b-2.js"]');
  });

  it('fails the build when the loader lost its placeholder', async () => {
    await expect(
      run({
        'bank-onboarding.js': { type: 'chunk', code: '', imports: [] },
        'bank-onboarding-boot.js': { type: 'chunk', code: 'var r=[]', imports: [] },
      }),
    ).rejects.toThrow(/placeholder/);
  });

  it('with a session: the start-up chunks and their imports (less the entry), and the early start bundled with each screen chunk and its imports', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boot-preload-'));
    // A stand-in for element/early-start.ts: preloads the files of the screen the call names.
    const earlyStart = join(dir, 'early-start.ts');
    writeFileSync(earlyStart, 'export async function startEarly(me: string, preloadScreen: (s: string) => void) { preloadScreen(me); }\n');
    const registry = join(dir, 'src', 'screens', 'registry.ts');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'src', 'screens'), { recursive: true });
    writeFileSync(
      registry,
      [
        "  Addresses: () => import('./consumer/Addresses/Addresses'),",
        "  MinorBankDocuments: () => import('./consumer/ViewDocumentation/ViewDocumentation'),",
      ].join('\n'),
    );
    const emitted: Emitted[] = [];
    const bundle = await run(
      {
        'bank-onboarding.js': { type: 'chunk', code: '', imports: ['chunks/element-1.js'] },
        'chunks/element-1.js': { type: 'chunk', code: '', imports: [], moduleIds: [registry] },
        'chunks/session-start-1.js': { type: 'chunk', code: '', imports: ['chunks/client-1.js', 'chunks/element-1.js'], moduleIds: [join(dir, 'src/app/session-start.ts')] },
        'chunks/client-1.js': { type: 'chunk', code: '', imports: ['chunks/schemas-1.js'], moduleIds: [join(dir, 'src/api/client.ts')] },
        'chunks/schemas-1.js': { type: 'chunk', code: '', imports: [] },
        'chunks/Addresses-1.js': {
          type: 'chunk',
          code: '',
          imports: ['chunks/form-1.js', 'chunks/element-1.js'],
          facadeModuleId: join(dir, 'src/screens/consumer/Addresses/Addresses.tsx'),
        },
        'chunks/ViewDocumentation-1.js': {
          type: 'chunk',
          code: '',
          imports: ['chunks/form-1.js'],
          facadeModuleId: join(dir, 'src/screens/consumer/ViewDocumentation/ViewDocumentation.tsx'),
        },
        'chunks/form-1.js': { type: 'chunk', code: '', imports: ['chunks/resolver-1.js'] },
        'chunks/resolver-1.js': { type: 'chunk', code: '', imports: [] },
        'bank-onboarding-boot.js': {
          type: 'chunk',
          code: 'var e=[`__ENTRY_IMPORTS__`],s=["__SESSION_IMPORTS__"],m=[`__EARLY_START__`]',
          imports: [],
        },
      },
      emitted,
      earlyStart,
    );
    const code = bundle['bank-onboarding-boot.js']!.code;
    expect(code).toContain('s=["chunks/session-start-1.js","chunks/client-1.js","chunks/schemas-1.js"]');
    expect(emitted).toHaveLength(3);
    const [{ fileName, source }, map, manifest] = emitted as [Emitted, Emitted, Emitted];
    // What a server that renders the page may ask for in its head: what the loader fetches at once, and with a session.
    expect(manifest.fileName).toBe('preload.json');
    expect(JSON.parse(manifest.source)).toEqual({
      page: ['bank-onboarding-boot.js', 'bank-onboarding.js', 'chunks/element-1.js'],
      session: ['chunks/session-start-1.js', 'chunks/client-1.js', 'chunks/schemas-1.js', fileName],
    });
    expect(code).toContain(`m=[${JSON.stringify(fileName)}]`);
    expect(fileName).toMatch(/^chunks\/early-start-[\w-]{8}\.js$/);
    expect(map.fileName).toBe(`${fileName}.map`);
    expect(source).toContain(`//# sourceMappingURL=${fileName.slice('chunks/'.length)}.map`);
    const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
      filesOf: (screen: string) => string[];
      default: (me: string, preload: (files: string[]) => void) => Promise<void>;
    };
    expect(module.filesOf('Addresses')).toEqual(['chunks/Addresses-1.js', 'chunks/form-1.js', 'chunks/resolver-1.js']);
    expect(module.filesOf('MinorBankDocuments')).toEqual(['chunks/ViewDocumentation-1.js', 'chunks/form-1.js', 'chunks/resolver-1.js']);
    const preloaded: string[][] = [];
    await module.default('Addresses', (files) => preloaded.push(files));
    expect(preloaded).toEqual([['chunks/Addresses-1.js', 'chunks/form-1.js', 'chunks/resolver-1.js']]);
    expect(module.filesOf('toString')).toEqual([]);
  });

  it('fails the build when the registry yields no screen (written another way, the map would be empty)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boot-preload-'));
    const registry = join(dir, 'src', 'screens', 'registry.ts');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'src', 'screens'), { recursive: true });
    writeFileSync(registry, "  Addresses: lazyScreen('./consumer/Addresses/Addresses'),");
    await expect(
      run({
        'bank-onboarding.js': { type: 'chunk', code: '', imports: ['chunks/element-1.js'] },
        'chunks/element-1.js': { type: 'chunk', code: '', imports: [], moduleIds: [registry] },
        'bank-onboarding-boot.js': { type: 'chunk', code: 'var e=[`__ENTRY_IMPORTS__`],s=["__SESSION_IMPORTS__"],m=[`__EARLY_START__`]', imports: [] },
      }),
    ).rejects.toThrow(/no screen/);
  });

  it('reads each screen id and its module from the registry source', () => {
    expect(screenModules("  Home: [() => import('./landing/Home/Home')],\n  X: notBuilt(),\n  Y: built('Y', () => import('./y/Y')),")).toEqual([
      ['Home', 'landing/Home/Home'],
      ['Y', 'y/Y'],
    ]);
    expect(earlyStartModule({ A: ['a.js', 'c.js'], B: ['b.js', 'c.js'] }, '/x/early-start.ts')).toContain(
      'const f = ["a.js","c.js","b.js"], m = {"A":[0,1],"B":[2,1]};',
    );
  });

  it('bundles the loader alone: one module with no static import, so nothing waits for a second round trip', async () => {
    const alone = await bundleAlone('element/boot.ts', 'bank-onboarding-boot.js');
    expect(alone.fileName).toBe('bank-onboarding-boot.js');
    expect(alone.imports).toEqual([]);
    expect(alone.code).not.toMatch(/^\s*import\s*[{*\w]/m);
    // The placeholders are still there for the main build to fill.
    expect(alone.code).toContain('__ENTRY_IMPORTS__');
    expect(alone.code).toContain('__SESSION_IMPORTS__');
    expect(alone.code).toContain('__EARLY_START__');
    expect(alone.map).not.toBeNull();
  }, 60_000);
});
