import { useState } from 'react';
import type { ContactMessage } from '../../../shared/api-types.ts';
import { Modal } from './modal.tsx';

interface ContactTableProps {
  messages: readonly ContactMessage[];
  caption: string;
  /** Offers a delete button per row when given. */
  onDelete?: (message: ContactMessage) => void;
}

/**
 * S no, Name, Contact, Email, Message. The message cell is at most 150px wide and cut with
 * an ellipsis; it is a button that opens the whole text in the 'Message' modal.
 */
export function ContactTable({ messages, caption, onDelete }: ContactTableProps) {
  const [open, setOpen] = useState<ContactMessage | null>(null);
  return (
    <>
      <div className="dash-table-scroll">
        <table className="dash-table">
          <caption className="dash-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">S no</th>
              <th scope="col">Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Email</th>
              <th scope="col">Message</th>
              {onDelete && (
                <th scope="col">
                  <span className="dash-visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {messages.map((message, index) => (
              <tr key={message._id}>
                <td data-label="S no">{index + 1}</td>
                <td data-label="Name">{message.name}</td>
                <td data-label="Contact">{message.contact}</td>
                <td data-label="Email" className="dash-table__email">
                  {message.email}
                </td>
                <td data-label="Message" className="dash-table__message">
                  <button
                    type="button"
                    className="dash-table__message-button"
                    title="Show the whole message"
                    onClick={() => setOpen(message)}
                  >
                    {message.message}
                  </button>
                </td>
                {onDelete && (
                  <td className="dash-table__actions">
                    <button
                      type="button"
                      className="dash-button dash-button--small dash-button--danger-outline"
                      onClick={() => onDelete(message)}
                    >
                      Delete<span className="dash-visually-hidden"> message from {message.name}</span>
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && (
        <Modal title="Message" onClose={() => setOpen(null)}>
          <p className="dash-message__from">
            {open.name} · {open.email} · {open.contact}
          </p>
          <p className="dash-message__text">{open.message}</p>
        </Modal>
      )}
    </>
  );
}
