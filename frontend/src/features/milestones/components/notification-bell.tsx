import EventIcon from '@mui/icons-material/EventOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { useDailyReflectionsOnQuery } from '../../../shared/api';
import { selectSessionUser, useCurrentUser } from '../../../shared/session';
import { useListMilestonesQuery } from '../api/milestones-api';
import { buildNotifications } from '../model/notifications';
import { useToday } from '../../../shared/lib/use-new-day';

const BADGE_MAX = 9;

/** Replaces the header's bell (decisions §7): what is due, each item a link to it. */
export default function NotificationBell() {
  const user = useCurrentUser();
  const today = useToday(user?.timezone);
  // Nothing to ask once signed out (the header stays on screen for a moment). The cache
  // itself, not the hook's last result (which outlives a sign-out for a render).
  const signedIn = useSelector((state) => selectSessionUser(state) !== null);
  const milestones = useListMilestonesQuery(undefined, { skip: !signedIn });
  const reflections = useDailyReflectionsOnQuery(today, { skip: !signedIn });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A read that failed again after one that answered keeps the answer it had: only a
  // read with nothing to show is said to have failed.
  const milestonesFailed = milestones.isError && !milestones.data;
  // The day's own answer (`currentData`), never the last day's: `data` outlives a change
  // of date (midnight, a new time zone) until the new day answers, and for good if that
  // read fails, when yesterday's sessions passed for today's ("all caught up").
  const todays = reflections.currentData;
  const reflectionsFailed = reflections.isError && !todays;
  const items = buildNotifications(
    milestones.data ?? [],
    reflectionsFailed ? null : (todays ?? null),
    today,
  );
  const count = items.length;
  // What the badge shows: MUI's "9+" past BADGE_MAX.
  const badge = count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
  // Nothing is claimed that is not known: "nothing due" only once both have answered and
  // the milestones could be read (a failed read is said in the menu, not hidden).
  const answered =
    (milestones.isSuccess || milestones.isError) && (todays !== undefined || reflections.isError);
  const allClear = answered && count === 0 && !milestonesFailed && !reflectionsFailed;
  const name =
    count > 0
      ? `Notifications, ${badge} due`
      : allClear
        ? 'Notifications, nothing due'
        : 'Notifications';

  return (
    <>
      <IconButton
        // The badge's number is part of the name, as it is seen ("Notifications, 3 due"):
        // what a voice-control user reads on the button is what they can say.
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'notifications-menu' : undefined}
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={count} color="secondary" max={BADGE_MAX}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: 340, maxWidth: 'calc(100vw - 24px)' } },
          list: { 'aria-labelledby': 'notifications-menu-title' },
        }}
      >
        {/* The menu's name, not a heading: a menu holds menu items only (a heading in it was
            read between them), and the name is said once, as the menu opens. */}
        <Typography
          id="notifications-menu-title"
          component="li"
          role="presentation"
          aria-hidden="true"
          variant="subtitle2"
          sx={{ px: 2, pt: 1, pb: 1 }}
        >
          Notifications
        </Typography>
        {milestonesFailed ? (
          <UncheckedItem
            to="/milestones"
            what="Milestones"
            where="Open Milestones to see what is due."
            onGo={() => setAnchor(null)}
          />
        ) : null}
        {reflectionsFailed ? (
          <UncheckedItem
            to="/daily-reflections"
            what="Today's reflections"
            where="Open the Journal to see what is written."
            icon={<MenuBookIcon fontSize="small" />}
            onGo={() => setAnchor(null)}
          />
        ) : null}
        {!answered && count === 0 ? (
          <MenuItem disabled sx={{ whiteSpace: 'normal', opacity: '1 !important' }}>
            <ListItemText primary="Checking what is due..." />
          </MenuItem>
        ) : null}
        {allClear ? (
          <MenuItem disabled sx={{ whiteSpace: 'normal', opacity: '1 !important' }}>
            <ListItemText
              primary="You're all caught up"
              secondary="Nothing is due in the next 7 days."
            />
          </MenuItem>
        ) : (
          items.map((item) => (
            <MenuItem
              key={item.id}
              component={RouterLink}
              to={item.to}
              onClick={() => setAnchor(null)}
              sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              <ListItemIcon>
                {item.kind === 'milestone' ? (
                  <EventIcon fontSize="small" />
                ) : (
                  <MenuBookIcon fontSize="small" />
                )}
              </ListItemIcon>
              {/* minWidth 0: a long unbroken title wraps inside the menu instead of being cut. */}
              <ListItemText primary={item.text} secondary={item.detail} sx={{ minWidth: 0 }} />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}

/** A read that failed, said in the menu with the page that shows it, not hidden. */
function UncheckedItem({
  to,
  what,
  where,
  icon = <EventIcon fontSize="small" />,
  onGo,
}: {
  to: string;
  what: string;
  where: string;
  icon?: ReactNode;
  onGo: () => void;
}) {
  return (
    <MenuItem component={RouterLink} to={to} onClick={onGo} sx={{ whiteSpace: 'normal' }}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText primary={`${what} could not be checked`} secondary={where} />
    </MenuItem>
  );
}
