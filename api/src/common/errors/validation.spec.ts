import { plainToInstance, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsUUID,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  validateSync,
  ValidateNested,
} from 'class-validator';
import { flattenValidationErrors } from './validation';

class Address {
  @MaxLength(5)
  @IsString()
  @IsNotEmpty()
  zip: string;
}

class Sample {
  @MaxLength(254)
  @IsEmail()
  email: string;

  @IsEmail()
  @MaxLength(254)
  otherEmail: string;

  @Max(100)
  @Min(1)
  @Type(() => Number)
  @IsInt()
  page: number;

  @IsNotEmpty()
  @IsString()
  @Matches(/^[a-z]+$/)
  @MaxLength(10)
  name: string;

  @ValidateNested()
  @Type(() => Address)
  address: Address;
}

const messagesFor = (plain: object) =>
  flattenValidationErrors(validateSync(plainToInstance(Sample, plain)));

describe('validation messages', () => {
  it('are sentences in words: the field named as words, plain phrases, a full stop', () => {
    class Owner {
      @IsString()
      firstName: string;
    }
    class Request {
      @IsUUID('4')
      businessId: string;

      @IsBoolean()
      activeWCPolicy: boolean;

      @IsIn(['monthly', 'weekly'])
      payFrequency: string;

      @IsEmail({}, { each: true })
      ccEmails: string[];

      @IsString({ message: 'feinNumber must be nine digits.' })
      feinNumber: string;

      @IsString({ message: 'Please enter the name the carrier knows' })
      carrier: string;

      @ValidateNested({ each: true })
      @Type(() => Owner)
      owners: Owner[];
    }
    const messages = flattenValidationErrors(
      validateSync(
        plainToInstance(Request, {
          businessId: 'x',
          activeWCPolicy: 'yes',
          payFrequency: 'daily',
          ccEmails: ['nope'],
          feinNumber: 1,
          carrier: 2,
          owners: [{ firstName: 3 }],
        }),
        { whitelist: true, forbidNonWhitelisted: true },
      ),
    );
    expect(messages).toEqual([
      'Business ID must be a valid id.',
      'Active WC policy must be yes or no (true or false).',
      'Pay frequency must be one of: monthly, weekly.',
      'Every item of cc emails must be a valid email address.',
      'FEIN number must be nine digits.',
      'Please enter the name the carrier knows.',
      'First name (owners, item 1) must be text.',
    ]);
    for (const message of messages) {
      expect(message).toMatch(/^[A-Z].*[.?!]$/);
      expect(message).not.toMatch(/\b[a-z]+[A-Z]\w*\b/);
    }
  });

  it('names a field the request does not take', () => {
    class Small {
      @IsString()
      name: string;
    }
    expect(
      flattenValidationErrors(
        validateSync(plainToInstance(Small, { name: 'a', extraField: 1 }), {
          whitelist: true,
          forbidNonWhitelisted: true,
        }),
      ),
    ).toEqual(['Extra field is not a field this request takes.']);
  });

  it('reports one message per property, the most basic failure first, whatever the decorator order', () => {
    expect(messagesFor({ page: 'abc', address: {} })).toEqual([
      'Email must be a valid email address.',
      'Other email must be a valid email address.',
      'Page must be a whole number.',
      'Name is required.',
      'ZIP (address) is required.',
    ]);
  });

  it('reports range and pattern failures once the type is right', () => {
    expect(
      messagesFor({
        email: 'a@b.co',
        otherEmail: 'c@d.co',
        page: 500,
        name: 'UPPER',
        address: { zip: '1234567' },
      }),
    ).toEqual([
      'Page must be 100 or less.',
      'Name is not in the expected format.',
      'ZIP (address) must be at most 5 characters long.',
    ]);
  });
});
