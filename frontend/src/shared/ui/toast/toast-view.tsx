import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toastDismissed, type Toast } from './toast-slice';

/**
 * Where a toast stands: its edge, and over an open dialog how far from that edge
 * (`offset`, px) and how wide at most (`maxWidth`, px); MUI's own places otherwise.
 */
export type ToastPlace = { edge: 'top' | 'bottom'; offset?: number; maxWidth?: number };

const EDGE_PX = 24; // MUI's gap between a Snackbar and the window's edge (sm and up)
const ABOVE_NAV_PX = 88; // on a phone, clear of the bottom navigation
const NARROWEST_PX = 288; // a title and a two-line message still read well
const WIDEST_PX = 480;
const TOAST_HEIGHT_PX = 96; // a title and a two-line description
const GAP_PX = 8;

/**
 * With no dialog open a toast stands at the bottom right, or at the top where at the bottom
 * it would cover the control the user is on (`coversFocus`). Over an open dialog it must
 * cover neither the dialog's buttons (a conflict toast once blocked Cancel for 10 s on a
 * phone) nor its title and close button (a 10 s error toast covered the close button at
 * 1280 px): beside the dialog where there is room (a wide screen and a small dialog),
 * else under it, else inside it, just above its row of buttons or just below its title,
 * whichever covers none of its controls ("Draft Cleared" lay over Rapid Goal Writing's Add
 * at 1280 x 720); where both would, the one that leaves the focused control clear.
 * Measured on the topmost dialog's paper, which MUI gives the dialog role (a confirmation's
 * the alertdialog role).
 */
export function placeToast(wide: boolean): ToastPlace {
  const paper = topDialog();
  if (!paper) return { edge: coversFocus(wide) ? 'top' : 'bottom' };
  const box = paper.getBoundingClientRect();
  const beside = window.innerWidth - box.right - 2 * EDGE_PX;
  if (wide && beside >= NARROWEST_PX) return { edge: 'top', maxWidth: Math.floor(beside) };
  const below = window.innerHeight - box.bottom - (wide ? EDGE_PX : ABOVE_NAV_PX);
  if (below >= TOAST_HEIGHT_PX) return { edge: 'bottom' };
  const inside: ToastPlace[] = [];
  const actions = paper.querySelector('.MuiDialogActions-root')?.getBoundingClientRect();
  if (actions && actions.height > 0)
    inside.push({ edge: 'bottom', offset: Math.round(window.innerHeight - actions.top + GAP_PX) });
  const title = paper.querySelector('.MuiDialogTitle-root')?.getBoundingClientRect();
  inside.push({ edge: 'top', offset: Math.round((title?.bottom ?? box.top) + GAP_PX) });
  const controls = visibleControls(paper);
  const focused = controls.filter((control) => control.focused);
  return (
    inside.find((place) => !controls.some((c) => overlaps(toastBox(place, wide), c.box))) ??
    inside.find((place) => !focused.some((c) => overlaps(toastBox(place, wide), c.box))) ??
    inside[0]
  );
}

/** The dialog drawn last, so on top (MUI mounts each one at the end of <body>). */
export function topDialog(): HTMLElement | undefined {
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  return dialogs[dialogs.length - 1];
}

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The room a toast takes at a place: at its widest and tallest, to be sure. */
function toastBox(place: ToastPlace, wide: boolean): Box {
  const right = window.innerWidth - (wide ? EDGE_PX : GAP_PX);
  const left = wide ? right - Math.min(WIDEST_PX, place.maxWidth ?? WIDEST_PX) : GAP_PX;
  const offset = place.offset ?? EDGE_PX;
  return place.edge === 'top'
    ? { left, right, top: offset, bottom: offset + TOAST_HEIGHT_PX }
    : {
        left,
        right,
        top: window.innerHeight - offset - TOAST_HEIGHT_PX,
        bottom: window.innerHeight - offset,
      };
}

const CONTROLS =
  'button, a[href], input, select, textarea, [role="tab"], [tabindex]:not([tabindex="-1"])';

/**
 * The dialog's controls as far as they show: a control scrolled out of the dialog's
 * content lies under its title or its buttons, where no toast goes.
 */
function visibleControls(paper: HTMLElement): { box: Box; focused: boolean }[] {
  const content = paper.querySelector('.MuiDialogContent-root')?.getBoundingClientRect();
  return [...paper.querySelectorAll<HTMLElement>(CONTROLS)].flatMap((control) => {
    const own = control.getBoundingClientRect();
    if (own.width === 0 || own.height === 0) return [];
    const inContent = content && control.closest('.MuiDialogContent-root');
    const box = inContent
      ? {
          left: own.left,
          right: own.right,
          top: Math.max(own.top, content.top),
          bottom: Math.min(own.bottom, content.bottom),
        }
      : own;
    if (box.bottom <= box.top) return [];
    return [{ box, focused: control.contains(document.activeElement) }];
  });
}

