import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * Inlines small stylesheets into index.html as <style> (the CSP allows inline styles): the app's only
 * CSS file is its ~4 KB of @font-face rules, and as a <link> it was a render-blocking round trip before
 * the first paint. Larger stylesheets keep their link.
 */
export function inlineSmallCss(maxBytes = 8_192): Plugin {
  let base = '/';
  return {
    name: 'hcw:inline-small-css',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }: { bundle?: OutputBundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
          const asset = bundle[href.slice(base.length)];
          if (!asset || asset.type !== 'asset') return link;
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          if (Buffer.byteLength(css) > maxBytes || css.includes('</style')) return link;
          return `<style>${css}</style>`;
        });
      },
    },
  };
}
