// A client who signs up reads back, on /profile, the details they typed: the details are their own words,
// shown to them alone (the profile is own-id only), even before a code proves the phone.
import { describe, expect, it } from 'vitest';
import { ProfileResponseSchema, SignupResponseSchema } from '../../../../src/domain/api';
import { setupTestApp } from '../../../helpers/server-app';
import { signupBody } from '../../../helpers/server-signup';

const context = setupTestApp();

describe('the profile of an account made by signup', () => {
  it('shows the signer the name, e-mail and ID number they signed up with', async () => {
    const body = signupBody({ name: 'Wanjiru Kamau' });
    const signup = await context.app.inject({
      method: 'POST',
      url: '/api/home-insurance/users/signup',
      payload: body,
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const { token, user } = SignupResponseSchema.parse(signup.json()).data;

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
    });
  });
});
