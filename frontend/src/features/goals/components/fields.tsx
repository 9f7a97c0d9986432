import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface SelectFieldProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { id: T; label: string }[];
  onChange: (value: T) => void;
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A native select with a real <label>: its accessible name is exactly `label`. */
export function SelectField<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
  helperText,
  disabled,
}: SelectFieldProps<T>) {
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value as T)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
