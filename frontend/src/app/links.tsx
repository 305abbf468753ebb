import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';

/** A page of this app, rather than a file or the API, which the browser loads itself. */
const isAppPage = (url: URL) => url.origin === window.location.origin && !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname);

/**
 * The site's links are plain `<a href>`: they work before the app runs, and once it does, this one listener follows
 * those that lead to one of its pages without loading the document again, as React Router's Link does, but for every
 * link at once instead of a component for each (a page has some eighty, each hydrated on a phone's slow CPU).
 * Left to the browser: a click with a modifier key or another button, or already handled (`preventDefault`), a link
 * with a `target` or `download`, and a place on the same page (`#…`). A page reached by a link opens at its top.
 */
export function SiteLinks() {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      const here = window.location.pathname + window.location.search;
      if (!isAppPage(url) || (url.hash && url.pathname + url.search === here)) return;
      e.preventDefault();
      const to = url.pathname + url.search + url.hash;
      void navigate(to, { replace: to === here + window.location.hash });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  useEffect(() => {
    if (navigationType === NavigationType.Push && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
  return null;
}
