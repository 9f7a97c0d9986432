import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { reflectOnValues, summarizeValues, type CoreValue } from '../model/values';

/**
 * Whether the user's values are known: still being read, could not be read, or read.
 * Until they are, the panels say so rather than sum up an empty list ("0 values").
 */
export type ValuesListState = 'loading' | 'unreadable' | 'ready';

interface PanelProps {
  values: readonly CoreValue[];
  state: ValuesListState;
}

/** In a panel's place while the values are not known, as the list beside it shows. */
function NotKnown({ state, lines }: { state: 'loading' | 'unreadable'; lines: number }) {
  return state === 'loading' ? (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={i === 0 ? 56 : 20} />
      ))}
    </Box>
  ) : (
    <Typography color="text.secondary">Your values could not be loaded.</Typography>
  );
}

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
export function ValuesSummaryPanel({ values, state }: PanelProps) {
  return (
    <Card component="section" aria-labelledby="values-summary-title">
      <CardContent>
        <Typography id="values-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Values Summary
        </Typography>
        {state === 'ready' ? <Summary values={values} /> : <NotKnown state={state} lines={2} />}
      </CardContent>
    </Card>
  );
}

function Summary({ values }: { values: readonly CoreValue[] }) {
  const s = summarizeValues(values);
  return (
    <>
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
    </>
  );
}

/** Values Reflection: a headline and questions drawn from the user's own values. */
export function ValuesReflectionPanel({ values, state }: PanelProps) {
  return (
    <Card component="section" aria-labelledby="values-reflection-title">
      <CardContent>
        <Typography id="values-reflection-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Values Reflection
        </Typography>
        {state === 'ready' ? <Reflection values={values} /> : <NotKnown state={state} lines={3} />}
      </CardContent>
    </Card>
  );
}

function Reflection({ values }: { values: readonly CoreValue[] }) {
  const { headline, prompts } = reflectOnValues(values);
  return (
    <>
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
    </>
  );
}
