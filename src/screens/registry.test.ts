import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { isBuiltFor, lazyScreen, preloadScreen, type ScreenLoader, type ScreenProps } from './registry';

const Screen: ComponentType<ScreenProps> = () => null;

describe('screen registry', () => {
  it('§2 Navigation rules: the next step is preloaded once, and the render reuses that download', async () => {
    const load: ScreenLoader = vi.fn(() => Promise.resolve({ default: Screen }));
    const loaders = { NameForm: load };
    const first = preloadScreen('NameForm', loaders);
    const second = preloadScreen('NameForm', loaders);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    await first;
    expect(lazyScreen('NameForm', loaders)).toBe(lazyScreen('NameForm', loaders));
  });

  it('a screen that is not built has no loader: its route shows the "non ancora disponibile" notice', () => {
    expect(lazyScreen('AgeForm', {})).toBeUndefined();
    expect(preloadScreen('AgeForm', {})).toBeUndefined();
  });

  it('a failed preload is forgotten so the render can retry', async () => {
    let attempt = 0;
    const load: ScreenLoader = vi.fn(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Screen }),
    );
    const loaders = { EmailForm: load };
    await expect(preloadScreen('EmailForm', loaders)).rejects.toThrow('offline');
    await expect(preloadScreen('EmailForm', loaders)).resolves.toEqual({ default: Screen });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('the data steps before Citizenship are built for CONSUMER and MINOR only (pre-registration opens those)', () => {
    for (const screen of ['AgeForm', 'NameForm', 'EmailForm', 'PrivacyForm', 'CodeForm', 'ConfirmCodeForm', 'ConfirmSms'] as const) {
      expect(isBuiltFor(screen, 'CONSUMER')).toBe(true);
      expect(isBuiltFor(screen, 'MINOR')).toBe(true);
      expect(isBuiltFor(screen, 'BUSINESS')).toBe(false);
      expect(isBuiltFor(screen, 'UPGRADE_CORPORATE_CONSUMER')).toBe(false);
    }
    expect(isBuiltFor('Citizenship', 'UPGRADE_LEVEL_B_A')).toBe(true);
    expect(isBuiltFor('Home', 'BUSINESS')).toBe(true);
  });
});
