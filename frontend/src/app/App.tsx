import { Navigate, Route, Routes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.js';
import { ToastProvider } from './toast.js';
import { DataProvider } from './swr.js';
import { Layout } from '../layout/Layout.js';
import { HomePage } from '../pages/HomePage.js';
import { MarketplacePage } from '../pages/MarketplacePage.js';
import { ProductPage } from '../pages/ProductPage.js';
import { ContactPage } from '../pages/ContactPage.js';
import { PricingPage } from '../pages/PricingPage.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { ContentPage } from '../pages/ContentPage.js';
import { SecurityPage } from '../pages/SecurityPage.js';
import { StatusPage } from '../pages/StatusPage.js';
import { BrandPage } from '../pages/BrandPage.js';
import { ArticleListPage } from '../features/articles/ArticleListPage.js';
import { ArticlePage } from '../features/articles/ArticlePage.js';
import { CONTENT_PAGES } from '../content/pages.js';

/** The public site's routes; the server answers the same paths (and 404 for any other). */
export const ROUTES = [
  { path: '/', element: <HomePage /> },
  { path: '/marketplace', element: <MarketplacePage /> },
  { path: '/products/:id', element: <ProductPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/pricing', element: <PricingPage /> },
  ...CONTENT_PAGES.map((page) => ({ path: page.path, element: <ContentPage page={page} /> })),
  { path: '/security', element: <SecurityPage /> },
  { path: '/status', element: <StatusPage /> },
  { path: '/brand', element: <BrandPage /> },
  { path: '/news', element: <ArticleListPage kind="news" /> },
  { path: '/news/:slug', element: <ArticlePage kind="news" /> },
  { path: '/blog', element: <ArticleListPage kind="blogs" /> },
  { path: '/blog/:slug', element: <ArticlePage kind="blogs" /> },
];

/** Static routes, prerendered at build time (product pages are rendered by the server per product). */
export const PRERENDERED_PATHS = ['/', '/marketplace', '/contact', '/pricing', ...CONTENT_PAGES.map((page) => page.path), '/security', '/status', '/brand'];

export function App({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DataProvider fallback={fallback}>
        <ToastProvider>
          <Layout>
            <Routes>
              {ROUTES.map((r) => (
                <Route key={r.path} path={r.path} element={r.element} />
              ))}
              {/* SPEC's showcases link to /products, which is no page: the catalogue is. */}
              <Route path="/products" element={<Navigate to="/marketplace" replace />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Layout>
        </ToastProvider>
      </DataProvider>
    </ThemeProvider>
  );
}
