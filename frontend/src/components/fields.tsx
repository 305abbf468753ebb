import type { ComponentProps, ElementType, Ref } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

/*
 * The public pages' form fields: the browser's own input, textarea and select, each under a label of its own,
 * styled from the theme. Everything they show comes from the HTML and its styles (the label never moves, so a value
 * typed before the app hydrates, or refilled by the server, never runs under it), and they weigh no script of their
 * own. The pages use them uncontrolled (defaultValue): the field holds what is typed, before the app hydrates too,
 * and the app leaves it there.
 */

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.75),
  alignContent: 'start',
  '& label': { ...theme.typography.body2, fontWeight: theme.typography.fontWeightMedium },
  '& input, & textarea, & select': {
    font: 'inherit',
    fontSize: '1rem', // 16 px: a phone's browser does not zoom into the field
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    padding: theme.spacing(1.375, 1.75),
    minHeight: 48,
    width: '100%',
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -1, borderColor: theme.palette.primary.dark },
    '&:user-invalid': { borderColor: theme.palette.error.main },
  },
  '& select': { cursor: 'pointer' },
  '& textarea': { resize: 'vertical' },
}));

/** The props of each control a field can be. */
interface Controls {
  input: ComponentProps<'input'>;
  textarea: ComponentProps<'textarea'>;
  select: ComponentProps<'select'>;
}

/**
 * A label above the browser's own control (`as`: an input unless said otherwise), with an asterisk when it must be
 * filled (not read out: the control says it is required).
 */
export function Field<C extends keyof Controls = 'input'>({
  as,
  id,
  label,
  sx,
  inputRef,
  ...control
}: Omit<Controls[C], 'id' | 'ref'> & { as?: C; id: string; label: string; sx?: SxProps<Theme>; inputRef?: Ref<HTMLInputElement> }) {
  const Control = (as ?? 'input') as ElementType;
  return (
    <Root sx={sx}>
      <label htmlFor={id}>
        {label}
        {control.required && <span aria-hidden="true"> *</span>}
      </label>
      <Control id={id} ref={inputRef} {...control} />
    </Root>
  );
}
