import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

const UPCOMING = [
  'Upcoming milestones',
  'Your progress: level, XP and achievements',
  'Login streak',
  'Daily inspiration',
  'Audio player',
];

/** Shown while no feature contributes dashboard widgets: says honestly what is coming. */
export function UpcomingWidgets() {
  return (
    <Card component="section" aria-labelledby="upcoming-title">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Typography id="upcoming-title" variant="h6" component="h2">
            More on your dashboard soon
          </Typography>
          <Chip label="Coming soon" size="small" color="secondary" />
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          These widgets are being built and will appear here:
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {UPCOMING.map((item) => (
            <Typography component="li" key={item} variant="body2">
              {item}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
