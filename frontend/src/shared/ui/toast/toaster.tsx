import { Suspense, useEffect, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useDispatch, useSelector } from 'react-redux';
import { lazyWithFallback, UnavailableNotice } from '../lazy-with-fallback';
import { toastDismissed, toastSlice, type Toast } from './toast-slice';

/**
 * The toast's words without Snackbar: the first toast can be the one saying the server is
 * away. One notice per toast (keyed), gone after its time like the toast.
 */
function PlainToast({ toast, open }: { toast: Toast; open: boolean }) {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, open, toast.id, toast.duration]);
  if (!open) return null;
  return (
    <UnavailableNotice
      key={toast.id}
      title={toast.title}
      tone={toast.variant === 'destructive' ? 'error' : 'info'}
      onClose={() => dispatch(toastDismissed(toast.id))}
    >
      {toast.description ?? null}
    </UnavailableNotice>
  );
}

// Snackbar + Alert load with the first toast, not with the first page.
const ToastView = lazyWithFallback(() => import('./toast-view'), PlainToast);

// Read by screen readers, not drawn (the usual clip pattern; no MUI here, see above).
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
 * The toast's words as one sentence: 'Value added. "Courage" is now one of your values.'
 * (a pause after the title). So it is not the toast's title or description word for word
 * either: a search for exactly those words (as the tests make) finds the toast alone.
 */
function spokenWords(toast: Toast): string {
  const title = /[.!?:]$/.test(toast.title.trim()) ? toast.title : `${toast.title}.`;
  return toast.description ? `${title} ${toast.description}` : title;
}

/**
 * Where a success toast is said to screen readers. A live region only speaks changes made
 * after it is on the page: each toast came as a new `role="status"` node already holding
 * its words, which NVDA and VoiceOver often left unsaid ("Goal deleted", "Value added").
 * This one is under <body> from the start, empty, and each success toast's words are put
 * into it (a new node per toast, so the same words twice are said twice). Error toasts
 * keep their own `role="alert"`, which is said as it appears.
 *
 * An open dialog makes <body>'s other children `aria-hidden` (MUI's ModalManager), which
 * would silence this region over a dialog, or as one closes ("Value added"): the mark is
 * taken off it again at once, as a toast's own node, made after the dialog, never has it.
 */
function ToastAnnouncer({ toast }: { toast: Toast | null }) {
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
  return createPortal(
    <div ref={setRegion} aria-live="polite" aria-atomic="true" style={UNSEEN}>
      {toast ? <span key={toast.id}>{spokenWords(toast)}</span> : null}
    </div>,
    document.body,
  );
}

/** Renders the current toast. Mounted once, by the app providers. */
export function Toaster() {
  const { current, open } = useSelector(toastSlice.selectors.selectToast);
  const spoken = current && open && current.variant !== 'destructive' ? current : null;
  return (
    <>
      <ToastAnnouncer toast={spoken} />
      {current ? (
        <Suspense fallback={null}>
          {/* One view a toast: its clock and place start afresh with each. */}
          <ToastView key={current.id} toast={current} open={open} />
        </Suspense>
      ) : null}
    </>
  );
}
