import { act, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../flows/timings';
import { Revealed } from './Revealed';

function Form({ initially }: { initially: boolean }) {
  const { register, control } = useForm<{ more: boolean; extra: string }>({ defaultValues: { more: initially, extra: '' } });
  return (
    <form>
      <label>
        <input type="checkbox" {...register('more')} /> Altro
      </label>
      <Revealed control={control} names={['more']} when={([more]) => more === true}>
        <label>
          Dettaglio <input {...register('extra')} />
        </label>
      </Revealed>
    </form>
  );
}

describe('Revealed', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.useRealTimers();
    scrollIntoView.mockReset();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    vi.unstubAllGlobals();
  });

  it('§9 Scroll-to-bottom delay: revealed fields are scrolled into view 100 ms after they appear', () => {
    render(<Form initially={false} />);
    expect(screen.queryByLabelText('Dettaglio')).toBeNull();
    act(() => screen.getByLabelText('Altro').click());
    expect(screen.getByLabelText('Dettaglio')).toBeTruthy();
    act(() => vi.advanceTimersByTime(SCROLL_TO_BOTTOM_DELAY_MS - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'smooth' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByLabelText('Dettaglio').closest('.revealed'));
  });

  it('§9 Scroll-to-bottom delay: fields shown from the start (a resumed answer) do not move the page', () => {
    render(<Form initially={true} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('hiding the fields again before the delay cancels the scroll', () => {
    render(<Form initially={false} />);
    act(() => screen.getByLabelText('Altro').click());
    act(() => screen.getByLabelText('Altro').click());
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('prefers-reduced-motion: the scroll jumps instead of gliding', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    render(<Form initially={false} />);
    act(() => screen.getByLabelText('Altro').click());
    act(() => vi.advanceTimersByTime(SCROLL_TO_BOTTOM_DELAY_MS));
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', behavior: 'auto' });
  });
});
