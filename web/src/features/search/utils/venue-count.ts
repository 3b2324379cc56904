/** "1 venue", "42 venues", or "1,000+ venues" when the server stopped counting (X-Total-Count-Capped). */
export function venueCountLabel(total: number, moreThanTotal = false): string {
  const count = `${total.toLocaleString('en-US')}${moreThanTotal ? '+' : ''}`;
  return `${count} ${total === 1 && !moreThanTotal ? 'venue' : 'venues'}`;
}
