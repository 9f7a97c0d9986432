import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { NavLink } from 'react-router-dom';
import { Slot, type NavEntry } from '../../shared/manifest';
import { Brand } from '../../shared/ui';
import { AccountMenu } from './account-menu';
import { NotificationsButton } from './notifications-button';

interface HeaderProps {
  primary: readonly NavEntry[];
  account: readonly NavEntry[];
}

export function Header({ primary, account }: HeaderProps) {
  return (
    <AppBar position="sticky" component="header">
      <Toolbar sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 64 } }}>
        <Brand />
        <Box
          component="nav"
          aria-label="Main"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}
        >
          {primary.map((entry) => (
            <Button
              key={entry.id}
              component={NavLink}
              to={entry.to}
              end={entry.to === '/'}
              color="inherit"
              sx={(theme) => ({
                color: 'text.secondary',
                px: 1.75,
                '&.active': {
                  color: 'primary.main',
                  bgcolor: alpha(
                    theme.palette.primary.main,
                    theme.palette.mode === 'light' ? 0.08 : 0.18,
                  ),
                },
              })}
            >
              {entry.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Slot name="header.notifications" fallback={<NotificationsButton />} />
        <AccountMenu entries={account} />
      </Toolbar>
    </AppBar>
  );
}
