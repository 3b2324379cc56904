import { formatUsd } from '@/lib/format-usd';
import { responseSummary } from '@/lib/response-summary';
import { useVendorResponseStats } from '@/shared/api/vendor-response-stats';
import { VendorCard } from '@/shared/components/vendor-card';
import { parseWholeDollars, type ProfileFormValues } from '../utils/profile-form';
import { CATEGORY_LABELS, PLACEHOLDER_PORTFOLIO_IMAGE } from '../utils/profile-options';

const CENTS_PER_DOLLAR = 100;

interface VendorCardPreviewProps {
  values: ProfileFormValues;
  rating: number;
  reviewCount: number;
  /** The saved profile's id: its reply figures show on the card as couples see them. */
  vendorId?: string | null;
}

/** The very card couples see in a venue's Vendors tab, drawn from the form as it is now. */
export function VendorCardPreview({ values, rating, reviewCount, vendorId = null }: VendorCardPreviewProps) {
  const { data: stats } = useVendorResponseStats(vendorId);
  const dollars = parseWholeDollars(values.startingPrice);
  return (
    <VendorCard
      name={values.name.trim()}
      namePlaceholder="Your business name"
      category={values.category || undefined}
      categoryLabel={values.category ? CATEGORY_LABELS[values.category] : 'Category'}
      rating={rating}
      reviewCount={reviewCount}
      description={values.description.trim()}
      descriptionPlaceholder="A few sentences about your work appear here."
      specialties={values.specialties}
      price={dollars === null ? null : formatUsd(dollars * CENTS_PER_DOLLAR)}
      image={values.portfolio[0] ?? PLACEHOLDER_PORTFOLIO_IMAGE}
      imageLoading="eager"
      responseSummary={responseSummary(stats ?? null)}
    />
  );
}
