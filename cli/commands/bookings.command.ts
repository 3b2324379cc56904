import { Command, InvalidArgumentError, Option } from 'commander';
import { BOOKING_STATUSES, type BookingStatus } from '../../domain/bookings/booking-status.js';
import type { Booking } from '../../domain/bookings/booking.js';
import { centsToDecimalString } from '../../domain/shared/money.js';
import { presentBooking } from '../../adapters/presenters/booking.presenter.js';
import { withApplication } from '../cli-context.js';
import { printJson, printTable } from '../cli-output.js';

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number of 1 or more');
  return n;
}

function row(b: Booking) {
  return {
    id: b.id,
    date: b.eventDate,
    status: b.status,
    customer: b.customerName,
    guests: b.guestCount,
    total: centsToDecimalString(b.totalCents),
    deposit: `${centsToDecimalString(b.depositCents)}${b.depositPaid ? ' paid' : ''}`,
  };
}

function printBooking(booking: Booking, json: boolean | undefined): void {
  if (json) return printJson(presentBooking(booking));
  printTable(Object.entries(presentBooking(booking)).map(([field, value]) => ({ field, value: String(value ?? '') })));
}

/** confirm, cancel and complete share everything but the status they move to. */
function statusCommand(name: string, to: BookingStatus, description: string): Command {
  return new Command(name)
    .description(description)
    .argument('<id>', 'booking id')
    .option('--json', 'print JSON for scripts')
    .action((id: string, opts: { json?: boolean }) =>
      withApplication(async ({ useCases }) => {
        const booking = await useCases.changeBookingStatus.execute(id, to, 'operator');
        if (opts.json) return printJson(presentBooking(booking));
        console.log(`Booking ${booking.id} on ${booking.eventDate} is now ${booking.status}.`);
      }),
    );
}

export function bookingsCommand(): Command {
  const command = new Command('bookings').description('bookings of every venue');

  command
    .command('list')
    .description('list bookings by event date')
    .option('--venue <id>', 'only this venue')
    .addOption(new Option('--status <status>', 'only this status').choices(BOOKING_STATUSES))
    .option('--limit <n>', 'how many to show', positiveInt, 100)
    .option('--page <n>', 'which page of --limit bookings', positiveInt, 1)
    .option('--json', 'print JSON for scripts')
    .action((opts: { venue?: string; status?: BookingStatus; limit: number; page: number; json?: boolean }) =>
      withApplication(async ({ useCases }) => {
        const result = await useCases.listBookings.execute({
          venueId: opts.venue,
          status: opts.status,
          limit: opts.limit,
          offset: (opts.page - 1) * opts.limit,
        });
        if (opts.json) return printJson({ total: result.total, bookings: result.bookings.map(presentBooking) });
        if (result.bookings.length === 0) return console.log('No bookings found.');
        printTable(result.bookings.map(row));
        console.log(`\n${result.bookings.length} of ${result.total} booking${result.total === 1 ? '' : 's'}.`);
      }),
    );

  command
    .command('show')
    .description('show one booking')
    .argument('<id>', 'booking id')
    .option('--json', 'print JSON for scripts')
    .action((id: string, opts: { json?: boolean }) =>
      withApplication(async ({ useCases }) => printBooking(await useCases.getBooking.execute(id, 'operator'), opts.json)),
    );

  command.addCommand(statusCommand('confirm', 'confirmed', 'confirm a pending booking'));
  command.addCommand(statusCommand('cancel', 'cancelled', 'cancel a pending or confirmed booking (frees its date)'));
  command.addCommand(statusCommand('complete', 'completed', 'mark a confirmed booking completed once its event date has passed'));
  return command;
}
