import Box from '@mui/material/Box';
import { useEffect, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

/**
 * Where the achievement layer's news is said to screen readers, as the app's toasts are
 * (the Toaster's announcer in shared/ui/toast). A live region only speaks changes made
 * after it is on the page: a new `role="status"` node already holding its words (as the
 * achievement toast and the celebration were) is often left unsaid by NVDA and VoiceOver.
 * This one is on the page from the start, empty, and the words are put into it (give
 * them a new `key` each time, so the same words twice are said twice). An open dialog
 * makes <body>'s other children `aria-hidden` (MUI's ModalManager; the first goal saved
 * from the wizard earns Goal Setter with the wizard still open): the mark is taken off
 * this region again at once. Mark it with a `data-` attribute to find it.
 */
export function LiveAnnouncer({
  children,
  ...marks
}: { children?: ReactNode } & { [mark: `data-${string}`]: string }) {
  const [region, setRegion] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!region) return undefined;
    const unhide = () => {
      if (region.hasAttribute('aria-hidden')) region.removeAttribute('aria-hidden');
    };
    const watch = new MutationObserver(unhide);
    watch.observe(region, { attributes: true, attributeFilter: ['aria-hidden'] });
    unhide();
    return () => watch.disconnect();
  }, [region]);
  return (
    <Box ref={setRegion} aria-live="polite" aria-atomic="true" {...marks} sx={visuallyHidden}>
      {children}
    </Box>
  );
}
