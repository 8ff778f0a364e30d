// The sandbox console (demo host only): a small React app over the admin surface /__sandbox/*,
// built into demo-host/public/console/ (served as /console/, not committed) and loaded by
// demo-host/public/sandbox.html. A separate build so that nothing of it reaches the element's dist/.
// Its second entry is the simulated recognition provider's page (vanilla TS, no stylesheet), loaded by
// demo-host/public/recognition-provider/index.html as /console/recognition-provider.js.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  // The app's code lives beside the demo host's pages; only its bundle goes into public/.
  publicDir: false,
  build: {
    outDir: 'demo-host/public/console',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    modulePreload: false,
    cssCodeSplit: false,
    rollupOptions: {
      input: {
        sandbox: 'demo-host/sandbox-console/main.tsx',
        'recognition-provider': 'demo-host/recognition-provider/main.ts',
      },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The console has no assets but its one stylesheet, which sandbox.html links as /console/sandbox.css.
        assetFileNames: 'sandbox[extname]',
      },
    },
  },
});
