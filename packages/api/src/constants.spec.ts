import { describe, expect, it } from '@jest/globals';
import { priceProblem, uploadTypesText } from './constants.js';

describe('priceProblem: the price rule the server enforces and the product form checks as it is typed', () => {
  it.each(['', '  ', '0', '129.99', '12.3', '99999999.99', ' 5 '])('"%s" is a price', (price) => {
    expect(priceProblem(price)).toBeUndefined();
  });

  it.each([
    ['-5', 'price must not be negative'],
    ['-0.01', 'price must not be negative'],
    ['12.345', 'price must have at most 2 decimals'],
    ['100000000', 'price must be less than 100,000,000'],
    ['abc', 'price must be a number, e.g. "129.99", or empty for no price'],
    ['1e5', 'price must be a number, e.g. "129.99", or empty for no price'],
    ['12,50', 'price must be a number, e.g. "129.99", or empty for no price'],
    ['+5', 'price must be written with digits only, e.g. "129.99"'],
  ])('"%s": %s', (price, problem) => {
    expect(priceProblem(price)).toBe(problem);
  });
});

describe('uploadTypesText: the upload widget names exactly the types the server takes', () => {
  it('for a picture field, pictures only; for the library, documents too', () => {
    expect(uploadTypesText(['image'])).toBe('PNG, JPEG, GIF or WebP');
    expect(uploadTypesText()).toBe('PNG, JPEG, GIF, WebP, PDF, Word (.docx), Excel (.xlsx) or PowerPoint (.pptx)');
  });
});
