import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { reflectOnValues, summarizeValues, type CoreValue } from '../model/values';

/** A label over its figure: the <dt> before its <dd>, as a screen reader reads them. */
function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box
      sx={{
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="caption" component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="dd" sx={{ m: 0, fontWeight: 800 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Values Summary: counts, mean alignment, strongest and weakest value. */
export function ValuesSummaryPanel({ values }: { values: readonly CoreValue[] }) {
  const s = summarizeValues(values);
  return (
    <Card component="section" aria-labelledby="values-summary-title">
      <CardContent>
        <Typography id="values-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Values Summary
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(3, 1fr)',
            '& > div': { display: 'flex', flexDirection: 'column' },
          }}
        >
          <Stat label="Values" value={String(s.total)} />
          <Stat label="Core" value={String(s.core)} />
          <Stat
            label="Average"
            value={s.averageAlignment === null ? '–' : `${s.averageAlignment}%`}
          />
        </Box>
        {s.averageAlignment !== null ? (
          <LinearProgress
            variant="determinate"
            value={s.averageAlignment}
            aria-label="Average alignment"
            sx={{ mt: 2, height: 8, borderRadius: 4 }}
          />
        ) : null}
        {s.strongest ? (
          <Typography variant="body2" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
            Most lived: <strong>{s.strongest.name}</strong> ({s.strongest.alignmentScore}%)
          </Typography>
        ) : null}
        {s.weakest && s.weakest.id !== s.strongest?.id ? (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Needs attention: <strong>{s.weakest.name}</strong> ({s.weakest.alignmentScore}%)
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Values Reflection: a headline and questions drawn from the user's own values. */
export function ValuesReflectionPanel({ values }: { values: readonly CoreValue[] }) {
  const { headline, prompts } = reflectOnValues(values);
  return (
    <Card component="section" aria-labelledby="values-reflection-title">
      <CardContent>
        <Typography id="values-reflection-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Values Reflection
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {headline}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
          {prompts.map((p) => (
            <Typography component="li" variant="body2" key={p} sx={{ overflowWrap: 'anywhere' }}>
              {p}
            </Typography>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
