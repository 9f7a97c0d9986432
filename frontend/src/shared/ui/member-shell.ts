/**
 * Removes the member shell: the header and dashboard title the server draws before any
 * script runs (app/shell/member-shell.html). Called once what replaces it has rendered
 * (the page's title), or when no member page will (a guest page, an error), and at the
 * latest some seconds after start.
 */
export function dismissMemberShell(): void {
  document.getElementById('member-shell')?.remove();
}
