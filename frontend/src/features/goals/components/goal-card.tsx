import EventIcon from '@mui/icons-material/EventOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { memo, useId, useState } from 'react';
import { useToday } from '../../../shared/lib/use-new-day';
import { useCurrentUser } from '../../../shared/session';
import { GOAL_CATEGORIES } from '../model/categories';
import { formatDue } from '../model/filters';
import type { Goal } from '../model/types';

interface GoalCardProps {
  goal: Goal;
  onUpdate: (goal: Goal) => void;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}

/** One goal in the grid (spec §2): title, description, category, due date, next action, progress. */
/** Memoised: a change to one goal (or the dialog opening) leaves the other cards alone. */
export const GoalCard = memo(function GoalCard({
  goal,
  onUpdate,
  onEdit,
  onDelete,
}: GoalCardProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const menuId = useId();
  const category = GOAL_CATEGORIES.find((c) => c.id === goal.category);
  const pick = (action: (goal: Goal) => void) => () => {
    setAnchor(null);
    action(goal);
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flex: 1, display: 'grid', gap: 1.25, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            // Focused by the page after 'Show more' (its first new card), never by Tab.
            tabIndex={-1}
            sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word', lineHeight: 1.35 }}
          >
            {goal.title}
          </Typography>
          <IconButton
            size="small"
            aria-label="Goal actions"
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
            sx={{ mt: -0.5, mr: -1 }}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={Boolean(anchor)}
            onClose={() => setAnchor(null)}
          >
            <MenuItem onClick={pick(onEdit)}>Edit Goal</MenuItem>
            <MenuItem onClick={pick(onDelete)} sx={{ color: 'error.main' }}>
              Delete Goal
            </MenuItem>
          </Menu>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={category?.label ?? goal.category} variant="outlined" />
          {goal.needsCategorizing ? (
            <Chip size="small" color="secondary" label="Needs categorizing" />
          ) : null}
          {goal.isCompleted ? <Chip size="small" color="success" label="Completed" /> : null}
        </Box>
        {goal.description ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              whiteSpace: 'pre-line',
              wordBreak: 'break-word',
            }}
          >
            {goal.description}
          </Typography>
        ) : null}
        {goal.targetDate ? <DueDate date={goal.targetDate} done={goal.isCompleted} /> : null}
        {goal.nextAction ? (
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              Next action:
            </Box>{' '}
            {goal.nextAction}
          </Typography>
        ) : null}
        <Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              Progress
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {goal.progress}%
            </Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={goal.progress}
            aria-label={`Progress of ${goal.title}`}
            color={goal.isCompleted ? 'success' : 'primary'}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<TrendingUpIcon />}
          onClick={() => onUpdate(goal)}
        >
          Update
        </Button>
      </CardActions>
    </Card>
  );
});

/**
 * 'Due MMM d' (spec §2), and "Overdue" in the error colour once the date has passed in the
 * profile's zone while the goal is open: without a year, a date of last January read like
 * the coming one.
 */
function DueDate({ date, done }: { date: string; done: boolean }) {
  const today = useToday(useCurrentUser()?.timezone);
  const overdue = !done && date < today;
  return (
    <Typography
      variant="body2"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        color: overdue ? 'error.main' : undefined,
        fontWeight: overdue ? 600 : undefined,
      }}
    >
      <EventIcon fontSize="small" aria-hidden="true" color={overdue ? 'inherit' : 'action'} />
      <span>{formatDue(date)}</span>
      {overdue ? <span>· Overdue</span> : null}
    </Typography>
  );
}
