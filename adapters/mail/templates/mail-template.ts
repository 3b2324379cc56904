import type { ReactElement } from 'react';
import type { MailCatalogue, MailTemplateName } from '../../../domain/notifications/mail-catalogue.js';

/** Absolute addresses on the public site, built from PUBLIC_URL. */
export interface MailLinks {
  home: string;
  /** PUBLIC_URL followed by a path from the mail's data. */
  to(path: string): string;
}

export interface MailContent {
  subject: string;
  body: ReactElement;
}

/** One template: the facts of one catalogue entry in, a subject and a React Email body out. */
export type MailTemplate<K extends MailTemplateName> = (data: MailCatalogue[K], links: MailLinks) => MailContent;

export function mailLinks(publicUrl: string): MailLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return { home: `${base}/`, to: (path) => `${base}${path.startsWith('/') ? '' : '/'}${path}` };
}
