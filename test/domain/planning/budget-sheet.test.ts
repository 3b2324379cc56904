import { describe, expect, it } from '@jest/globals';
import { budgetFileName, budgetToCsv } from '../../../domain/planning/budget-export.js';
import { bookingPaymentLines, budgetSheet, expenseLine, recentLines, sortBudgetLines } from '../../../domain/planning/budget-sheet.js';
import { applyExpenseChanges, newExpense } from '../../../domain/planning/expense.js';
import { MOTHER_NOW, PlanningMother } from './planning-mother.js';

const line = (overrides: Parameters<typeof PlanningMother.expense>[0]) => expenseLine(PlanningMother.expense(overrides));

describe('bookingPaymentLines', () => {
  it("are the deposit, due the day it was booked, and the balance, due 30 days before the event, as venue rental", () => {
    const booking = PlanningMother.booking({ totalCents: 1_200_000, depositCents: 300_000, eventDate: '2027-06-12', depositPaid: true });
    expect(bookingPaymentLines(booking, 'Oak Hall', '2026-11-21')).toEqual([
      expect.objectContaining({ id: `booking-${booking.id}-deposit`, amountCents: 300_000, date: '2026-11-21', paid: true, categoryId: 'venue-catering', subcategoryId: 'venue-rental', vendor: 'Oak Hall', source: 'booking', description: 'Deposit for Oak Hall' }),
      expect.objectContaining({ id: `booking-${booking.id}-balance`, amountCents: 900_000, date: '2027-05-13', paid: false, description: 'Balance for Oak Hall' }),
    ]);
  });

  it('owe the balance at once when booked within 30 days of the event, and nothing for a cancelled booking', () => {
    const late = PlanningMother.booking({ eventDate: '2026-12-01' });
    expect(bookingPaymentLines(late, null, '2026-11-21')[1]).toMatchObject({ date: '2026-11-21', description: 'Balance for the venue' });
    expect(bookingPaymentLines(PlanningMother.booking({ status: 'cancelled' }), null, '2026-11-21')).toEqual([]);
    expect(bookingPaymentLines(PlanningMother.booking({ totalCents: 0, depositCents: 0 }), null, '2026-11-21')).toEqual([]);
  });
});

describe('budgetSheet', () => {
  it('adds spending per category and subcategory, with statuses, health and the summary', () => {
    const sheet = budgetSheet(2_500_000, [
      line({ categoryId: 'music', subcategoryId: 'reception-music', amountCents: 150_000 }),
      line({ categoryId: 'music', amountCents: 50_000 }),
      line({ categoryId: 'stationery', amountCents: 50_001 }),
      line({ categoryId: 'transportation', amountCents: 60_000 }),
    ]);
    const music = sheet.categories.find((c) => c.id === 'music')!;
    expect(music).toMatchObject({ budgetedCents: 200_000, spentCents: 200_000, remainingCents: 0, status: 'warning', color: '#4f6fa8' });
    expect(music.subcategories.find((s) => s.id === 'reception-music')).toEqual({ id: 'reception-music', name: 'Reception Band or DJ', budgetedCents: 150_000, spentCents: 150_000 });
    expect(sheet.categories.find((c) => c.id === 'stationery')).toMatchObject({ status: 'over', remainingCents: -1 });
    expect(sheet.categories.find((c) => c.id === 'transportation')!.status).toBe('on-track');
    expect(sheet.health).toEqual({ onTrack: 1, atRisk: 1, over: 1, notStarted: 5 });
    expect(sheet.summary).toEqual({ totalBudgetedCents: 2_500_000, totalSpentCents: 310_001, totalRemainingCents: 2_189_999, spentPercentage: 12.4 });
  });

  it('reads spending against a zero total as all spent', () => {
    expect(budgetSheet(0, []).summary.spentPercentage).toBe(0);
    expect(budgetSheet(0, [line({ amountCents: 1 })]).summary.spentPercentage).toBe(100);
  });
});

