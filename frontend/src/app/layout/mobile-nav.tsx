import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavEntry } from '../../shared/manifest';
import { isSectionActive } from './nav-match';

/** The same entries as the header navigation, as a bottom bar on small screens. */
export function MobileNav({ entries }: { entries: readonly NavEntry[] }) {
  const location = useLocation();
  const active = entries.find((entry) => isSectionActive(entry, location));

  return (
    <Paper
      component="nav"
      aria-label="Mobile"
      square
      elevation={0}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <BottomNavigation showLabels value={active?.id ?? false}>
        {entries.map((entry) => (
          <BottomNavigationAction
            key={entry.id}
            value={entry.id}
            label={entry.label}
            icon={entry.icon ? <entry.icon /> : undefined}
            component={RouterLink}
            to={entry.to}
            aria-current={active?.id === entry.id ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
