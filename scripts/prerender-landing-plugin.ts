import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type AliasOptions, type Plugin, type PluginOption, type Rollup } from 'vite';
import { landingFile, languageCookie } from '../src/shared/prerendered-landing';

type RenderLanding = (language: (typeof languageCookie.languages)[number]) => Promise<string>;

const entry = 'src/client/prerender/render-landing.tsx';
/** The name of the client build's entry for the prerendered page's boot script. */
export const landingBootEntry = 'landing-boot';

/**
 * After the client is written, renders the landing page into `landing.<language>.html` beside
 * `index.html` (ADR 0030): a server-side build of the same routes and components (with the same
 * aliases, so Preact renders what Preact will hydrate), run once per language. Their only script
 * is the landing boot entry (its own imports preloaded), in place of the app's entry and its
 * preloads. The server sends these files for `/`; every other path keeps the empty `index.html`.
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
    async writeBundle(_options, bundle) {
      const boot = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.name === landingBootEntry);
      if (!boot) throw new Error(`the client build has no ${landingBootEntry} entry`);
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
        const template = landingTemplate(readFileSync(path.join(outDir, 'index.html'), 'utf8'), boot.fileName, staticImports(bundle, boot.fileName));
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

/** index.html with the app's entry script and module preloads replaced by the boot script and its own imports. */
function landingTemplate(indexHtml: string, bootFile: string, bootImports: string[]): string {
  const appEntry = /<script type="module" crossorigin src="[^"]+"><\/script>/;
  if (!appEntry.test(indexHtml)) throw new Error('index.html has no module script to replace');
  const preloads = bootImports.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return indexHtml
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(appEntry, `<script type="module" crossorigin src="/${bootFile}"></script>${preloads}`);
}

/** Every chunk `fileName` imports statically, directly or through another. */
function staticImports(bundle: Rollup.OutputBundle, fileName: string, found = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  for (const imported of chunk?.type === 'chunk' ? chunk.imports : []) {
    if (found.has(imported)) continue;
    found.add(imported);
    staticImports(bundle, imported, found);
  }
  return [...found];
}
