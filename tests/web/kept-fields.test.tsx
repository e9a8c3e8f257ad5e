import { getFormProps, useForm } from '@conform-to/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeptFields } from '../../web/features/dashboard/ui/kept-fields.tsx';
import { cleanUpAfterEach } from './clean-up-after-each.ts';

/**
 * What a form sends while a lazily loaded part of it is still on its way (the product form's
 * photos and publishing times, issue 37): the values it opened with, never nothing, so a save
 * sent in that moment keeps them instead of clearing them.
 */
cleanUpAfterEach();

const opened = {
  photos: [
    { image: 'uploads/2026/11/a.jpg', src: '', upload: '', alt: 'A red harness' },
    { image: '', src: '/images/products/7/main.svg', upload: '', alt: 'The main photo' },
  ],
  publishAt: '2026-12-01T09:30',
  unpublishAt: '',
};

function FormWithKeptParts() {
  const [form, fields] = useForm({ defaultValue: opened });
  return (
    <form {...getFormProps(form)} aria-label="Product">
      <KeptFields
        fields={[
          ...fields.photos.getFieldList().flatMap((photo) => {
            const { image, src, upload, alt } = photo.getFieldset();
            return [image, src, upload, alt];
          }),
          fields.publishAt,
          fields.unpublishAt,
        ]}
      />
    </form>
  );
}

describe('fields kept while their part of the form loads', () => {
  it('sends every value the form opened with, under the names the loaded part uses', () => {
    render(<FormWithKeptParts />);
    const sent = new FormData(screen.getByRole('form', { name: 'Product' }) as HTMLFormElement);
    expect(Object.fromEntries(sent)).toEqual({
      'photos[0].image': 'uploads/2026/11/a.jpg',
      'photos[0].src': '',
      'photos[0].upload': '',
      'photos[0].alt': 'A red harness',
      'photos[1].image': '',
      'photos[1].src': '/images/products/7/main.svg',
      'photos[1].upload': '',
      'photos[1].alt': 'The main photo',
      publishAt: '2026-12-01T09:30',
      unpublishAt: '',
    });
  });
});
