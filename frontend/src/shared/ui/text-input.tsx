import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

export interface TextInputProps extends Omit<
  OutlinedInputProps,
  'id' | 'label' | 'inputProps' | 'notched'
> {
  /** Links the label to the input: the accessible name is exactly `label`. */
  id: string;
  label: string;
  helperText?: string;
  /** Attributes for the <input> itself (minLength, maxLength, inputMode...). */
  htmlInput?: InputBaseComponentProps;
}

/**
 * A lean outlined text field: MUI's TextField look without its Select machinery
 * (TextField pulls Select, Menu, Popover and Modal into the bundle).
 * Required fields get the native `required` attribute but no asterisk, so the
 * visible label and the accessible name are the same words.
 */
export function TextInput({
  id,
  label,
  helperText,
  required,
  error,
  htmlInput,
  ...inputProps
}: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    // `error` on the control: the label, the outline and the helper text all turn red.
    <FormControl fullWidth variant="outlined" required={required} error={error}>
      <InputLabel htmlFor={id} required={false}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputProps={{ ...htmlInput, 'aria-describedby': helperId }}
        {...inputProps}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
