import EditNoteIcon from '@mui/icons-material/EditNote';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { goalWizardRequested, rapidEntryRequested } from '../../../shared/events';
import { useAppDispatch } from '../../../shared/store';

const PILLARS = [
  { name: 'Philosophy', text: 'What you know and believe shapes every choice you make.' },
  { name: 'Attitude', text: 'How you feel about what you know decides what you do next.' },
  { name: 'Activity', text: 'Steady, disciplined daily steps turn plans into progress.' },
  { name: 'Results', text: 'Measure what you reap, reflect on it, and adjust your course.' },
];

function Step({
  number,
  title,
  text,
  action,
}: {
  number: number;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Box
      sx={{
        p: 2.5,
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 800,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
          }}
        >
          {number}
        </Box>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ flex: 1 }}>
        {text}
      </Typography>
      <Box>{action}</Box>
    </Box>
  );
}

/** Spec dashboard widget 6: the two steps of the method and its four pillars. */
export function WelcomeCard() {
  const dispatch = useAppDispatch();
  return (
    <Card component="section" aria-labelledby="welcome-title">
      <CardContent>
        <Typography id="welcome-title" variant="h5" component="h2">
          Your path to achievement
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          Two simple steps: write freely first, then shape each goal with guided questions.
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Step
            number={1}
            title="Step 1: Write 50 Goals"
            text="Write down everything you want to be, do, have and share. Quantity first; details later."
            action={
              <Button
                variant="contained"
                startIcon={<EditNoteIcon />}
                onClick={() => dispatch(rapidEntryRequested())}
              >
                Start Writing
              </Button>
            }
          />
          <Step
            number={2}
            title="Step 2: Add Details"
            text="Choose the goal that matters most and set it up in four guided steps: what, why, when and how."
            action={
              <Button
                variant="outlined"
                startIcon={<TuneIcon />}
                onClick={() => dispatch(goalWizardRequested())}
              >
                Add Details
              </Button>
            }
          />
        </Box>
        <Typography
          variant="overline"
          component="h3"
          color="text.secondary"
          sx={{ display: 'block', mt: 4, mb: 1.5 }}
        >
          The four pillars
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {PILLARS.map((pillar) => (
            <Box component="li" key={pillar.name}>
              <Typography sx={{ fontWeight: 700 }}>{pillar.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {pillar.text}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
