import type { SVGProps } from 'react';

// Small stroke icons drawn inline (no icon font, no external files). Decorative by default:
// give the surrounding control its accessible name.

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></Icon>
);
export const MapPinIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" /><circle cx="12" cy="9.5" r="2.5" /></Icon>
);
export const StarIcon = (p: IconProps) => (
  <Icon {...p}><path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3Z" /></Icon>
);
export const CheckIcon = (p: IconProps) => (
  <Icon {...p}><path d="m5 12.5 4.5 4.5L19 7.5" /></Icon>
);
export const SparkleIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 3.5 13.8 9l5.7 1.8-5.7 1.9L12 18.5l-1.8-5.8-5.7-1.9L10.2 9 12 3.5Z" /><path d="M19 3v3M20.5 4.5h-3" /></Icon>
);
export const CalendarIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3.5" y="5" width="17" height="15.5" rx="2.5" /><path d="M3.5 10h17M8 3v4M16 3v4" /></Icon>
);
export const UsersIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="9" cy="8.5" r="3.5" /><path d="M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5" /><path d="M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.8c2 .7 3.2 2.4 3.5 5.2" /></Icon>
);
export const WalletIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="6" width="18" height="14" rx="2.5" /><path d="M3 10h18M16.5 15h1" /><path d="M6 6V5a2 2 0 0 1 2-2h9" /></Icon>
);
export const ClockIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></Icon>
);
export const HeartIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z" /></Icon>
);
export const ScaleIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="4" width="7.5" height="16" rx="1.5" /><rect x="13.5" y="4" width="7.5" height="16" rx="1.5" /></Icon>
);
export const MessageIcon = (p: IconProps) => (
  <Icon {...p}><path d="M20.5 12a8 8 0 0 1-11.7 7.1L3.5 20.5l1.4-5A8 8 0 1 1 20.5 12Z" /></Icon>
);
export const ListChecksIcon = (p: IconProps) => (
  <Icon {...p}><path d="m3.5 6.5 1.5 1.5 3-3M3.5 13.5 5 15l3-3M11.5 7h9M11.5 14h9M11.5 19.5h9" /></Icon>
);
export const ImageIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="4" width="18" height="16" rx="2.5" /><circle cx="9" cy="9.5" r="1.8" /><path d="m21 16-5-5-9 9" /></Icon>
);
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 7h16M4 12h16M4 17h16" /></Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}><path d="M18 6 6 18M6 6l12 12" /></Icon>
);
export const ArrowRightIcon = (p: IconProps) => (
  <Icon {...p}><path d="M5 12h14M13 6l6 6-6 6" /></Icon>
);
export const AlertIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="12" r="9" /><path d="M12 7.5v5.5M12 16.5h.01" /></Icon>
);
export const RefreshIcon = (p: IconProps) => (
  <Icon {...p}><path d="M20 11a8 8 0 0 0-14.6-4.5L3.5 9M4 13a8 8 0 0 0 14.6 4.5l1.9-2.5" /><path d="M3.5 4v5h5M20.5 20v-5h-5" /></Icon>
);
export const QuoteIcon = (p: IconProps) => (
  <Icon {...p}><path d="M9.5 7.5C6.5 8.3 5 10.5 5 13.5V17h4.5v-4.5H7c0-2 1-3.3 2.5-3.8M19 7.5c-3 .8-4.5 3-4.5 6V17H19v-4.5h-2.5c0-2 1-3.3 2.5-3.8" /></Icon>
);

