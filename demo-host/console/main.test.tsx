import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COPY } from './copy';
import { installFakeSandbox } from './fakeSandbox';
import { mountConsole, MOUNT_ID } from './main';

describe('issue 10: the console entry (main.tsx)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('does nothing and does not throw when #sandbox-console is absent', () => {
    expect(mountConsole()).toBeNull();
  });

  it('mounts the console into #sandbox-console', async () => {
    installFakeSandbox();
    const host = document.createElement('div');
    host.id = MOUNT_ID;
    document.body.append(host);
    const root = mountConsole();
    expect(root).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: COPY.title })).toBeInTheDocument();
    expect(host).toContainElement(screen.getByRole('heading', { level: 1 }));
    act(() => root?.unmount());
  });
});
