import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import ShieldIcon from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EXPORT_URL, useGetDataSummaryQuery } from '../api/account-api';
import { SectionCard } from './section-card';

/** Below this width three counts side by side do not fit ('reflections'): one a row. */
const NARROW = '@media (max-width: 359.95px)';

function Count({ value, label }: { value: number | undefined; label: string }) {
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
        textAlign: 'center',
        [NARROW]: { display: 'flex', alignItems: 'center', gap: 1, py: 1, textAlign: 'left' },
      }}
    >
      {value === undefined ? (
        <Skeleton width={40} height={36} sx={{ mx: 'auto', [NARROW]: { mx: 0 } }} />
      ) : (
        <Typography variant="h5" component="p">
          {value}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The user's real counts and the JSON export (GET /api/user/export, a download). */
export function DataPrivacySection() {
  const { data, isError } = useGetDataSummaryQuery();
  return (
    <SectionCard
      id="settings-data"
      title="Data & Privacy"
      description="Your data is yours alone. Here is what Lodestar keeps for you."
      icon={<ShieldIcon />}
    >
      {!data && isError ? (
        // Not grey placeholders for as long as the page is open: reads are not retried.
        <Typography color="error" sx={{ mb: 2.5 }}>
          Your counts could not be loaded. Reload to try again.
        </Typography>
      ) : (
        <Box
          role="list"
          aria-label="Your data"
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            mb: 2.5,
            [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 },
          }}
        >
          <Box role="listitem">
            <Count value={data?.goals} label={data?.goals === 1 ? 'goal' : 'goals'} />
          </Box>
          <Box role="listitem">
            <Count
              value={data?.reflections}
              label={data?.reflections === 1 ? 'reflection' : 'reflections'}
            />
          </Box>
          <Box role="listitem">
            <Count value={data?.values} label={data?.values === 1 ? 'value' : 'values'} />
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          Download everything you have written, tracked and earned as one JSON file.
        </Typography>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={EXPORT_URL} download>
          Export my data
        </Button>
      </Box>
    </SectionCard>
  );
}
