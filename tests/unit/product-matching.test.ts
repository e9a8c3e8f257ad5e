import { describe, expect, it } from 'vitest';
import { matchProducts, productMatcher, searchedText } from '../../shared/product-matching.ts';

const named = (...names: string[]) => names.map((name, index) => ({ _id: String(index + 1), name }));
const names = (entries: { name: string }[]) => entries.map((entry) => entry.name);

describe('matching products by name (the header search and /search)', () => {
  const matcher = productMatcher(
    named('Cave Bed-Cartoon', 'Dog Collar', 'CAVE BED-GREY', 'Dog Collar Printed', 'Leash'),
  );

  it('finds names that contain the text, ignoring case, in the catalogue order', () => {
    expect(names(matchProducts(matcher, 'cave bed').shown)).toEqual(['Cave Bed-Cartoon', 'CAVE BED-GREY']);
    expect(names(matchProducts(matcher, 'LLAR').shown)).toEqual(['Dog Collar', 'Dog Collar Printed']);
    // Anywhere in the name, not only at the start of a word.
    expect(names(matchProducts(matcher, 'eas').shown)).toEqual(['Leash']);
    expect(matchProducts(matcher, 'parrot')).toEqual({ shown: [], total: 0 });
  });

  it('ignores spaces around the text, and matches nothing for empty text', () => {
    expect(names(matchProducts(matcher, '  leash ').shown)).toEqual(['Leash']);
    for (const text of ['', '   ']) {
      expect(searchedText(text)).toBe('');
      expect(matchProducts(matcher, text)).toEqual({ shown: [], total: 0 });
    }
  });

  it('takes the text literally (no pattern characters)', () => {
    const odd = productMatcher(named('Bed (Large)', 'Bed Large', 'Mat.*'));
    expect(names(matchProducts(odd, '(large)').shown)).toEqual(['Bed (Large)']);
    expect(names(matchProducts(odd, '.*').shown)).toEqual(['Mat.*']);
  });

  it('returns the first `limit` matches and how many match in all', () => {
    const many = productMatcher(named(...Array.from({ length: 1000 }, (_, n) => `Rope Toy ${n + 1}`)));
    const { shown, total } = matchProducts(many, 'rope toy 1', 20);
    // 1, 10-19, 100-199, 1000.
    expect(total).toBe(1 + 10 + 100 + 1);
    expect(shown).toHaveLength(20);
    expect(names(shown.slice(0, 3))).toEqual(['Rope Toy 1', 'Rope Toy 10', 'Rope Toy 11']);
    expect(matchProducts(many, 'rope toy 1').shown).toHaveLength(total);
  });

  it('lowers the names once, when the index arrives, and keeps the entries as they came', () => {
    const entries = named('Bow Tie');
    const ready = productMatcher(entries);
    expect(ready.names).toEqual(['bow tie']);
    expect(matchProducts(ready, 'TIE').shown[0]).toBe(entries[0]);
  });
});
