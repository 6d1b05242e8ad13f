import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerFormSchema, registerRequestSchema } from './auth.js';
import { MSG } from './messages.js';
import { messages } from './test-support.js';

describe('login schema', () => {
  it('gives the SPEC §5 messages', () => {
    expect(messages(loginRequestSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
    expect(messages(loginRequestSchema.safeParse({ email: 'nope', password: '12345' }))).toEqual({
      email: MSG.emailInvalid,
      password: MSG.passwordMinLogin,
    });
    expect(messages(loginRequestSchema.safeParse({}))).toEqual({
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
    });
  });

  it('accepts a valid login and trims the e-mail', () => {
    const parsed = loginRequestSchema.parse({ email: ' a@b.nl ', password: '123456' });
    expect(parsed.email).toBe('a@b.nl');
  });
});

describe('register schemas', () => {
  it('gives every register message', () => {
    expect(
      messages(
        registerFormSchema.safeParse({
          companyName: '',
          email: '',
          password: '',
          passwordConfirm: '',
          subscriptionType: 'monthly',
        }),
      ),
    ).toEqual({
      companyName: MSG.companyNameRequired,
      email: MSG.emailRequired,
      password: MSG.passwordRequired,
      passwordConfirm: MSG.passwordConfirmRequired,
    });
    expect(
      messages(
        registerFormSchema.safeParse({
          companyName: 'A',
          email: 'x@y.nl',
          password: 'abc',
          passwordConfirm: 'abc',
          subscriptionType: 'monthly',
        }),
      ),
    ).toEqual({ companyName: MSG.companyNameMin, password: MSG.passwordMinRegister });
    expect(
      messages(
        registerFormSchema.safeParse({
          companyName: 'AB',
          email: 'x@y.nl',
          password: 'abcdefgh',
          passwordConfirm: 'abcdefgh',
          subscriptionType: 'monthly',
        }),
      ),
    ).toEqual({ password: MSG.passwordComplexity });
  });

  it('flags a mismatching confirmation', () => {
    const result = registerFormSchema.safeParse({
      companyName: 'Bakkerij Jansen',
      email: 'x@y.nl',
      password: 'Geheim123',
      passwordConfirm: 'Geheim124',
      subscriptionType: 'per_quote',
    });
    expect(messages(result)).toEqual({ passwordConfirm: MSG.passwordMismatch });
  });

  it('defaults the subscription to monthly and drops unknown fields', () => {
    const parsed = registerRequestSchema.parse({
      companyName: 'Bakkerij Jansen',
      email: 'x@y.nl',
      password: 'Geheim123',
      isAdmin: true,
    });
    expect(parsed).toEqual({
      companyName: 'Bakkerij Jansen',
      email: 'x@y.nl',
      password: 'Geheim123',
      subscriptionType: 'monthly',
    });
  });
});
