import type { ComponentProps, ReactNode, Ref } from 'react';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { ExpandMoreIcon } from './icons.js';

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
  /** Drawn inside the field, at its start (the search field's magnifier). */
  icon?: ReactNode;
}

const Field = styled('div')(({ theme }) => ({ display: 'grid', gap: theme.spacing(0.75), alignContent: 'start', position: 'relative' }));

const Label = styled('label')(({ theme }) => ({ ...theme.typography.body2, fontWeight: theme.typography.fontWeightMedium }));

/** An icon over the control's first or last 44 px (which its padding keeps clear), level with its text. */
const ICON_ROOM = 44;
const Adornment = styled('span')(({ theme }) => ({
  position: 'absolute',
  bottom: 0,
  height: 48,
  width: ICON_ROOM,
  display: 'grid',
  placeItems: 'center',
  pointerEvents: 'none',
  color: theme.palette.text.secondary,
}));

const control = ({ theme }: { theme: Theme }) => ({
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
});

const Input = styled('input')(control);
const Select = styled('select')(control, { appearance: 'none', cursor: 'pointer', paddingRight: ICON_ROOM });
// A textarea grows with its text, from `rows` high.
const TextArea = styled('textarea')(control, { resize: 'vertical', fieldSizing: 'content' });

/** A label above a field, with an asterisk (not read out: the field says it is required) when it must be filled. */
function Labelled({ id, label, required, sx, icon, end, children }: FieldProps & { end?: ReactNode; required?: boolean; children: ReactNode }) {
  return (
    <Field sx={sx}>
      <Label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {children}
      {icon && <Adornment sx={{ left: 0 }}>{icon}</Adornment>}
      {end && <Adornment sx={{ right: 0 }}>{end}</Adornment>}
    </Field>
  );
}

/** A labelled text input. */
export function TextInput({
  id,
  label,
  sx,
  icon,
  inputRef,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'ref'> & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <Labelled id={id} label={label} required={input.required} sx={sx} icon={icon}>
      <Input id={id} ref={inputRef} {...input} sx={icon ? { paddingLeft: `${ICON_ROOM}px` } : undefined} />
    </Labelled>
  );
}

/** A labelled textarea, `rows` lines high at first and growing with its text. */
export function TextAreaInput({ id, label, sx, ...textarea }: Omit<FieldProps, 'icon'> & Omit<ComponentProps<'textarea'>, 'id' | 'ref'>) {
  return (
    <Labelled id={id} label={label} required={textarea.required} sx={sx}>
      <TextArea id={id} {...textarea} sx={{ minHeight: `calc(${textarea.rows ?? 2}lh + 24px)` }} />
    </Labelled>
  );
}

/** A labelled native select (which also suits phones), with the theme's chevron. */
export function SelectInput({ id, label, sx, children, ...select }: Omit<FieldProps, 'icon'> & Omit<ComponentProps<'select'>, 'id' | 'ref'>) {
  return (
    <Labelled id={id} label={label} required={select.required} sx={sx} end={<ExpandMoreIcon />}>
      <Select id={id} {...select}>
        {children}
      </Select>
    </Labelled>
  );
}
