import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isOfflineFailure } from '../api/errors';
import { ERROR_CODE_LABEL, GENERIC_ERROR, OFFLINE_ERROR } from './copy';
import { SUCCESS_MODAL } from '../kit/copy';
import { GlobalModal } from './GlobalModal';
import { renderWithInstance } from '../../test/support/render';

describe('global modal', () => {
  it('§8 Generic error modal: title, message, "Codice di errore" trace and the contact link', async () => {
    const { instance } = renderWithInstance(<GlobalModal />);
    const errors: unknown[] = [];
    instance.host.addEventListener('onboarding-error', (e) => errors.push((e as CustomEvent).detail));
    act(() => {
      void instance.showError(new ApiError({ kind: 'http', status: 500, code: 'E1', message: 'm', trace: 'tr-9' }));
    });
    const dialog = await screen.findByRole('dialog', { name: GENERIC_ERROR.title, hidden: true });
    expect(dialog).toHaveTextContent(GENERIC_ERROR.message);
    expect(dialog).toHaveTextContent(`${ERROR_CODE_LABEL}: tr-9`);
    expect(errors).toEqual([{ code: 'E1', message: 'm', trace: 'tr-9' }]);
    fireEvent.click(screen.getByRole('button', { name: 'contattaci', hidden: true }));
    expect(instance.store.state.ui.dialog).toBeNull();
    expect(instance.store.state.ui.help).toEqual({ open: true, section: 'contacts' });
  });

  it('§8 Custom error modal: offline, a call with no response shows the offline message with its trace', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { instance } = renderWithInstance(<GlobalModal />);
    act(() => {
      void instance.showError(new ApiError({ kind: 'network', message: 'Failed to fetch', trace: 'req-1' }));
    });
    const dialog = await screen.findByRole('dialog', { name: OFFLINE_ERROR.title, hidden: true });
    expect(dialog).toHaveTextContent(OFFLINE_ERROR.message);
    expect(dialog).toHaveTextContent(`${ERROR_CODE_LABEL}: req-1`);
    expect(dialog).not.toHaveTextContent(GENERIC_ERROR.message);
    online.mockRestore();
  });

  it('offline is a network failure or time-out while navigator.onLine is false; online it is the generic error', () => {
    const network = new ApiError({ kind: 'network', message: 'x' });
    const timeout = new ApiError({ kind: 'timeout', message: 'x' });
    const http = new ApiError({ kind: 'http', status: 503, message: 'x' });
    expect([network, timeout, http].map((e) => isOfflineFailure(e, false))).toEqual([true, true, false]);
    expect([network, timeout, http].map((e) => isOfflineFailure(e, true))).toEqual([false, false, false]);
  });

  it('§8 Success modal text', async () => {
    const { instance } = renderWithInstance(<GlobalModal />);
    act(() => {
      void instance.showModal(SUCCESS_MODAL);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ok', hidden: true });
    expect(dialog).toHaveTextContent('Operazione conclusa con successo');
  });

  it('server HTML is sanitised with DOMPurify before it reaches the page', async () => {
    const { instance } = renderWithInstance(<GlobalModal />);
    act(() => {
      void instance.showModal({
        title: 'Avviso',
        html: '<p id="ok">Testo <b>importante</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=1</script>',
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Avviso', hidden: true });
    // Text structure only: the paragraph stays, its id does not.
    await waitFor(() => expect(dialog.querySelector('.modal-html p')).toBeTruthy());
    expect(dialog.querySelector('#ok')).toBeNull();
    expect(dialog.querySelector('b')?.textContent).toBe('importante');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('actions resolve the modal with their id; the first action gets focus', async () => {
    const { instance } = renderWithInstance(<GlobalModal />);
    let choice: Promise<string> = Promise.resolve('');
    act(() => {
      choice = instance.showModal({
        title: 'Scegli',
        actions: [
          { id: 'a', label: 'Primo' },
          { id: 'b', label: 'Secondo', variant: 'secondary' },
        ],
      });
    });
    const second = await screen.findByRole('button', { name: 'Secondo', hidden: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Primo', hidden: true })).toHaveFocus());
    fireEvent.click(second);
    expect(await choice).toBe('b');
  });
});
