import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../shared/site-defaults.ts';
import { productCopy } from '../../shared/spec-product-copy.ts';
import { products } from '../../shared/spec-products.ts';

describe('static copy', () => {
  it('every product has its own opening paragraph naming it', () => {
    const summaries = products.map((product) => productCopy(product.id).summary);
    expect(new Set(summaries).size).toBe(28);
    for (const product of products) expect(productCopy(product.id).summary).toContain(product.name);
  });

  it('states the sizes the spec gives: harness 3 sizes, bow tie S, M, L, mats Small, Medium, Large', () => {
    const harnesses = products.filter((product) => /Harness/.test(product.name));
    for (const harness of harnesses) expect(productCopy(harness.id).sizes).toContain('3 sizes');
    expect(productCopy(12).sizes).toContain('S, M, L');
    for (const mat of [14, 15]) expect(productCopy(mat).sizes).toContain('Small, Medium, Large');
  });

  it('has five testimonials and the 11 breeds numbered 01-11 with the corrected spellings', () => {
    expect(defaultSiteSettings.testimonials.items).toHaveLength(5);
    const { breeds } = defaultSiteSettings;
    expect(breeds.items.map((breed) => `${breed.number} ${breed.name}`)).toEqual([
      '01 Labrador',
      '02 German Shepherd',
      '03 Golden Retriever',
      '04 Beagle',
      '05 Pug',
      '06 Chihuahua',
      '07 Cocker Spaniel',
      '08 Shih Tzu',
      '09 Dachshund',
      '10 Great Dane',
      '11 Indian Pariah Dog',
    ]);
  });
});
