import { createPortal } from 'react-dom';

/** A <meta> element in the document's head while this component is shown (Preact does not hoist them). */
export function HeadMeta({ name, content }: { name: string; content: string }) {
  return createPortal(<meta name={name} content={content} />, document.head);
}
