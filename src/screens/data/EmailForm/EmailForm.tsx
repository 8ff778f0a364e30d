/**
 * EmailForm (spec §4 CONSUMER 1,2): e-mail, mobile number after the fixed +39 (§5 PHONE_PREFIX), and
 * the optional promo code, explained on /promoCodeInfo and checked with `GET registrations/check-mgm/{code}`
 * before moving on (an unknown code shows the server's message under the field).
 */
import { useInstance } from '../../../kit/hooks';
import { pathOf } from '../../../flows';
import { EmailFormSchema, MGM_CODE_MAX_LENGTH, type EmailFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { TextField } from '../../../kit/fields';
import { KnownData } from '../../../kit/KnownData';
import { StepForm } from '../../../kit/StepForm';
import { useDraftStep } from '../../../kit/useDraftStep';
import { EMAIL_COPY } from './copy';

export default function EmailForm(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const step = useDraftStep<'email' | 'phoneNumber' | 'mgmCode', EmailFormValues>({
    screen: 'EmailForm',
    schema: EmailFormSchema,
    fields: ['email', 'phoneNumber', 'mgmCode'],
    labels: { email: EMAIL_COPY.email, phoneNumber: EMAIL_COPY.phone },
    serverFields: { code: 'mgmCode' },
    check: async ({ mgmCode }) => {
      if (!mgmCode) return;
      const { checkMgm } = await import('../../../api/registrations');
      await checkMgm(instance.api, mgmCode);
    },
  });
  const { register, formState } = step.form;

  return (
    <StepForm
      {...step.frame}
      title={EMAIL_COPY.title}
      intro={EMAIL_COPY.intro}
      after={
        step.asks('mgmCode') && (
          <a
            className="link"
            href={`#${pathOf('PromoCodeInfo', instance.providers)}`}
            onClick={(event) => {
              event.preventDefault();
              wizard.show('PromoCodeInfo');
            }}
          >
            {EMAIL_COPY.mgmInfo}
          </a>
        )
      }
    >
      <KnownData items={step.known} />
      {step.asks('email') && (
        <TextField
          label={EMAIL_COPY.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          error={formState.errors.email?.message}
          {...register('email')}
        />
      )}
      {step.asks('phoneNumber') && (
        <TextField
          label={EMAIL_COPY.phone}
          hint={EMAIL_COPY.phoneHint}
          prefix={EMAIL_COPY.prefix}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          error={formState.errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      )}
      {/* The promo code is for new customers: an upgrade does not ask it (src/registration/upgrade.ts). */}
      {step.asks('mgmCode') && (
        <TextField
          label={EMAIL_COPY.mgmCode}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MGM_CODE_MAX_LENGTH}
          error={formState.errors.mgmCode?.message}
          {...register('mgmCode')}
        />
      )}
    </StepForm>
  );
}
