// Shapes of the booking page's calls that only this feature reads.

export interface AvailabilityDay {
  /** YYYY-MM-DD */
  date: string;
  isAvailable: boolean;
  /** Decimal string, e.g. "12500.00". */
  price: string;
}

export interface VenuePackage {
  id: string;
  name: string;
  description: string;
  /** Decimal string. */
  basePrice: string;
  maxGuests: number;
  includedServices: string[];
  isPopular: boolean;
}

/** POST /api/bookings. Prices, status and payment flags are the server's to set, so none are sent. */
export interface BookingRequest {
  venueId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** YYYY-MM-DD */
  eventDate: string;
  guestCount: number;
  packageId: string | null;
  specialRequests: string | null;
}

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';

/** The 201 answer: the spec's Booking plus the reference to quote and the payment plan. */
export interface CreatedBooking {
  id: string;
  venueId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  eventDate: string;
  guestCount: number;
  packageId: string | null;
  totalAmount: string;
  depositAmount: string;
  specialRequests: string | null;
  depositPaid: boolean;
  finalPaymentPaid: boolean;
  status: BookingStatus;
  createdAt: string;
  reference: string;
  paymentPlan: {
    totalAmount: string;
    depositAmount: string;
    balanceAmount: string;
    balanceDueDate: string;
  };
}
