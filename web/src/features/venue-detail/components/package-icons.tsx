import type { SVGProps } from 'react';

// The two package icons: a crown for the luxury and premium tiers, a bouquet otherwise.

type IconProps = SVGProps<SVGSVGElement>;

const strokeProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const CrownIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <path d="m3.5 8 4.2 3.6L12 5l4.3 6.6L20.5 8l-1.8 10H5.3L3.5 8Z" />
    <path d="M5.5 21h13" />
  </svg>
);

export const BouquetIcon = (props: IconProps) => (
  <svg {...strokeProps} {...props}>
    <circle cx="8.5" cy="7.5" r="2.8" />
    <circle cx="15.5" cy="7.5" r="2.8" />
    <circle cx="12" cy="4.8" r="2.6" />
    <path d="M9.5 11.5 12 21l2.5-9.5M8 14.5c1.5-.2 2.8.3 4 1.5 1.2-1.2 2.5-1.7 4-1.5" />
  </svg>
);
