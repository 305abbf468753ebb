import { describe, expect, it } from '@jest/globals';
import { rowsForEditing, specificationsOf } from './spec-rows.js';

const none = { manufacturer: '', range: null, batteryLife: null, dimensions: null, weight: null, powerRequirements: null, operatingTemp: null };

describe('rowsForEditing (SPEC §3: dedicated fields merged into the rows on open)', () => {
  it('adds each dedicated field with a value after the stored rows', () => {
    expect(rowsForEditing({ ...none, manufacturer: 'Acme', range: '15 km', specifications: { Frequency: 'EU868' } })).toEqual([
      { key: 'Frequency', value: 'EU868' },
      { key: 'Manufacturer', value: 'Acme' },
      { key: 'Range', value: '15 km' },
    ]);
  });

  it('keeps a row already present instead of the field', () => {
    expect(rowsForEditing({ ...none, batteryLife: '10 years', specifications: { 'Battery Life': '12 years' } })).toEqual([
      { key: 'Battery Life', value: '12 years' },
    ]);
  });

  it('adds nothing for empty fields', () => {
    expect(rowsForEditing({ ...none, specifications: {} })).toEqual([]);
  });
});

describe('specificationsOf (SPEC §5: rows sent only when key and value are non-blank; a dedicated row overrides its field)', () => {
  it('drops blank rows, trims, and promotes dedicated rows', () => {
    expect(
      specificationsOf([
        { key: ' Frequency ', value: ' EU868 ' },
        { key: '', value: 'orphan value' },
        { key: 'Orphan key', value: '   ' },
        { key: 'Operating Temperature', value: '-40 to 85 °C' },
        { key: 'Manufacturer', value: 'Acme Sensing' },
      ]),
    ).toEqual({
      specifications: { Frequency: 'EU868', 'Operating Temperature': '-40 to 85 °C', Manufacturer: 'Acme Sensing' },
      promoted: { operatingTemp: '-40 to 85 °C', manufacturer: 'Acme Sensing' },
    });
  });

  it('does not promote a name only like a dedicated one, nor an inherited property name', () => {
    expect(
      specificationsOf([
        { key: 'range', value: '2 km' },
        { key: 'toString', value: 'x' },
      ]).promoted,
    ).toEqual({});
  });
});
