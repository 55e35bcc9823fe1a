/** Issue 26, item 7: the processing modal rotates its messages and gives up after 30 s. */
import { act, screen } from '@testing-library/react';
import { PROCESSING_MESSAGE_ROTATE_MS, PROCESSING_MODAL_TIMEOUT_MS } from '@heloc/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ProcessingModal } from './processing-modal';

afterEach(() => vi.useRealTimers());

describe('ProcessingModal', () => {
  it('rotates its messages, then closes after 30 s and says so once', () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    renderWithProviders(<ProcessingModal opened messages={['First', 'Second']} onTimeout={onTimeout} />);
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(PROCESSING_MESSAGE_ROTATE_MS));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(PROCESSING_MODAL_TIMEOUT_MS - PROCESSING_MESSAGE_ROTATE_MS - 1));
    expect(onTimeout).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
