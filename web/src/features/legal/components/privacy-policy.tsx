import { Link } from 'react-router-dom';
import { LegalDocument, LegalSection, RetentionTable } from './legal-document';

const SECTIONS = [
  { id: 'what-we-store', title: 'What we store' },
  { id: 'why', title: 'Why we store it' },
  { id: 'who-sees-it', title: 'Who sees it' },
  { id: 'how-long', title: 'How long we keep it' },
  { id: 'mail', title: 'Mail we send' },
  { id: 'cookies', title: 'Cookies' },
  { id: 'your-rights', title: 'Your rights' },
  { id: 'guests', title: 'If you are a guest' },
  { id: 'contact', title: 'Changes and contact' },
] as const;

/** The Privacy Policy: what the code stores, for how long and who sees it, in plain words. */
export function PrivacyPolicy() {
  return (
    <LegalDocument updated="November 26, 2026" sections={SECTIONS}>
      <LegalSection id="what-we-store" title="1. What we store">
        <p>
          Hill Country Weddings helps couples find a venue and plan their wedding, and helps venues and vendors answer them. We store only what you
          give us while doing that, plus a few counts:
        </p>
        <ul>
          <li>
            <strong>Your account:</strong> your name, email address, phone number if you give one, the type of account, the details of sign-up step 3
            (for a couple: partner's name, wedding date, estimated guests, budget range and town; for a venue or vendor: the business details), and
            your password as a salted one-way hash. We never store the password itself.
          </li>
          <li>
            <strong>Bookings:</strong> the name, email and phone given when booking, the venue, date, guest count, package, amounts, payments
            recorded, special requests and the booking's status.
          </li>
          <li>
            <strong>Inquiries and vendor messages:</strong> the names, email, phone, wedding date, guest count and message you send a venue or a
            vendor, and their reply.
          </li>
          <li>
            <strong>Guest lists and RSVPs:</strong> your guests' names, and if you add them, their email, phone, household, plus-one, meal, dietary
            needs, table and answers to your invitation.
          </li>
          <li>
            <strong>Planning:</strong> your timeline tasks, budget and expenses, comments, seating plan, the people you invite to plan with you, and
            your mood board with the images you upload.
          </li>
          <li>
            <strong>Reviews:</strong> the stars, title and text of a review you write about a venue where you had a completed booking, with your
            first name and initial shown beside it.
          </li>
          <li>
            <strong>Page views:</strong> how many people viewed each venue per day. To count a visitor once a day we keep a keyed hash (HMAC) of the
            IP address and browser, made with a secret that changes every day; the raw IP address is never stored, and the hashes and their
            secrets are deleted after two days. Only the daily counts remain.
          </li>
          <li>
            <strong>Security records:</strong> counts of failed sign-in attempts and of requests (to slow down guessing and spam), keyed by your
            network address or the email address tried.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="why" title="2. Why we store it">
        <p>
          We store this to do what you ask: hold a date at a venue, pass your question to a venue or vendor, send your invitations and collect the
          answers, keep your plans, and show honest reviews. Venues see counts of views, inquiries and bookings to understand their listing. We do
          not sell your data, we show no advertising, and nothing paid changes the order of search results.
        </p>
      </LegalSection>

      <LegalSection id="who-sees-it" title="3. Who sees it">
        <ul>
          <li>
            <strong>The venue you book</strong> sees your booking: name, email, phone, date, guest count, package, amounts and special requests. It
            sees your <strong>guest list only as counts</strong> (how many guests are listed, confirmed, declined, pending, plus-ones and expected
            attendance), never your guests' names or contact details.
          </li>
          <li>
            <strong>A venue or vendor you write to</strong> sees your inquiry or message and your contact details, to answer you.
          </li>
          <li>
            <strong>People you invite to plan with you</strong> see the wedding's planning (timeline, budget, guest list, comments, mood board).
          </li>
          <li>
            <strong>Everyone</strong> sees your reviews, with your first name and the initial of your last name, and mood boards or timelines you
            choose to share by link.
          </li>
          <li>
            <strong>Our operators</strong> can see accounts and mail sent, to help when something goes wrong and to handle reported reviews.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="how-long" title="4. How long we keep it">
        <p>Some things expire on their own; the rest we keep until you delete your account, and we say so.</p>
        <RetentionTable>
          <div>
            <dt>Sessions</dt>
            <dd>30 days from sign-in, or until you sign out.</dd>
          </div>
          <div>
            <dt>Password reset links</dt>
            <dd>60 minutes, and they work once.</dd>
          </div>
          <div>
            <dt>Email confirmation links</dt>
            <dd>48 hours, and they work once.</dd>
          </div>
          <div>
            <dt>Visitor hashes for page views</dt>
            <dd>Two days; only the daily counts are kept.</dd>
          </div>
          <div>
            <dt>Failed sign-in counts</dt>
            <dd>Forgotten a day after the last failure.</dd>
          </div>
          <div>
            <dt>Account, bookings, planning, guest lists, reviews</dt>
            <dd>Until you delete your account. We do not delete them on a timer.</dd>
          </div>
          <div>
            <dt>Inquiries, vendor messages and mail we sent</dt>
            <dd>Kept, so venues and vendors can follow up, until you delete your account; then your name, address and words are removed from them.</dd>
          </div>
        </RetentionTable>
      </LegalSection>

      <LegalSection id="mail" title="5. Mail we send">
        <p>
          We send mail only about what you do: confirming your email, resetting a password, your booking being received, confirmed, cancelled or
          lapsing, replies to your inquiries, invitations to plan together, a daily planning digest if you turn it on, a request to review a venue
          after your wedding, and messages your venue writes to you about your booking. We send your guests the invitations you send. We keep a copy
          of each mail so operators can tell what was sent.
        </p>
      </LegalSection>

      <LegalSection id="cookies" title="6. Cookies">
        <ul>
          <li>
            <code>hcw_session</code>: keeps you signed in (30 days). It holds a random token; we store only its hash.
          </li>
          <li>
            <code>hcw_access</code>: lets the browser that made a booking without an account open that booking again.
          </li>
        </ul>
        <p>
          Requests that change anything carry an <code>X-HCW-CSRF</code> header, so other sites cannot act for you; it is a header, not a cookie.
          We use no advertising or tracking cookies, and no third-party analytics.
        </p>
      </LegalSection>

      <LegalSection id="your-rights" title="7. Your rights">
        <ul>
          <li>
            <strong>Download your data:</strong> on your <Link to="/account">account page</Link>, one file (JSON) holds your account, bookings, guest
            lists, inquiries, planning, reviews and, for venues and vendors, your listings and leads.
          </li>
          <li>
            <strong>Delete your account:</strong> on the same page, with your password. Your account, sessions, guest lists and planning are deleted.
            Bookings ahead of today are cancelled and the venue is told. Past bookings stay with the venue as "Deleted couple" with their dates and
            amounts (so the venue's records stay true), your reviews stay with their stars and words but signed "Verified couple" instead of your name, and your name, email
            and phone are removed from inquiries and mail. A venue owner must transfer or remove their venues first.
          </li>
          <li>
            <strong>Correct your data:</strong> you can change your planning, guests and reviews yourself; write to us for anything else.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="guests" title="8. If you are a guest">
        <p>
          A couple added you to their guest list. Your RSVP page has a <strong>Forget me</strong> button: it removes your name and contact details
          from the list (the couple sees that a guest asked to be removed), and the link stops working.
        </p>
      </LegalSection>

      <LegalSection id="contact" title="9. Changes and contact">
        <p>
          If we change what we store, we update this page and its date first. Questions about your data: write to privacy@hillcountryweddings.example.
          See also our <Link to="/terms">Terms of Service</Link>.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
