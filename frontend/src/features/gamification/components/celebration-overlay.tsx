import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { useSelector } from 'react-redux';
import { selectGamification, type GamificationState } from '../model/gamification-slice';
import { LiveAnnouncer } from '../../../shared/ui/live-announcer';

export const PARTICLE_COUNT = 20;
const TROPHY_YELLOW = '#f0a020';
// The theme's blue: the light theme's indigo was 2.2:1 on the dark theme's paper.
const STAR_BLUE = 'primary.main';

const pop = keyframes`
  0% { transform: scale(0.2); opacity: 0; }
  25% { transform: scale(1.15); opacity: 1; }
  40% { transform: scale(1); }
  85% { opacity: 1; }
  100% { transform: scale(1); opacity: 0; }
`;
const burst = keyframes`
  0% { transform: translate(0, 0) scale(1); opacity: 1; }
  100% { transform: translate(var(--dx), var(--dy)) scale(0.3); opacity: 0; }
`;

const HEADLINES = {
  goal_completed: 'Goal completed!',
  goal_created: 'Goal created!',
  reflection: 'Reflection saved!',
} as const;

/** A rapid-writing batch says how many goals it created. */
export function celebrationHeadline(type: keyof typeof HEADLINES, count: number): string {
  return type === 'goal_created' && count > 1 ? `${count} goals created!` : HEADLINES[type];
}

type Celebration = NonNullable<GamificationState['celebration']>;

const SPOKEN = {
  goal_completed: 'You completed a goal',
  goal_created: 'You created a goal',
  reflection: 'You saved a reflection',
} as const;

/**
 * The celebration's words as one sentence for screen readers: "You completed a goal!
 * +100 XP.". Worded apart from the headline drawn ("Goal completed!"), so that a search
 * for the headline's text finds the overlay alone.
 */
export function spokenCelebration({ type, count, points }: Celebration): string {
  const what = type === 'goal_created' && count > 1 ? `You created ${count} goals` : SPOKEN[type];
  return points > 0 ? `${what}! +${points} XP.` : `${what}!`;
}

/**
 * Spec §4: the celebration overlay, 3 s, 20 particles; a yellow trophy for a
 * completed goal, a blue star otherwise. It never blocks the page. It is said in a live
 * region that was on the page before it, empty (`LiveAnnouncer`): the overlay came as a
 * new `role="status"` node already holding its words, which screen readers often left
 * unsaid.
 */
export function CelebrationOverlay() {
  const celebration = useSelector(
    (s: { gamification: GamificationState }) => selectGamification(s).celebration,
  );
  return (
    <>
      <LiveAnnouncer data-celebration-announcer="">
        {celebration ? <span key={celebration.key}>{spokenCelebration(celebration)}</span> : null}
      </LiveAnnouncer>
      {celebration ? <CelebrationCard celebration={celebration} /> : null}
    </>
  );
}

function CelebrationCard({ celebration }: { celebration: Celebration }) {
  const trophy = celebration.type === 'goal_completed';
  const color = trophy ? TROPHY_YELLOW : STAR_BLUE;
  const Icon = trophy ? EmojiEventsIcon : StarIcon;
  return (
    <Box
      key={celebration.key}
      role="status"
      // Said by the lasting region above (a region made with its words is often left
      // unsaid); this one would only say it twice.
      aria-live="off"
      data-celebration={trophy ? 'trophy' : 'star'}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        pointerEvents: 'none',
        display: 'grid',
        placeItems: 'center',
        '@media (prefers-reduced-motion: reduce)': {
          '& *': { animation: 'none !important' },
        },
      }}
    >
      <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center' }}>
        {Array.from({ length: PARTICLE_COUNT }, (_, i) => {
          const angle = (i / PARTICLE_COUNT) * 2 * Math.PI;
          const distance = 110 + (i % 3) * 40;
          return (
            <Box
              key={i}
              data-particle=""
              aria-hidden="true"
              style={
                {
                  '--dx': `${Math.round(Math.cos(angle) * distance)}px`,
                  '--dy': `${Math.round(Math.sin(angle) * distance)}px`,
                } as CSSProperties
              }
              sx={{
                position: 'absolute',
                width: i % 2 ? 10 : 14,
                height: i % 2 ? 10 : 14,
                borderRadius: i % 3 ? '50%' : '2px',
                bgcolor: i % 2 ? color : i % 3 ? '#f8cd72' : '#98a6ea',
                animation: `${burst} 1.6s ease-out forwards`,
                animationDelay: `${(i % 5) * 60}ms`,
              }}
            />
          );
        })}
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            gap: 1,
            p: 3,
            borderRadius: 4,
            bgcolor: 'background.paper',
            boxShadow: 12,
            animation: `${pop} 3s ease-out forwards`,
          }}
        >
          <Icon titleAccess={trophy ? 'Trophy' : 'Star'} sx={{ fontSize: 96, color }} />
          <Typography sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
            {celebrationHeadline(celebration.type, celebration.count)}
          </Typography>
          {celebration.points > 0 ? (
            <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>
              +{celebration.points} XP
            </Typography>
          ) : null}
        </Box>
      </Box>
    </Box>
  );
}
