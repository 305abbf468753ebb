import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { alpha, styled } from '@mui/material/styles';
import { pageWidth } from '../components/surfaces.js';
import { PLATFORM_MENU, PRIMARY_LINKS, SOLUTIONS_MENU, SOLUTIONS_OVERVIEW, type NavGroup } from '../lib/site.js';
import { Wordmark } from '../components/Wordmark.js';
import { ExpandMoreIcon, MenuIcon } from '../components/icons.js';

/**
 * The site's header: sticky, with the wordmark, the main navigation and the contact button, MUI's buttons as the theme
 * draws them. The dropdowns are `<details>` and the phone's menu a `popover`: both open from the server's HTML, before
 * any script has run.
 */
const Root = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  backgroundColor: alpha(theme.palette.background.paper, 0.95),
  borderBottom: `1px solid ${theme.palette.neutral[200]}`,
  '& .header-inner': pageWidth(theme),
  '& .header-bar': { ...theme.mixins.toolbar, position: 'relative', display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& .header-home': { textDecoration: 'none', marginRight: theme.spacing(2) },
  '& .header-nav': {
    display: 'none',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    flexGrow: 1,
    [theme.breakpoints.up('md')]: { display: 'flex' },
  },
  '& .header-nav [aria-current="page"]': { color: theme.palette.primary.dark, fontWeight: 700 },
  '& .header-contact': { display: 'none', [theme.breakpoints.up('md')]: { display: 'inline-flex' } },
  '& .header-spacer': { flexGrow: 1, [theme.breakpoints.up('md')]: { display: 'none' } },
  '& .header-menu': { [theme.breakpoints.up('md')]: { display: 'none' } },
  '& .nav-dropdown': { position: 'relative' },
  '& .nav-dropdown > summary': { listStyle: 'none', '&::-webkit-details-marker': { display: 'none' } },
  '& .nav-dropdown[open] > summary .MuiButton-endIcon': { transform: 'rotate(180deg)' },
  '& .nav-panel': {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: theme.zIndex.modal,
    minWidth: 220,
    marginTop: 4,
    padding: '8px 0',
    backgroundColor: theme.palette.background.paper,
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[8],
  },
  '& .nav-panel a, & .header-drawer a': {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: 36,
    padding: '6px 16px',
    color: theme.palette.text.primary,
    textDecoration: 'none',
    ...theme.typography.body1,
    '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.action.hover } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2 },
  },
  '& .nav-heading': { padding: '0 16px', lineHeight: '2rem', fontWeight: 600, color: theme.palette.text.secondary, ...theme.typography.body2 },
  // The phone's menu: a panel along the right edge over a dimmed page, closed by a tap outside or Escape.
  '& .header-drawer': {
    inset: '0 0 0 auto',
    width: 290,
    height: '100%',
    maxHeight: 'none',
    margin: 0,
    padding: '8px 0',
    border: 0,
    overflowY: 'auto',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[16],
    '&::backdrop': { backgroundColor: alpha(theme.palette.common.black, 0.5) },
    '& a': { minHeight: 48 },
    '& a[aria-current="page"]': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
    '& hr': { margin: '8px 0', border: 0, borderTop: `1px solid ${theme.palette.divider}` },
  },
}));

const SOLUTIONS = [SOLUTIONS_OVERVIEW, ...SOLUTIONS_MENU];

/** A group of menu links under its heading, which names it (a menu of one group has none). */
const linkGroup = (id: string, { heading, links }: NavGroup) => (
  <div key={id} role="group" aria-labelledby={heading ? id : undefined}>
    {heading && (
      <div className="nav-heading" id={id}>
        {heading}
      </div>
    )}
    {links.map((link) => (
      <a key={link.to} href={link.to}>
        {link.label}
      </a>
    ))}
  </div>
);

/** A header dropdown: a `<details>` whose panel lists the groups' links. */
const dropdown = (label: string, groups: NavGroup[]) => (
  <details className="nav-dropdown" name="header-menu">
    {/* A summary (not a button) with MUI's Button look, so the menu opens without the app; Enter and Space open it as a button's would. */}
    <Button component="summary" nativeButton={false} color="inherit" endIcon={<ExpandMoreIcon />}>
      {label}
    </Button>
    <div className="nav-panel">{groups.map((group) => linkGroup(`${label}-menu-${group.heading}`.toLowerCase(), group))}</div>
  </details>
);

const openDropdowns = () => document.querySelectorAll<HTMLDetailsElement>('details.nav-dropdown[open]');

/**
 * Once the app runs, the menus close as menus do: a dropdown on a click outside it or Escape, every menu when a
 * link is followed (the router changes the location; without the app, the browser loads the next page anyway).
 */
function useMenusClose(locationKey: string) {
  // Not on the first render: a menu opened before the app hydrated stays open.
  const shownKey = useRef(locationKey);
  useEffect(() => {
    if (shownKey.current === locationKey) return;
    shownKey.current = locationKey;
    for (const details of openDropdowns()) details.open = false;
    const drawer = document.getElementById('site-menu');
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  }, [locationKey]);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      for (const details of openDropdowns()) if (!details.contains(e.target as Node)) details.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      for (const details of openDropdowns()) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}

/** SPEC §2's shared header: Home and Product highlighted when active, two dropdowns, a drawer on small screens. */
export function Header({ hideNavigation = false }: { hideNavigation?: boolean }) {
  const { pathname, key } = useLocation();
  useMenusClose(key);
  /** Home and Product, the one of the current page marked; the same links in the bar and in the phone's menu. */
  const current = (to: string) => ((to === '/' ? pathname === '/' : pathname.startsWith(to)) ? 'page' : undefined);
  return (
    <Root>
      <div className="header-inner">
        <div className="header-bar">
          <a className="header-home" href="/" aria-label="LoRaWAN Sensors home">
            <Wordmark size="md" mark />
          </a>
          {!hideNavigation && (
            <>
              <nav className="header-nav" aria-label="Main">
                {PRIMARY_LINKS.map(({ label, to }) => (
                  <Button key={to} href={to} color="inherit" aria-current={current(to)}>
                    {label}
                  </Button>
                ))}
                {dropdown('Platform', PLATFORM_MENU)}
                {dropdown('Solutions', [{ heading: '', links: SOLUTIONS }])}
                <Button href="/about" color="inherit">
                  About Us
                </Button>
              </nav>
              <Button className="header-contact" href="/contact" variant="contained">
                Contact sales
              </Button>
              <div className="header-spacer" />
              <IconButton className="header-menu" edge="end" aria-label="Open menu" popoverTarget="site-menu">
                <MenuIcon />
              </IconButton>
            </>
          )}
        </div>
      </div>
      {!hideNavigation && (
        <nav id="site-menu" popover="auto" className="header-drawer" aria-label="Mobile">
          {PRIMARY_LINKS.map(({ label, to }) => (
            <a key={to} href={to} aria-current={current(to)}>
              {label}
            </a>
          ))}
          <hr />
          {linkGroup('site-menu-platform', { heading: 'Platform', links: PLATFORM_MENU.flatMap((g) => g.links) })}
          {linkGroup('site-menu-solutions', { heading: 'Solutions', links: SOLUTIONS })}
          <hr />
          <a href="/about">About Us</a>
          <a href="/contact">Contact sales</a>
        </nav>
      )}
    </Root>
  );
}
