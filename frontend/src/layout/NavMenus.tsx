import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { PLATFORM_MENU, SOLUTIONS_MENU, type NavGroup, type NavLink } from '../content/site.js';

/**
 * The header's dropdown menus and the mobile drawer. They are only ever seen after a click, so their
 * code (MUI's popover, modal and transitions) is a chunk of its own, loaded on first use.
 */
export function DropdownMenu({ id, anchor, groups, onClose }: { id: string; anchor: HTMLElement | null; groups: NavGroup[]; onClose: () => void }) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {groups.flatMap((group) => [
        ...(group.heading
          ? [
              <ListSubheader key={`h-${group.heading}`} sx={{ lineHeight: '2rem', fontWeight: 600 }}>
                {group.heading}
              </ListSubheader>,
            ]
          : []),
        ...group.links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
            {link.label}
          </MenuItem>
        )),
      ])}
    </Menu>
  );
}

export function MobileDrawer({
  open,
  onClose,
  primary,
  active,
}: {
  open: boolean;
  onClose: () => void;
  primary: NavLink[];
  active: (to: string) => boolean;
}) {
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Mobile" sx={{ width: 290 }} onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}>
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
  );
}
