import { useState } from 'react';
import { PhotoPlaceholder } from './illustrations/photo-placeholder';

interface PhotoProps {
  src: string | undefined;
  /** "" for a picture that only decorates; the placeholder then says nothing either. */
  alt: string;
  loading?: 'lazy' | 'eager';
  className?: string;
}

/**
 * A venue photo by its address. An address that does not load (a dead link, a site the page may
 * not load pictures from) shows the Hill Country placeholder instead of a broken image.
 */
export function Photo({ src, alt, loading = 'lazy', className }: PhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <PhotoPlaceholder label={alt || undefined} />;
  return <img className={className} src={src} alt={alt} loading={loading} decoding="async" onError={() => setFailedSrc(src)} />;
}
