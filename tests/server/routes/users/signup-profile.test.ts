// A client who signs up reads back, on /profile, the details they typed: the code proved their phone, so
// the details are their own, shown to them alone (the profile is own-id only).
import { describe, expect, it } from 'vitest';
import { ProfileResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { signUpOverHttp, signupBody } from '../../../helpers/server-signup';
import { captureSms } from '../../../helpers/server-sms';

const sms = captureSms();
const context = setupTestApp({ sms: sms.sender });

describe('the profile of an account made by signup', () => {
  it('shows the signer the name, e-mail and ID number they signed up with', async () => {
    const body = signupBody({ name: 'Wanjiru Kamau' });
    const { token, user } = await signUpOverHttp(context.app, sms, body);

    const profile = await context.app.inject({
      method: 'GET',
      url: `/api/home-insurance/users/${user.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ProfileResponseSchema.parse(profile.json()).data).toMatchObject({
      name: 'Wanjiru Kamau',
      email: body.email,
      id_number: body.id_number,
      account_type: 'tenant',
      pending_msisdn: null,
    });
  });
});
