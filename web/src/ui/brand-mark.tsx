import type { SVGProps } from 'react';

/** The small mark beside the name: a sunrise over rolling hills. */
export function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <circle cx="16" cy="16" r="16" fill="#2f4a3a" />
      <circle cx="21.5" cy="11" r="3.4" fill="#f2d6a2" />
      <path d="M3 22c4-4 7-5.5 11-3.5s7 1.5 15-3v6.5A15 15 0 0 1 3 22Z" fill="#8fa68e" />
      <path d="M1.6 23.5c5-2.5 9-2.6 13-.8s8 1.6 15.8-1.5A16 16 0 0 1 1.6 23.5Z" fill="#c0633f" />
    </svg>
  );
}
