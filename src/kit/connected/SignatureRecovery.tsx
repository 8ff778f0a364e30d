/**
 * Spec §2/§4 signature recovery (CONSUMER 8,5 ConfirmMobileToken; TUTOR 9,4 TutorConfirmAccessCode): a
 * registration found with `infocertSignRunning` at start-up lands on these screens, so they first read
 * `sign-status`. A RUNNING signature is followed with its progress until it ends — never signed again — and
 * then `recoveryTarget` (src/registration/signature.ts, with the flow's sign screens `signScreensOf`) says
 * whether something is still to sign; if so the wizard goes back to that screen's position (its step submits
 * then lead here again). Only with everything signed are `children` (the screen's own part) shown.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import { getSignStatus } from '../../api/certificate';
import { asApiError } from '../../api/errors';
import { positionOf, type ScreenId } from '../../flows';
import { recoveryTarget, signScreensOf } from '../../registration/signature';
import { useCertTarget } from './ContractSignStep';
import { useInstance } from '../hooks';
import { LoadState } from '../LoadState';
import { SignatureFollow } from '../SignatureProgress';
import { useSignature } from './useSignature';

export interface SignatureRecoveryCopy {
  title: string;
  /** While the sign status is read. */
  checking: string;
  checkFailed: string;
  /** While a signature found running is followed. */
  following: string;
}

type Recovery = { kind: 'checking' } | { kind: 'following' } | { kind: 'failed' } | { kind: 'signed' };

export function SignatureRecovery({ screen, copy, children }: { screen: ScreenId; copy: SignatureRecoveryCopy; children: ReactNode }) {
  const { instance, wizard } = useInstance();
  const target = useCertTarget();
  const read = (api: ApiClient) => getSignStatus(api, target);
  const signature = useSignature({ target: 'CARD', read });
  const [recovery, setRecovery] = useState<Recovery>({ kind: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        let status = await read(instance.api);
        if (!live) return;
        if (status.status === 'RUNNING') {
          setRecovery({ kind: 'following' });
          const outcome = await signature.arrive(status);
          if (!live || outcome.kind === 'stopped') return;
          // What the followed signature left signed: read again once it no longer runs.
          status = await read(instance.api);
          if (!live) return;
        }
        const to = recoveryTarget(status, signScreensOf(instance.store.state.flow));
        const at = to && positionOf(instance.store.state.flow, to);
        if (at) wizard.goTo(at);
        else setRecovery({ kind: 'signed' });
      } catch (e) {
        if (live && asApiError(e).kind !== 'session-expired') setRecovery({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
    // One check per mount and per Riprova; `read` and `signature` are stable in what they do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [instance, wizard, round]);

  if (recovery.kind === 'following') {
    return <SignatureFollow screen={screen} title={copy.title} text={copy.following} state={signature.state} />;
  }
  if (recovery.kind !== 'signed') {
    return (
      <LoadState
        screen={screen}
        title={copy.title}
        loadingText={copy.checking}
        failed={recovery.kind === 'failed'}
        failedText={copy.checkFailed}
        onRetry={() => {
          setRecovery({ kind: 'checking' });
          setRound((n) => n + 1);
        }}
      />
    );
  }
  return <>{children}</>;
}
