import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type KeyboardEvent } from 'react';
import type { AchievementTier, ReflectionAchievement } from '../api/reflections-api';

/** Spec §9: the reflection popup shows for 4 seconds. */
export const REFLECTION_POPUP_MS = 4000;

const TIER_COLORS: Record<AchievementTier, string> = {
  common: '#5b6280',
  rare: '#2563eb',
  epic: '#7c3aed',
  legendary: '#b45309',
};

export interface Reward {
  xpAwarded: number;
  achievements: ReflectionAchievement[];
}

/**
 * What a first save earned: shown for 4 s or until 'Continue Your Journey' (spec §4).
 * Like a snackbar, the countdown waits while the pointer rests on the popup, and starts
 * again (4 s) when it leaves, so nobody loses it while reading. A keyboard user who presses
 * a key in it (Tab to read the achievements) stops the countdown for good: the popup then
 * waits for 'Continue Your Journey' or Escape (WCAG 2.2.1, timing adjustable).
 */
export function XpPopup({ reward, onClose }: { reward: Reward | null; onClose: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [keyboardHeld, setKeyboardHeld] = useState(false);
  const held = hovered || keyboardHeld;
  useEffect(() => {
    if (!reward || held) return;
    const timer = setTimeout(onClose, REFLECTION_POPUP_MS);
    return () => clearTimeout(timer);
  }, [reward, held, onClose]);

  return (
    <Dialog
      open={reward !== null}
      onClose={onClose}
      aria-labelledby="xp-popup-title"
      aria-describedby="xp-popup-xp"
      maxWidth="xs"
      fullWidth
      slotProps={{
        paper: {
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
            if (event.key !== 'Escape') setKeyboardHeld(true);
          },
        },
        transition: {
          onExited: () => {
            setHovered(false);
            setKeyboardHeld(false);
          },
        },
      }}
    >
      {reward ? (
        <>
          <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
            <Box
              aria-hidden="true"
              sx={{
                mx: 'auto',
                mb: 2,
                width: 64,
                height: 64,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
              }}
            >
              <EmojiEventsIcon fontSize="large" />
            </Box>
            <Typography id="xp-popup-title" variant="h5" component="h2">
              Reflection saved!
            </Typography>
            <Typography
              id="xp-popup-xp"
              sx={{ mt: 1, fontSize: '2rem', fontWeight: 800, color: 'primary.main' }}
            >
              +{reward.xpAwarded} XP
            </Typography>
            {reward.achievements.length > 0 ? (
              <Box component="section" aria-labelledby="xp-popup-achievements" sx={{ mt: 2 }}>
                <Typography
                  id="xp-popup-achievements"
                  variant="overline"
                  component="h3"
                  color="text.secondary"
                >
                  {reward.achievements.length === 1
                    ? 'Achievement unlocked'
                    : 'Achievements unlocked'}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
                  {reward.achievements.map((a) => (
                    <Box
                      component="li"
                      key={a.id}
                      sx={{
                        p: 1.5,
                        borderRadius: 2,
                        border: 1,
                        borderColor: 'divider',
                        textAlign: 'left',
                      }}
                    >
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                        <Typography sx={{ fontWeight: 700 }}>{a.title}</Typography>
                        <Chip
                          size="small"
                          label={a.tier}
                          sx={{
                            bgcolor: TIER_COLORS[a.tier],
                            color: '#fff',
                            textTransform: 'capitalize',
                          }}
                        />
                        <Typography variant="body2" sx={{ ml: 'auto', fontWeight: 700 }}>
                          +{a.xpReward} XP
                        </Typography>
                      </Box>
                      <Typography variant="body2" color="text.secondary">
                        {a.description}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
            <Button variant="contained" onClick={onClose} autoFocus>
              Continue Your Journey
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
