import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { contactTopicPath } from '@lora/api';

/**
 * A call to action: a link to the page it names, or else (a trial, a demo, the SDKs, a connector...) to the contact
 * form about it: the page's topic and the action, e.g. "Smart Agriculture: Request a Free Trial", fill its project
 * details. Such an action's words say that it leads to people (request, ask, contact, demo...): a visitor who wanted a
 * page must not land on a sales form (contact-links.test.ts).
 */
export interface Action {
  label: string;
  to?: string;
  primary?: boolean;
}

/** What the page's calls to action are about: its name ("Smart Agriculture"), given by the page around them. */
export const ActionTopic = createContext('');

export type ActionTone = 'light' | 'dark' | 'gradient';

/**
 * The buttons' colours on each background, the primary (contained) one's and the others' (outlined): the page's own,
 * a dark band's, the closing band's gradient (CallToAction).
 */
const TONES: Record<ActionTone, { contained?: SxProps<Theme>; outlined?: SxProps<Theme> }> = {
  light: {},
  dark: { outlined: { color: 'common.white', borderColor: 'grey.400' } },
  gradient: {
    contained: { bgcolor: 'text.primary', color: 'common.white', '&:hover': { bgcolor: 'grey.900' } },
    outlined: { color: 'text.primary', borderColor: 'text.primary' },
  },
};

export function ActionButton({
  action,
  subject,
  size = 'large',
  tone = 'light',
  fullWidth,
}: {
  action: Action;
  /** The card the action sits on, named in the contact form's topic: "page, card: action", or the parts there are. */
  subject?: string;
  size?: ButtonProps['size'];
  tone?: ActionTone;
  fullWidth?: boolean;
}) {
  const about = [useContext(ActionTopic), subject].filter(Boolean).join(', ');
  const variant = action.primary ? 'contained' : 'outlined';
  const to = action.to ?? contactTopicPath(about ? `${about}: ${action.label}` : action.label);
  return (
    <Button href={to} size={size} variant={variant} color={action.primary ? 'primary' : 'inherit'} sx={TONES[tone][variant]} fullWidth={fullWidth}>
      {action.label}
    </Button>
  );
}

export function ActionRow({ actions, tone, center = true }: { actions: Action[]; tone?: ActionTone; center?: boolean }) {
  if (!actions.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 2, justifyContent: center ? 'center' : { xs: 'center', md: 'flex-start' }, flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} tone={tone} />
      ))}
    </Box>
  );
}
