import './app/fonts.css';

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// The app's and the page's chunks are on their way already: the page's head preloads them (entry-server.tsx).
const { startApp } = await import('./app/boot.js');
await startApp(container, serverRendered);
