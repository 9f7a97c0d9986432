import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  deferred,
  installFakeNetwork,
  makeUser,
  renderWithProviders,
  type FakeNetwork,
  type FakeResponse,
} from '../../../shared/testing';
import ValuesPage from '../pages/values-page';
import type { CoreValue } from '../model/values';

let network: FakeNetwork;
let values: CoreValue[];

const make = (over: Partial<CoreValue>): CoreValue => ({
  id: 'v1',
  userId: 'u',
  version: 1,
  name: 'Integrity',
  description: 'Keep my word.',
  alignmentScore: 70,
  color: 'bg-blue-500',
  isCore: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

beforeEach(() => {
  values = [];
  network = installFakeNetwork({
    'GET /api/auth/user': { status: 200, body: makeUser() },
    'GET /api/values': () => ({ status: 200, body: values }),
  });
});

describe('values page', () => {
  it("offers 'Define Your Values' and no 'Add Value' while there are none", async () => {
    renderWithProviders(<ValuesPage />, { route: '/values' });
    expect(screen.getByRole('heading', { level: 1, name: 'Core Values' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Define Your Values' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Value' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Values Reflection' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Values Summary' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Values Discovery' })).toBeInTheDocument();
    // Each figure's label comes before it, so a screen reader says "Values, 0" (it said
    // "0, Values", the <dd> before its <dt>).
    const summary = screen.getByRole('region', { name: 'Values Summary' });
    const terms = within(summary).getAllByRole('term');
    expect(terms.length).toBeGreaterThan(0);
    for (const term of terms) expect(term.nextElementSibling?.tagName).toBe('DD');
  });

  it('creates a value from the form with its color and core flag', async () => {
    network.on('POST /api/values', (req) => {
      const created = make({ ...(req.body as Partial<CoreValue>), id: 'v9' });
      values = [created];
      return { status: 201, body: created };
    });
    const { user } = renderWithProviders(
      <main>
        <ValuesPage />
      </main>,
      { route: '/values' },
    );
    await user.click(await screen.findByRole('button', { name: 'Define Your Values' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Value' });
    const save = within(dialog).getByRole('button', { name: 'Save Value' });
    await user.type(within(dialog).getByLabelText('Name'), '  Courage ');
    await user.click(within(dialog).getByRole('radio', { name: 'Amber' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Core value' }));
    await user.click(save);
    expect(await screen.findByRole('article', { name: 'Courage' })).toHaveTextContent('Core value');
    expect(network.callsTo('POST /api/values')[0].body).toEqual({
      name: 'Courage',
      description: null,
      color: 'bg-amber-600',
      isCore: true,
      alignmentScore: 70,
    });
    expect(screen.getByRole('button', { name: 'Add Value' })).toBeInTheDocument();
    // 'Define Your Values' went with the empty state: the keyboard's place is the heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Core Values' })).toHaveFocus(),
    );
  });

  it("shows 'Failed to create value' with the error when the server refuses", async () => {
    network.on('POST /api/values', {
      status: 400,
      body: { statusCode: 400, message: ['name must not be empty'], error: 'Bad Request' },
    });
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Define Your Values' }));
    await user.type(screen.getByLabelText('Name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Save Value' }));
    // The form stays open with the reason, and the spec's toast says it too (behind the modal).
    const dialog = screen.getByRole('dialog', { name: 'Add Value' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create value: name must not be empty',
    );
    const toast = screen
      .getAllByRole('alert', { hidden: true })
      .find((el) => el.textContent?.startsWith('Failed to create value'));
    expect(toast).toHaveTextContent('name must not be empty');
  });

  it('Save again after a lost answer sends the same Idempotency-Key; the next value a new one', async () => {
    let calls = 0;
    network.on('POST /api/values', (req) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch'); // the answer never came
      const created = make({ ...(req.body as Partial<CoreValue>), id: `v${calls}` });
      values = [...values, created];
      return { status: 201, body: created };
    });
    const { user } = renderWithProviders(
      <main>
        <ValuesPage />
      </main>,
      { route: '/values' },
    );
    await user.click(await screen.findByRole('button', { name: 'Define Your Values' }));
    await user.type(screen.getByLabelText('Name'), 'Courage');
    await user.click(screen.getByRole('button', { name: 'Save Value' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Value' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create value: Lodestar could not reach the server',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Value' }));
    expect(await screen.findByRole('article', { name: 'Courage' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Value' }));
    await user.type(screen.getByLabelText('Name'), 'Honesty');
    await user.click(screen.getByRole('button', { name: 'Save Value' }));
    expect(await screen.findByRole('article', { name: 'Honesty' })).toBeInTheDocument();
    const keys = network
      .callsTo('POST /api/values')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('the value form says at the name why it cannot save once the name is emptied', async () => {
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Define Your Values' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Value' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    // Untouched, no error yet.
    expect(name).toHaveAttribute('aria-invalid', 'false');
    await user.type(name, 'Ho');
    await user.clear(name);
    expect(name).toHaveAccessibleDescription('Give the value a name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('Enter or Save without a name says why at the name, and sends nothing', async () => {
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Define Your Values' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Value' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    // Enter did nothing and said nothing: Save was off, so the form was not submitted.
    await user.keyboard('{Enter}');
    expect(name).toHaveAccessibleDescription('Give the value a name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    // Save is in the Tab order, and pressed it takes the keyboard back to the name.
    const save = within(dialog).getByRole('button', { name: 'Save Value' });
    save.focus();
    await user.keyboard('{Enter}');
    expect(name).toHaveFocus();
    expect(network.callsTo('POST /api/values')).toHaveLength(0);
    expect(dialog).toBeInTheDocument();
  });

  it('warns of a second value of the same name, whatever its case; its own name is fine when edited', async () => {
    values = [make({ id: 'v1', name: 'Family' }), make({ id: 'v2', name: 'Integrity' })];
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Add Value' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Value' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.type(name, ' family ');
    expect(name).toHaveAccessibleDescription('You already have a value named "Family".');
    // A warning: Save stays (a retry after a lost answer must reach the server).
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(within(dialog).getByRole('button', { name: 'Save Value' })).toBeEnabled();
    await user.type(name, 'time');
    expect(name).not.toHaveAccessibleDescription('You already have a value named "Family".');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const discard = screen.queryByRole('button', { name: /Discard/ });
    if (discard) await user.click(discard);

    await user.click(await screen.findByRole('button', { name: 'Actions for Family' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Value' });
    const own = within(edit).getByRole('textbox', { name: 'Name' });
    await user.clear(own);
    await user.paste('FAMILY');
    expect(own).not.toHaveAccessibleDescription(/already have/);
    await user.clear(own);
    await user.paste('integrity');
    expect(own).toHaveAccessibleDescription('You already have a value named "Integrity".');
  });

  /** Edits 'Integrity' into 'Integrity first' and presses Save Value. */
  async function renameIntegrity() {
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Integrity' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Value' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.paste('Integrity first');
    await user.click(within(dialog).getByRole('button', { name: 'Save Value' }));
    return { user, dialog, name };
  }

  it('says a value deleted elsewhere is gone, keeps what was typed, and turns Save off', async () => {
    values = [make({})];
    network.on('PATCH /api/values/v1', {
      status: 404,
      body: { statusCode: 404, message: 'Value not found', error: 'Not Found' },
    });
    const { dialog, name } = await renameIntegrity();
    // It said "Value not found" alone.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This value was deleted in another tab or on another device',
    );
    expect(name).toHaveValue('Integrity first');
    // A second Save had nothing to save to, and said the same again.
    expect(within(dialog).getByRole('button', { name: 'Save Value' })).toBeDisabled();
  });

  it('after a 412 the form shows the value saved elsewhere with what was typed kept on top, and the next Save sends its version', async () => {
    values = [make({})];
    network.on('PATCH /api/values/v1', (req) => {
      if (req.headers.get('if-match') === '"1"') {
        // Renamed and recolored in another tab.
        values = [make({ version: 2, name: 'Honesty', color: 'bg-red-500' })];
        return {
          status: 412,
          body: { statusCode: 412, message: 'Changed elsewhere', error: 'Precondition Failed' },
        };
      }
      values = [make({ ...values[0], ...(req.body as object), version: 3 })];
      return { status: 200, body: values[0] };
    });
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Integrity' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const dialog = () => screen.getByRole('dialog', { name: 'Edit Value' });
    const field = (name: string) => within(dialog()).getByRole('textbox', { name });
    await user.clear(field('Description'));
    await user.paste('Keep my word, even when it costs me.');
    await user.click(within(dialog()).getByRole('radio', { name: 'Amber' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save Value' }));

    // The other tab's name, the description typed here; the color both changed: theirs, named.
    await waitFor(() => expect(field('Name')).toHaveValue('Honesty'));
    expect(field('Description')).toHaveValue('Keep my word, even when it costs me.');
    expect(within(dialog()).getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'This value was changed elsewhere since you opened it. The latest version is shown, and what you changed is kept on top, except Color: it was changed there too, and the latest version stands.',
    );
    expect(
      await screen.findByText(/This value was changed in another tab or on another device/),
    ).toHaveTextContent('with your changes kept on top where they could be');

    await user.click(within(dialog()).getByRole('button', { name: 'Save Value' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Value' })).not.toBeInTheDocument(),
    );
    const [, second] = network.callsTo('PATCH /api/values/v1');
    expect(second.headers.get('if-match')).toBe('"2"');
    expect(second.body).toEqual({
      name: 'Honesty',
      description: 'Keep my word, even when it costs me.',
      color: 'bg-red-500',
      isCore: false,
    });
    expect(await screen.findByRole('article', { name: 'Honesty' })).toHaveTextContent(
      'Keep my word, even when it costs me.',
    );
  }, 30_000);

  it('after a 412 a name changed on both sides keeps both, and says at the field when they are too long together', async () => {
    values = [make({})];
    // 91 characters; with ' / Integrity first', 109.
    const theirs =
      'Integrity in word and deed: at home, at work and with friends, even when nobody is watching';
    network.on('PATCH /api/values/v1', (req) => {
      if (req.headers.get('if-match') === '"1"') {
        values = [make({ version: 2, name: theirs })];
        return {
          status: 412,
          body: { statusCode: 412, message: 'Changed elsewhere', error: 'Precondition Failed' },
        };
      }
      values = [make({ ...values[0], ...(req.body as object), version: 3 })];
      return { status: 200, body: values[0] };
    });
    const { user, name } = await renameIntegrity();
    await waitFor(() => expect(name).toHaveValue(`${theirs} / Integrity first`));
    expect(name).toHaveAccessibleDescription('At most 100 characters');
    // Save does not send a name the server would refuse; it says why at the field.
    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit Value' })).getByRole('button', {
        name: 'Save Value',
      }),
    );
    expect(name).toHaveFocus();
    expect(network.callsTo('PATCH /api/values/v1')).toHaveLength(1);
    await user.clear(name);
    await user.paste('Integrity first');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Edit Value' })).getByRole('button', {
        name: 'Save Value',
      }),
    );
    await waitFor(() => expect(network.callsTo('PATCH /api/values/v1')).toHaveLength(2));
    const [, second] = network.callsTo('PATCH /api/values/v1');
    expect(second.headers.get('if-match')).toBe('"2"');
    expect(second.body).toMatchObject({ name: 'Integrity first' });
  }, 30_000);

  it('asks for confirmation before deleting', async () => {
    values = [make({})];
    network.on('DELETE /api/values/v1', () => {
      values = [];
      return { status: 204 };
    });
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Actions for Integrity' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete "Integrity"?' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this value? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.callsTo('DELETE /api/values/v1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Actions for Integrity' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete "Integrity"?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Define Your Values' })).toBeInTheDocument();
    expect(network.callsTo('DELETE /api/values/v1')).toHaveLength(1);
  });

  it('sends only alignmentScore when the slider moves, and puts it back on failure', async () => {
    values = [make({})];
    network.on('PATCH /api/values/v1', { status: 500, body: 'down' });
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    const slider = await screen.findByRole('slider', { name: 'Alignment' });
    act(() => slider.focus());
    await user.keyboard('{End}');
    await waitFor(() => expect(network.callsTo('PATCH /api/values/v1')).toHaveLength(1));
    expect(network.callsTo('PATCH /api/values/v1')[0].body).toEqual({ alignmentScore: 100 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update value');
    await waitFor(() => expect(slider).toHaveValue('70'));
  });

  it('two quick arrow keys on the slider: the first answer does not pull the knob back a step', async () => {
    values = [make({ alignmentScore: 70 })];
    const gates = [deferred<void>(), deferred<void>()];
    let calls = 0;
    network.on('PATCH /api/values/v1', async (req) => {
      const gate = gates[calls++]!;
      await gate.promise;
      const saved = make({
        ...(req.body as Partial<CoreValue>),
        version: calls === 1 ? 2 : 3,
      });
      values = [saved];
      return { status: 200, body: saved };
    });
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    const slider = await screen.findByRole('slider', { name: 'Alignment' });
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(network.callsTo('PATCH /api/values/v1')).toHaveLength(1));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(slider).toHaveValue('72'));
    // The first answer (71) comes while the second change waits behind it.
    await act(async () => gates[0]!.resolve());
    await waitFor(() => expect(network.callsTo('PATCH /api/values/v1')).toHaveLength(2));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50))); // renders settle
    expect(slider).toHaveValue('72');
    // The second goes with the version the first answered, and its answer stands.
    expect(network.callsTo('PATCH /api/values/v1')[1].headers.get('if-match')).toBe('"2"');
    await act(async () => gates[1]!.resolve());
    await waitFor(() => expect(network.callsTo('GET /api/values').length).toBeGreaterThan(1));
    expect(slider).toHaveValue('72');
  });

  it('reads the values again after a change: a value deleted on another device leaves the page', async () => {
    values = [make({})];
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    const slider = await screen.findByRole('slider', { name: 'Alignment' });
    // Deleted elsewhere meanwhile: the change finds nothing.
    values = [];
    network.on('PATCH /api/values/v1', {
      status: 404,
      body: { statusCode: 404, message: 'Value not found', error: 'Not Found' },
    });
    act(() => slider.focus());
    await user.keyboard('{End}');
    await waitFor(() => expect(network.callsTo('PATCH /api/values/v1')).toHaveLength(1));
    // Its card goes (it stayed, and each move failed again, until a reload).
    expect(await screen.findByRole('button', { name: 'Define Your Values' })).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Alignment' })).not.toBeInTheDocument();
  });

  /** Answers the six questions with each one's first option and presses Analyze Values. */
  async function analyze(user: ReturnType<typeof renderWithProviders>['user']) {
    const quiz = await screen.findByRole('region', { name: 'Values Discovery' });
    for (let i = 0; i < 6; i += 1) {
      await user.click(within(within(quiz).getByRole('group')).getAllByRole('checkbox')[0]!);
      await user.click(
        within(quiz).getByRole('button', { name: i < 5 ? 'Next' : 'Analyze Values' }),
      );
    }
    return quiz;
  }

  it('says the side panels cannot sum up values that could not be read, and offers no adds', async () => {
    values = [make({ name: 'Family' })];
    network.on('GET /api/values', { status: 500, body: 'down' });
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    // Not "Values 0 / Core 0 / Average –", nor "Name what matters most to you...".
    const summary = await screen.findByRole('region', { name: 'Values Summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Your values could not be loaded.'));
    expect(within(summary).queryByRole('term')).not.toBeInTheDocument();
    const reflection = screen.getByRole('region', { name: 'Values Reflection' });
    expect(reflection).toHaveTextContent('Your values could not be loaded.');
    expect(reflection).not.toHaveTextContent(/Name what matters most/);
    // The quiz still runs, but adds nothing it cannot check against the values.
    const quiz = await analyze(user);
    expect(within(quiz).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(quiz).queryByRole('button', { name: 'Add as Value' })).not.toBeInTheDocument();
    expect(within(quiz).queryByText('Added')).not.toBeInTheDocument();
    expect(quiz).toHaveTextContent(
      'Your values could not be loaded, so these cannot be added yet.',
    );
  });

  it('shows the side panels loading while the values are read, then sums them up', async () => {
    values = [make({ name: 'Family', isCore: true })];
    const gate = deferred<FakeResponse>();
    network.on('GET /api/values', () => gate.promise);
    renderWithProviders(<ValuesPage />, { route: '/values' });
    const summary = await screen.findByRole('region', { name: 'Values Summary' });
    const reflection = screen.getByRole('region', { name: 'Values Reflection' });
    expect(within(summary).queryByRole('term')).not.toBeInTheDocument();
    expect(reflection).not.toHaveTextContent(/Name what matters most/);
    expect(screen.queryByRole('button', { name: 'Define Your Values' })).not.toBeInTheDocument();
    gate.resolve({ status: 200, body: values });
    await waitFor(() =>
      expect(within(summary).getByText('Values').nextElementSibling).toHaveTextContent('1'),
    );
    expect(within(summary).getByText('Core').nextElementSibling).toHaveTextContent('1');
  });

  it("a suggestion added, then deleted, reads 'Add as Value' again", async () => {
    network.on('POST /api/values', (req) => {
      const created = make({ ...(req.body as Partial<CoreValue>), id: 'v7' });
      values = [...values, created];
      return { status: 201, body: created };
    });
    network.on('DELETE /api/values/v7', () => {
      values = values.filter((v) => v.id !== 'v7');
      return { status: 204 };
    });
    const { user } = renderWithProviders(
      <main>
        <ValuesPage />
      </main>,
      { route: '/values' },
    );
    const quiz = await analyze(user);
    const first = within(quiz).getAllByRole('listitem')[0]!;
    const name = first.getAttribute('aria-label')!;
    await user.click(within(first).getByRole('button', { name: 'Add as Value' }));
    const added = await within(first).findByText('Added');
    await waitFor(() => expect(added).toHaveFocus());
    expect(await screen.findByRole('article', { name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Actions for ${name}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: `Delete "${name}"?` })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name })).not.toBeInTheDocument());
    // It said 'Added' for a value no longer there, until the quiz was taken again.
    expect(await within(first).findByRole('button', { name: 'Add as Value' })).toBeInTheDocument();
    expect(within(first).queryByText('Added')).not.toBeInTheDocument();
  });

  it('Save Value keeps the keyboard while saving and after a failure', async () => {
    // jsdom keeps the focus on a button turned off, where a browser drops it to the
    // dialog: Save must stay enabled (aria-disabled) to keep it.
    const gate = deferred<FakeResponse>();
    network.on('POST /api/values', () => gate.promise);
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    await user.click(await screen.findByRole('button', { name: 'Define Your Values' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Value' });
    await user.type(within(dialog).getByLabelText('Name'), 'Courage');
    within(dialog).getByRole('button', { name: 'Save Value' }).focus();
    await user.keyboard('{Enter}');
    const pending = within(dialog).getByRole('button', { name: 'Saving...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toBeEnabled();
    expect(pending).toHaveFocus();
    await user.keyboard('{Enter}'); // sends nothing twice
    expect(network.callsTo('POST /api/values')).toHaveLength(1);
    gate.resolve({ status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create value');
    const save = within(dialog).getByRole('button', { name: 'Save Value' });
    expect(save).toHaveFocus();
    expect(save).not.toHaveAttribute('aria-disabled');
  });

  it("'Add as Value' keeps the keyboard while adding and after a failure", async () => {
    // jsdom keeps the focus on a button turned off, where a browser drops it to the page's
    // body: the pressed button must stay enabled (aria-disabled) to keep it.
    const gate = deferred<FakeResponse>();
    network.on('POST /api/values', () => gate.promise);
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    const quiz = await screen.findByRole('region', { name: 'Values Discovery' });
    for (let i = 0; i < 6; i += 1) {
      await user.click(within(within(quiz).getByRole('group')).getAllByRole('checkbox')[0]!);
      await user.click(
        within(quiz).getByRole('button', { name: i < 5 ? 'Next' : 'Analyze Values' }),
      );
    }
    const suggestions = within(quiz).getAllByRole('listitem');
    expect(suggestions.length).toBeGreaterThan(1);
    const add = within(suggestions[0]!).getByRole('button', { name: 'Add as Value' });
    add.focus();
    await user.keyboard('{Enter}');
    const pending = within(suggestions[0]!).getByRole('button', { name: 'Adding...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toBeEnabled();
    expect(pending).toHaveFocus();
    // The other suggestions wait their turn.
    expect(within(suggestions[1]!).getByRole('button', { name: 'Add as Value' })).toBeDisabled();
    await user.keyboard('{Enter}'); // sends nothing twice
    expect(network.callsTo('POST /api/values')).toHaveLength(1);
    gate.resolve({
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create value');
    const again = within(suggestions[0]!).getByRole('button', { name: 'Add as Value' });
    expect(again).toHaveFocus();
    expect(again).not.toHaveAttribute('aria-disabled');
    expect(document.activeElement).not.toBe(document.body);
  });

  it('keeps the keyboard on the quiz: each new question, then the results, take the focus', async () => {
    const { user } = renderWithProviders(<ValuesPage />, { route: '/values' });
    const quiz = await screen.findByRole('region', { name: 'Values Discovery' });
    const question = () => within(quiz).getByRole('group');
    expect(question()).toHaveAccessibleName('When do you feel most proud of yourself?');
    await user.click(within(question()).getAllByRole('checkbox')[0]!);
    await user.click(within(quiz).getByRole('button', { name: 'Next' }));
    // The next question's Next starts disabled: the focus went to the page's body.
    expect(question()).toHaveAccessibleName('What would you do with a completely free year?');
    expect(question()).toHaveFocus();
    await user.click(within(quiz).getByRole('button', { name: 'Previous' }));
    expect(question()).toHaveAccessibleName('When do you feel most proud of yourself?');
    expect(question()).toHaveFocus();
  });
});
