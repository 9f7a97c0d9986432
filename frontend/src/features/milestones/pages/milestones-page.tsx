import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../../shared/api';
import { useCurrentUser } from '../../../shared/session';
import { PageTitle, focusPageHeading, useToast } from '../../../shared/ui';
import { ConfirmDeleteDialog } from '../../../shared/ui/confirm-delete-dialog';
import {
  useDeleteMilestoneMutation,
  useListMilestoneGoalOptionsQuery,
  useListMilestonesQuery,
  type Milestone,
} from '../api/milestones-api';
import { MilestoneDialog } from '../components/milestone-dialog';
import { MilestoneList } from '../components/milestone-list';
import { useToday } from '../../../shared/lib/use-new-day';

/** The milestones view ('View All Milestones', decisions §7): every milestone, to add, complete, edit or delete. */
export default function MilestonesPage() {
  const { data, isLoading, isFetching, isError, error } = useListMilestonesQuery();
  const { data: goals } = useListMilestoneGoalOptionsQuery();
  const [deleteMilestone, deleteState] = useDeleteMilestoneMutation();
  const user = useCurrentUser();
  const today = useToday(user?.timezone);
  const { toast } = useToast();
  const [editing, setEditing] = useState<Milestone | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Milestone | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const askDelete = (m: Milestone) => {
    setDeleteError(null);
    setDeleting(m);
  };

  const all = [...(data ?? [])].sort(
    (a, b) => a.targetDate.localeCompare(b.targetDate) || a.createdAt.localeCompare(b.createdAt),
  );
  const open = all.filter((m) => !m.isCompleted);
  const done = all.filter((m) => m.isCompleted).reverse();

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deleteMilestone(deleting.id).unwrap();
      toast({ title: 'Milestone deleted' });
      setDeleting(null);
      focusPageHeading(); // the milestone and its buttons are gone
    } catch (err) {
      setDeleteError(describeError(err));
      toast({
        title: 'Failed to delete milestone',
        description: describeError(err),
        variant: 'destructive',
      });
    }
  }

  // 'Add your first milestone' goes with the empty state once the milestone it added is
  // listed, and the dialog's focus restore then found it gone: the keyboard fell to the
  // page's body. Once the dialog has closed and the list is read, the heading takes it.
  const openedFromEmpty = useRef(false);
  const hasMilestones = all.length > 0;
  useEffect(() => {
    if (creating || !openedFromEmpty.current || isFetching) return;
    openedFromEmpty.current = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (hasMilestones && lost) focusPageHeading();
  }, [creating, hasMilestones, isFetching]);

  const followerRef = useRef<string | null>(null);
  const common = {
    followerRef,
    goals: goals ?? [],
    today,
    onEdit: (m: Milestone) => setEditing(m),
    onDelete: (m: Milestone) => askDelete(m),
  };

  return (
    <>
      <PageTitle
        title="Milestones"
        subtitle="The dated steps on the way to your goals."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Add Milestone
          </Button>
        }
      />
      {isLoading ? (
        <Box
          role="status"
          aria-busy="true"
          aria-label="Loading milestones"
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={84} />
          ))}
        </Box>
      ) : isError && !data ? (
        <Typography role="alert" color="error">
          Milestones could not be loaded. {describeError(error)}
        </Typography>
      ) : all.length === 0 ? (
        <Card>
          <CardContent sx={{ textAlign: 'center', py: 6 }}>
            <Typography variant="h6" component="h2">
              No milestones yet
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              Break a goal into dated steps and tick them off as you go.
            </Typography>
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => {
                openedFromEmpty.current = true;
                setCreating(true);
              }}
            >
              Add your first milestone
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <Box component="section" aria-labelledby="milestones-upcoming">
            <Typography id="milestones-upcoming" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Upcoming ({open.length})
            </Typography>
            {open.length === 0 ? (
              <Typography color="text.secondary">No upcoming milestones</Typography>
            ) : (
              <MilestoneList label="Upcoming milestones" milestones={open} {...common} />
            )}
          </Box>
          {done.length > 0 ? (
            <Box component="section" aria-labelledby="milestones-completed">
              <Typography id="milestones-completed" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                Completed ({done.length})
              </Typography>
              <MilestoneList label="Completed milestones" milestones={done} {...common} />
            </Box>
          ) : null}
        </Box>
      )}

      <MilestoneDialog
        open={creating || editing !== null}
        milestone={editing ? (all.find((m) => m.id === editing.id) ?? editing) : null}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        id="delete-milestone"
        title="Delete milestone"
        question="Are you sure you want to delete this milestone?"
        error={deleteError}
        deleting={deleteState.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
