import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { installFakeNetwork, renderWithProviders } from '../../../shared/testing';
import { REFLECTION_POPUP_MS, XpPopup } from '../components/xp-popup';

const reward = { xpAwarded: 35, achievements: [] };

beforeEach(() => {
  installFakeNetwork();
});

describe('XP popup', () => {
  it('closes itself after 4 seconds, but not while the pointer rests on it', async () => {
    jest.useFakeTimers();
    const onClose = jest.fn();
    renderWithProviders(<XpPopup reward={reward} onClose={onClose} />);
    await act(async () => {}); // let the button's lazy focus ripple mount
    expect(screen.getByRole('dialog', { name: 'Reflection saved!' })).toHaveTextContent('+35 XP');

    fireEvent.mouseEnter(screen.getByRole('dialog'));
    act(() => jest.advanceTimersByTime(REFLECTION_POPUP_MS * 3));
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseLeave(screen.getByRole('dialog'));
    act(() => jest.advanceTimersByTime(REFLECTION_POPUP_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes on 'Continue Your Journey'", async () => {
    const onClose = jest.fn();
    const { user } = renderWithProviders(<XpPopup reward={reward} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Continue Your Journey' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
