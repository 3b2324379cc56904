import { useParams } from 'react-router-dom';
import { VendorProfileView } from '@/features/vendor-profile/components/vendor-profile-view';

/** /vendors/{id}: a vendor's public page. */
export function VendorProfilePage() {
  const { id } = useParams();
  const vendorId = id?.trim() ?? '';
  // A new id is a new page: keying drops the previous vendor's form.
  return <VendorProfileView key={vendorId} vendorId={vendorId} />;
}
