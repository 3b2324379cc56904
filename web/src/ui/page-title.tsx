const SITE_NAME = 'Hill Country Weddings';

/** React 19 hoists <title> into the document head. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Texas Hill Country Wedding Venues`}</title>;
}