describe('ordering the lines', () => {
  const a = line({ description: 'a', date: '2026-11-01', createdAt: new Date('2026-11-10T00:00:00Z') });
  const b = line({ description: 'b', date: '2026-11-05', createdAt: new Date('2026-11-02T00:00:00Z') });
  const c = line({ description: 'c', date: '2026-11-05', createdAt: new Date('2026-11-02T00:00:00Z') });

  it('lists the newest date first, and of two recorded at once the later one first', () => {
    expect(sortBudgetLines([a, b, c]).map((l) => l.description)).toEqual(['c', 'b', 'a']);
  });

  it('shows the five recorded last', () => {
    const many = Array.from({ length: 7 }, (_, i) => line({ description: `e${i}`, createdAt: new Date(MOTHER_NOW.getTime() + i) }));
    expect(recentLines(many).map((l) => l.description)).toEqual(['e6', 'e5', 'e4', 'e3', 'e2']);
  });

  it("leaves out the venue booking's payments, which have a list of their own", () => {
    const own = line({ description: 'Florist deposit', createdAt: new Date(MOTHER_NOW.getTime() - 60_000) });
    const payments = bookingPaymentLines(PlanningMother.booking({ createdAt: MOTHER_NOW }), 'Oak Hall', '2026-11-21');
    expect(recentLines([own, ...payments]).map((l) => l.description)).toEqual(['Florist deposit']);
  });
});

describe('expenses', () => {
  const context = { id: 'e', weddingId: 'w', now: MOTHER_NOW, today: '2026-11-21' };

  it('need a known category, a subcategory of it if any, an amount above zero and a description', () => {
    expect(newExpense({ categoryId: 'music', amount: '99.99', description: ' DJ ', vendor: '' }, context)).toMatchObject({ amountCents: 9999, description: 'DJ', vendor: null, paid: false, date: '2026-11-21', subcategoryId: null });
    expect(() => newExpense({ categoryId: 'cake', amount: 1, description: 'x' }, context)).toThrow(expect.objectContaining({ field: 'categoryId' }));
    expect(() => newExpense({ categoryId: 'music', subcategoryId: 'photography', amount: 1, description: 'x' }, context)).toThrow(expect.objectContaining({ field: 'subcategoryId' }));
    expect(() => newExpense({ categoryId: 'music', amount: 0, description: 'x' }, context)).toThrow(expect.objectContaining({ field: 'amount' }));
    expect(() => newExpense({ categoryId: 'music', amount: 1, description: ' ' }, context)).toThrow(expect.objectContaining({ field: 'description', code: 'PLANNING.INVALID_EXPENSE' }));
  });

  it('moving to another category drops the old subcategory', () => {
    const expense = PlanningMother.expense({ categoryId: 'music', subcategoryId: 'reception-music' });
    expect(applyExpenseChanges(expense, { categoryId: 'flowers-decor' })).toMatchObject({ categoryId: 'flowers-decor', subcategoryId: null });
    expect(applyExpenseChanges(expense, { paid: true })).toMatchObject({ subcategoryId: 'reception-music', paid: true });
  });
});

describe('the budget export', () => {
  it("is named for the spec's file and the day", () => {
    expect(budgetFileName('2026-11-21', 'json')).toBe('hill-country-wedding-budget-2026-11-21.json');
  });

  it('writes each category, its subcategories and a total, with a byte order mark and CRLF', () => {
    const csv = budgetToCsv(budgetSheet(2_500_000, [line({ categoryId: 'music', subcategoryId: 'ceremony-music', amountCents: 60_000 })]));
    expect(csv.startsWith('\uFEFFCategory,Subcategory,Share (%),Budgeted,Spent,Remaining,Status\r\n')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    expect(rows).toContain('Music & Entertainment,,8,2000.00,600.00,1400.00,on-track');
    expect(rows).toContain('Music & Entertainment,Ceremony Musicians,,500.00,600.00,-100.00,');
    expect(rows).toContain('Venue & Catering,,45,11250.00,0.00,11250.00,not-started');
    expect(rows.at(-1)).toBe('Total,,100,25000.00,600.00,24400.00,');
  });
});
