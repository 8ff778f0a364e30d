/** The form schema of TutorConfirmAccessCode (spec §4 TUTOR 9,4): the guardian's access code, §5 rules (kit AccessCodeStep). */
export { AccessCodeFormSchema as TutorAccessCodeFormSchema, type AccessCodeFormValues as TutorAccessCodeFormValues } from '../../../kit/connected/AccessCodeStep';
