import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BUDGET_CSV_HEADINGS } from '../../domain/planning/budget-export.js';
import { addDays } from '../../domain/shared/calendar-date.js';
import { startTestApp, TEST_NOW, type TestApp } from '../support/test-app.js';
import { dateBooker, signedInCouple, type Agent } from './planning.helpers.js';

let t: TestApp;
let book: ReturnType<typeof dateBooker>;
const TODAY = TEST_NOW.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  book = dateBooker(t);
});
afterAll(() => t.close());

type Category = { id: string; budgeted: string; spent: string; remaining: string; status: string; subcategories: { id: string; budgeted: string; spent: string }[] };
const category = (body: { categories: Category[] }, id: string) => body.categories.find((c) => c.id === id)!;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('GET /api/my/budget', () => {
  it("opens at $25,000 split by the spec's shares, subcategories to the cent, nothing spent", async () => {
    const { agent } = await signedInCouple(t);
    const res = await agent.get('/api/my/budget').expect(200);
    expect(res.body.totalBudget).toBe('25000.00');
    expect(Object.fromEntries(res.body.categories.map((c: Category & { percentage: number }) => [c.id, [c.percentage, c.budgeted]]))).toEqual({
      'venue-catering': [45, '11250.00'],
      'photography-video': [12, '3000.00'],
      'attire-beauty': [8, '2000.00'],
      'flowers-decor': [8, '2000.00'],
      music: [8, '2000.00'],
      transportation: [3, '750.00'],
      stationery: [2, '500.00'],
      miscellaneous: [14, '3500.00'],
    });
    for (const c of res.body.categories as Category[]) {
      expect(c.subcategories.reduce((sum, sub) => sum + cents(sub.budgeted), 0)).toBe(cents(c.budgeted));
      expect(c).toMatchObject({ spent: '0.00', remaining: c.budgeted, status: 'not-started' });
    }
    expect(category(res.body, 'miscellaneous').subcategories.find((s) => s.id === 'emergency-fund')!.budgeted).toBe('1750.00');
    expect(res.body.health).toEqual({ onTrack: 0, atRisk: 0, over: 0, notStarted: 8 });
    expect(res.body.summary).toEqual({ totalBudgeted: '25000.00', totalSpent: '0.00', totalRemaining: '25000.00', spentPercentage: 0 });
    expect(res.body.expenses).toEqual([]);
    expect(res.body.recentExpenses).toEqual([]);
  });

  it('scales every category and subcategory with a new total', async () => {
    const { agent } = await signedInCouple(t);
    await agent.patch('/api/my/wedding').send({ budgetTotal: '10000.01' }).expect(200);
    const res = await agent.get('/api/my/budget').expect(200);
    expect(res.body.totalBudget).toBe('10000.01');
    expect(category(res.body, 'venue-catering').budgeted).toBe('4500.01');
    expect(res.body.categories.reduce((sum: number, c: Category) => sum + cents(c.budgeted), 0)).toBe(1_000_001);
  });
});

