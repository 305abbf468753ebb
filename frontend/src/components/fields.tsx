import type { ComponentProps, ReactNode, Ref } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

/*
 * The public pages' form fields: the browser's own input, textarea and select, each under a label of its own,
 * styled from the theme. Everything they show comes from the HTML and its styles (the label never moves, so a value
 * typed before the app hydrates, or refilled by the server, never runs under it), and they weigh no script of their
 * own. The pages use them uncontrolled (defaultValue): the field holds what is typed, before the app hydrates too,
 * and the app leaves it there.
 */

interface FieldProps {
  id: string;
  label: string;
  sx?: SxProps<Theme>;
}

const Field = styled('div')(({ theme }) => ({
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
  // A textarea grows with its text, from `rows` high.
  '& textarea': { resize: 'vertical', fieldSizing: 'content' },
}));

/** A label above a field, with an asterisk (not read out: the field says it is required) when it must be filled. */
function Labelled({ id, label, required, sx, children }: FieldProps & { required?: boolean; children: ReactNode }) {
  return (
    <Field sx={sx}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
    </Field>
  );
}

/** A labelled text input. */
export function TextInput({
  id,
  label,
  sx,
  inputRef,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'ref'> & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <Labelled id={id} label={label} required={input.required} sx={sx}>
      <input id={id} ref={inputRef} {...input} />
    </Labelled>
  );
}

/** A labelled textarea, `rows` lines high at first (24 px: its padding and border) and growing with its text. */
export function TextAreaInput({ id, label, sx, rows = 2, ...textarea }: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'ref'>) {
  return (
    <Labelled id={id} label={label} required={textarea.required} sx={sx}>
      <textarea id={id} rows={rows} style={{ minHeight: `calc(${rows}lh + 24px)` }} {...textarea} />
    </Labelled>
  );
}

/** A labelled native select, which also suits phones. */
export function SelectInput({ id, label, sx, children, ...select }: FieldProps & Omit<ComponentProps<'select'>, 'id' | 'ref'>) {
  return (
    <Labelled id={id} label={label} required={select.required} sx={sx}>
      <select id={id} {...select}>
        {children}
      </select>
    </Labelled>
  );
}
