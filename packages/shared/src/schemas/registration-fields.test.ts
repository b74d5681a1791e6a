import { describe, expect, it } from 'vitest';
import { missingRegistrationFields, requiredRegistrationFields, type RegistrationFieldSetting } from './registration';

const fields: RegistrationFieldSetting[] = [
  { field: 'firstName', required: true },
  { field: 'company', required: true },
  { field: 'jobTitle', required: false },
];
const values = { firstName: 'Lena', lastName: '', company: 'Harbour GmbH', jobTitle: '' };

describe('the fields a registration must fill', () => {
  it('are those the event requires', () => {
    expect([...requiredRegistrationFields(fields)]).toEqual(['firstName', 'company']);
  });

  it('are each reported as required when blank or only spaces, and never when optional or not asked', () => {
    expect(missingRegistrationFields(fields, values)).toEqual({});
    expect(missingRegistrationFields(fields, { ...values, firstName: '  ', company: '' })).toEqual({ firstName: 'validation.required', company: 'validation.required' });
    expect(missingRegistrationFields([{ field: 'lastName', required: false }], { ...values, firstName: '' })).toEqual({});
  });
});
