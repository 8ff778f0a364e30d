/**
 * Fault runs, the three upgrades (level B to A, minor to major, corporate to consumer): all four kinds on each
 * submit no earlier run met with all four, one kind in turn on the others, from online banking (or the corporate
 * login) to completion. Figures go to the fault table.
 */
import { faultEverySubmit, newFigures, newSubmitsEveryKind, stopFaulting } from './fault-support';
import {
  citizenshipToAddresses,
  corporateKnownData,
  declareSelf,
  documentDataByHand,
  documentsAndRecognition,
  fromOnlineBanking,
  passportByHand,
  PERSONA_CODE,
  signatureDuration,
  signAndLeave,
} from './journey';
import { loginThroughModal, onScreen } from './support';
import {
  expectFaultTimeout,
  expectUpgradeDone,
  FAULT_PAGE,
  faultRunHooks,
  registrationIds,
  SUBMITS,
} from './fault-flows';

describe('Fault runs: the three upgrades under faults', function () {
  const flows = faultRunHooks(this, 'faults-upgrades');

  it('§8 UPGRADE_LEVEL_B_A: all four kinds on each new submit, one in turn on the rest, from online banking to completion at level A; one copy of each item', async () => {
    const figures = newFigures('UPGRADE_LEVEL_B_A');
    flows.push(figures);
    const customer = { phone: '3331000022' };
    const before = await registrationIds(customer.phone);
    await fromOnlineBanking(customer.phone, 'Passa al livello A', FAULT_PAGE);
    await expectFaultTimeout();
    faultEverySubmit(figures, newSubmitsEveryKind(3), SUBMITS);
    await citizenshipToAddresses('Torino', 'Via Po', '21');
    await passportByHand('YC1234567');
    await declareSelf({ student: false });
    await signatureDuration(1_000);
    await documentsAndRecognition('none');
    await signAndLeave();
    stopFaulting();
    await expectUpgradeDone(figures, customer.phone, before, { startLevel: 'B' });
  });

  it('§8 UPGRADE_MINOR_MAJOR: all four kinds on each new submit, one in turn on the rest, from online banking to completion with the prepaid card kept; one copy of each item', async () => {
    const figures = newFigures('UPGRADE_MINOR_MAJOR');
    flows.push(figures);
    const customer = { phone: '3331000023' };
    const before = await registrationIds(customer.phone);
    await fromOnlineBanking(customer.phone, 'Passa al conto per maggiorenni', FAULT_PAGE);
    await expectFaultTimeout();
    faultEverySubmit(figures, newSubmitsEveryKind(0), SUBMITS);
    await documentDataByHand('CA23456BB', 2);
    await declareSelf({ student: true });
    await signatureDuration(1_000);
    await documentsAndRecognition('kept');
    await signAndLeave();
    stopFaulting();
    await expectUpgradeDone(figures, customer.phone, before, { startProfile: 'MINOR' });
  });

  it('§8 UPGRADE_CORPORATE_CONSUMER: all four kinds on each new submit, one in turn on the rest, from the corporate login to completion; one copy of each item', async () => {
    const figures = newFigures('UPGRADE_CORPORATE_CONSUMER');
    flows.push(figures);
    const customer = { phone: '3331000007' };
    const before = await registrationIds(customer.phone);
    await loginThroughModal(customer.phone, PERSONA_CODE, FAULT_PAGE);
    await onScreen('#/ageForm', 'AgeForm');
    await expectFaultTimeout();
    faultEverySubmit(figures, newSubmitsEveryKind(2), SUBMITS);
    await corporateKnownData();
    await citizenshipToAddresses('Bari', 'Corso Como', '5');
    await passportByHand('YE1234567');
    await declareSelf({ student: false });
    await signatureDuration(1_000);
    await documentsAndRecognition('choose');
    await signAndLeave();
    stopFaulting();
    await expectUpgradeDone(figures, customer.phone, before, {});
  });
});
