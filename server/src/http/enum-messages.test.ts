import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from '@shop/contract';
import { createTestApp, type TestApp } from '../test/app.js';
import { PASSWORD, profile, signInAsNewAdmin } from '../test/factories.js';

/** A value outside an enum is not "required": it is refused as not one of the allowed values. */
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signInAsNewAdmin(t.app, t.db)).cookie;
});
afterAll(() => t.close());

const signup = (body: object, language: 'en' | 'fr') =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'x-language': language }, payload: body });

describe('values outside an enum', () => {
  it('says the sign-up business type is not allowed, in English and in French', async () => {
    const body = { ...profile(), password: PASSWORD, businessType: 'Event planner' };
    expect((await signup(body, 'en')).json()).toEqual({
      success: false,
      message: 'businessType is not one of the allowed values.',
      error: 'ValidationError',
      field: 'businessType',
    });
    expect((await signup(body, 'fr')).json().message).toBe('businessType\u00a0: cette valeur n’est pas permise.');
  });

  it('still says a missing or empty one is required', async () => {
    const { businessType: _omitted, ...withoutType } = { ...profile(), password: PASSWORD };
    expect((await signup(withoutType, 'en')).json().message).toBe('businessType is required.');
    expect((await signup({ ...withoutType, province: '' }, 'fr')).json().message).toBe(
      'province\u00a0: ce champ est requis.',
    );
  });

  it('answers any other enum the same way, not with the parser’s English', async () => {
    const res = await t.app.inject({
      method: 'GET',
      // (A product's category is a row since issue 36, asked by slug or id: the orders' status is an enum.)
      url: '/api/Orders?status=livree',
      headers: { cookie: staff, 'x-language': 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'status\u00a0: cette valeur n’est pas permise.',
      field: 'status',
    });
  });

  it('lists the allowed values in the OpenAPI document', () => {
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        {
          post: {
            requestBody: { content: Record<string, { schema: { properties: Record<string, { enum?: string[] }> } }> };
          };
        }
      >;
    };
    const body = doc.paths['/api/auth/signup']!.post.requestBody.content['application/json']!.schema;
    expect(body.properties.businessType!.enum).toEqual([...BUSINESS_TYPES]);
  });
});
