/** A venue with no reviews yet is "New", not a misleading "0.0". */
export function formatRating(rating: number, reviewCount: number): string {
  return reviewCount > 0 ? rating.toFixed(1) : 'New';
}

/** "1 review", "128 reviews". */
export function reviewLabel(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`;
}
