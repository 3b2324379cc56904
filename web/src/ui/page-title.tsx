import { useLayoutEffect } from 'react';

const SITE_NAME = 'Hill Country Weddings';

/**
 * The tab's title while this component is shown. Set by hand rather than hoisted from a <title>
 * element: the app renders with Preact (web/vite.config.ts), which does not hoist head elements.
 */
export function PageTitle({ title }: { title?: string }) {
  const text = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Texas Hill Country Wedding Venues`;
  useLayoutEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
