import Chip from '@mui/material/Chip';
import type { BadgeVariant } from '../model/streak';

/** The spec's badge variants on MUI: default = filled primary, secondary = filled amber, outline. */
export function Badge({ label, variant }: { label: string; variant: BadgeVariant }) {
  return (
    <Chip
      label={label}
      size="small"
      data-variant={variant}
      variant={variant === 'outline' ? 'outlined' : 'filled'}
      color={variant === 'default' ? 'primary' : variant === 'secondary' ? 'secondary' : 'default'}
      sx={{ fontWeight: 700 }}
    />
  );
}
