import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryRenameSchema, suggestCountryNames } from '../../shared/countries.ts';
import { NameDialog } from '../../web/features/dashboard/locations/name-dialog.tsx';
import { Modal } from '../../web/features/dashboard/ui/modal.tsx';
import { NoticeProvider } from '../../web/features/dashboard/ui/notices.tsx';

afterEach(cleanup);

describe('the modal', () => {
  it('is a labelled modal dialog that keeps Tab inside it', () => {
    render(
      <>
        <button type="button">Outside</button>
        <Modal title="Example" onClose={() => {}}>
          <input aria-label="First field" data-autofocus />
          <button type="button">Last button</button>
        </Modal>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const first = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last button' });
    expect(document.activeElement).toBe(screen.getByLabelText('First field'));
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });
});

describe('the country combobox', () => {
  it('moves through suggestions with the arrow keys and picks with Enter; Escape closes only the list', async () => {
    const onClose = vi.fn();
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <NoticeProvider>
            <NameDialog
              title="Add country"
              label="Country name"
              suggest={suggestCountryNames}
              schema={countryRenameSchema}
              fields={{ intent: 'add' }}
              onClose={onClose}
            />
          </NoticeProvider>
        ),
      },
    ]);
    render(<Stub />);
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'ger' } });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const option = screen.getByRole('option', { name: 'Germany' });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('Germany');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.change(input, { target: { value: 'Sw' } });
    expect(within(screen.getByRole('listbox', { hidden: true })).getAllByRole('option')).toHaveLength(2);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
