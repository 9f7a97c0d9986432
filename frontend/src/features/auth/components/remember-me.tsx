import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/** 'Remember me' (decisions: the session cookie then lasts 30 days). */
export function RememberMe({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          name="rememberMe"
        />
      }
      label="Remember me"
      sx={{ mt: -1 }}
    />
  );
}
