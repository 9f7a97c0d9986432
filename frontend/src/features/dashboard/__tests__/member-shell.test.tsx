import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from '@jest/globals';
import DashboardPage from '../pages/dashboard-page';
import {
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  signedInAs,
} from '../../../shared/testing';

// The app's template of the server-drawn first paint of this page.
const template = readFileSync(
  join(__dirname, '..', '..', '..', 'app', 'shell', 'member-shell.html'),
  'utf8',
);

/** The shell as the server fills it in (backend spa.middleware.ts), in a page. */
function drawShell(firstName: string) {
  document.body.innerHTML = template.replace(/\{\{firstName\}\}/g, firstName);
}

describe('the member shell', () => {
  it.each([
    ['Ada', 'Ada'],
    [null, 'Goal Achiever'],
  ])('says what the dashboard then says (first name %p)', async (firstName, shown) => {
    drawShell(shown);
    const shell = document.getElementById('member-shell')!;
    const shellTitle = shell.querySelector('h1')?.textContent;
    const shellGreeting = shell.querySelector('p')?.textContent;
    shell.remove();

    installFakeNetwork(signedInAs(makeUser({ firstName })));
    renderWithProviders(<DashboardPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(shellTitle).toBe(title.textContent);
    expect(await screen.findByText(shellGreeting!)).toBeInTheDocument();
  });

  it('goes once the dashboard has rendered', async () => {
    drawShell('Ada');
    installFakeNetwork(signedInAs(makeUser({ firstName: 'Ada' })));
    const host = document.createElement('div');
    document.body.appendChild(host);
    expect(document.getElementById('member-shell')).not.toBeNull();
    renderWithProviders(<DashboardPage />, { container: host });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard', hidden: false });
    expect(document.getElementById('member-shell')).toBeNull();
  });

  it('is hidden from assistive technology (the page it stands for is not)', () => {
    expect(template).toMatch(/<div id="member-shell"[^>]*aria-hidden="true"/);
  });
});
