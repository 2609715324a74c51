import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { nestedBuild } from './nested-build.ts';

const ENTRY = 'src/prerender.tsx';
export const ROOT = '<div id="root"></div>';

/*
 * Puts the sign-in page, rendered at build time (src/prerender.tsx), into index.html, so the
 * browser paints the form as soon as the HTML and the stylesheet arrive; src/main.tsx hydrates
 * it. Where the app would draw something else (another path or language, a session),
 * public/theme-boot.js marks the page and the copy stays hidden until the app draws its own.
 */
export function prerenderSignIn(configFile: string): Plugin {
  return {
    name: 'fieldhouse:prerender-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(ROOT))
          throw new Error(`index.html has no ${ROOT} to render the sign-in page into`);
        return html.replace(ROOT, `<div id="root" data-prerendered>${await renderSignIn(configFile)}</div>`);
      },
    },
  };
}

/** Builds src/prerender.tsx for Node, runs it from a scratch file beside node_modules, removes it. */
async function renderSignIn(configFile: string): Promise<string> {
  const [chunk] = await nestedBuild(configFile, {
    build: { ssr: ENTRY, copyPublicDir: false, rolldownOptions: { output: { codeSplitting: false } } },
  });
  if (!chunk) throw new Error(`${ENTRY} built to nothing`);
  const dir = path.join(path.dirname(configFile), 'node_modules/.cache/prerender');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `prerender-${process.pid}.mjs`);
  fs.writeFileSync(file, chunk.code);
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderSignIn: () => Promise<string> };
    return await module.renderSignIn();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
