/** The form schema of ConfirmAccessCode (spec §4 CONSUMER 8,4), from the §5 access-code rule of src/validation (kit AccessCodeStep). */
export {
  AccessCodeFormSchema as ConfirmAccessCodeFormSchema,
  type AccessCodeFormValues as ConfirmAccessCodeFormValues,
} from '../../../kit/connected/AccessCodeStep';
