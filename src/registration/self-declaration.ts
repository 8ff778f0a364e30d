/**
 * The self-declaration step (spec §4 CONSUMER step 4: TitolareEffettivo, Gianos, ScopoRapporto): the
 * memory keys under which the first two screens keep their answers for the third (src/kit/connected/useStepMemory),
 * and the one `fatca-gianos` body the third sends.
 */
import {
  DeclarationAnswersSchema,
  GianosAnswersSchema,
  PurposeAnswersSchema,
  savedPart,
  type DeclarationAnswers,
  type FatcaGianosBody,
  type GianosAnswers,
  type PurposeAnswers,
} from '../api/declarations-schemas';

export const SELF_DECLARATION_MEMORY = {
  /** What is typed on each screen (shown again on return). */
  titolareTyped: 'TitolareEffettivo.typed',
  gianosTyped: 'Gianos.typed',
  /** The valid answers of the first two screens, sent by ScopoRapporto. */
  titolareAnswers: 'TitolareEffettivo.answers',
  gianosAnswers: 'Gianos.answers',
} as const;

/** Body of `POST registrations/{id}/fatca-gianos`. */
export function fatcaGianosBody(declaration: DeclarationAnswers, gianos: GianosAnswers, purpose: PurposeAnswers): FatcaGianosBody {
  return { ...declaration, gianos, purpose };
}

/** What a registration saved under `data.fatcaGianos`, each screen's part null when absent or malformed. */
export function savedSelfDeclaration(data: Readonly<Record<string, unknown>> | null | undefined): {
  declaration: DeclarationAnswers | null;
  gianos: GianosAnswers | null;
  purpose: PurposeAnswers | null;
} {
  const saved = data?.['fatcaGianos'];
  const record = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : null;
  return {
    declaration: savedPart(data, 'fatcaGianos', DeclarationAnswersSchema),
    gianos: savedPart(record, 'gianos', GianosAnswersSchema),
    purpose: savedPart(record, 'purpose', PurposeAnswersSchema),
  };
}
