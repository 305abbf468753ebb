import type { ElementType, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { ExpandMoreIcon } from './icons.js';

/*
 * The public pages' form fields, drawn as MUI's outlined TextField draws them, from the parts TextField
 * is made of. TextField itself imports Select, and with it Menu, Popover and Modal (about 25 KB of
 * script) that a text input never uses; a choice is the browser's own select, which also suits phones, inside
 * the same outlined input.
 * The pages use them uncontrolled (defaultValue): the field holds what is typed, before the app hydrates too,
 * and React leaves it there.
 */

interface FieldProps {
  id: string;
  label: string;
  sx?: SxProps<Theme>;
}

/**
 * A labelled outlined text input (or textarea with `multiline`, `minRows` high and growing with its text).
 * MUI's InputBase passes its own `rows` (undefined) over the `rows={minRows}` its growing textarea renders for the
 * server's HTML (mui/material-ui#42520): the server drew a textarea two rows high that hydration made `minRows`
 * high, moving everything below it, the Send button away from a visitor's finger included. `rows` given to the
 * textarea itself (inputProps) survives, so the server's HTML already has the height the app keeps.
 */
export function TextInput({ id, label, required, sx, ...input }: FieldProps & Omit<OutlinedInputProps, 'id' | 'label' | 'sx' | 'inputProps'>) {
  const rows = input.multiline && input.minRows !== undefined ? { rows: Number(input.minRows) } : {};
  return (
    <FormControl variant="outlined" required={required} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} inputProps={rows} {...input} />
    </FormControl>
  );
}

/** OutlinedInput draws its input element `as` this one (MUI's `inputComponent`); its types name only inputs. */
const NATIVE_SELECT = 'select' as unknown as ElementType<InputBaseComponentProps>;

/** A labelled native select; its label always sits on the outline, as the chosen option always shows. */
export function SelectInput({
  id,
  label,
  sx,
  children,
  ...input
}: FieldProps & Pick<OutlinedInputProps, 'name' | 'value' | 'defaultValue' | 'onChange'> & { children: ReactNode }) {
  return (
    <FormControl variant="outlined" sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        {...input}
        inputComponent={NATIVE_SELECT}
        inputProps={{ children }}
        endAdornment={<ExpandMoreIcon sx={{ position: 'absolute', right: 8, pointerEvents: 'none', color: 'action.active' }} />}
        sx={{ '& select': { appearance: 'none', cursor: 'pointer', paddingRight: 5 } }}
      />
    </FormControl>
  );
}
