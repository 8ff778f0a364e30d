// A file of its own: the module registry must not have loaded ./Carousel before these assertions.
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithInstance } from '../../../../test/support/render';
import { HOME_COPY } from './copy';
import Home from './Home';
import { DESKTOP_QUERY } from './media';
import { mockMatchMedia } from '../../../../test/support/media';

const carouselModule = vi.hoisted(() => vi.fn(() => ({ default: () => <div data-testid="carousel" /> })));
vi.mock('./Carousel', carouselModule);
vi.mock('../login/LoginModal', () => ({ default: () => null }));

describe('landing page carousel chunk', () => {
  it('§1 carousel (desktop only): at a mobile width the carousel module is never imported; it loads when the width reaches desktop', async () => {
    const media = mockMatchMedia({ [DESKTOP_QUERY]: false });
    renderWithInstance(<Home screen="Home" />);
    expect(screen.getByRole('heading', { level: 1, name: HOME_COPY.title })).toBeInTheDocument();
    // Give any stray dynamic import the chance to run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(carouselModule).not.toHaveBeenCalled();
    expect(screen.queryByTestId('carousel')).not.toBeInTheDocument();
    expect(media.matchMedia).toHaveBeenCalledWith(DESKTOP_QUERY);

    // The window grows past 768 px: the media query listener brings the carousel in.
    act(() => media.set(DESKTOP_QUERY, true));
    expect(await screen.findByTestId('carousel')).toBeInTheDocument();
    expect(carouselModule).toHaveBeenCalledTimes(1);

    // And back to a phone width: the carousel goes away.
    act(() => media.set(DESKTOP_QUERY, false));
    expect(screen.queryByTestId('carousel')).not.toBeInTheDocument();
  });
});
