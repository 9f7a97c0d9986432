import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import HeadphonesIcon from '@mui/icons-material/Headphones';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useCurrentUser } from '../../../shared/session';
import { createYouTubePort } from '../adapters/youtube-player.port';
import { AUDIO_TRACKS, type AudioTrack } from '../config/tracks';
import { createAudioController, type AudioController } from '../model/audio-controller';
import type { PlayerPort } from '../model/player-port';
import { localAudioStorage } from '../model/storage';

/** '1:02:03' or '4:05'. */
export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

interface AudioPlayerCardProps {
  tracks?: readonly AudioTrack[];
  /** Tests pass a fake; the app uses the YouTube IFrame API. */
  createPort?: (getContainer: () => HTMLElement | null) => PlayerPort;
}

function useController(
  userId: string,
  props: AudioPlayerCardProps,
  container: RefObject<HTMLDivElement | null>,
) {
  const { tracks = AUDIO_TRACKS, createPort = createYouTubePort } = props;
  // Creating the controller contacts nobody: the port loads YouTube on the first play.
  const [controller] = useState<AudioController>(() =>
    createAudioController({
      tracks,
      port: createPort(() => container.current),
      storage: localAudioStorage(userId),
    }),
  );
  useEffect(() => () => controller.stop(), [controller]);
  return controller;
}

/** Spec §4 Audio player, in the dashboard's narrow column. */
export default function AudioPlayerCard(props: AudioPlayerCardProps) {
  const user = useCurrentUser();
  if (!user) return null;
  return <AudioPlayer key={user.id} userId={user.id} {...props} />;
}

function AudioPlayer({ userId, ...props }: AudioPlayerCardProps & { userId: string }) {
  const tracks = props.tracks ?? AUDIO_TRACKS;
  const container = useRef<HTMLDivElement | null>(null);
  const controller = useController(userId, props, container);
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const titleId = useId();
  const volumeId = useId();
  if (tracks.length === 0) return null;

  const track = tracks[state.trackIndex];
  const send = controller.send;
  const busy = state.status === 'loading' || state.status === 'buffering';
  const playing =
    state.status === 'playing' ||
    state.status === 'buffering' ||
    (state.status === 'loading' && state.wantsPlay);
  const percent = state.duration > 0 ? (state.position / state.duration) * 100 : 0;
  const statusWords =
    state.status === 'buffering'
      ? 'Buffering...'
      : state.status === 'loading'
        ? 'Loading...'
        : state.status === 'ended'
          ? 'Up next in a moment'
          : '';

  const playButton = (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <IconButton
        aria-label={playing ? 'Pause' : 'Play'}
        onClick={() => send({ type: 'TOGGLE_PLAY' })}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
          width: 48,
          height: 48,
        }}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      {busy ? (
        <CircularProgress
          size={56}
          thickness={2.5}
          aria-label={state.status === 'buffering' ? 'Buffering' : 'Loading'}
          sx={{ position: 'absolute', top: -4, left: -4, color: 'secondary.main' }}
        />
      ) : null}
    </Box>
  );

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <HeadphonesIcon color="primary" aria-hidden="true" />
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
            Audio
          </Typography>
          <IconButton
            aria-label={state.expanded ? 'Minimize player' : 'Expand player'}
            size="small"
            onClick={() => send({ type: 'TOGGLE_EXPANDED' })}
          >
            {state.expanded ? (
              <CloseFullscreenIcon fontSize="small" />
            ) : (
              <OpenInFullIcon fontSize="small" />
            )}
          </IconButton>
        </Box>

        {/* The YouTube frame lives here; visible when expanded, kept off-screen when minimized. */}
        <Box
          sx={
            state.expanded && state.status !== 'idle'
              ? {
                  position: 'relative',
                  aspectRatio: '16 / 9',
                  borderRadius: 2,
                  overflow: 'hidden',
                  bgcolor: 'common.black',
                  mb: 1.5,
                }
              : {
                  // '1px', not 1: in MUI's sx a number up to 1 is a percentage,
                  // and a 100%-wide hidden box made the dashboard scroll sideways.
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  opacity: 0,
                  pointerEvents: 'none',
                }
          }
        >
          <Box
            ref={container}
            title={track.title}
            sx={{
              width: '100%',
              height: '100%',
              '& iframe': { border: 0, width: '100%', height: '100%' },
            }}
          />
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          {playButton}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {track.title}
            </Typography>
            {/* Only the status words are live: the clock changes every second while the
                talk plays, and a screen reader read it out each time for 30 minutes. The
                Seek slider's value text gives the position on demand. */}
            <Typography variant="body2" color="text.secondary">
              <span aria-live="polite">{statusWords}</span>
              {statusWords ? null : (
                <span>{`${formatTime(state.position)} / ${formatTime(state.duration)}`}</span>
              )}
            </Typography>
          </Box>
          {/* Only where there is another track: with the one talk it restarted it from 0:00. */}
          {tracks.length > 1 ? (
            <IconButton aria-label="Next track" onClick={() => send({ type: 'NEXT_TRACK' })}>
              <SkipNextIcon />
            </IconButton>
          ) : null}
        </Box>

        {state.expanded ? (
          <Box sx={{ mt: 1.5 }}>
            <Slider
              aria-label="Seek"
              size="small"
              min={0}
              max={Math.max(1, Math.floor(state.duration))}
              value={Math.floor(state.position)}
              getAriaValueText={(v) => `${formatTime(v)} of ${formatTime(state.duration)}`}
              onChange={(_e, v) => send({ type: 'SEEK', seconds: v as number })}
              disabled={!state.ready}
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <IconButton
                aria-label={state.muted ? 'Unmute' : 'Mute'}
                size="small"
                onClick={() => send({ type: 'TOGGLE_MUTE' })}
              >
                {state.muted ? (
                  <VolumeOffIcon fontSize="small" />
                ) : (
                  <VolumeUpIcon fontSize="small" />
                )}
              </IconButton>
              <Typography id={volumeId} variant="body2" color="text.secondary">
                Volume
              </Typography>
              <Slider
                aria-labelledby={volumeId}
                size="small"
                min={0}
                max={100}
                value={state.muted ? 0 : state.volume}
                onChange={(_e, v) => send({ type: 'SET_VOLUME', volume: v as number })}
                sx={{ flex: 1 }}
              />
              <Typography variant="body2" sx={{ minWidth: 28, textAlign: 'right' }}>
                {state.muted ? 0 : state.volume}
              </Typography>
            </Box>
          </Box>
        ) : (
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Position"
            sx={{ mt: 1.5, height: 4, borderRadius: 2 }}
          />
        )}

        {state.status === 'error' ? (
          <Alert
            severity="warning"
            sx={{ mt: 1.5 }}
            action={
              <Button color="inherit" size="small" onClick={() => send({ type: 'PLAY' })}>
                Try again
              </Button>
            }
          >
            The player could not be loaded.
          </Alert>
        ) : null}
        {state.status === 'idle' ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Plays from YouTube in privacy-enhanced mode, only once you press play.
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}
