import AddIcon from '@mui/icons-material/Add';
import EditNoteIcon from '@mui/icons-material/EditNote';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { describeError } from '../../../shared/api';
import {
  goalWizardRequested,
  rapidEntryRequested,
  type GoalCategory,
} from '../../../shared/events';
import { PageTitle, focusPageHeading } from '../../../shared/ui';
import { TextInput } from '../../../shared/ui/text-input';
import { useListGoalsQuery } from '../api/goals-api';
import { SelectField } from '../components/fields';
import { GoalCard } from '../components/goal-card';
import { lazyWithFallback, UnavailableNotice } from '../../../shared/ui/lazy-with-fallback';
import { GOAL_CATEGORIES, parseCategory } from '../model/categories';
import { filterGoals } from '../model/filters';
import { selectRapid } from '../model/goals-ui-slice';
import type { Goal } from '../model/types';

// Offline when first opened: a notice; Close ends the dialog.
const Unavailable = ({ onClose }: { onClose: () => void }) => (
  <UnavailableNotice onClose={onClose} />
);
const UpdateGoalDialog = lazyWithFallback(
  () => import('../components/update-goal-dialog'),
  Unavailable,
);
const EditGoalDialog = lazyWithFallback(
  () => import('../components/edit-goal-dialog'),
  Unavailable,
);
const DeleteGoalDialog = lazyWithFallback(
  () => import('../components/delete-goal-dialog'),
  Unavailable,
);

/** Cards drawn at a time: hundreds at once made every keystroke and delete slow. */
const PAGE = 60;

/** The dialog open, on which goal. */
type Open = { kind: 'update' | 'edit' | 'delete'; goal: Goal } | null;

const FILTER_OPTIONS: readonly { id: GoalCategory | 'all'; label: string }[] = [
  { id: 'all', label: 'All Categories' },
  ...GOAL_CATEGORIES.map((c) => ({ id: c.id, label: c.label })),
];

const gridSx = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
} as const;

function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: React.ReactNode;
}) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: action ? 3 : 0 }}>
          {text}
        </Typography>
        {action}
      </CardContent>
    </Card>
  );
}

