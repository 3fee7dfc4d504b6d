import { isPostalCodeValid, postalCodeText } from './postal-address';

describe('a French postal code', () => {
  it('is five digits, leading zeros included', () => {
    expect(isPostalCodeValid('01000')).toBe(true);
    expect(isPostalCodeValid(' 35000 ')).toBe(true);
    expect(isPostalCodeValid('1000')).toBe(false);
    expect(isPostalCodeValid('3500A')).toBe(false);
  });

  it('is shown again with the leading zeros the backend number lost', () => {
    expect(postalCodeText(1000)).toBe('01000');
    expect(postalCodeText('35000')).toBe('35000');
    expect(postalCodeText(null)).toBe('');
    expect(postalCodeText('B-1000')).toBe('B-1000');
  });
});
