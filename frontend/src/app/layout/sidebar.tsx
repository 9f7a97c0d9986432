import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { goalWizardRequested } from '../../shared/events';
import { Slot, type NavEntry } from '../../shared/manifest';
import { useAppDispatch } from '../../shared/store';
import { ProgressSummary } from '../../shared/ui';
import { isExactActive } from './nav-match';

function Section({ title, entries }: { title: string; entries: readonly NavEntry[] }) {
  const location = useLocation();
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <Box>
      <Typography
        id={id}
        component="div"
        sx={{
          px: 1.5,
          mb: 0.5,
          color: 'text.secondary',
          fontWeight: 700,
          fontSize: '0.72rem',
          textTransform: 'uppercase',
          letterSpacing: '0.1em',
        }}
      >
        {title}
      </Typography>
      <List aria-labelledby={id} disablePadding>
        {entries.map((entry) => {
          const active = isExactActive(entry, location);
          return (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={entry.to}
                selected={active}
                aria-current={active ? 'page' : undefined}
                sx={{ py: 0.75 }}
              >
                {entry.icon ? (
                  <ListItemIcon>
                    <entry.icon fontSize="small" />
                  </ListItemIcon>
                ) : null}
                <ListItemText
                  primary={entry.label}
                  slotProps={{
                    primary: { variant: 'body2', sx: { fontWeight: active ? 600 : 500 } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** Desktop-only sidebar (hidden below the md breakpoint). */
export function Sidebar({
  overview,
  categories,
}: {
  overview: readonly NavEntry[];
  categories: readonly NavEntry[];
}) {
  const dispatch = useAppDispatch();
  return (
    <Box
      component="nav"
      aria-label="Sidebar"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        gap: 2.5,
        width: 264,
        flexShrink: 0,
        p: 2.5,
        position: 'sticky',
        top: 64,
        alignSelf: 'flex-start',
        height: 'calc(100vh - 64px)',
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Button
        variant="contained"
        color="secondary"
        size="large"
        startIcon={<AddIcon />}
        onClick={() => dispatch(goalWizardRequested())}
      >
        Set Goal
      </Button>
      <Section title="Overview" entries={overview} />
      <Section title="Categories" entries={categories} />
      <Box sx={{ mt: 'auto' }}>
        <Slot
          name="sidebar.progress"
          suspendHost
          fallback={
            <ProgressSummary
              label="Monthly Progress"
              value={null}
              caption="Average progress of the goals you are working on this month."
            />
          }
        />
      </Box>
    </Box>
  );
}
