/**
 * Before there is an account: `POST registrations/pre-register` (creates the user and their first
 * registration, answers tokens) and the promo code check `GET registrations/check-mgm/{code}`.
 */
import { RECAPTCHA_FAIL_VALUE, RECAPTCHA_HEADER } from '../../constants';
import { optionalAuth } from '../../context';
import type { RouteDeps, SandboxApp } from '../../context';
import { parseJsonBody } from '../../body';
import { ApiError } from '../../errors';
import { businessDocsRequest, checkVatNumberFree } from '../../registrations/business';
import { checkMgmCode, checkNotRegistered, checkPreRegistration } from '../../registrations/rules';
import { preRegisterSchema } from '../../registrations/schemas';
import { findRegistration, insertRegistration } from '../../repositories/registrations';
import { emptyContext, insertUser } from '../../repositories/users';
import { issueTokenPair } from '../../tokens';

/** Registers `pre-register` and `check-mgm/{code}` below `base`. */
export function registerPreRegisterRoutes(app: SandboxApp, { db, tokenTtl }: RouteDeps, base: string): void {
  app.post(`${base}/pre-register`, async (c) => {
    const recaptcha = c.req.header(RECAPTCHA_HEADER);
    if (!recaptcha || recaptcha === RECAPTCHA_FAIL_VALUE) {
      throw new ApiError(400, 'RECAPTCHA_FAILED', 'Bot-protection verification failed');
    }
    const body = await parseJsonBody(c, preRegisterSchema);
    const { mgmCode, consents } = checkPreRegistration(body);
    const minor = body.flow === 'MINOR';
    const business = body.flow === 'BUSINESS' ? body.business : undefined;
    const phoneNumber = `+39${body.phoneNumber}`;
    const result = db.sql.transaction(() => {
      checkNotRegistered(db.sql, phoneNumber, body.email);
      if (business) checkVatNumberFree(db.sql, business.vatNumber);
      const userId = insertUser(db.sql, {
        phoneNumber,
        accessCode: body.accessCode,
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        status: 'PENDING',
        defaultWallet: null,
        availableProcesses: [{ level: 'A', profile: business ? 'BUSINESS' : 'CONSUMER' }],
        context: emptyContext({ userBirthDate: body.birthDate, mgmCode, minor }),
      });
      const registrationId = insertRegistration(db.sql, {
        userId,
        flow: business ? 'BUSINESS' : minor ? 'MINOR' : 'CONSUMER',
        type: 'REGISTRATION',
        status: business ? 'BUSINESS_PREREGISTERED' : minor ? 'MINOR_PREREGISTERED' : 'CONSUMER_PREREGISTERED',
        // The business as typed, and the request for the documents it must send (UploadBizDocuments).
        business: business ? { ...business, docsRequest: businessDocsRequest(business.companyType) } : null,
        phoneNumberStatus: 'NOT_CERTIFIED',
        currentStep: 1,
        // What the user typed, so a reload resumes with it (the access code is not data).
        data: {
          firstName: body.firstName,
          lastName: body.lastName,
          birthDate: body.birthDate,
          email: body.email,
          phoneNumber: body.phoneNumber,
          mgmCode,
          consents,
        },
      });
      // No SMS here: the client asks for the code with send-phone-number-otp on the SMS screen.
      const tokens = issueTokenPair(db.sql, { userId, clientId: 'webapp' }, tokenTtl);
      return { registration: findRegistration(db.sql, registrationId), ...tokens };
    })();
    return c.json({
      registration: result.registration,
      access_token: result.access_token,
      refresh_token: result.refresh_token,
    });
  });

  // Promo code check (spec §7 `GET registrations/check-mgm/{code}`); two segments, so it never
  // reaches `GET registrations/:id`.
  app.get(`${base}/check-mgm/:code`, optionalAuth(db), (c) => c.json({ code: checkMgmCode(c.req.param('code')), valid: true }));
}
