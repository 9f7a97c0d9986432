import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

interface PreferenceSwitchProps {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled switch row: its accessible name is exactly `label`; the description describes it. */
export function PreferenceSwitch({
  id,
  label,
  description,
  checked,
  disabled,
  onChange,
}: PreferenceSwitchProps) {
  const descriptionId = `${id}-description`;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0, pb: 0 },
        '&:first-of-type': { pt: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="label" htmlFor={id} sx={{ fontWeight: 600, cursor: 'pointer' }}>
          {label}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { id, 'aria-describedby': descriptionId } }}
      />
    </Box>
  );
}
