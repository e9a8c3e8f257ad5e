export type MessageTone = 'success' | 'info' | 'error';

/** The spec's colour rule: green if the text says 'success' or 'sent', blue if 'Sending', else red. */
export function messageTone(text: string): MessageTone {
  if (text.includes('success') || text.includes('sent')) return 'success';
  if (text.includes('Sending')) return 'info';
  return 'error';
}
