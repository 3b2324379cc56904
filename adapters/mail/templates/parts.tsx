import { Fragment, type ReactNode } from 'react';
import { mailColors, mailFonts, mailSizes } from './mail-theme.js';

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1 style={{ margin: '0 0 16px', color: mailColors.oak, fontFamily: mailFonts.display, fontSize: mailSizes.heading, fontWeight: 400, lineHeight: 1.25 }}>
      {children}
    </h1>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 16px' }}>{children}</p>;
}

/** The one thing to do next. The plain-text part shows the label and then the address. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          padding: '12px 24px',
          backgroundColor: mailColors.terracotta,
          borderRadius: mailSizes.radius,
          color: mailColors.white,
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}

/** For links that must work even where buttons do not render; the text part already has the address. */
export function LinkFallback({ href }: { href: string }) {
  return (
    <p data-skip-in-text="true" style={{ margin: '0 0 16px', color: mailColors.inkMuted, fontSize: mailSizes.small, wordBreak: 'break-all' }}>
      If the button does not work, paste this address into your browser: <a href={href} style={{ color: mailColors.oak }}>{href}</a>
    </p>
  );
}

export function MailtoLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} style={{ color: mailColors.oak }}>
      {address}
    </a>
  );
}

/** A row whose value is null or undefined is left out, so optional facts need no conditionals. */
export type Fact = readonly [label: string, value: ReactNode];

/** Label/value rows; in the plain-text part they come out as two aligned columns. */
export function FactsTable({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined);
  return (
    <table
      role="presentation"
      data-text-format="dataTable"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      border={0}
      style={{ margin: '0 0 16px', backgroundColor: mailColors.cream, borderRadius: mailSizes.radius }}
    >
      <tbody>
        {shown.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: '8px 16px', width: '38%', verticalAlign: 'top', color: mailColors.inkMuted, fontSize: mailSizes.small }}>{label}</td>
            <td style={{ padding: '8px 16px', verticalAlign: 'top', fontWeight: 600 }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Someone's own words (a couple's message, an owner's reply), quoted as written: blank lines
 * make paragraphs, single line breaks stay. React escapes the text, so it cannot add markup.
 */
export function QuotedText({ text }: { text: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <blockquote style={{ margin: '0 0 16px', padding: '4px 0 4px 16px', borderLeft: `3px solid ${mailColors.sage}`, color: mailColors.ink }}>
      {paragraphs.map((paragraph, p) => (
        <p key={p} style={{ margin: p === paragraphs.length - 1 ? 0 : '0 0 12px' }}>
          {paragraph.split('\n').map((line, l) => (
            <Fragment key={l}>
              {l > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </blockquote>
  );
}

/** 1 -> "1 guest", 120 -> "120 guests". */
export function guestsText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'guest' : 'guests'}`;
}
