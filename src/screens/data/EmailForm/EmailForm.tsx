/**
 * EmailForm (spec §4 CONSUMER 1,2): e-mail, mobile number after the fixed +39 (§5 PHONE_PREFIX), and
 * the optional promo code, explained on /promoCodeInfo and checked with `GET registrations/check-mgm/{code}`
 * before moving on (an unknown code shows the server's message under the field). While it is typed, the same
 * check runs once the code has settled for the §9 default debounce (the kit's useLiveCheck), so a mistyped
 * code is pointed out before Prosegui; Prosegui's check stays the one that counts.
 */
import type { ApiClient } from '../../../api/client';
import { useInstance } from '../../../kit/hooks';
import { useLiveCheck, type LiveCheckState } from '../../../kit/useLiveCheck';
import { pathOf } from '../../../flows';
import { EmailFormSchema, MGM_CODE_MAX_LENGTH, type EmailFormValues } from './schema';
import type { ScreenProps } from '../../../kit/screen';
import { TextField } from '../../../kit/fields';
import { KnownData } from '../../../kit/KnownData';
import { StepForm } from '../../../kit/StepForm';
import { useDraftStep } from '../../../kit/connected/useDraftStep';
import { EMAIL_COPY } from './copy';

/** A promo code worth asking the server about: letters and digits, within the field's length. */
const settledCode = (code: string) => /^[A-Za-z0-9]+$/.test(code) && code.length <= MGM_CODE_MAX_LENGTH;

const checkCode = async (api: ApiClient, code: string, signal: AbortSignal) => {
  const { checkMgm } = await import('../../../api/registrations');
  // The screen left while the module loaded: nothing to ask (useLiveCheck).
  signal.throwIfAborted();
  await checkMgm(api, code);
};

/** The live check's line under the promo code (announced: it is a status). */
function liveHint(status: LiveCheckState) {
  if (status.state === 'checking') return <span role="status">{EMAIL_COPY.mgmChecking}</span>;
  if (status.state === 'valid') return <span role="status">{EMAIL_COPY.mgmValid}</span>;
  return undefined;
}

export default function EmailForm(_props: ScreenProps) {
  const { instance, wizard } = useInstance();
  const live = useLiveCheck((code, signal) => checkCode(instance.api, code, signal), settledCode);
  const step = useDraftStep<'email' | 'phoneNumber' | 'mgmCode', EmailFormValues>({
    screen: 'EmailForm',
    schema: EmailFormSchema,
    fields: ['email', 'phoneNumber', 'mgmCode'],
    labels: { email: EMAIL_COPY.email, phoneNumber: EMAIL_COPY.phone },
    serverFields: { code: 'mgmCode' },
    check: async ({ mgmCode }) => {
      if (mgmCode) await live.verify(mgmCode);
    },
  });
  const { register, formState } = step.form;
  const mgm = register('mgmCode');
  const liveError = live.status.state === 'invalid' ? (live.status.message ?? EMAIL_COPY.mgmUnknown) : undefined;

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
          hint={liveHint(live.status)}
          error={formState.errors.mgmCode?.message ?? liveError}
          {...mgm}
          onChange={(event) => {
            live.feed(event.target.value.trim());
            return mgm.onChange(event);
          }}
        />
      )}
    </StepForm>
  );
}
