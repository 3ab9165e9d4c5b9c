import 'reflect-metadata';
import { getMetadataStorage, IsInt, IsString, Min, validate } from 'class-validator';
import { rememberValidationMetadata } from './validation-metadata';

class Base {
  @IsString()
  name!: string;
}

class Child extends Base {
  @IsInt()
  @Min(1, { groups: ['strict'] })
  count!: number;
}

describe('rememberValidationMetadata', () => {
  beforeAll(() => rememberValidationMetadata());

  it('answers a class once, with its ancestors’ rules, per set of options', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(Child, '', false, false);
    expect(storage.getTargetValidationMetadatas(Child, '', false, false)).toBe(first);
    expect(first.map((m) => m.propertyName).sort()).toEqual(['count', 'count', 'name']);
    const strict = storage.getTargetValidationMetadatas(Child, '', false, false, ['strict']);
    expect(strict).not.toBe(first);
    expect(strict.map((m) => m.propertyName)).toEqual(['count']);
    expect(storage.getTargetValidationMetadatas(Base, '', false, false)).toHaveLength(1);
  });

  it('still validates the inherited and the own rules', async () => {
    const bad = Object.assign(new Child(), { name: 3, count: 'x' });
    const errors = await validate(bad);
    expect(errors.map((e) => e.property).sort()).toEqual(['count', 'name']);
    const strict = await validate(Object.assign(new Child(), { name: 'a', count: 0 }), {
      groups: ['strict'],
    });
    expect(strict.map((e) => Object.keys(e.constraints ?? {}))).toEqual([['min']]);
    expect(await validate(Object.assign(new Child(), { name: 'a', count: 2 }))).toEqual([]);
  });
});
