import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { landingBootEntry, prerenderLanding } from './scripts/prerender-landing-plugin';

/** Writes .br and .gz beside every compressible file, so the server never compresses assets per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'specforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The browser gets Preact's React-compatible runtime instead of react-dom (ADR 0011): the same
 * components at a fifth of the weight, which the landing page's 90 kB budget needs.
 */
const preactCompat = {
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/client': 'preact/compat/client',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

/** `src/client/features/<name>/index.ts`: re-exports only, free of side effects. */
const featureIndex = /[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

const alias = Object.entries(preactCompat).map(([find, replacement]) => ({ find: new RegExp(`^${find}$`), replacement }));

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderLanding({ alias, plugins: [react()] }), precompress()],
  resolve: { alias },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The app is served under a strict CSP: no inline scripts, so no inlined module preload helper.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The prerendered landing page loads only its boot script; it fetches the app later (ADR 0030).
      input: { index: 'index.html', [landingBootEntry]: 'src/client/landing-boot.ts' },
      // A feature's index only re-exports (the lint rule routes every cross-feature import through it):
      // without this the landing, which needs one hook from a feature, would load the whole feature.
      treeshake: { moduleSideEffects: (id: string) => !featureIndex.test(id) },
      output: {
        // Left to itself the bundler puts `cn` and tailwind-merge in one chunk with clsx, which the
        // landing page needs: a chunk of their own keeps them out of the landing's first load.
        codeSplitting: {
          groups: [
            {
              name: 'cn',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/]tailwind-merge[\\/]|[\\/]src[\\/]client[\\/]lib[\\/]cn\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // The dev mailbox page is served by the API process.
      '/dev': `http://127.0.0.1:${apiPort}`,
    },
  },
});
