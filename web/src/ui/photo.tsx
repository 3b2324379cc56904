import { useState } from 'react';
import { PHOTO_WIDTHS, photoUrl } from '@domain/venue-management/photos';
import { PhotoPlaceholder } from './illustrations/photo-placeholder';

interface PhotoProps {
  src: string | undefined;
  /** "" for a picture that only decorates; the placeholder then says nothing either. */
  alt: string;
  loading?: 'lazy' | 'eager';
  /** "high" for the page's largest picture (its LCP): fetched before the other images. */
  fetchPriority?: 'high' | 'low' | 'auto';
  className?: string;
  /**
   * How wide the picture shows (the img `sizes`), so the browser picks the smallest stored size
   * of an uploaded photo that is sharp enough. Ignored for pictures listed by address.
   */
  sizes?: string;
}

/** An uploaded photo's address (any stored width) names its other widths too. */
const UPLOADED_PHOTO = /^\/api\/venue-photos\/([0-9a-fA-F-]{36})\/\d+\.webp$/;

/** "…/400.webp 400w, …/800.webp 800w, …/1600.webp 1600w" for an uploaded photo; undefined for any other address. */
export function photoSrcSet(src: string | undefined): string | undefined {
  const id = src ? UPLOADED_PHOTO.exec(src)?.[1] : undefined;
  return id ? PHOTO_WIDTHS.map((width) => `${photoUrl(id, width)} ${width}w`).join(', ') : undefined;
}

/** Full width on a phone, about half a wide screen: the venue page's gallery and the search cards. */
const DEFAULT_SIZES = '(min-width: 64rem) 50vw, 100vw';

/**
 * A venue photo by its address. An address that does not load (a dead link, a site the page may
 * not load pictures from) shows the Hill Country placeholder instead of a broken image. An
 * uploaded photo is offered at each stored width (srcset), so a card never loads the gallery size.
 */
export function Photo({ src, alt, loading = 'lazy', fetchPriority, className, sizes = DEFAULT_SIZES }: PhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <PhotoPlaceholder label={alt || undefined} />;
  const srcSet = photoSrcSet(src);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
