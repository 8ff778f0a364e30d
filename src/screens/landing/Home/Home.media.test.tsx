// A file of its own: the module registry must not have loaded ./Carousel before these assertions.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../../../test/support/resize-observer';
import { DESKTOP_MIN_WIDTH } from '../../../kit/layout';
import { renderWithInstance } from '../../../../test/support/render';
import { HOME_COPY } from './copy';
import Home from './Home';

const carouselModule = vi.hoisted(() => vi.fn(() => ({ default: () => <div data-testid="carousel" /> })));
vi.mock('./Carousel', carouselModule);
vi.mock('../login/LoginModal', () => ({ default: () => null }));

describe('landing page carousel chunk', () => {
  it('§1 carousel (desktop only): at a mobile width the carousel module is never imported; it loads when the width reaches desktop', async () => {
    const layout = stubResizeObserver({ inlineSize: 390 });
    const { host } = renderWithInstance(<Home screen="Home" />);
    expect(screen.getByRole('heading', { level: 1, name: HOME_COPY.title })).toBeInTheDocument();
    // Give any stray dynamic import the chance to run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(carouselModule).not.toHaveBeenCalled();
    expect(screen.queryByTestId('carousel')).not.toBeInTheDocument();
    // The decision follows the element's own width, not the window's.
    expect(layout.observed()).toContain(host);

    // The element grows to 768 px: the resize observer brings the carousel in.
    act(() => layout.resize(DESKTOP_MIN_WIDTH));
    expect(await screen.findByTestId('carousel')).toBeInTheDocument();
    expect(carouselModule).toHaveBeenCalledTimes(1);

    // And back to a phone width: the carousel goes away.
    act(() => layout.resize(DESKTOP_MIN_WIDTH - 1));
    expect(screen.queryByTestId('carousel')).not.toBeInTheDocument();
  });
});
