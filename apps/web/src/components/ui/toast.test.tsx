import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Saved.', 'success')}>
      show
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('go after four seconds, but stay while focused', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('show'));
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(screen.getByText('show'));
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.focus(screen.getByRole('button', { name: /close/i }));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('status')).not.toBeNull();
    fireEvent.blur(screen.getByRole('button', { name: /close/i }));
    // Counted again from when the focus left.
    act(() => vi.advanceTimersByTime(3900));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