describe('expenses', () => {
  let couple: Agent;
  beforeAll(async () => {
    couple = (await signedInCouple(t)).agent;
  });

  it('adds an expense given as a number or a decimal string, pending and dated today unless told', async () => {
    const res = await couple.post('/api/my/budget/expenses').send({ categoryId: 'photography-video', subcategoryId: 'photography', amount: 1250.5, description: ' Photographer deposit ', vendor: 'Bluebonnet Photo' }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      categoryId: 'photography-video',
      subcategoryId: 'photography',
      amount: '1250.50',
      description: 'Photographer deposit',
      vendor: 'Bluebonnet Photo',
      paid: false,
      date: TODAY,
      source: 'couple',
      bookingId: null,
      createdAt: TEST_NOW.toISOString(),
    });
    const second = await couple.post('/api/my/budget/expenses').send({ categoryId: 'photography-video', amount: '1500', description: 'Videographer', paid: true, date: '2026-11-01' }).expect(201);
    expect(second.body).toMatchObject({ amount: '1500.00', subcategoryId: null, vendor: null, paid: true, date: '2026-11-01' });

    const budget = (await couple.get('/api/my/budget')).body;
    expect(category(budget, 'photography-video')).toMatchObject({ spent: '2750.50', remaining: '249.50', status: 'warning' });
    expect(category(budget, 'photography-video').subcategories.find((s) => s.id === 'photography')!.spent).toBe('1250.50');
    expect(budget.health).toEqual({ onTrack: 0, atRisk: 1, over: 0, notStarted: 7 });
    expect(budget.summary).toEqual({ totalBudgeted: '25000.00', totalSpent: '2750.50', totalRemaining: '22249.50', spentPercentage: 11 });
  });

  it('marks over, warning and on-track by what was spent of what was budgeted', async () => {
    await couple.post('/api/my/budget/expenses').send({ categoryId: 'stationery', amount: '500.01', description: 'Letterpress invitations' }).expect(201);
    await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: '1800', description: 'DJ' }).expect(201);
    const budget = (await couple.get('/api/my/budget')).body;
    expect(category(budget, 'stationery')).toMatchObject({ status: 'over', remaining: '-0.01' });
    expect(category(budget, 'music').status).toBe('on-track');
    expect(budget.health).toEqual({ onTrack: 1, atRisk: 1, over: 1, notStarted: 5 });
  });

  it('shows the five expenses recorded last', async () => {
    for (const [index, description] of ['Cake tasting', 'Boutonnieres', 'Shuttle deposit'].entries()) {
      t.clock.set(new Date(TEST_NOW.getTime() + (index + 1) * 60_000));
      await couple.post('/api/my/budget/expenses').send({ categoryId: 'miscellaneous', amount: 100, description }).expect(201);
    }
    t.clock.set(TEST_NOW);
    const budget = (await couple.get('/api/my/budget')).body;
    expect(budget.expenses).toHaveLength(7);
    expect(budget.recentExpenses.map((e: { description: string }) => e.description).slice(0, 3)).toEqual(['Shuttle deposit', 'Boutonnieres', 'Cake tasting']);
    expect(budget.recentExpenses).toHaveLength(5);
  });

  it('marks an expense paid and back to pending, and deletes one', async () => {
    const created = (await couple.post('/api/my/budget/expenses').send({ categoryId: 'flowers-decor', amount: 300, description: 'Bouquet' }).expect(201)).body;
    expect((await couple.patch(`/api/my/budget/expenses/${created.id}`).send({ paid: true }).expect(200)).body.paid).toBe(true);
    expect((await couple.patch(`/api/my/budget/expenses/${created.id}`).send({ paid: false, amount: '320.00' }).expect(200)).body).toMatchObject({ paid: false, amount: '320.00' });
    await couple.delete(`/api/my/budget/expenses/${created.id}`).expect(204);
    expect((await couple.get('/api/my/budget')).body.expenses.some((e: { id: string }) => e.id === created.id)).toBe(false);
    await couple.delete(`/api/my/budget/expenses/${created.id}`).expect(404);
  });

  it('needs category, amount and description, and a subcategory of that category', async () => {
    const before = (await couple.get('/api/my/budget')).body.expenses.length;
    const missing = await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: 10 }).expect(400);
    expect(missing.body).toMatchObject({ code: 'REQUEST.INVALID_INPUT', field: 'description' });
    const blank = await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: 10, description: '   ' }).expect(400);
    expect(blank.body).toMatchObject({ code: 'PLANNING.INVALID_EXPENSE', field: 'description' });
    const wrongSub = await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', subcategoryId: 'photography', amount: 10, description: 'x' }).expect(400);
    expect(wrongSub.body).toMatchObject({ code: 'PLANNING.INVALID_EXPENSE', field: 'subcategoryId' });
    for (const amount of [0, -5, 12.345, '1e3', '10.001', 2_000_000]) {
      const res = await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount, description: 'x' });
      expect({ amount, status: res.status }).toEqual({ amount, status: 400 });
    }
    expect((await couple.get('/api/my/budget')).body.expenses).toHaveLength(before);
  });

  it("answers another couple's expense as not found", async () => {
    const created = (await couple.post('/api/my/budget/expenses').send({ categoryId: 'music', amount: 5, description: 'Strings' }).expect(201)).body;
    const stranger = (await signedInCouple(t)).agent;
    const res = await stranger.patch(`/api/my/budget/expenses/${created.id}`).send({ paid: true }).expect(404);
    expect(res.body.code).toBe('PLANNING.EXPENSE_NOT_FOUND');
    await stranger.delete(`/api/my/budget/expenses/${created.id}`).expect(404);
    expect((await couple.get('/api/my/budget')).body.expenses.find((e: { id: string }) => e.id === created.id).paid).toBe(false);
  });
});

