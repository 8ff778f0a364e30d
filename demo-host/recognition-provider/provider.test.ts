// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchMock, jsonResponse } from '../../test/support/fetch-mock';
import { PROVIDER_COPY } from './copy';
import { mountProviderPage } from './page';
import { cameraProblemOf, openCamera, PROVIDER_API, recordChoice, returnAddress, type CameraProblem } from './provider';

const BASE = 'http://localhost:5173/recognition-provider/?session=rs-1';
const domError = (name: string) => Object.assign(new Error(name), { name });

describe('provider page: the return address (recogSession, read by urlParam)', () => {
  it.each([
    ['http://localhost:5173/#/idnowRecognition', 'http://localhost:5173/#/idnowRecognition?recogSession=rs-1'],
    ['http://localhost:5173/?fromApp=true#/idnowRecognition?x=1', 'http://localhost:5173/?fromApp=true#/idnowRecognition?x=1&recogSession=rs-1'],
    ['http://localhost:5173/#/idnowCheckResult?recogSession=old', 'http://localhost:5173/#/idnowCheckResult?recogSession=rs-1'],
    ['http://localhost:5173/embed.html', 'http://localhost:5173/embed.html?recogSession=rs-1'],
    ['http://localhost:5173/embed.html?a=b&recogSession=old#top', 'http://localhost:5173/embed.html?a=b&recogSession=rs-1#top'],
    ['/webview.html?platform=android', 'http://localhost:5173/webview.html?platform=android&recogSession=rs-1'],
  ])('%s -> %s', (returnUrl, expected) => {
    expect(returnAddress(returnUrl, 'rs-1', BASE)).toBe(expected);
  });
});

describe('provider page: camera problems (webview-hosts.md: say so in Italian and offer the way on)', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'absent'],
    ['OverconstrainedError', 'absent'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'other'],
  ] as [string, CameraProblem][])('%s is %s', (name, problem) => {
    expect(cameraProblemOf(domError(name))).toBe(problem);
  });

  it('no navigator.mediaDevices is "unsupported"; no answer is a time-out, never a wait forever', async () => {
    await expect(openCamera(undefined)).rejects.toMatchObject({ problem: 'unsupported' });
    vi.useFakeTimers();
    try {
      const waiting = openCamera({ getUserMedia: () => new Promise(() => undefined) }, 1000);
      const settled = expect(waiting).rejects.toMatchObject({ problem: 'timeout' });
      await vi.advanceTimersByTimeAsync(1000);
      await settled;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('provider page: recording the choice', () => {
  it('posts the outcome and answers the return address; a concluded session (409) still goes back; other failures reject', async () => {
    const mock = createFetchMock((_call, index) => (index === 0 ? jsonResponse(200, {}) : index === 1 ? jsonResponse(409, {}) : jsonResponse(500, {})));
    const session = { sessionId: 'rs-1', returnUrl: 'http://localhost:5173/#/idnowRecognition' };
    const back = 'http://localhost:5173/#/idnowRecognition?recogSession=rs-1';
    await expect(recordChoice(session, 'APPROVED', BASE, mock.fetch)).resolves.toBe(back);
    expect(mock.calls[0]).toMatchObject({ url: `${PROVIDER_API}/rs-1/outcome`, method: 'POST', body: JSON.stringify({ outcome: 'APPROVED' }) });
    await expect(recordChoice(session, 'REJECTED', BASE, mock.fetch)).resolves.toBe(back);
    await expect(recordChoice(session, 'PENDING', BASE, mock.fetch)).rejects.toThrow(PROVIDER_COPY.recordFailed);
  });
});

describe('provider page (DOM)', () => {
  afterEach(() => document.body.replaceChildren());

  const session = { sessionId: 'rs-1', status: 'STARTED', returnUrl: 'http://localhost:5173/#/idnowRecognition' };
  const stream = () => {
    const stop = vi.fn();
    return { stop, stream: { getTracks: () => [{ stop }] } as unknown as MediaStream };
  };

  async function mount(getUserMedia: () => Promise<MediaStream>, href = BASE) {
    const root = document.createElement('main');
    document.body.append(root);
    const mock = createFetchMock((call) => (call.method === 'GET' ? jsonResponse(200, session) : jsonResponse(200, { ...session, status: 'APPROVED' })));
    const navigate = vi.fn();
    await mountProviderPage(root, { href, mediaDevices: { getUserMedia }, fetch: mock.fetch, navigate });
    return { root, mock, navigate };
  }

  it('shows the live preview, then "Approva" records the outcome, stops the camera and goes back in the same window', async () => {
    const camera = stream();
    const { navigate, mock, root } = await mount(async () => camera.stream);
    expect(root).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText(PROVIDER_COPY.preview).tagName).toBe('VIDEO');
    expect((screen.getByLabelText(PROVIDER_COPY.preview) as HTMLVideoElement).srcObject).toBe(camera.stream);
    expect(screen.getByRole('status')).toHaveTextContent(PROVIDER_COPY.cameraOn);
    await userEvent.click(screen.getByRole('button', { name: PROVIDER_COPY.approve }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost:5173/#/idnowRecognition?recogSession=rs-1'));
    expect(camera.stop).toHaveBeenCalled();
    expect(mock.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`GET ${PROVIDER_API}/rs-1`, `POST ${PROVIDER_API}/rs-1/outcome`]);
  });

  it('a refused camera says so in Italian, offers "Riprova", and the outcome buttons still work', async () => {
    const camera = stream();
    const getUserMedia = vi.fn<() => Promise<MediaStream>>().mockRejectedValueOnce(domError('NotAllowedError')).mockResolvedValueOnce(camera.stream);
    const { navigate } = await mount(getUserMedia);
    expect(screen.getByRole('status')).toHaveTextContent(PROVIDER_COPY.camera.denied);
    expect(screen.getByRole('button', { name: PROVIDER_COPY.cancel })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: PROVIDER_COPY.retry }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(PROVIDER_COPY.cameraOn));
    expect(screen.queryByRole('button', { name: PROVIDER_COPY.retry })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: PROVIDER_COPY.cancel }));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  });

  it('no camera at all says so', async () => {
    await mount(() => Promise.reject(domError('NotFoundError')));
    expect(screen.getByRole('status')).toHaveTextContent(PROVIDER_COPY.camera.absent);
  });

  it('without a session in the address the outcome buttons stay disabled and the page says why', async () => {
    await mount(async () => stream().stream, 'http://localhost:5173/recognition-provider/');
    expect(screen.getByRole('alert')).toHaveTextContent(PROVIDER_COPY.sessionMissing);
    expect(screen.getByRole('button', { name: PROVIDER_COPY.approve })).toBeDisabled();
  });
});
