import type { ReactNode } from 'react';
import { mailColors, mailFonts, mailSizes } from './mail-theme.js';
import type { MailLinks } from './mail-template.js';

export const BRAND_NAME = 'Hill Country Weddings';

// Some clients show the first text of a mail next to its subject; fill after the preview so
// they do not run on into the body.
const PREVIEW_FILLER = '\u00a0\u200c'.repeat(60);

interface MailLayoutProps {
  /** The subject, repeated as the document title. */
  title: string;
  /** One line shown next to the subject in an inbox; not part of the text. */
  preview: string;
  /** Why this person got this mail, for the footer. */
  reason: string;
  links: MailLinks;
  children: ReactNode;
}

/** Tables for layout, because Outlook and friends still lay out mail like it is 2005. */
export function MailLayout({ title, preview, reason, links, children }: MailLayoutProps) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: mailColors.cream, color: mailColors.ink, fontFamily: mailFonts.body }}>
        <div data-skip-in-text="true" style={{ display: 'none', overflow: 'hidden', lineHeight: '1px', maxHeight: 0, maxWidth: 0, opacity: 0 }}>
          {preview}
          {PREVIEW_FILLER}
        </div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ backgroundColor: mailColors.cream }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '32px 16px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ maxWidth: mailSizes.contentWidth }}>
                  <tbody>
                    <tr>
                      <td data-skip-in-text="true" style={{ padding: '0 8px 20px', textAlign: 'center' }}>
                        <a href={links.home} style={{ color: mailColors.oak, fontFamily: mailFonts.display, fontSize: mailSizes.brand, textDecoration: 'none' }}>
                          {BRAND_NAME}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          backgroundColor: mailColors.surface,
                          border: `1px solid ${mailColors.border}`,
                          borderTop: `4px solid ${mailColors.oak}`,
                          borderRadius: mailSizes.radius,
                          padding: '32px 32px 24px',
                          fontSize: mailSizes.body,
                          lineHeight: 1.55,
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '20px 8px 0', textAlign: 'center', color: mailColors.inkMuted, fontSize: mailSizes.small, lineHeight: 1.5 }}>
                        <p style={{ margin: '0 0 8px' }}>{reason}</p>
                        <p style={{ margin: 0 }}>
                          {BRAND_NAME} · <a href={links.home} style={{ color: mailColors.inkMuted }}>{links.home}</a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
        {links.openPixel && (
          <img data-skip-in-text="true" src={links.openPixel} width={1} height={1} alt="" style={{ display: 'block', width: '1px', height: '1px', border: 0, margin: 0, padding: 0 }} />
        )}
      </body>
    </html>
  );
}