describe("the bookings' payments", () => {
  it('appear by themselves: the deposit due at booking, the balance 30 days before the wedding', async () => {
    const { agent } = await signedInCouple(t);
    const booking = await book(agent);
    const budget = (await agent.get('/api/my/budget').expect(200)).body;
    const balance = ((cents(booking.totalAmount) - cents(booking.depositAmount)) / 100).toFixed(2);
    expect(budget.expenses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: `booking-${booking.id}-deposit`, amount: booking.depositAmount, date: TODAY, paid: false, source: 'booking', bookingId: booking.id, categoryId: 'venue-catering', subcategoryId: 'venue-rental', vendor: booking.venue.name }),
        expect.objectContaining({ id: `booking-${booking.id}-balance`, amount: balance, date: addDays(booking.eventDate, -30), paid: false, source: 'booking' }),
      ]),
    );
    expect(category(budget, 'venue-catering').spent).toBe(booking.totalAmount);
    // They follow the booking, not an edit.
    await agent.patch(`/api/my/budget/expenses/booking-${booking.id}-deposit`).send({ paid: true }).expect(404);
  });
});

describe('exports', () => {
  let couple: Agent;
  beforeAll(async () => {
    couple = (await signedInCouple(t)).agent;
    await couple.post('/api/my/budget/expenses').send({ categoryId: 'attire-beauty', subcategoryId: 'wedding-dress', amount: '1850', description: 'Gown and alterations', vendor: 'Zoë’s Bridal' }).expect(201);
  });

  it("downloads the JSON file with the spec's name and fields", async () => {
    const res = await couple.get('/api/my/budget.json').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="hill-country-wedding-budget-2026-11-21.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.body).sort()).toEqual(['categories', 'expenses', 'summary', 'totalBudget']);
    expect(res.body.summary).toEqual({ totalBudgeted: '25000.00', totalSpent: '1850.00', totalRemaining: '23150.00', spentPercentage: 7.4 });
    expect(res.body.expenses).toEqual([expect.objectContaining({ amount: '1850.00', vendor: 'Zoë’s Bridal' })]);
    expect(category(res.body, 'attire-beauty')).toMatchObject({ spent: '1850.00', remaining: '150.00', status: 'warning' });
  });

  it('downloads the budget lines as CSV: each category, its subcategories, the total', async () => {
    const res = await couple.get('/api/my/budget.csv').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="hill-country-wedding-budget-2026-11-21.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(BUDGET_CSV_HEADINGS.join(','));
    expect(lines).toContain('Attire & Beauty,,8,2000.00,1850.00,150.00,warning');
    expect(lines).toContain('Attire & Beauty,Wedding Dress & Alterations,,1000.00,1850.00,-850.00,');
    expect(lines.at(-1)).toBe('Total,,100,25000.00,1850.00,23150.00,');
  });
});
