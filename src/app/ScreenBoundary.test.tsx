import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from './copy';
import { ScreenBoundary } from './ScreenBoundary';

function Broken(): never {
  throw new TypeError('render failed');
}

describe('ScreenBoundary', () => {
  it('§7 Other: a screen that throws while rendering is handed to onError and the generic error text shows', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <ScreenBoundary onError={onError}>
        <Broken />
      </ScreenBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR.message);
  });

  it('renders its children when nothing fails', () => {
    const onError = vi.fn();
    render(
      <ScreenBoundary onError={onError}>
        <p>ok</p>
      </ScreenBoundary>,
    );
    expect(screen.getByText('ok')).toBeInTheDocument();
    expect(onError).not.toHaveBeenCalled();
  });
});
