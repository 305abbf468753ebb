import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PLATFORM_MENU, SOLUTIONS_MENU, type NavGroup, type NavLink } from '../content/site.js';
import { BRAND } from '../app/theme.js';
import { Wordmark } from './Wordmark.js';

function Dropdown({ label, groups }: { label: string; groups: NavGroup[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `${label.toLowerCase()}-menu`;
  return (
    <>
      <Button color="inherit" aria-haspopup="true" aria-controls={anchor ? id : undefined} aria-expanded={anchor ? 'true' : undefined} endIcon={<ExpandMoreIcon />} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}>
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {groups.flatMap((group) => [
          ...(group.heading ? [<ListSubheader key={`h-${group.heading}`} sx={{ lineHeight: '2rem', fontWeight: 600 }}>{group.heading}</ListSubheader>] : []),
          ...group.links.map((link) => (
            <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setAnchor(null)}>
              {link.label}
            </MenuItem>
          )),
        ])}
      </Menu>
    </>
  );
}

/** SPEC §2's shared header: Home and Product highlighted when active, two dropdowns, a drawer on small screens. */
export function Header({ hideNavigation = false }: { hideNavigation?: boolean }) {
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState(false);
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
              <IconButton edge="end" aria-label="Open menu" onClick={() => setDrawer(true)} sx={{ display: { md: 'none' } }}>
                <MenuIcon />
              </IconButton>
            </>
          )}
        </Toolbar>
      </Container>
      {!hideNavigation && (
        <Drawer anchor="right" open={drawer} onClose={close}>
          <Box component="nav" aria-label="Mobile" sx={{ width: 290 }} onClick={(e) => (e.target as HTMLElement).closest('a') && close()}>
            <List>
              {primary.map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to} selected={active(link.to)}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              ))}
            </List>
            <Divider />
            <List subheader={<ListSubheader>Platform</ListSubheader>} dense>
              {PLATFORM_MENU.flatMap((g) => g.links).map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              ))}
            </List>
            <List subheader={<ListSubheader>Solutions</ListSubheader>} dense>
              {SOLUTIONS_MENU.map((link) => (
                <ListItemButton key={link.to} component={RouterLink} to={link.to}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              ))}
            </List>
            <Divider />
            <List>
              <ListItemButton component={RouterLink} to="/about">
                <ListItemText primary="About Us" />
              </ListItemButton>
              <ListItemButton component={RouterLink} to="/contact">
                <ListItemText primary="Contact sales" />
              </ListItemButton>
            </List>
          </Box>
        </Drawer>
      )}
    </AppBar>
  );
}