/** '/goals' (spec §2): search, category filter, the grid, and the goal dialogs. */
export default function GoalsPage() {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const category = parseCategory(params.get('category'))?.id ?? null;
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const { data: goals, isLoading, isFetching, error, refetch } = useListGoalsQuery();
  // Typing stays quick with hundreds of goals: the list follows the search as a
  // transition, and draws PAGE cards at a time.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => filterGoals(goals ?? [], deferredSearch, category),
    [goals, deferredSearch, category],
  );
  const [limit, setLimit] = useState(PAGE);
  const filterKey = `${deferredSearch}|${category}`;
  const [limitFor, setLimitFor] = useState(filterKey);
  if (limitFor !== filterKey) {
    // Another search or category starts again from the first page.
    setLimitFor(filterKey);
    setLimit(PAGE);
  }
  // 'Show more' hands the keyboard to the first card it shows: the last one takes the
  // button away, and the focus fell to the page's body.
  const grid = useRef<HTMLDivElement>(null);
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    const index = focusCard.current;
    if (index === null) return;
    focusCard.current = null;
    grid.current?.children[index]?.querySelector<HTMLElement>('h2')?.focus();
  }, [limit]);
  const showMore = () => {
    focusCard.current = limit;
    setLimit((n) => n + PAGE);
  };
  const onUpdate = useCallback((g: Goal) => setOpen({ kind: 'update', goal: g }), []);
  const onEdit = useCallback((g: Goal) => setOpen({ kind: 'edit', goal: g }), []);
  const onDelete = useCallback((g: Goal) => setOpen({ kind: 'delete', goal: g }), []);
  const rapid = () => dispatch(rapidEntryRequested());

  // 'Start Goal Writing' goes with the empty state once the goals it wrote are listed, and
  // the dialog's focus restore then found it gone: the keyboard fell to the page's body.
  // Once the dialog has closed and the list is read, the page's heading takes it (as the
  // values page does for its first value).
  const rapidOpen = useSelector(selectRapid).open;
  const openedFromEmpty = useRef(false);
  const hasGoals = (goals?.length ?? 0) > 0;
  useEffect(() => {
    if (rapidOpen || !openedFromEmpty.current || isFetching) return;
    openedFromEmpty.current = false;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (hasGoals && lost) focusPageHeading();
  }, [rapidOpen, hasGoals, isFetching]);

  function chooseCategory(value: GoalCategory | 'all') {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('category');
    else next.set('category', value);
    setParams(next);
  }

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <Box sx={gridSx} role="status" aria-busy="true" aria-label="Loading goals">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={220} data-testid="goal-placeholder" />
        ))}
      </Box>
    );
  } else if (error && !goals) {
    // A refetch that failed (the server away after a save) keeps the goals last read.
    body = (
      <EmptyState
        title="Could not load your goals"
        text={describeError(error)}
        action={
          <Button variant="outlined" onClick={() => void refetch()} disabled={isFetching}>
            {isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        }
      />
    );
  } else if (!goals || goals.length === 0) {
    body = (
      <EmptyState
        title="No goals yet"
        text="Start by writing down everything you want: fifty goals or more, details later."
        action={
          <Button
            variant="contained"
            startIcon={<EditNoteIcon />}
            onClick={() => {
              openedFromEmpty.current = true;
              rapid();
            }}
          >
            Start Goal Writing
          </Button>
        }
      />
    );
  } else if (shown.length === 0) {
    body = <EmptyState title="No goals found" text="Try another search or category." />;
  } else {
    const more = shown.length - limit;
    body = (
      <>
        <Box ref={grid} sx={gridSx}>
          {shown.slice(0, limit).map((goal) => (
            <GoalCard
              key={goal.id}
              goal={goal}
              onUpdate={onUpdate}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </Box>
        {more > 0 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Button variant="outlined" onClick={showMore}>
              {more > PAGE ? `Show ${PAGE} more (${more} not shown yet)` : `Show ${more} more`}
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  const close = () => setOpen(null);
  // The edit dialogs work on the goal as the list holds it now: when its version changes
  // under an open dialog (a save answered 412, or another tab's change came in), the form
  // moves onto the new version with the user's changes kept on top (useRebasedForm).
  const current = open ? (goals?.find((g) => g.id === open.goal.id) ?? open.goal) : null;
  const EditDialog =
    open?.kind === 'update' ? UpdateGoalDialog : open?.kind === 'edit' ? EditGoalDialog : null;
  return (
    <>
      <PageTitle
        title="Your Goals"
        subtitle={
          goals && goals.length > 0 ? (
            // Said as it changes, as the search is typed or a category chosen (WCAG 4.1.3):
            // a screen reader heard nothing of whether anything matched.
            <span role="status">
              {`${shown.length} of ${goals.length} goal${goals.length === 1 ? '' : 's'}`}
            </span>
          ) : (
            'Everything you are working towards, in one place.'
          )
        }
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {/* The sidebar's Set Goal is hidden below md: phones get it here. */}
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => dispatch(goalWizardRequested())}
              sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            >
              Set Goal
            </Button>
            <Button
              variant="contained"
              color="secondary"
              startIcon={<EditNoteIcon />}
              onClick={rapid}
            >
              Rapid Goal Writing
            </Button>
          </Box>
        }
      />
      <Box
        role="search"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
          mb: 3,
        }}
      >
        <TextInput
          id="goals-search"
          label="Search goals"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
        />
        <SelectField
          id="goals-category"
          label="Category"
          value={category ?? 'all'}
          options={FILTER_OPTIONS}
          onChange={chooseCategory}
        />
      </Box>
      {body}
      <Suspense fallback={null}>
        {EditDialog && current ? (
          <EditDialog key={current.id} goal={current} onClose={close} />
        ) : null}
        {open?.kind === 'delete' ? <DeleteGoalDialog goal={open.goal} onClose={close} /> : null}
      </Suspense>
    </>
  );
}
