import { Link } from 'react-router-dom';
import { LegalDocument, LegalSection } from './legal-document';

const SECTIONS = [
  { id: 'service', title: 'The service' },
  { id: 'accounts', title: 'Your account' },
  { id: 'bookings', title: 'Bookings and payments' },
  { id: 'listings', title: 'Venues and vendors' },
  { id: 'reviews', title: 'Reviews' },
  { id: 'conduct', title: 'Fair use' },
  { id: 'ending', title: 'Ending your account' },
  { id: 'liability', title: 'Our responsibility' },
  { id: 'changes', title: 'Changes and contact' },
] as const;

/** The Terms of Service: what the marketplace does, and what it asks of couples, venues and vendors. */
export function TermsOfService() {
  return (
    <LegalDocument updated="November 26, 2026" sections={SECTIONS}>
      <LegalSection id="service" title="1. The service">
        <p>
          Hill Country Weddings is a marketplace: couples find and book wedding venues and contact vendors in the Texas Hill Country, and plan
          their wedding with the tools here. The venue or vendor, not Hill Country Weddings, provides the venue or the service you book. By
          creating an account you agree to these terms and to our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </LegalSection>

      <LegalSection id="accounts" title="2. Your account">
        <ul>
          <li>Give your real name and an email address you can read: we send booking and account mail there.</li>
          <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
          <li>Invite only people you want to plan with: they see your wedding's planning, including the guest list.</li>
          <li>Add guests to your list only to invite them to your wedding.</li>
        </ul>
      </LegalSection>

      <LegalSection id="bookings" title="3. Bookings and payments">
        <p>
          A booking request holds the date while the venue decides. A venue that does not confirm within its hold lets the request lapse, and the
          date is free again. Once confirmed, the deposit holds your date and the balance is due before the wedding, as the booking page says.
          Cancelling follows the venue's policy; the venue may cancel a booking too, and we tell you at once. Amounts are shown in US dollars.
        </p>
      </LegalSection>

      <LegalSection id="listings" title="4. Venues and vendors">
        <ul>
          <li>Describe your venue or business truthfully: photos, capacity, prices and availability must be yours and current.</li>
          <li>Use the contact details couples give you only to answer them and to serve their booking.</li>
          <li>You see a couple's guest list only as counts; you may not ask couples for their guests' details through the site.</li>
          <li>Listings are reviewed before they are published, and operators may unpublish a listing that breaks these terms.</li>
        </ul>
      </LegalSection>

      <LegalSection id="reviews" title="5. Reviews">
        <p>
          Only a couple whose booking at a venue was completed can review it, once, and may edit the review for 30 days. Reviews must be about
          your own experience, without personal information about others. Venues may answer once, publicly. Anyone can report a review; operators
          may hide one that breaks these terms, and say why. Nobody can pay to change a rating or the order of search results.
        </p>
      </LegalSection>

      <LegalSection id="conduct" title="6. Fair use">
        <p>
          Do not send spam, scrape the site, try to reach other people's data, or overload the service. Inquiries, bookings and sign-ins are
          limited per hour to protect everyone.
        </p>
      </LegalSection>

      <LegalSection id="ending" title="7. Ending your account">
        <p>
          You can download your data and delete your account at any time from your <Link to="/account">account page</Link>; the{' '}
          <Link to="/privacy#your-rights">Privacy Policy</Link> says what deletion removes and what stays, anonymised. We may disable an account
          that breaks these terms.
        </p>
      </LegalSection>

      <LegalSection id="liability" title="8. Our responsibility">
        <p>
          We work to keep the site available and your data safe, but we cannot promise it is never interrupted. The contract for a venue or a
          service is between you and the venue or vendor. Nothing in these terms limits rights you have by law.
        </p>
      </LegalSection>

      <LegalSection id="changes" title="9. Changes and contact">
        <p>
          If these terms change, we update this page and its date before the change applies. Questions: write to support@hillcountryweddings.example.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
