import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, type ReactNode } from 'react';
import { dismissMemberShell } from './member-shell';
import { useDocumentTitle } from './use-document-title';

interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown on the right. */
  actions?: ReactNode;
}

/**
 * Moves focus to the page's h1 once the current render has settled. For when what had the
 * focus is gone (a deleted card and its menu button): a keyboard user keeps their place on
 * the page instead of starting again from the top of the document.
 */
export function focusPageHeading() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
}

/** The page's one h1 (focusable by script, not by Tab); also sets the tab title. */
export function PageTitle({ title, subtitle, actions }: PageTitleProps) {
  useDocumentTitle(title);
  // The page is drawn: the server's first paint of it goes, before the browser paints again.
  useLayoutEffect(dismissMemberShell, []);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          tabIndex={-1}
          sx={{ outlineOffset: 4, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {subtitle ? (
          // A name of 100 letters without a space (the greeting) breaks where it must,
          // rather than push the page sideways.
          <Typography color="text.secondary" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
