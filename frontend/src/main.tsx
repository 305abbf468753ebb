import './app/fonts.css';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** Resolves once the browser has had a frame to paint in. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the browser has had a frame to paint the server's HTML in, or after 300 ms (a hidden tab gets no
 * frames). It does not wait for the web font: the text is painted at once in its metric-matched fallback. By then
 * index.html's inline script has asked for the app's and the page's code, which this entry's import finds on its way.
 */
function afterFirstPaint(): Promise<void> {
  return Promise.race([nextFrame(), delay(300)]);
}

/**
 * Makes the browser load its number-formatting data, which it does at the first currency formatter (`formatPrice`
 * on a product's price): some 100 ms of a slow phone's main thread, spent here while the app's code downloads
 * rather than while the page hydrates.
 */
function loadNumberFormats(): void {
  setTimeout(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0), 0);
}

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
const serverRendered = container.dataset.renderedPath === location.pathname;
// The server's HTML is painted first, which evaluating the app's code straight away would hold back.
if (serverRendered) await afterFirstPaint();
const app = import('./app/boot.js');
loadNumberFormats();
const { startApp } = await app;
await startApp(container, serverRendered);
