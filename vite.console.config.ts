// The sandbox console (issue 10, demo host only): a small React app over the admin surface /__sandbox/*,
// built into demo-host/public/console/ (served as /console/, not committed) and loaded by
// demo-host/public/sandbox.html. A separate build so that nothing of it reaches the element's dist/.
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
      input: 'demo-host/sandbox-console/main.tsx',
      output: {
        format: 'es',
        entryFileNames: 'sandbox.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        // The console has no assets but its one stylesheet, which sandbox.html links as /console/sandbox.css.
        assetFileNames: 'sandbox[extname]',
      },
    },
  },
});
