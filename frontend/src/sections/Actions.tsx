import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A call to action: a link when it names a page, otherwise an inert button (SPEC's trial, demo,
 * download and connect buttons have no handler, but stay real, focusable buttons).
 */
export interface Action {
  label: string;
  to?: string;
  primary?: boolean;
}

export function ActionButton({
  action,
  size = 'large',
  tone = 'light',
  fullWidth,
  sx: override,
}: {
  action: Action;
  size?: ButtonProps['size'];
  tone?: 'light' | 'dark';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const variant = action.primary ? 'contained' : 'outlined';
  const color = action.primary ? 'primary' : 'inherit';
  const sx = override ?? (!action.primary && tone === 'dark' ? { color: 'common.white', borderColor: 'grey.400' } : undefined);
  if (action.to) {
    return (
      <Button component={RouterLink} to={action.to} size={size} variant={variant} color={color} sx={sx} fullWidth={fullWidth}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button type="button" size={size} variant={variant} color={color} sx={sx} fullWidth={fullWidth}>
      {action.label}
    </Button>
  );
}

export function ActionRow({ actions, tone, center = true }: { actions: Action[]; tone?: 'light' | 'dark'; center?: boolean }) {
  if (!actions.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: center ? 'center' : { xs: 'center', md: 'flex-start' }, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} tone={tone} />
      ))}
    </Box>
  );
}
