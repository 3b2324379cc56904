import type { ChangeEvent } from 'react';
import { VisuallyHidden } from '@/ui/visually-hidden';

interface HoneypotFieldProps {
  id: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** Hidden from people and assistive tech; a bot that fills it is refused by the API (field "website"). */
export function HoneypotField({ id, value, onChange }: HoneypotFieldProps) {
  return (
    <VisuallyHidden as="div" aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" value={value} onChange={onChange} type="text" tabIndex={-1} autoComplete="off" aria-hidden="true" />
    </VisuallyHidden>
  );
}
