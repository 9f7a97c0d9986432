import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// Read by screen readers, not drawn: the usual clip pattern. No MUI here: the toaster,
// which uses this, is part of every page's first script.
const UNSEEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * Where news is said to screen readers (toasts, achievements, celebrations). A live
 * region only speaks changes made after it is on the page: a new `role="status"` node
 * already holding its words is often left unsaid by NVDA and VoiceOver. This one is on the
 * page from the start, empty, and the words are put into it (give them a new `key` each
 * time, so the same words twice are said twice). An open dialog makes <body>'s other
 * children `aria-hidden` (MUI's ModalManager; the first goal saved from the wizard earns
 * Goal Setter with the wizard still open, a value added closes its dialog): the mark is
 * taken off the region again at once. `toBody` renders it as a child of <body>. Mark it
 * with a `data-` attribute to find it.
 */
export function LiveAnnouncer({
  children,
  toBody = false,
  ...marks
}: { children?: ReactNode; toBody?: boolean } & { [mark: `data-${string}`]: string }) {
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
  const live = (
    <div ref={setRegion} aria-live="polite" aria-atomic="true" {...marks} style={UNSEEN}>
      {children}
    </div>
  );
  return toBody ? createPortal(live, document.body) : live;
}
