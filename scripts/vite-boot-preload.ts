/**
 * Fewer round trips: writes the file names of every chunk the entry imports statically, directly or through
 * another chunk, into the loader (element/boot.ts, placeholder `['__ENTRY_IMPORTS__']`), which preloads them
 * with the entry, so the landing's scripts are fetched together rather than one import level after another.
 * Their hashed names are known only once the bundle is generated, hence a plugin.
 *
 * Likewise the chunks a start-up with a session loads on demand (the modules of SESSION_MODULES, with their
 * static imports, less what the entry already brings), into the placeholder `['__SESSION_IMPORTS__']`: the loader
 * preloads them with the entry when the page has a session, so the start-up's first call does not wait for
 * three import levels of lazy chunks after the entry has run.
 *
 * And, for a start-up with a session, the early start (element/early-start.ts) bundled on its own with the map of
 * each screen's chunk and its static imports (`chunks/early-start-<hash>.js`, its name written into the
 * placeholder `'__EARLY_START__'`): the loader imports it only with a session; as soon as `registrations/me` has
 * answered it sends the lookup by id and preloads the placed screen's files (src/screens/registry.ts) at once,
 * while the entry still downloads, instead of one import level after another once the start-up has run.
 *
 * The same lists go to `preload.json` (PreloadManifest): a server that renders the page and knows it has a session
 * (or that shows no prerendered view, so nothing paints before the script) can ask for these files in the page's
 * `<head>` (`<link rel="modulepreload">`), a round trip before the loader would (demo-host/server/static.ts).
 *
 * With `standalone`, the loader is also bundled on its own (its few modules inline, no import of a shared chunk):
 * a module script's static imports are fetched only once it has arrived, so a loader importing the chunk it
 * shares with the entry put a whole round trip before the entry's download and the session's first call.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

const PLACEHOLDER = /\[\s*[`"']__ENTRY_IMPORTS__[`"']\s*\]/;
const SESSION_PLACEHOLDER = /\[\s*[`"']__SESSION_IMPORTS__[`"']\s*\]/;
const EARLY_PLACEHOLDER = /\[\s*[`"']__EARLY_START__[`"']\s*\]/;

/** Each screen id of the registry's source and the module it imports (a line `Addresses: () => import('./x/Y'),`). */
export function screenModules(registrySource: string): [screen: string, module: string][] {
  return [...registrySource.matchAll(/^\s*(\w+):[^\n]*?\(\) => import\('\.\/([^']+)'\)/gm)].map((m) => [m[1]!, m[2]!]);
}

/**
 * The early start's bundle entry: `startEarly` (element/early-start.ts, at `earlyStart`) given a preload of a
 * screen's files, answered from the map (indexes into one list: screens share files).
 */
export function earlyStartModule(byScreen: Record<string, readonly string[]>, earlyStart: string): string {
  const files = [...new Set(Object.values(byScreen).flat())];
  const index = Object.fromEntries(Object.entries(byScreen).map(([screen, list]) => [screen, list.map((f) => files.indexOf(f))]));
  return [
    `import { startEarly } from ${JSON.stringify(earlyStart)};`,
    `const f = ${JSON.stringify(files)}, m = ${JSON.stringify(index)};`,
    'export const filesOf = (s) => (Object.hasOwn(m, s) ? m[s] : []).map((i) => f[i]);',
    'export default (me, preload) => startEarly(me, (s) => preload(filesOf(s)));',
    '',
  ].join('\n');
}

/**
 * The modules of a start-up with a session (src/app/bootstrap.ts startWithToken, src/api/lazy.ts), and the bridge's
 * message schemas: a native app's session arrives as a bridge message, which they check.
 */
const SESSION_MODULES = ['src/app/session-start.ts', 'src/session/token-data.ts', 'src/api/client.ts', 'src/session/hooks.ts', 'bridge/messages.ts'];

/**
 * `dist/preload.json`, paths relative to `dist/`: `page`, what the loader fetches at once on any page (itself, the
 * entry and the chunks it imports statically); `session`, what it adds with a session (the start-up's chunks and the
 * early start).
 */
export interface PreloadManifest {
  page: string[];
  session: string[];
}

interface ChunkLike {
  type: string;
  imports?: readonly string[];
  moduleIds?: readonly string[];
  facadeModuleId?: string | null;
}

/**
 * The loader (`entry`, a module of the main build's input) bundled alone: one file, every module it imports
 * inline, minified and mapped like the main build. Its copies of the session modules share their state with the
 * element's through the window (src/session/storage.ts).
 */
export async function bundleAlone(entry: string, name: string, plugins: Plugin[] = []): Promise<Rollup.OutputChunk> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    plugins,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      modulePreload: false,
      rollupOptions: {
        input: { [name.replace(/\.js$/, '')]: entry },
        preserveEntrySignatures: 'strict',
        output: { format: 'es', entryFileNames: '[name].js', sourcemapExcludeSources: true },
      },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : [])).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${name} alone: ${chunks.length} chunks instead of one`);
  return chunks[0] as Rollup.OutputChunk;
}

/** A module of the given source under `id` (the early start's bundle entry, made from the main build's chunks). */
const virtualModule = (id: string, source: string): Plugin => ({
  name: 'bank-onboarding:virtual-module',
  resolveId: (source_) => (source_ === id ? `\0${id}` : undefined),
  load: (loaded) => (loaded === `\0${id}` ? source : undefined),
});

export function bootPreload(
  entryName = 'bank-onboarding.js',
  bootName = 'bank-onboarding-boot.js',
  standalone?: string,
  earlyStart?: string,
): Plugin {
  return {
    name: 'bank-onboarding:boot-preload',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const entry = bundle[entryName];
      const boot = bundle[bootName];
      if (entry?.type !== 'chunk' || boot?.type !== 'chunk') return;
      if (standalone) {
        const alone = await bundleAlone(standalone, bootName);
        boot.code = alone.code;
        boot.map = alone.map;
        boot.imports = [];
      }
      if (!PLACEHOLDER.test(boot.code)) this.error(`${bootName}: the __ENTRY_IMPORTS__ placeholder is missing`);
      const closure = (names: readonly string[], files: string[] = []) => {
        for (const name of names) {
          if (files.includes(name)) continue;
          files.push(name);
          const chunk = bundle[name] as ChunkLike | undefined;
          if (chunk?.type === 'chunk') closure(chunk.imports ?? [], files);
        }
        return files;
      };
      const files = closure(entry.imports);
      boot.code = boot.code.replace(PLACEHOLDER, JSON.stringify(files));
      if (!SESSION_PLACEHOLDER.test(boot.code)) return;
      const normalised = (id: string) => id.replace(/\\/g, '/');
      const sessionChunks = Object.keys(bundle).filter((name) => {
        const chunk = bundle[name] as ChunkLike | undefined;
        return chunk?.type === 'chunk' && (chunk.moduleIds ?? []).some((id) => SESSION_MODULES.some((m) => normalised(id).endsWith(`/${m}`)));
      });
      const session = closure(sessionChunks).filter((name) => name !== entryName && !files.includes(name));
      boot.code = boot.code.replace(SESSION_PLACEHOLDER, JSON.stringify(session));
      if (!EARLY_PLACEHOLDER.test(boot.code)) return;
      const chunks = Object.entries(bundle).filter(([, chunk]) => chunk.type === 'chunk') as [string, ChunkLike][];
      const registry = chunks.flatMap(([, chunk]) => chunk.moduleIds ?? []).find((id) => normalised(id).endsWith('/src/screens/registry.ts'));
      const screens = registry ? screenModules(readFileSync(registry, 'utf8')) : [];
      // A registry written another way would leave the map empty and every resume one round trip slower, silently.
      if (screens.length === 0) this.error('src/screens/registry.ts: no screen and its chunk found for the map of the early start');
      const byScreen: Record<string, string[]> = {};
      for (const [screen, module] of screens) {
        const found = chunks.find(([, chunk]) => chunk.facadeModuleId && /\/src\/screens\/(.*)\.tsx?$/.exec(normalised(chunk.facadeModuleId))?.[1] === module);
        // What the loader preloads anyway (the entry's and the start-up's chunks) is left out.
        if (found) byScreen[screen] = closure([found[0]]).filter((name) => !files.includes(name) && !session.includes(name));
      }
      if (!earlyStart) this.error(`${bootName}: the __EARLY_START__ placeholder needs the early start module`);
      const id = 'bank-onboarding:early-start';
      const alone = await bundleAlone(id, 'early-start.js', [virtualModule(id, earlyStartModule(byScreen, resolve(earlyStart)))]);
      const code = alone.code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '');
      const fileName = `chunks/early-start-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      const mapName = `${fileName.replace(/^chunks\//, '')}.map`;
      this.emitFile({ type: 'asset', fileName, source: `${code}\n//# sourceMappingURL=${mapName}\n` });
      this.emitFile({ type: 'asset', fileName: `chunks/${mapName}`, source: JSON.stringify({ ...alone.map, file: fileName.replace(/^chunks\//, ''), sources: (alone.map?.sources ?? []).map((source) => `../${source}`) }) });
      boot.code = boot.code.replace(EARLY_PLACEHOLDER, JSON.stringify([fileName]));
      const manifest: PreloadManifest = { page: [bootName, entryName, ...files], session: [...session, fileName] };
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}
