import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DiamondIcon from '@mui/icons-material/DiamondOutlined';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useGetRandomQuoteQuery } from '../../../shared/api';
import { getInitials } from '../../../shared/lib';
import { displayFirstName, useCurrentUser, useSignOut } from '../../../shared/session';
import { QuoteBlock, useDocumentTitle } from '../../../shared/ui';
import { useSignOutQuestion } from '../../../shared/ui/discard-question';
import { HOME_FALLBACK_QUOTE } from '../model/home-quote';

const LINKS: { to: string; title: string; text: string; icon: ReactNode }[] = [
  {
    to: '/dashboard',
    title: 'Dashboard',
    text: 'See your progress at a glance.',
    icon: <DashboardIcon />,
  },
  { to: '/goals', title: 'Goals', text: 'Set, shape and track your goals.', icon: <FlagIcon /> },
  {
    to: '/reflection',
    title: 'Reflection',
    text: "Write today's reflection.",
    icon: <MenuBookIcon />,
  },
  { to: '/values', title: 'Values', text: 'Live by what matters most.', icon: <DiamondIcon /> },
];

function DailyQuote() {
  const { data: quote, isLoading } = useGetRandomQuoteQuery();
  if (isLoading)
    return <Skeleton variant="rounded" height={96} role="status" aria-label="Loading quote" />;
  // Without a quote from the server (none seeded, or the call failed), one from the same list.
  const shown = quote ?? HOME_FALLBACK_QUOTE;
  return (
    <Card component="section" aria-label="Quote of the day">
      <CardContent>
        <QuoteBlock text={shown.text} author={shown.author} source={shown.source} />
      </CardContent>
    </Card>
  );
}

export default function HomePage() {
  useDocumentTitle('Home');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut();
  // Spec §4: the home page's Logout goes to '/' whether the call succeeds or fails.
  async function logout() {
    await signOut();
    navigate('/', { replace: true });
  }
  // Text kept unsaved for this tab (the journal's) would leave with the session: ask first.
  const { request: requestLogout, question } = useSignOutQuestion(() => void logout());

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}>
          {user?.profileImageUrl ? (
            <Avatar
              src={user.profileImageUrl}
              alt="Profile picture"
              sx={{ width: 64, height: 64 }}
            />
          ) : (
            <Avatar aria-hidden="true" sx={{ width: 64, height: 64, fontSize: '1.4rem' }}>
              {user ? getInitials(user) : 'U'}
            </Avatar>
          )}
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography variant="h4" component="h1">
              Welcome back, {displayFirstName(user, 'Goal Achiever')}!
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              Where would you like to go today?
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={requestLogout}
            disabled={isSigningOut}
          >
            Logout
          </Button>
          {question}
        </CardContent>
      </Card>

      <Box
        component="nav"
        aria-label="Quick links"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {LINKS.map((link) => (
          <Card key={link.to}>
            <CardActionArea
              component={RouterLink}
              to={link.to}
              // The theme's focus ring lies 2 px outside a control, where the card's
              // `overflow: hidden` cut it away whole (MUI's 12 % tint was all that showed):
              // it goes just inside the card, as in a menu item.
              sx={{ height: '100%', '&.Mui-focusVisible': { outlineOffset: -2 } }}
            >
              <CardContent>
                <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1.5 }}>
                  {link.icon}
                </Box>
                <Typography variant="h6" component="h2">
                  {link.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {link.text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>

      <DailyQuote />
    </Box>
  );
}
