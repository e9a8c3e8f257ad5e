import { Spinner } from '../shell/spinner.tsx';
import { Modal } from './modal.tsx';

/**
 * A dialog whose content is a lazy module (React.lazy: not in its screen's first load, issue 37)
 * while that module loads: the dialog opens at once with its title and a spinner, and its
 * content replaces the spinner. Escape and × close it meanwhile.
 */
export function DialogLoading({
  title,
  onClose,
  size,
}: {
  title: string;
  onClose: () => void;
  size?: 'small' | 'wide' | 'full';
}) {
  return (
    <Modal title={title} onClose={onClose} size={size}>
      <Spinner label={`Loading ${title}…`} />
    </Modal>
  );
}
