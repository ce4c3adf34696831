import { preloadRoute } from './app/page-loading';

// The first script of index.html: its body runs before the app's modules are evaluated (Vite
// bundles the page's scripts into one entry, evaluated in order), so the opened page's code
// downloads while the framework starts instead of after (docs/decisions/0028-loading.md).
preloadRoute(window.location.pathname);
