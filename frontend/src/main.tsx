import './app/fonts.css';
import { startApp } from './app/boot.js';

const container = document.getElementById('root')!;
// Hydrate only HTML rendered for this very path; anything else (the plain shell) renders afresh.
await startApp(container, container.dataset.renderedPath === location.pathname);
