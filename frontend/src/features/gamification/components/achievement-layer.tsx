import Portal from '@mui/material/Portal';
import { AchievementToast } from './achievement-toast';
import { CelebrationOverlay } from './celebration-overlay';

/**
 * Mounted once for signed-in users (app.overlays): the toast and the celebration. In
 * their own node under <body>, like the toasts: inside the app's root they would be
 * hidden from screen readers whenever a dialog has made that root aria-hidden (a goal
 * saved from the wizard earns its achievement while the wizard is still open).
 */
export default function AchievementLayer() {
  return (
    <Portal>
      <CelebrationOverlay />
      <AchievementToast />
    </Portal>
  );
}
