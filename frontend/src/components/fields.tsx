import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/*
 * The public pages' form fields, drawn as MUI's outlined TextField draws them, from the parts TextField
 * is made of. TextField itself imports Select, and with it Menu, Popover and Modal (about 25 KB of
 * script) that a text input never uses; a choice is the browser's own select, which also suits phones.
 */

/**
 * Puts back what was typed or chosen in the field before the page hydrated (recorded by src/main.tsx), as the
 * user's own input, so the field's onChange runs with it: the element's value first set to the field's state
 * (what React believes it shows), then to the early value through the native setter, which React does not
 * watch, and the event React listens to.
 */
function useEarlyInput(id: string, value: unknown) {
  const hydrated = useRef(value);
  useEffect(() => {
    const values = (globalThis as Record<symbol, Map<string, string> | undefined>)[Symbol.for('lora.early-input')];
    const early = values?.get(id);
    const field = document.getElementById(id);
    values?.delete(id);
    const state = typeof hydrated.current === 'string' || typeof hydrated.current === 'number' ? String(hydrated.current) : '';
    if (
      early === undefined ||
      early === state ||
      !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    )
      return;
    // In a task of its own, as a person's input comes, not inside React's work on this commit.
    const timer = setTimeout(() => {
      field.value = state;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, early);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    });
    return () => clearTimeout(timer);
    // Once, on the field's first commit, with the value the field was hydrated with.
  }, [id]);
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  sx?: SxProps<Theme>;
}

/** A labelled outlined text input (or textarea with `multiline`). */
export function TextInput({ id, label, required, sx, ...input }: FieldProps & Omit<OutlinedInputProps, 'id' | 'label' | 'required' | 'sx'>) {
  useEarlyInput(id, input.value);
  return (
    <FormControl variant="outlined" required={required} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}

/** A labelled native select; its label always sits on the outline, as the chosen option always shows. */
export function SelectInput({
  id,
  label,
  required,
  sx,
  name,
  value,
  onChange,
  children,
}: FieldProps & { name?: string; value: string; onChange: (e: ChangeEvent<HTMLSelectElement>) => void; children: ReactNode }) {
  useEarlyInput(id, value);
  return (
    <FormControl variant="outlined" required={required} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect id={id} name={name} value={value} onChange={onChange} input={<OutlinedInput label={label} notched />}>
        {children}
      </NativeSelect>
    </FormControl>
  );
}
