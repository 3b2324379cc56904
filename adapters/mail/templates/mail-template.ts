import type { ReactElement } from 'react';
import type { MailCatalogue, MailTemplateName } from '../../../domain/notifications/mail-catalogue.js';

/** Absolute addresses on the public site, built from PUBLIC_URL. */
export interface MailLinks {
  home: string;
  /** PUBLIC_URL followed by a path from the mail's data. */
  to(path: string): string;
  /** The address of this mail's open-tracking pixel, when the venue's owner tracks opens; else none. */
  openPixel?: string;
}

export interface MailContent {
  subject: string;
  body: ReactElement;
}

/** One template: the facts of one catalogue entry in, a subject and a React Email body out. */
export type MailTemplate<K extends MailTemplateName> = (data: MailCatalogue[K], links: MailLinks) => MailContent;

export function mailLinks(publicUrl: string, openPixel?: string): MailLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return { home: `${base}/`, to: (path) => `${base}${path.startsWith('/') ? '' : '/'}${path}`, ...(openPixel ? { openPixel } : {}) };
}

/** Where a mail's open-tracking pixel is fetched from: public, no sign-in, the token its only key. */
export function openPixelUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/mail/opened/${encodeURIComponent(token)}.gif`;
}
