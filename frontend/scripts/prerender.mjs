// Prerenders the static routes into the built site: each gets its HTML, head tags and critical CSS, so
// crawlers and first paints need no JavaScript. Runs after `vite build` and the SSR build of entry-server.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { render, PRERENDERED_PATHS, siteSettingsElement, articleReads, ARTICLE_SECTION_PAGES, logoFiles } = await import(
  pathToFileURL(path.join(dist, 'server', 'entry-server.js')).href
);
// Every page carries the settings the gateway writes over the placeholders when it sends it (the origin...).
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').replace('<!--site-settings-->', siteSettingsElement());
// The untouched shell, for the pages the server renders itself. Home and the marketplace are rendered by
// the server with the catalogue's data too; their prerendered copies (without products) stand in while
// the catalogue is unavailable.
fs.writeFileSync(path.join(dist, 'shell.html'), shell);

// A page with a section of the newest posts is rendered by the gateway with them: it must be one it knows.
for (const url of PRERENDERED_PATHS) {
  if ((await articleReads(url)).length && !ARTICLE_SECTION_PAGES.includes(url))
    throw new Error(
      `${url} shows the newest news or blog posts: name it in ARTICLE_SECTION_PAGES (@lora/api) so that the gateway renders it with them`,
    );
}

const page = async (url, file) => {
  const { head, html } = await render(url);
  const out = shell
    .replace('<!--app-head-->', head)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-rendered-path="${url}">${html}</div>`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, out);
};
for (const url of PRERENDERED_PATHS) await page(url, url === '/' ? path.join(dist, 'index.html') : path.join(dist, url.slice(1), 'index.html'));
// The not-found page, answered with status 404 for every unknown path.
await page('/404', path.join(dist, '404.html'));

// The brand page's logo downloads: each variant as SVG, and as PNG (four times its drawing).
const logos = logoFiles();
for (const { name, svg, pngScale } of logos) {
  fs.writeFileSync(path.join(dist, 'brand', `${name}.svg`), svg);
  await sharp(Buffer.from(svg), { density: 72 * pngScale })
    .png()
    .toFile(path.join(dist, 'brand', `${name}.png`));
}
console.log(`prerendered ${PRERENDERED_PATHS.length} pages, 404.html and ${logos.length} logos`);
