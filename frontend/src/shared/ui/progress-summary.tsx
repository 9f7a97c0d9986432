import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface ProgressSummaryProps {
  label: string;
  /** 0..100, or null while it is not known (loading, or could not be read). */
  value: number | null;
  caption?: string;
}

/** A small labelled progress box (the sidebar's 'Monthly Progress'). */
export function ProgressSummary({ label, value, caption }: ProgressSummaryProps) {
  const id = useId();
  const percent = value === null ? null : Math.max(0, Math.min(100, Math.round(value)));
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 3,
        bgcolor: (theme) => (theme.palette.mode === 'light' ? 'grey.50' : 'rgba(255,255,255,0.04)'),
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700 }} color="primary">
          {percent === null ? '–' : `${percent}%`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent ?? 0}
        aria-labelledby={id}
        aria-valuetext={percent === null ? 'Not known yet' : undefined}
        color="secondary"
      />
      {caption ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {caption}
        </Typography>
      ) : null}
    </Box>
  );
}
