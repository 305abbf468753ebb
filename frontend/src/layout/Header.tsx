import { Suspense, lazy, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { alpha, styled } from '@mui/material/styles';
import { largeContainer } from '../components/lean-styles.js';
import { PLATFORM_MENU, SOLUTIONS_MENU, type NavGroup, type NavLink } from '../content/site.js';
import { BRAND, PRIMARY_HOVER } from '../app/theme.js';
import { Wordmark } from './Wordmark.js';
import { InlineIcon } from '../components/InlineIcon.js';

const loadMenus = () => import('./NavMenus.js');
const DropdownMenu = lazy(() => loadMenus().then((m) => ({ default: m.DropdownMenu })));
const MobileDrawer = lazy(() => loadMenus().then((m) => ({ default: m.MobileDrawer })));

/**
 * The header's look, MUI's sticky AppBar with a large Container, a Toolbar, text buttons, a contained button and an
 * IconButton, as one styled element over plain ones: every page hydrates the header, which as MUI components was
 * some 130 React components. Buttons show a focus ring instead of MUI's ripple.
 */
const Root = styled('header')(({ theme }) => {
  /** MUI's ButtonBase: a reset button or link, with a focus ring. */
  const buttonBase = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    margin: 0,
    border: 0,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  } as const;
  /** A text Button of the inherited colour. */
  const button = {
    ...buttonBase,
    ...theme.typography.button,
    minWidth: 64,
    padding: '6px 8px',
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
    '@media (hover: hover)': { '&:hover': { backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) } },
  } as const;
  return {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    boxSizing: 'border-box',
    flexShrink: 0,
    position: 'sticky',
    zIndex: theme.zIndex.appBar,
    top: 0,
    left: 'auto',
    right: 0,
    color: 'inherit',
    backgroundColor: 'rgba(255,255,255,0.95)',
    borderBottom: '1px solid #e2e8f0',
    transition: theme.transitions.create('box-shadow'),
    '& .header-inner': largeContainer(theme),
    '& .header-bar': { ...theme.mixins.toolbar, position: 'relative', display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
    '& .header-home': { textDecoration: 'none', marginRight: theme.spacing(2) },
    '& nav': { display: 'none', alignItems: 'center', gap: theme.spacing(0.5), flexGrow: 1, [theme.breakpoints.up('md')]: { display: 'flex' } },
    '& .header-button': button,
    '& .header-button[aria-current="page"]': { color: BRAND.tealText, fontWeight: 700 },
    '& .header-button-icon': { display: 'inherit', marginLeft: 8, marginRight: -4, '& svg': { fontSize: 20 } },
    '& .header-contact': {
      ...button,
      display: 'none',
      padding: '6px 16px',
      color: theme.palette.primary.contrastText,
      backgroundColor: theme.palette.primary.main,
      '@media (hover: hover)': { '&:hover': { backgroundColor: PRIMARY_HOVER } },
      [theme.breakpoints.up('md')]: { display: 'inline-flex' },
    },
    '& .header-spacer': { flexGrow: 1, [theme.breakpoints.up('md')]: { display: 'none' } },
    '& .header-menu': {
      ...buttonBase,
      flex: '0 0 auto',
      padding: 8,
      marginRight: -12,
      borderRadius: '50%',
      fontSize: theme.typography.pxToRem(24),
      color: theme.palette.action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.action.hover } },
      [theme.breakpoints.up('md')]: { display: 'none' },
    },
    '& svg': {
      userSelect: 'none',
      width: '1em',
      height: '1em',
      display: 'inline-block',
      flexShrink: 0,
      fill: 'currentColor',
      fontSize: theme.typography.pxToRem(24),
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    },
  };
});

function Dropdown({ label, groups }: { label: string; groups: NavGroup[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first click on, so the menu's closing transition plays.
  const [used, setUsed] = useState(false);
  const id = `${label.toLowerCase()}-menu`;
  const open = (e: MouseEvent<HTMLElement>) => {
    setUsed(true);
    setAnchor(e.currentTarget);
  };
  return (
    <>
      <button
        type="button"
        className="header-button"
        aria-haspopup="true"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={open}
        onMouseEnter={() => void loadMenus()}
        onFocus={() => void loadMenus()}
      >
        {label}
        <span className="header-button-icon">
          <InlineIcon name="expand" />
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <DropdownMenu id={id} anchor={anchor} groups={groups} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

/** SPEC §2's shared header: Home and Product highlighted when active, two dropdowns, a drawer on small screens. */
export function Header({ hideNavigation = false }: { hideNavigation?: boolean }) {
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const active = (to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));
  const primary: NavLink[] = [
    { label: 'Home', to: '/' },
    { label: 'Product', to: '/marketplace' },
  ];
  const close = () => setDrawer(false);
  return (
    <Root>
      <div className="header-inner">
        <div className="header-bar">
          <RouterLink className="header-home" to="/" aria-label="LoRaWAN Sensors home">
            <Wordmark size="md" />
          </RouterLink>
          {!hideNavigation && (
            <>
              <nav aria-label="Main">
                {primary.map((link) => (
                  <RouterLink key={link.to} className="header-button" to={link.to} aria-current={active(link.to) ? 'page' : undefined}>
                    {link.label}
                  </RouterLink>
                ))}
                <Dropdown label="Platform" groups={PLATFORM_MENU} />
                <Dropdown label="Solutions" groups={[{ heading: '', links: SOLUTIONS_MENU }]} />
                <RouterLink className="header-button" to="/about">
                  About Us
                </RouterLink>
              </nav>
              <RouterLink className="header-contact" to="/contact">
                Contact sales
              </RouterLink>
              <div className="header-spacer" />
              <button
                type="button"
                className="header-menu"
                aria-label="Open menu"
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawer(true);
                }}
              >
                <InlineIcon name="menu" />
              </button>
            </>
          )}
        </div>
      </div>
      {!hideNavigation && drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer} onClose={close} primary={primary} active={active} />
        </Suspense>
      )}
    </Root>
  );
}
