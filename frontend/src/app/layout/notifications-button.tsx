import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined';
import IconButton from '@mui/material/IconButton';

/** The bell; a later feature replaces it through the 'header.notifications' slot. */
export function NotificationsButton() {
  return (
    <IconButton aria-label="Notifications" color="inherit">
      <NotificationsIcon />
    </IconButton>
  );
}
