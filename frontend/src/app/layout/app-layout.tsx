import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, useDeferredValue } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Slot } from '../../shared/manifest';
import { useReadAgainOnNewDay } from '../../shared/session';
import { FullPageLoader } from '../../shared/ui';
import { registry } from '../feature-registry';
import { Header } from './header';
import { MobileNav } from './mobile-nav';
import { PageErrorBoundary } from './page-error-boundary';
import { Sidebar } from './sidebar';

function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}

/**
 * False for the chrome's first commit, then true: the page renders after the header and
 * sidebar are on screen, as a deferred render (time-sliced, and not a transition a
 * navigation clicked meanwhile would wait for). With the page's code and data started
 * together (app/listeners/member-page-prefetch.ts) everything is ready at about the same
 * moment, and React committed chrome, page and widgets in one task, their styles inserted
 * in it too: 70 to 160 ms on a desktop, four times that on a phone (issue 7: total
 * blocking time). Two commits, each about half of it.
 */
function usePageAfterChrome(): boolean {
  return useDeferredValue(true, false);
}

/** The signed-in chrome: header, optional sidebar, page, mobile navigation, global overlays. */
export default function AppLayout({ sidebar }: { sidebar: boolean }) {
  const { nav } = registry;
  const pageReady = usePageAfterChrome();
  const { pathname } = useLocation();
  useReadAgainOnNewDay();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header primary={nav.primary} account={nav.account} />
      <Box sx={{ display: 'flex', flex: 1, alignItems: 'stretch' }}>
        {sidebar ? <Sidebar overview={nav.overview} categories={nav.categories} /> : null}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            outline: 'none',
            px: { xs: 2, sm: 3, md: 4 },
            pt: { xs: 3, md: 4 },
            pb: { xs: 12, md: 6 },
          }}
        >
          <Container maxWidth="lg" disableGutters>
            <PageErrorBoundary pathname={pathname}>
              <Suspense fallback={<FullPageLoader />}>
                {pageReady ? <Outlet /> : <FullPageLoader />}
              </Suspense>
            </PageErrorBoundary>
          </Container>
        </Box>
      </Box>
      <MobileNav entries={nav.primary} />
      <Slot name="app.overlays" />
    </Box>
  );
}
