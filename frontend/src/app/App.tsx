import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { Navigate, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { theme } from '../lib/theme.js';
import { ToastProvider } from '../lib/toast.js';
import { DataProvider } from '../lib/swr.js';
import { lazyPage } from './lazy-page.js';
import { Layout } from '../layout/Layout.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { CONTENT_PATHS } from '../content/paths.js';
import { SiteLinks } from './links.js';

/** The back office is a chunk of its own, loaded only when /admin is opened. */
const AdminPage = lazy(() => import('../features/admin/AdminPage.js'));

const adminLoading = (
  <Typography role="status" sx={{ py: 10, textAlign: 'center' }}>
    Loading...
  </Typography>
);

/**
 * The public pages' modules, by their path from the project's root (a key of Vite's manifest too): each is a chunk
 * of its own, loaded by the route that shows it.
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(['/src/pages/*Page.tsx', '!/src/pages/{NotFound,Content}Page.tsx']);

/** The page `name` exports from the module at `file` (a key of PAGE_MODULES). */
const page = (file: string, name: string) => lazyPage(async () => ({ Page: (await PAGE_MODULES[file]())[name], modules: [file] }));

/** The public site's routes, each page its own chunk; the server answers the same paths (and 404 for any other). */
export const ROUTES = [
  { path: '/', page: page('/src/pages/HomePage.tsx', 'HomePage') },
  { path: '/marketplace', page: page('/src/pages/MarketplacePage.tsx', 'MarketplacePage') },
  { path: '/products/:id', page: page('/src/pages/ProductPage.tsx', 'ProductPage') },
  { path: '/contact', page: page('/src/pages/ContactPage.tsx', 'ContactPage') },
  { path: '/pricing', page: page('/src/pages/PricingPage.tsx', 'PricingPage') },
  ...CONTENT_PATHS.map((path) => ({ path, page: lazyPage(() => import('./content-pages.js').then((m) => m.loadContentPage(path))) })),
  { path: '/security', page: page('/src/pages/SecurityPage.tsx', 'SecurityPage') },
  { path: '/status', page: page('/src/pages/StatusPage.tsx', 'StatusPage') },
  { path: '/brand', page: page('/src/pages/BrandPage.tsx', 'BrandPage') },
  { path: '/news', page: page('/src/pages/ArticleListPage.tsx', 'NewsListPage') },
  { path: '/news/:slug', page: page('/src/pages/ArticlePage.tsx', 'NewsArticlePage') },
  { path: '/blog', page: page('/src/pages/ArticleListPage.tsx', 'BlogListPage') },
  { path: '/blog/:slug', page: page('/src/pages/ArticlePage.tsx', 'BlogPostPage') },
];

/** Static routes, prerendered at build time (product pages are rendered by the server per product). */
export const PRERENDERED_PATHS = ['/', '/marketplace', '/contact', '/pricing', ...CONTENT_PATHS, '/security', '/status', '/brand'];

/** Loads the code of the page at `pathname`, so it renders (or hydrates) without a fallback. */
export async function preloadRoute(pathname: string): Promise<void> {
  await routeAt(pathname)?.page.preload();
}

/** The source modules of the page at `pathname` (none for an unknown path), once preloaded. */
export const routeModules = (pathname: string): string[] => routeAt(pathname)?.page.modules() ?? [];

const routeAt = (pathname: string) => ROUTES.find((route) => matchPath(route.path, pathname));

/** SPEC's /products is the catalogue, with the category a showcase names (`?category=`) kept. */
function ToCatalogue() {
  return <Navigate to={{ pathname: '/marketplace', search: useLocation().search }} replace />;
}

/**
 * Marks the document once the page has rendered or hydrated: before that, server HTML shows but may not respond.
 * While hydrating, React takes each Suspense boundary of the server's HTML in a later pass than the one around it, and
 * the page's parts are boundaries inside the routes' one (HydrationBoundaries): rendered in a boundary of its own at
 * that depth, after the routes, this commits with the page's last parts.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** `hydrating`: the app takes over the server's HTML of this page (in the browser, app/boot.tsx). */
export function App({ fallback, hydrating = false }: { fallback?: Record<string, unknown>; hydrating?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      {/* The baseline's global styles are in the server's HTML; rendered again while hydrating, Emotion would replace
          them with a sheet of its own, and the browser would style every element again (lib/emotion.ts). */}
      {!hydrating && <CssBaseline />}
      <SiteLinks />
      <DataProvider fallback={fallback}>
        <ToastProvider>
          <Layout>
            <Suspense fallback={null}>
              <Routes>
                {ROUTES.map(({ path, page: { Page } }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
                <Route
                  path="/admin"
                  element={
                    <Suspense fallback={adminLoading}>
                      <AdminPage />
                    </Suspense>
                  }
                />
                {/* SPEC's showcases link to /products, which is no page: the catalogue is. */}
                <Route path="/products" element={<ToCatalogue />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
              <Suspense fallback={null}>
                <AppReady />
              </Suspense>
            </Suspense>
          </Layout>
        </ToastProvider>
      </DataProvider>
    </ThemeProvider>
  );
}
