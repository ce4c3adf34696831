// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { formatFullAddress, formatLocationLabel } from './location.format';

describe('formatFullAddress', () => {
  it('writes street, barangay, city, province and zip code', () => {
    expect(formatFullAddress({ street: 'National Highway', barangay: 'Real', municipality: 'City of Calamba', province: 'Laguna', zipCode: '4027' })).toBe(
      'National Highway, Real, City of Calamba, Laguna 4027',
    );
  });

  it('a highly urbanised city that is its own province is not named twice', () => {
    expect(formatFullAddress({ street: '125 Ayala Avenue', barangay: 'San Lorenzo', municipality: 'City of Makati', province: 'City of Makati', zipCode: '1223' })).toBe(
      '125 Ayala Avenue, San Lorenzo, City of Makati 1223',
    );
  });
});

describe('formatLocationLabel', () => {
  it('is the name, a dash, then street, barangay and city', () => {
    expect(formatLocationLabel({ name: 'Head office', street: '125 Ayala Avenue', barangay: 'San Lorenzo', municipality: 'City of Makati' })).toBe(
      'Head office — 125 Ayala Avenue, San Lorenzo, City of Makati',
    );
  });
});

describe('formatFullAddress: blanks', () => {
  it('trims parts, drops blank ones and a blank zip code', () => {
    expect(formatFullAddress({ street: '   ', barangay: ' San Lorenzo ', municipality: 'City of Makati', province: null, zipCode: '  ' })).toBe('San Lorenzo, City of Makati');
    expect(formatFullAddress({ street: '1 A St', barangay: 'B', municipality: 'C', zipCode: ' 1223 ' })).toBe('1 A St, B, C 1223');
  });
});
