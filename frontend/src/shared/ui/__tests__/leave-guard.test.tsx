import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { LeaveGuard } from '../leave-guard';

function ProfileForm() {
  const [name, setName] = useState('');
  return (
    <>
      <LeaveGuard unsaved={name !== ''} />
      <label>
        First name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
    </>
  );
}

function App() {
  return (
    <BrowserRouter>
      <nav>
        <Link to="/goals">All Goals</Link>
        <Link to="/profile">Profile</Link>
        <a href="https://example.org/help">Help</a>
      </nav>
      <Routes>
        <Route path="/profile" element={<ProfileForm />} />
        <Route path="/goals" element={<h1>Your Goals</h1>} />
      </Routes>
    </BrowserRouter>
  );
}

describe('LeaveGuard', () => {
  beforeEach(() => window.history.pushState({}, '', '/profile'));
  afterEach(() => window.history.pushState({}, '', '/'));

  it('lets a link go at once while nothing is typed', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'All Goals' }));
    expect(await screen.findByRole('heading', { name: 'Your Goals' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/goals');
  });

  it('asks before a link throws typing away: Keep Editing stays in the field, Discard goes', async () => {
    const user = userEvent.setup();
    render(<App />);
    const field = screen.getByLabelText('First name');
    await user.type(field, 'Grace');
    await user.click(screen.getByRole('link', { name: 'All Goals' }));
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(window.location.pathname).toBe('/profile');
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(field).toHaveValue('Grace');
    expect(field).toHaveFocus();

    // A link to the page itself is not leaving it.
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'All Goals' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'Your Goals' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/goals');
  });

  it('leaves a link off the app, or one opened in a new tab, to the browser', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.type(screen.getByLabelText('First name'), 'Grace');
    let prevented: boolean | null = null;
    const record = (event: MouseEvent) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot leave the page
    };
    document.addEventListener('click', record);
    await user.click(screen.getByRole('link', { name: 'Help' }));
    expect(prevented).toBe(false);
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'All Goals' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', record);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
