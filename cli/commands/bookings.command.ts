import { Argument, Command, Option } from 'commander';
import { PAYMENT_KINDS } from '../../domain/bookings/booking-payment.js';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/bookings/booking-status.js';
import { operate } from '../cli-context.js';
import { plural, printJson, printRecord, printTable } from '../cli-output.js';
import { command, limit, paging, positiveInt } from '../cli-options.js';

interface BookingView {
  id: string;
  venueId: string;
  venueName: string;
  customerName: string;
  eventDate: string;
  guestCount: number;
  totalAmount: string;
  depositAmount: string;
  depositPaid: boolean;
  finalPaymentPaid: boolean;
  status: string;
  payment?: { kind: string; amount: string };
}

function row(b: BookingView) {
  return {
    id: b.id,
    date: b.eventDate,
    venue: b.venueName,
    status: b.status,
    customer: b.customerName,
    guests: b.guestCount,
    total: b.totalAmount,
    deposit: `${b.depositAmount}${b.depositPaid ? ' paid' : ''}`,
  };
}

/** confirm, cancel and complete: the owner's status rules, with the operator as the one who asks. */
function statusCommand(name: string, to: BookingStatus, description: string): Command {
  return command(name, description, `hcw bookings ${name} 3f2a...`)
    .argument('<id>', 'booking id')
    .action(async (id: string, opts: { json?: boolean }) => {
      const booking = await operate<BookingView>('bookings.set-status', { id, to });
      if (opts.json) return printJson(booking);
      console.log(`Booking ${booking.id} at ${booking.venueName} on ${booking.eventDate} is now ${booking.status}.`);
    });
}

export function bookingsCommand(): Command {
  const bookings = new Command('bookings').description('bookings of every venue').addHelpText('after', '\nExample:\n  hcw bookings list --status pending');

  bookings.addCommand(
    command('list', 'list bookings by event date, with the venue of each', 'hcw bookings list --status pending --json')
      .option('--venue <id>', 'only this venue')
      .addOption(new Option('--status <status>', 'only this status').choices(BOOKING_STATUSES))
      .option('--limit <n>', 'how many to show (at most 1000)', limit(1000), 100)
      .option('--page <n>', 'which page of --limit bookings', positiveInt, 1)
      .action(async (opts: { venue?: string; status?: BookingStatus; limit: number; page: number; json?: boolean }) => {
        const result = await operate<{ total: number; bookings: BookingView[] }>('bookings.list', { venue: opts.venue, status: opts.status, ...paging(opts) });
        if (opts.json) return printJson(result);
        if (result.bookings.length === 0) return console.log('No bookings found.');
        printTable(result.bookings.map(row));
        console.log(`\n${result.bookings.length} of ${plural(result.total, 'booking')}.`);
      }),
  );

  bookings.addCommand(
    command('show', 'show one booking', 'hcw bookings show 3f2a... --json')
      .argument('<id>', 'booking id')
      .action(async (id: string, opts: { json?: boolean }) => {
        const booking = await operate<BookingView>('bookings.show', { id });
        if (opts.json) return printJson(booking);
        printRecord(booking as unknown as Record<string, unknown>);
      }),
  );

  bookings.addCommand(statusCommand('confirm', 'confirmed', 'confirm a pending booking'));
  bookings.addCommand(statusCommand('cancel', 'cancelled', 'cancel a pending or confirmed booking (frees its date)'));
  bookings.addCommand(statusCommand('complete', 'completed', 'mark a confirmed booking completed once its event date has passed'));

  bookings.addCommand(
    command('mark-paid', 'record that the deposit or the final payment of a confirmed booking was received', 'hcw bookings mark-paid deposit 3f2a...')
      .addArgument(new Argument('<kind>', 'which payment').choices(PAYMENT_KINDS))
      .argument('<id>', 'booking id')
      .action(async (kind: string, id: string, opts: { json?: boolean }) => {
        const booking = await operate<BookingView>('bookings.mark-paid', { id, kind });
        if (opts.json) return printJson(booking);
        console.log(`The ${kind} of ${booking.payment?.amount} for booking ${booking.id} at ${booking.venueName} is recorded as paid.`);
      }),
  );

  return bookings;
}
