import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, type RefObject } from 'react';
import { describeError } from '../../../shared/api';
import { useToast } from '../../../shared/ui';
import { useUpdateMilestoneMutation, type GoalOption, type Milestone } from '../api/milestones-api';
import { formatMilestoneDate, relativeToToday } from '../model/milestone-dates';

interface MilestoneListProps {
  label: string;
  milestones: readonly Milestone[];
  goals: readonly GoalOption[];
  today: string;
  onEdit: (m: Milestone) => void;
  onDelete: (m: Milestone) => void;
  followerRef: FocusFollower;
}

/** The id of a milestone's checkbox, the same in either list. */
const doneId = (id: string) => `milestone-done-${id}`;

/**
 * Which milestone's checkbox takes the focus when it appears: one ticked from the keyboard,
 * whose row moves to the other list (a new element there), instead of the focus falling
 * to the page's body. One per page, shared by its two lists.
 */
export type FocusFollower = RefObject<string | null>;

/** One section of the milestones view; each row completes, reopens, edits or deletes. */
export function MilestoneList({
  label,
  milestones,
  goals,
  today,
  onEdit,
  onDelete,
  followerRef,
}: MilestoneListProps) {
  const [update] = useUpdateMilestoneMutation();
  // After each commit: a ticked milestone's checkbox, drawn anew in this list, takes the
  // focus its row had in the other one.
  useLayoutEffect(() => {
    const id = followerRef.current;
    const input = id ? document.getElementById(doneId(id)) : null;
    if (!input || input === document.activeElement) return;
    followerRef.current = null;
    input.focus();
  });
  const { toast } = useToast();

  async function toggle(m: Milestone) {
    const focused = document.activeElement?.id === doneId(m.id);
    if (focused) followerRef.current = m.id;
    try {
      await update({ id: m.id, changes: { isCompleted: !m.isCompleted } }).unwrap();
      toast({ title: m.isCompleted ? 'Milestone reopened' : 'Milestone completed' });
    } catch (error) {
      // Put back in its first list: the focus goes with it there too.
      if (focused) requestAnimationFrame(() => document.getElementById(doneId(m.id))?.focus());
      toast({
        title: 'Failed to update milestone',
        description: describeError(error),
        variant: 'destructive',
      });
    }
  }

  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {milestones.map((m) => {
        const goal = m.goalId ? goals.find((g) => g.id === m.goalId) : undefined;
        const overdue = !m.isCompleted && m.targetDate < today;
        return (
          <Box
            component="li"
            key={m.id}
            aria-label={m.title}
            sx={{
              p: 2,
              borderRadius: 3,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              display: 'flex',
              gap: { xs: 0.5, sm: 1.5 },
              alignItems: 'flex-start',
              flexDirection: { xs: 'column', sm: 'row' },
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0, width: { xs: '100%', sm: 'auto' } }}>
              <FormControlLabel
                control={
                  <Checkbox checked={m.isCompleted} onChange={() => toggle(m)} id={doneId(m.id)} />
                }
                label={m.title}
                sx={{
                  mr: 0,
                  alignItems: 'flex-start',
                  '& .MuiFormControlLabel-label': {
                    pt: '9px',
                    fontWeight: 600,
                    overflowWrap: 'anywhere',
                    textDecoration: m.isCompleted ? 'line-through' : 'none',
                    color: m.isCompleted ? 'text.secondary' : 'text.primary',
                  },
                }}
              />
              <Box
                sx={{ pl: '31px', display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
              >
                <Typography variant="body2">{formatMilestoneDate(m.targetDate)}</Typography>
                <Typography
                  variant="body2"
                  sx={{
                    color: overdue ? 'error.main' : 'text.secondary',
                    fontWeight: overdue ? 600 : 400,
                  }}
                >
                  {relativeToToday(m.targetDate, today)}
                </Typography>
                {goal ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={goal.title}
                    // A goal's title may be 200 characters: the chip wraps it rather than
                    // widen the row past the window (QA 2026-11-29).
                    sx={{
                      maxWidth: '100%',
                      height: 'auto',
                      '& .MuiChip-label': {
                        whiteSpace: 'normal',
                        overflowWrap: 'anywhere',
                        py: 0.25,
                      },
                    }}
                  />
                ) : null}
              </Box>
              {m.description ? (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ pl: '31px', mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {m.description}
                </Typography>
              ) : null}
            </Box>
            <Box sx={{ display: 'flex', gap: 0.5, ml: { xs: '19px', sm: 0 } }}>
              {/* Named with the milestone: a screen reader's list of buttons is not
                  "Edit, Delete, Edit, Delete". */}
              <Button size="small" onClick={() => onEdit(m)} aria-label={`Edit ${m.title}`}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => onDelete(m)}
                aria-label={`Delete ${m.title}`}
              >
                Delete
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
