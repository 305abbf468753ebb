import { Suspense, lazy, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PLATFORM_MENU, SOLUTIONS_MENU, type NavGroup, type NavLink } from '../content/site.js';
import { BRAND } from '../app/theme.js';
import { Wordmark } from './Wordmark.js';

const loadMenus = () => import('./NavMenus.js');
const DropdownMenu = lazy(() => loadMenus().then((m) => ({ default: m.DropdownMenu })));
const MobileDrawer = lazy(() => loadMenus().then((m) => ({ default: m.MobileDrawer })));

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
      <Button color="inherit" aria-haspopup="true" aria-controls={anchor ? id : undefined} aria-expanded={anchor ? 'true' : undefined} endIcon={<ExpandMoreIcon />} onClick={open} onMouseEnter={loadMenus} onFocus={loadMenus}>
        {label}
      </Button>
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
  const highlight = (to: string) => ({ color: active(to) ? BRAND.tealText : 'inherit', fontWeight: active(to) ? 700 : 600 });
  const close = () => setDrawer(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: '1px solid #e2e8f0', bgcolor: 'rgba(255,255,255,0.95)' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1 }}>
          <Box component={RouterLink} to="/" aria-label="LoRaWAN Sensors home" sx={{ textDecoration: 'none', mr: 2 }}>
            <Wordmark size="md" />
          </Box>
          {!hideNavigation && (
            <>
              <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, flexGrow: 1 }}>
                {primary.map((link) => (
                  <Button key={link.to} component={RouterLink} to={link.to} aria-current={active(link.to) ? 'page' : undefined} sx={highlight(link.to)}>
                    {link.label}
                  </Button>
                ))}
                <Dropdown label="Platform" groups={PLATFORM_MENU} />
                <Dropdown label="Solutions" groups={[{ heading: '', links: SOLUTIONS_MENU }]} />
                <Button component={RouterLink} to="/about" color="inherit">
                  About Us
                </Button>
              </Box>
              <Button component={RouterLink} to="/contact" variant="contained" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
                Contact sales
              </Button>
              <Box sx={{ flexGrow: 1, display: { md: 'none' } }} />
              <IconButton edge="end" aria-label="Open menu" onClick={() => {
                  setDrawerUsed(true);
                  setDrawer(true);
                }} sx={{ display: { md: 'none' } }}>
                <MenuIcon />
              </IconButton>
            </>
          )}
        </Toolbar>
      </Container>
      {!hideNavigation && drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawer} onClose={close} primary={primary} active={active} />
        </Suspense>
      )}
    </AppBar>
  );
}
