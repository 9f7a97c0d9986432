import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import { useDispatch, useSelector } from 'react-redux';
import {
  achievementLeaving,
  selectGamification,
  type GamificationState,
} from '../model/gamification-slice';
import { TOAST_EXIT_MS } from '../model/listeners';
import { AchievementIcon, RARITY_COLORS, RARITY_LABELS } from './achievement-icon';
import { LiveAnnouncer } from '../../../shared/ui/live-announcer';

const GAP_PX = 12;

/**
 * A toast shown over a dialog sits at the top (e.g. a failed save's, while the first goal
 * earns Goal Setter): the achievement goes below it instead of covering it. A callback
 * ref: it measures once the toast and the achievement are both on the page.
 */
function placeBelowTopToast(node: HTMLElement | null) {
  if (!node) return;
  const toast = document.querySelector('[data-toast-edge="top"]');
  node.style.top = toast ? `${toast.getBoundingClientRect().bottom + GAP_PX}px` : '';
}

type Announcement = NonNullable<GamificationState['announcement']>;

const sentence = (text: string) => (/[.!?:]$/.test(text.trim()) ? text : `${text}.`);

/** The toast's words as one sentence: "Achievement Unlocked! Goal Setter. Created ...". */
export function spokenAchievement({ achievement: a }: Announcement): string {
  return `Achievement Unlocked! ${sentence(a.title)} ${sentence(a.description)} +${a.points} XP, ${RARITY_LABELS[a.rarity]}.`;
}

/**
 * The achievement is said in a live region that was on the page before it, empty
 * (`LiveAnnouncer`): the toast came as a new `role="status"` node already holding its
 * words, which NVDA and VoiceOver often left unsaid.
 */
function AchievementAnnouncer({ announcement }: { announcement: Announcement | null }) {
  return (
    <LiveAnnouncer data-achievement-announcer="">
      {announcement && !announcement.leaving ? (
        <span key={announcement.key}>{spokenAchievement(announcement)}</span>
      ) : null}
    </LiveAnnouncer>
  );
}

/** Spec §4: the achievement toast, 4 s plus a 0.3 s exit, or until closed. */
export function AchievementToast() {
  const announcement = useSelector(
    (s: { gamification: GamificationState }) => selectGamification(s).announcement,
  );
  return (
    <>
      <AchievementAnnouncer announcement={announcement} />
      {announcement ? <AchievementCard announcement={announcement} /> : null}
    </>
  );
}

function AchievementCard({ announcement }: { announcement: Announcement }) {
  const dispatch = useDispatch();
  const { achievement: a, leaving, key } = announcement;
  return (
    <Slide
      key={key}
      in={!leaving}
      direction="left"
      appear
      timeout={{ enter: 300, exit: TOAST_EXIT_MS }}
    >
      <Paper
        ref={placeBelowTopToast}
        role="status"
        // Said by the lasting region above (a region made with its words is often left
        // unsaid); this one would only say it twice.
        aria-live="off"
        aria-label="Achievement Unlocked!"
        elevation={8}
        sx={{
          position: 'fixed',
          top: { xs: 72, md: 80 },
          right: { xs: 12, md: 24 },
          left: { xs: 12, sm: 'auto' },
          zIndex: (theme) => theme.zIndex.snackbar + 1,
          width: { sm: 380 },
          p: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          borderLeft: 6,
          borderColor: RARITY_COLORS[a.rarity],
        }}
      >
        <Box
          sx={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: '#fff',
            bgcolor: RARITY_COLORS[a.rarity],
          }}
        >
          <AchievementIcon icon={a.icon} aria-hidden="true" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="overline"
            sx={{ display: 'block', lineHeight: 1.4, color: 'text.secondary', fontWeight: 700 }}
          >
            Achievement Unlocked!
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: '1.1rem' }}>{a.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {a.description}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 700 }}>
            +{a.points} XP · {RARITY_LABELS[a.rarity]}
          </Typography>
        </Box>
        <IconButton
          aria-label="Close"
          size="small"
          onClick={() => dispatch(achievementLeaving(key))}
          sx={{ mt: -0.5, mr: -0.5 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    </Slide>
  );
}
