import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin, type PluginOption } from 'vite';
import { landingFile, languageCookie } from '../src/shared/prerendered-landing';

type RenderLanding = (language: (typeof languageCookie.languages)[number]) => Promise<string>;

const entry = 'src/client/prerender/render-landing.tsx';

/**
 * After the client is written, renders the landing page into `landing.<language>.html` beside
 * `index.html` (ADR 0030): a server-side build of the same routes and components (with the same
 * aliases, so Preact renders what Preact will hydrate), run once per language. The server sends
 * these files for `/`; every other path keeps the empty `index.html`.
 */
export function prerenderLanding(options: { alias: AliasOptions; plugins: PluginOption[] }): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'specforge-prerender-landing',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: every plugin's closeBundle (precompression) sees these files.
    async writeBundle() {
      const serverOutDir = path.join(root, 'node_modules/.cache/prerender-landing');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        plugins: options.plugins,
        resolve: { alias: options.alias },
        // Bundled whole, so that `react` inside the libraries is Preact too.
        ssr: { noExternal: true },
        build: {
          ssr: entry,
          outDir: serverOutDir,
          emptyOutDir: true,
          target: 'node20',
          rolldownOptions: { output: { entryFileNames: 'render-landing.mjs' } },
        },
      });
      try {
        const module = (await import(pathToFileURL(path.join(serverOutDir, 'render-landing.mjs')).href)) as {
          renderLanding: RenderLanding;
        };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        for (const language of languageCookie.languages) {
          const body = await module.renderLanding(language);
          const html = template
            .replace('<html lang="en"', `<html lang="${language}"`)
            .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${body}</div>`);
          if (!html.includes('data-prerendered')) throw new Error('index.html has no empty #root to prerender into');
          writeFileSync(path.join(outDir, landingFile(language)), html);
        }
      } finally {
        rmSync(serverOutDir, { recursive: true, force: true });
      }
    },
  };
}
