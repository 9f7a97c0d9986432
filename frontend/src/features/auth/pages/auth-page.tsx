import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '../../../shared/config/env';
import { Brand, useDocumentTitle } from '../../../shared/ui';
import { NightSky } from '../components/night-sky';
import { NO_AUTH_FIELDS, type SetAuthField } from '../model/auth-fields';
import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';

type AuthTab = 'signin' | 'signup';

const TABS: { value: AuthTab; label: string }[] = [
  { value: 'signin', label: 'Sign In' },
  { value: 'signup', label: 'Sign Up' },
];

const PROMISES = [
  'Write down what you want, then make it concrete with guided questions',
  'Track progress by percentage, milestones, money or sub-tasks',
  'Reflect morning and evening to learn from every day',
];

export default function AuthPage() {
  const [tab, setTab] = useState<AuthTab>('signin');
  // What is typed lives here, not in the tab's form: switching tabs keeps it.
  const [fields, setFields] = useState(NO_AUTH_FIELDS);
  const set: SetAuthField = useCallback(
    (key, value) => setFields((f) => ({ ...f, [key]: value })),
    [],
  );
  useDocumentTitle(tab === 'signin' ? 'Sign In' : 'Sign Up');
  // Sent here by a member page whose session had ended (elsewhere, or idle): say so.
  const sessionEnded = (useLocation().state as { sessionEnded?: boolean } | null)?.sessionEnded;

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Container component="header" maxWidth="lg" sx={{ py: 2.5 }}>
        <Brand />
      </Container>
      <Container
        component="main"
        maxWidth="lg"
        sx={{
          flex: 1,
          display: 'grid',
          gap: { xs: 4, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          // Top-aligned from a fixed offset, not centred: the sign-up form is taller than
          // the sign-in form, and centred the tabs jumped 32 px at each switch.
          alignItems: { xs: 'center', md: 'start' },
          pt: { md: 'min(14vh, 128px)' },
          pb: 6,
        }}
      >
        <NightSky rounded>
          <Box sx={{ p: { xs: 3, sm: 5, md: 6 } }}>
            <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
              Your journey to exceptional living starts here
            </Typography>
            <Typography sx={{ color: 'rgba(255,255,255,0.82)', mb: 3, fontSize: '1.1rem' }}>
              {env.productName} is the calm, focused place to set goals, see your progress and grow
              a little every day.
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: { xs: 'none', sm: 'grid' }, gap: 1.5 }}
            >
              {PROMISES.map((text) => (
                <Box
                  component="li"
                  key={text}
                  sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
                >
                  <Box
                    aria-hidden="true"
                    sx={{
                      mt: 0.25,
                      width: 22,
                      height: 22,
                      flexShrink: 0,
                      borderRadius: '50%',
                      bgcolor: 'secondary.main',
                      color: 'secondary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    <CheckIcon sx={{ fontSize: 16 }} />
                  </Box>
                  <Typography sx={{ color: 'rgba(255,255,255,0.9)' }}>{text}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
        </NightSky>

        <Box sx={{ width: '100%', maxWidth: 480, justifySelf: 'center' }}>
          <Tabs
            value={tab}
            onChange={(_event, value: AuthTab) => setTab(value)}
            variant="fullWidth"
            aria-label="Sign in or create an account"
            sx={{ mb: 2 }}
          >
            {TABS.map(({ value, label }) => (
              <Tab
                key={value}
                value={value}
                label={label}
                id={`auth-tab-${value}`}
                aria-controls={`auth-panel-${value}`}
              />
            ))}
          </Tabs>
          {TABS.map(({ value }) =>
            value === tab ? (
              <div
                key={value}
                role="tabpanel"
                id={`auth-panel-${value}`}
                aria-labelledby={`auth-tab-${value}`}
              >
                {value === 'signin' && sessionEnded ? (
                  <Alert severity="info" role="status" sx={{ mb: 2 }}>
                    Your session has ended. Sign in again to continue.
                  </Alert>
                ) : null}
                {value === 'signin' ? (
                  <SignInForm fields={fields} set={set} />
                ) : (
                  <SignUpForm fields={fields} set={set} />
                )}
              </div>
            ) : null,
          )}
        </Box>
      </Container>
    </Box>
  );
}
