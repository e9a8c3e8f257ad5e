import { Fragment, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { ContactMessage, EnquiredProduct } from '../../../../shared/api-types.ts';
import { attributionRows } from '../../../../shared/enquiry-attribution.ts';
import { Modal } from '../ui/modal.tsx';
// Also shown on the overview: the component brings its styles wherever it renders.
import './contact.css';

interface ContactTableProps {
  messages: readonly ContactMessage[];
  caption: string;
  /** Offers a delete button per row when given. */
  onDelete?: (message: ContactMessage) => void;
  /** Called when a message is opened (the contact screen marks a new one read). */
  onOpen?: (message: ContactMessage) => void;
  /** Shows each message's status in a column. */
  showStatus?: boolean;
  /** More buttons per row (Reply, Archive), before Delete. */
  rowActions?: (message: ContactMessage) => ReactNode;
  /** A message to show open at first (the link in its email). */
  initiallyOpen?: ContactMessage | null;
  /** More in the open message's dialog (its Reply button). */
  dialogActions?: (message: ContactMessage) => ReactNode;
  /**
   * Shows a Product column (the product an enquiry is about), each linking here: the contact
   * screen's list of that product's enquiries. The overview keeps the spec's columns.
   */
  productHref?: (product: EnquiredProduct) => string;
}

export const statusLabels = { new: 'New', read: 'Read', replied: 'Replied', archived: 'Archived' } as const;

/**
 * A message whose email SES did not confirm (`mailUncertainAt`, docs/decisions/053): the
 * mailer never sends it again, so the owner looks in the inbox and answers from here if the
 * email is missing. Shown in its row and its dialog.
 */
export const mailUncertainNote = 'The email for this message may not have been sent: check your inbox.';

const MailUncertain = ({ message }: { message: ContactMessage }) =>
  message.mailUncertainAt ? <p className="dash-mail-uncertain">{mailUncertainNote}</p> : null;

/**
 * S no, Name, Contact, Email, Message (and Product, Status). The message cell is at most 150px wide
 * and cut with an ellipsis; it is a button that opens the whole text in the 'Message' modal.
 */
export function ContactTable({
  messages,
  caption,
  onDelete,
  onOpen,
  showStatus,
  rowActions,
  initiallyOpen = null,
  dialogActions,
  productHref,
}: ContactTableProps) {
  const [open, setOpen] = useState<ContactMessage | null>(initiallyOpen);
  const hasActions = Boolean(onDelete || rowActions);
  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    onOpen?.(message);
  };
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
              {productHref && <th scope="col">Product</th>}
              {showStatus && <th scope="col">Status</th>}
              {hasActions && (
                <th scope="col">
                  <span className="dash-visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {messages.map((message, index) => (
              <tr key={message._id} className={message.status === 'new' ? 'dash-table__row--new' : undefined}>
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
                    onClick={() => openMessage(message)}
                  >
                    {message.message}
                  </button>
                  <MailUncertain message={message} />
                </td>
                {productHref && (
                  <td data-label="Product">
                    {message.product && (
                      <Link
                        to={productHref(message.product)}
                        title={`Show only the enquiries about ${message.product.name}`}
                      >
                        {message.product.name}
                      </Link>
                    )}
                  </td>
                )}
                {showStatus && (
                  <td data-label="Status">
                    <span className={`dash-status dash-status--${message.status}`}>
                      {statusLabels[message.status] ?? message.status}
                    </span>
                  </td>
                )}
                {hasActions && (
                  <td className="dash-table__actions">
                    {rowActions?.(message)}
                    {onDelete && (
                      <button
                        type="button"
                        className="dash-button dash-button--small dash-button--danger-outline"
                        onClick={() => onDelete(message)}
                      >
                        Delete<span className="dash-visually-hidden"> message from {message.name}</span>
                      </button>
                    )}
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
          <MailUncertain message={open} />
          {open.product && (
            <dl className="dash-message__enquiry">
              <dt>Product</dt>
              <dd>{open.product.name}</dd>
              {open.quantity && (
                <>
                  <dt>Quantity</dt>
                  <dd>{open.quantity}</dd>
                </>
              )}
              {open.country && (
                <>
                  <dt>Destination</dt>
                  <dd>{open.country}</dd>
                </>
              )}
            </dl>
          )}
          <p className="dash-message__text">{open.message}</p>
          <MessageAttribution message={open} />
          {dialogActions && <div className="dash-message__actions">{dialogActions(open)}</div>}
        </Modal>
      )}
    </>
  );
}

/**
 * Where the buyer came from (docs/decisions/068), under the message: React writes every value
 * as text, so a UTM tag holding markup shows as the characters it is.
 */
function MessageAttribution({ message }: { message: ContactMessage }) {
  const rows = attributionRows(message.attribution);
  if (rows.length === 0) return null;
  return (
    <section className="dash-message__attribution" aria-label="Where the buyer came from">
      <h3>Where the buyer came from</h3>
      <dl className="dash-message__enquiry">
        {rows.map(([label, text]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
