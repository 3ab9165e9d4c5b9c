import { describe, expect, it } from 'vitest';
import { repContactSchema, repRegistrationSchema, repSettingsSchema } from './schemas';
import { newRepSchema } from '../../back-office/payroll-reps/PayrollRepsPage';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((i) => `${String(i.path[0])}:${i.message}`);

describe('payroll partner forms', () => {
  it('registration needs names and a valid email; the phone is optional', () => {
    expect(
      repRegistrationSchema.safeParse({
        firstName: 'Casey',
        lastName: 'Signup',
        email: 'c@pay.example',
        phone: '',
      }).success,
    ).toBe(true);
    expect(
      firstMessage(
        repRegistrationSchema.safeParse({
          firstName: '',
          lastName: 'X',
          email: 'nope',
          phone: '12',
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        'firstName:validation.required',
        'email:validation.invalidEmail',
        'phone:validation.invalidPhone',
      ]),
    );
  });

  it('settings keep the notification choice and refuse a bad phone', () => {
    const parsed = repSettingsSchema.safeParse({
      firstName: 'Robin',
      lastName: 'Rep',
      phone: '+1 555 010 2030',
      notifyReferralStatus: false,
    });
    expect(parsed.success && parsed.data.notifyReferralStatus).toBe(false);
    expect(
      firstMessage(
        repSettingsSchema.safeParse({
          firstName: 'R',
          lastName: 'R',
          phone: 'call me',
          notifyReferralStatus: true,
        }),
      ),
    ).toEqual(['phone:validation.invalidPhone']);
  });

  it('a contact message needs a subject and a message', () => {
    expect(firstMessage(repContactSchema.safeParse({ subject: '  ', message: '' }))).toEqual([
      'subject:validation.required',
      'message:validation.required',
    ]);
  });

  it('a new rep needs a payroll company', () => {
    expect(
      firstMessage(
        newRepSchema.safeParse({
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.example',
          phone: '',
          payrollCompanyId: '',
        }),
      ),
    ).toEqual(['payrollCompanyId:validation.required']);
  });
});