/**
 * Whether a toast at the bottom would cover the control the user is on: the button just
 * pressed, the field to mend (a refused sign-up's Create Account and password on a phone,
 * where the form reaches the bottom of the window). Such a toast goes to the top.
 */
function coversFocus(wide: boolean): boolean {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return false;
  const box = focused.getBoundingClientRect();
  const bottom = window.innerHeight - (wide ? EDGE_PX : ABOVE_NAV_PX);
  const left = wide ? window.innerWidth - EDGE_PX - WIDEST_PX : 0;
  return box.bottom > bottom - TOAST_HEIGHT_PX && box.top < bottom && box.right > left;
}

const samePlace = (a: ToastPlace, b: ToastPlace) => JSON.stringify(a) === JSON.stringify(b);

export default function ToastView({ toast, open }: { toast: Toast; open: boolean }) {
  const dispatch = useDispatch();
  const close = (_event?: unknown, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    dispatch(toastDismissed(toast.id));
  };
  // The toast's own clock (spec §9: 5 s by default), held while the pointer is really on
  // the toast or the keyboard on its close button. MUI's Snackbar held its clock on any
  // mouseenter, and Chrome sends one when a toast appears (or moves) under a pointer left
  // at rest where the user clicked: "Draft Restored" stayed 16 s and more while goals were
  // typed under it. A pointer that moves onto it holds it as before.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!open || held) return undefined;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, open, held, toast.id, toast.duration]);
  const destructive = toast.variant === 'destructive';
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  // Read once the toast's own commit is on the page, before it paints: a success toast
  // made as its dialog closes ("Progress updated") finds the dialog gone and takes the
  // bottom corner, instead of covering the header's bell and avatar for its whole life.
  // Read again whenever a dialog opens or closes under it (MUI mounts each under <body>):
  // a toast made over a dialog ("Draft Cleared") moves to the bottom once the dialog has
  // gone, instead of staying over the header's navigation. And whenever the dialog under
  // it or the window changes size (a list grows, a tab changes), as its controls move.
  const [place, setPlace] = useState<ToastPlace>(() => placeToast(wide));
  useLayoutEffect(() => {
    const resized =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => replace());
    let watched: HTMLElement | undefined;
    function replace() {
      const paper = topDialog();
      if (resized && paper !== watched) {
        if (watched) resized.unobserve(watched);
        if (paper) resized.observe(paper);
        watched = paper;
      }
      setPlace((was) => (samePlace(was, placeToast(wide)) ? was : placeToast(wide)));
    }
    replace();
    if (!open) {
      resized?.disconnect();
      return undefined;
    }
    const watch = new MutationObserver(replace);
    watch.observe(document.body, { childList: true });
    window.addEventListener('resize', replace);
    return () => {
      watch.disconnect();
      resized?.disconnect();
      window.removeEventListener('resize', replace);
    };
  }, [toast.id, wide, open]);

  return (
    // In its own node under <body>: a toast inside the app's root would be hidden
    // from screen readers while a dialog has made that root aria-hidden.
    <Portal>
      <Snackbar
        key={toast.id}
        open={open}
        onClose={close}
        anchorOrigin={{
          vertical: place.edge,
          horizontal: place.edge === 'top' && !wide ? 'center' : 'right',
        }}
        sx={{
          [place.edge]:
            place.offset !== undefined
              ? { xs: place.offset, sm: place.offset }
              : place.edge === 'bottom'
                ? { xs: ABOVE_NAV_PX, md: EDGE_PX }
                : undefined,
        }}
        // Read by other top-corner popups (the achievement toast) to stand clear of it.
        data-toast-edge={place.edge}
      >
        <Alert
          onClose={() => close()}
          onMouseMove={(event) => {
            // A pointer at rest under a toast that appeared there moves by nothing.
            if (event.movementX !== 0 || event.movementY !== 0) setHeld(true);
          }}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
          }}
          severity={destructive ? 'error' : 'info'}
          variant={destructive ? 'filled' : 'standard'}
          role={destructive ? 'alert' : 'status'}
          // A success toast is said by the Toaster's lasting live region (a region made
          // with its words is often left unsaid); this one would only say it twice.
          aria-live={destructive ? undefined : 'off'}
          sx={{
            width: '100%',
            minWidth: { sm: Math.min(340, place.maxWidth ?? 340) },
            maxWidth: Math.min(WIDEST_PX, place.maxWidth ?? WIDEST_PX),
            // A value's name of 100 letters in "Value added": wrapped, not cut by the
            // message's own scroll box.
            '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
          }}
        >
          <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
          {toast.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
