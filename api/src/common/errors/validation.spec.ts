import { plainToInstance, Type } from 'class-transformer';
import {
  IsEmail,
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
  it('reports one message per property, the most basic failure first, whatever the decorator order', () => {
    expect(messagesFor({ page: 'abc', address: {} })).toEqual([
      'email must be an email',
      'otherEmail must be an email',
      'page must be an integer number',
      'name should not be empty',
      'address.zip should not be empty',
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
      'page must not be greater than 100',
      'name must match /^[a-z]+$/ regular expression',
      'address.zip must be shorter than or equal to 5 characters',
    ]);
  });
});
