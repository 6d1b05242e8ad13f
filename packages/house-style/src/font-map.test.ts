import { describe, expect, it } from 'vitest';
import { fontClass, fontFamilyName, mapFont } from './font-map.js';

describe('fontFamilyName', () => {
  it.each([
    ['AAAAAA+Roboto-Bold', 'Roboto'],
    ['BAAAAA+Inter-Regular', 'Inter'],
    ['TimesNewRomanPSMT', 'Times New Roman'],
    ['TimesNewRomanPS-BoldMT', 'Times New Roman'],
    ['Arial,Bold', 'Arial'],
    ['ArialMT', 'Arial'],
    ['CAAAAA+DejaVuSerif', 'DejaVu Serif'],
    ['AAAAAA+MerriweatherLight18pt-Bold', 'Merriweather'],
    ['ABCDEF+OpenSans-SemiBold', 'Open Sans'],
    ['ABCDEF+PlayfairDisplay-Bold', 'Playfair Display'],
    ['ABCDEF+SourceSansPro-Regular', 'Source Sans Pro'],
    ['ABCDEF+RobotoCondensed-Bold', 'Roboto Condensed'],
    ['ABCDEF+PTSans-Regular', 'PT Sans'],
    ['ABCDEF+IBMPlexSans-Medium', 'IBM Plex Sans'],
    ['ABCDEF+EBGaramond-Italic', 'EB Garamond'],
    ['ABCDEF+Calibri-Bold', 'Calibri'],
    ['LiberationSerif', 'Liberation Serif'],
    ['Helvetica-BoldOblique', 'Helvetica'],
  ])('%s -> %s', (pdfName, family) => {
    expect(fontFamilyName(pdfName)).toBe(family);
  });
});

describe('mapFont', () => {
  it('keeps the renderer fonts and their metric twins', () => {
    expect(mapFont('Inter')).toMatchObject({ mapped: 'Inter', substituted: false });
    expect(mapFont('Arimo')).toMatchObject({ mapped: 'Arial', substituted: false });
    expect(mapFont('Liberation Serif')).toMatchObject({ mapped: 'Times New Roman', substituted: false });
    expect(mapFont('Gelasio')).toMatchObject({ mapped: 'Georgia', substituted: false });
    expect(mapFont('Helvetica')).toMatchObject({ mapped: 'Helvetica', substituted: false });
  });
  it('substitutes by metrics class', () => {
    expect(mapFont('Roboto')).toMatchObject({ fontClass: 'sans', mapped: 'Arial', substituted: true });
    expect(mapFont('Merriweather')).toMatchObject({
      fontClass: 'serif',
      mapped: 'Times New Roman',
      substituted: true,
    });
    expect(mapFont('DejaVu Sans Mono')).toMatchObject({ fontClass: 'mono', substituted: true });
  });
  it('classifies sans families with serif-like words as sans', () => {
    expect(fontClass('Century Gothic')).toBe('sans');
    expect(fontClass('Noto Sans')).toBe('sans');
    expect(fontClass('Noto Serif')).toBe('serif');
    expect(fontClass('Cambria')).toBe('serif');
  });
});
