import { AchievementToast } from './achievement-toast';
import { CelebrationOverlay } from './celebration-overlay';

/** Mounted once for signed-in users (app.overlays): the toast and the celebration. */
export default function AchievementLayer() {
  return (
    <>
      <CelebrationOverlay />
      <AchievementToast />
    </>
  );
}
