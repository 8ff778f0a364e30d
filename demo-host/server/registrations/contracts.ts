/**
 * The contracts a registration signs at step 8 (spec §7 Documents `documents/contracts`):
 * three of the account (scope ACCOUNT, BankSign 8,2) and two of the chosen prepaid card (scope CARD,
 * CardSign 8,3, named after the card), each served as a generated PDF carrying the user's name and,
 * once its scope is signed, the "FIRMATO DIGITALMENTE" line.
 */
import { findPrepaidCard } from '../prepaidCards';
import type { PdfDocument } from '../pdf';
import type { Registration } from '../repositories/registrations';
import type { ContractScope } from './signature';
import { isScopeSigned, signatureOf } from './signature';
import type { Signer } from './signer';
import { OWNER } from './signer';

/** One item of `_embedded.bankDocumentResourceList`. */
export interface BankContract {
  contractId: string;
  description: string;
  scope: ContractScope;
  signed: boolean;
}

/** The line a signed contract's PDF carries. */
export const SIGNED_LINE = 'FIRMATO DIGITALMENTE';

const ACCOUNT_CONTRACTS = [
  { contractId: 'CONTO_CONTRATTO', description: 'Contratto di conto' },
  { contractId: 'CONTO_CLAUSOLE', description: 'Approvazione specifica delle clausole (artt. 1341 e 1342 c.c.)' },
  { contractId: 'CONTO_PRECONTRATTUALE', description: 'Informativa precontrattuale' },
] as const;

/** The card's contracts, named after `cardName`. */
function cardContracts(cardName: string) {
  return [
    { contractId: 'CARTA_CONTRATTO', description: `Contratto della carta prepagata ${cardName}` },
    { contractId: 'CARTA_SINTESI', description: 'Documento di sintesi della carta' },
  ];
}

/** The chosen card's name, or undefined when no (known) card is chosen. */
function chosenCardName(registration: Registration): string | undefined {
  const id = registration.prepaidCardResource?.id;
  return id === undefined ? undefined : findPrepaidCard(id)?.name;
}

/**
 * The registration's contracts: the account's, then the chosen card's (none without a card); `signed` is
 * `signer`'s (a minor's guardian signs the same contracts on their own signature state).
 */
export function contractsOf(registration: Registration, signer: Signer = OWNER): BankContract[] {
  const state = signatureOf(registration, signer);
  const cardName = chosenCardName(registration);
  return [
    ...ACCOUNT_CONTRACTS.map((c) => ({ ...c, scope: 'ACCOUNT' as const, signed: isScopeSigned(state, 'ACCOUNT') })),
    ...(cardName === undefined ? [] : cardContracts(cardName)).map((c) => ({ ...c, scope: 'CARD' as const, signed: isScopeSigned(state, 'CARD') })),
  ];
}

/** The contract ids of one scope. */
export function contractIdsOf(registration: Registration, scope: ContractScope): string[] {
  return contractsOf(registration)
    .filter((c) => c.scope === scope)
    .map((c) => c.contractId);
}

/** The text of a contract's PDF: its title, the holder, and the signature line once signed. */
export function contractDocument(contract: BankContract, holder: string): PdfDocument {
  return {
    title: contract.description,
    paragraphs: [
      `Intestatario: ${holder}`,
      'Documento generato dalla sandbox di bank-onboarding a scopo dimostrativo: non ha alcun valore contrattuale.',
      contract.scope === 'ACCOUNT'
        ? 'Il presente documento regola il rapporto di conto corrente tra la Banca e il Cliente.'
        : 'Il presente documento regola l’emissione e l’uso della carta prepagata scelta dal Cliente.',
      ...(contract.signed ? [SIGNED_LINE] : []),
    ],
  };
}
