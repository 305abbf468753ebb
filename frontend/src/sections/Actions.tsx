import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { contactTopicPath } from '@lora/api';

/**
 * A call to action: a link to the page it names, or else (a trial, a demo, a download, a connector...) to the contact
 * form about it: the page's topic and the action, e.g. "Smart Agriculture: Start Free Trial", fill its project details.
 */
export interface Action {
  label: string;
  to?: string;
  primary?: boolean;
}

/** What the page's calls to action are about: its name ("Smart Agriculture"), given by the page around them. */
export const ActionTopic = createContext('');

/** The contact form's topic for `action`, on a card titled `subject` or else the page itself. */
export function actionTopic(page: string, action: Action, subject?: string): string {
  const about = [page, subject].filter(Boolean).join(', ');
  return about ? `${about}: ${action.label}` : action.label;
}

export function ActionButton({
  action,
  subject,
  size = 'large',
  tone = 'light',
  fullWidth,
  sx: override,
}: {
  action: Action;
  /** The card the action sits on, named in the contact form's topic. */
  subject?: string;
  size?: ButtonProps['size'];
  tone?: 'light' | 'dark';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const page = useContext(ActionTopic);
  const variant = action.primary ? 'contained' : 'outlined';
  const color = action.primary ? 'primary' : 'inherit';
  const sx = override ?? (!action.primary && tone === 'dark' ? { color: 'common.white', borderColor: 'grey.400' } : undefined);
  const to = action.to ?? contactTopicPath(actionTopic(page, action, subject));
  return (
    <Button href={to} size={size} variant={variant} color={color} sx={sx} fullWidth={fullWidth}>
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
