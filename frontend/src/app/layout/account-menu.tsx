import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { describeError } from '../../shared/api';
import { getInitials } from '../../shared/lib';
import type { NavEntry } from '../../shared/manifest';
import { useCurrentUser, useSignOut } from '../../shared/session';
import { useToast } from '../../shared/ui';
import { useSignOutQuestion } from '../../shared/ui/discard-question';
import { hasUnsavedChanges } from '../../shared/ui/unsaved-changes';

export function AccountMenu({ entries }: { entries: readonly NavEntry[] }) {
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { signOut, isSigningOut } = useSignOut();

  const initials = user ? getInitials(user) : 'U';
  const fullName = [user?.firstName, user?.lastName].filter((part) => part?.trim()).join(' ');

  async function handleSignOut() {
    const result = await signOut();
    close();
    if (result.ok) {
      navigate('/', { replace: true });
    } else {
      toast({
        title: 'Logout failed',
        description: describeError(result.error),
        variant: 'destructive',
      });
    }
  }

  // A form on screen holding unsaved changes (the profile, a goal's dialog, the journal):
  // signing out would throw them away (and the tab's drafts with them), so it asks first.
  const { request, question } = useSignOutQuestion(() => void handleSignOut());
  function requestSignOut() {
    if (hasUnsavedChanges()) close(); // the question takes the menu's place
    request();
  }

  return (
    <>
      <IconButton
        // The initials the avatar shows are part of the name (WCAG 2.5.3, label in name).
        aria-label={`Account menu, ${initials}`}
        aria-haspopup="menu"
        aria-controls={open ? 'account-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5, borderRadius: '50%' }}
      >
        <Avatar src={user?.profileImageUrl ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
          {initials}
        </Avatar>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={open}
        onClose={close}
        disablePortal
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': 'Account menu', dense: false } }}
      >
        <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5, maxWidth: 280 }}>
          {fullName ? (
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {fullName}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" noWrap>
            {user?.email}
          </Typography>
        </Box>
        <Divider component="li" role="separator" />
        {entries.map((entry) => (
          <MenuItem key={entry.id} component={RouterLink} to={entry.to} onClick={close}>
            {entry.icon ? (
              <ListItemIcon>
                <entry.icon fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText>{entry.label}</ListItemText>
          </MenuItem>
        ))}
        <Divider component="li" role="separator" />
        <MenuItem onClick={requestSignOut} disabled={isSigningOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{isSigningOut ? 'Signing out...' : 'Sign out'}</ListItemText>
        </MenuItem>
      </Menu>
      {question}
    </>
  );
}
