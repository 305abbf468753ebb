import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Route, Routes, matchPath } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { theme } from './theme.js';
import { ToastProvider } from './toast.js';
import { DataProvider } from './swr.js';
import { lazyPage, type LazyPage } from './lazy-page.js';
import { Layout } from '../layout/Layout.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { CONTENT_PATHS } from '../content/paths.js';
import { whenStepsCommitted } from '../components/HydrationSteps.js';

/** The back office is a chunk of its own, loaded only when /admin is opened. */
const AdminPage = lazy(() => import('../features/admin/AdminPage.js'));

const adminLoading = (
  <Typography role="status" sx={{ py: 10, textAlign: 'center' }}>
    Loading...
  </Typography>
);

/** The public site's routes, each page its own chunk; the server answers the same paths (and 404 for any other). */
export const ROUTES: Array<{ path: string; page: LazyPage }> = [
  { path: '/', page: lazyPage(() => import('../pages/HomePage.js').then((m) => m.HomePage)) },
  { path: '/marketplace', page: lazyPage(() => import('../pages/MarketplacePage.js').then((m) => m.MarketplacePage)) },
  { path: '/products/:id', page: lazyPage(() => import('../pages/ProductPage.js').then((m) => m.ProductPage)) },
  { path: '/contact', page: lazyPage(() => import('../pages/ContactPage.js').then((m) => m.ContactPage)) },
  { path: '/pricing', page: lazyPage(() => import('../pages/PricingPage.js').then((m) => m.PricingPage)) },
  ...CONTENT_PATHS.map((path) => ({ path, page: lazyPage(() => import('../content/pages.js').then((m) => m.loadContentPage(path))) })),
  { path: '/security', page: lazyPage(() => import('../pages/SecurityPage.js').then((m) => m.SecurityPage)) },
  { path: '/status', page: lazyPage(() => import('../pages/StatusPage.js').then((m) => m.StatusPage)) },
  { path: '/brand', page: lazyPage(() => import('../pages/BrandPage.js').then((m) => m.BrandPage)) },
  { path: '/news', page: lazyPage(() => import('../features/articles/ArticleListPage.js').then((m) => m.NewsListPage)) },
  { path: '/news/:slug', page: lazyPage(() => import('../features/articles/ArticlePage.js').then((m) => m.NewsArticlePage)) },
  { path: '/blog', page: lazyPage(() => import('../features/articles/ArticleListPage.js').then((m) => m.BlogListPage)) },
  { path: '/blog/:slug', page: lazyPage(() => import('../features/articles/ArticlePage.js').then((m) => m.BlogPostPage)) },
];

/** Static routes, prerendered at build time (product pages are rendered by the server per product). */
export const PRERENDERED_PATHS = ['/', '/marketplace', '/contact', '/pricing', ...CONTENT_PATHS, '/security', '/status', '/brand'];

/** Loads the code of the page at `pathname`, so it renders (or hydrates) without a fallback. */
export async function preloadRoute(pathname: string): Promise<void> {
  await ROUTES.find((route) => matchPath(route.path, pathname))?.page.preload();
}

/**
 * Marks the document once the page has rendered or hydrated, each of its hydration steps too: before that,
 * server HTML shows but may not respond. Rendered after the routes, so its effect follows the page's.
 */
function AppReady() {
  useEffect(
    () =>
      whenStepsCommitted(() => {
        document.documentElement.dataset.appReady = 'true';
      }),
    [],
  );
  return null;
}

export function App({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
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
                <Route path="/products" element={<Navigate to="/marketplace" replace />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
              <AppReady />
            </Suspense>
          </Layout>
        </ToastProvider>
      </DataProvider>
    </ThemeProvider>
  );
}
