/** RegistrationCompleted for the guardian (spec §4 TUTOR 10): enabled for TUTOR, with the guardian's copy. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/support/fetch-mock';
import { inProgressRegistration } from '../../../test/support/fixtures';
import { expectNoAxeViolations, renderStep, USR_API } from '../../../test/support/step';
import { isBuiltFor } from '../registry';
import RegistrationCompleted from '../consumer/RegistrationCompleted/RegistrationCompleted';
import { COMPLETED_COPY as COPY } from '../consumer/RegistrationCompleted/copy';

const COMPLETE = `POST ${USR_API}/registrations/reg-1/complete-registration`;
/** The minor's registration the guardian signed: complete-registration answers it as it is. */
const signed = inProgressRegistration({ id: 'reg-1', flow: 'MINOR', currentStep: 10, status: 'CONTRACTS_SIGNED' });

describe('RegistrationCompleted for the guardian (spec §4 TUTOR 10)', () => {
  it('§4 TUTOR 10: RegistrationCompleted is built for TUTOR', () => {
    expect(isBuiltFor('RegistrationCompleted', 'TUTOR')).toBe(true);
  });

  it("§4 TUTOR 10: complete-registration once (a no-op for the guardian), then the guardian's copy: the minor completes from their own device", async () => {
    const { api, container } = renderStep({
      screen: 'RegistrationCompleted',
      Component: RegistrationCompleted,
      flow: 'TUTOR',
      registration: signed,
      api: { [COMPLETE]: () => jsonResponse(200, signed) },
    });
    await waitFor(() => expect(screen.getByText(COPY.tutorParagraphs[0])).toBeInTheDocument());
    for (const paragraph of COPY.tutorParagraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    expect(screen.queryByText(COPY.paragraphs[0])).toBeNull();
    expect(api.callsTo(COMPLETE)).toHaveLength(1);
    await expectNoAxeViolations(container);
  });
});