export const EyeIcon = (p: IconProps) => (
  <Icon {...p}><path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" /><circle cx="12" cy="12" r="2.8" /></Icon>
);
export const EyeOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.6 3.4M6.3 6.9C3.9 8.6 2.5 12 2.5 12s3.5 6.5 9.5 6.5a9 9 0 0 0 4.6-1.3" />
    <path d="M9.9 9.9a2.8 2.8 0 0 0 4 4M3 3l18 18" />
  </Icon>
);
export const BuildingIcon = (p: IconProps) => (
  <Icon {...p}><path d="M3.5 20.5h17M5 20.5V10l7-5.5 7 5.5v10.5" /><path d="M9.5 20.5v-5h5v5M9 11h.01M15 11h.01" /></Icon>
);
export const CameraIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 8h3l1.8-2.5h6.4L17 8h3a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" /><circle cx="12" cy="13.2" r="3.6" /></Icon>
);
export const KeyIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="8" cy="15" r="4" /><path d="m10.8 12.2 8.7-8.7M16 7l2.5 2.5M18.5 4.5 21 7" /></Icon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}><path d="m6 9 6 6 6-6" /></Icon>
);
export const ArrowLeftIcon = (p: IconProps) => (
  <Icon {...p}><path d="M19 12H5M11 6l-6 6 6 6" /></Icon>
);
export const LogOutIcon = (p: IconProps) => (
  <Icon {...p}><path d="M14.5 4.5H18a1.5 1.5 0 0 1 1.5 1.5v12a1.5 1.5 0 0 1-1.5 1.5h-3.5M9.5 16.5 5 12l4.5-4.5M5 12h10.5" /></Icon>
);
export const LayoutIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3.5" y="3.5" width="17" height="17" rx="2.5" /><path d="M3.5 9.5h17M9.5 9.5v11" /></Icon>
);
export const MailIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="5" width="18" height="14" rx="2.5" /><path d="m4 7 8 6 8-6" /></Icon>
);
export const UserPlusIcon = (p: IconProps) => (
  <Icon {...p}><path d="M15 20v-1.5A4.5 4.5 0 0 0 10.5 14h-4A4.5 4.5 0 0 0 2 18.5V20" /><circle cx="8.5" cy="7.5" r="3.5" /><path d="M19 8v6M22 11h-6" /></Icon>
);
export const SendIcon = (p: IconProps) => (
  <Icon {...p}><path d="M21 3 10 14" /><path d="m21 3-6.5 18-4-7.5L3 9.5Z" /></Icon>
);
export const DownloadIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 3v12" /><path d="m7 10 5 5 5-5" /><path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" /></Icon>
);
export const UploadIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 15V3" /><path d="m7 8 5-5 5 5" /><path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" /></Icon>
);
export const FileIcon = (p: IconProps) => (
  <Icon {...p}><path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" /><path d="M14 3v5h5" /><path d="M9 13h6M9 17h4" /></Icon>
);
export const FilterIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 6h16M7 12h10M10 18h4" /></Icon>
);
export const PlusIcon = (p: IconProps) => (
  <Icon {...p}><path d="M12 5v14M5 12h14" /></Icon>
);
export const TrashIcon = (p: IconProps) => (
  <Icon {...p}><path d="M4 7h16" /><path d="M10 11v6M14 11v6" /><path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" /><path d="M9 7V4h6v3" /></Icon>
);
/** The luxury and premium packages' mark. */
export const CrownIcon = (p: IconProps) => (
  <Icon {...p}><path d="m3.5 8 4.2 3.6L12 5l4.3 6.6L20.5 8l-1.8 10H5.3L3.5 8Z" /><path d="M5.5 21h13" /></Icon>
);
/** The other packages' mark. */
export const BouquetIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8.5" cy="7.5" r="2.8" />
    <circle cx="15.5" cy="7.5" r="2.8" />
    <circle cx="12" cy="4.8" r="2.6" />
    <path d="M9.5 11.5 12 21l2.5-9.5M8 14.5c1.5-.2 2.8.3 4 1.5 1.2-1.2 2.5-1.7 4-1.5" />
  </Icon>
);

export const InstagramIcon = (p: IconProps) => (
  <Icon {...p}><rect x="3" y="3" width="18" height="18" rx="5" /><circle cx="12" cy="12" r="4" /><path d="M17.5 6.5h.01" /></Icon>
);
export const FacebookIcon = (p: IconProps) => (
  <Icon {...p}><path d="M17 2.5h-3a5 5 0 0 0-5 5v3H6v4h3v7h4v-7h3l1-4h-4v-3a1 1 0 0 1 1-1h3v-4Z" /></Icon>
);
export const PinterestIcon = (p: IconProps) => (
  <Icon {...p}><circle cx="12" cy="12" r="9.5" /><path d="M10.6 14.2c.5 1.2 1.4 1.6 2.4 1.6 2.3 0 3.8-2.3 3.8-5a4.8 4.8 0 0 0-9.6.2c0 1.1.4 2.1 1.1 2.6M11.6 10.2 9.2 21" /></Icon>
);
export const YoutubeIcon = (p: IconProps) => (
  <Icon {...p}><path d="M2.6 16.8a24 24 0 0 1 0-9.6 2 2 0 0 1 1.4-1.4 50 50 0 0 1 16 0 2 2 0 0 1 1.4 1.4 24 24 0 0 1 0 9.6 2 2 0 0 1-1.4 1.4 50 50 0 0 1-16 0 2 2 0 0 1-1.4-1.4Z" /><path d="m10 15 5-3-5-3v6Z" /></Icon>
);

/** Google's "G" in its own colours (a logo, so its colours are not theme tokens). */
export function GoogleIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1Z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23Z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84Z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.6 10.6 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84c.87-2.6 3.3-4.52 6.16-4.52Z" />
    </svg>
  );
}
