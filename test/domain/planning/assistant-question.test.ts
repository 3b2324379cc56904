import { describe, expect, it } from '@jest/globals';
import { assistantIntent, plainQuestion } from '../../../domain/planning/assistant/assistant-intent.js';
import { amountIn, placePhrases, readVenueQuestion } from '../../../domain/planning/assistant/venue-question.js';

const intentOf = (message: string) => assistantIntent(plainQuestion(message));
const venueQuestion = (message: string) => readVenueQuestion(plainQuestion(message));

describe('plainQuestion', () => {
  it('keeps lower-case words and money, and drops emoji, accents and punctuation', () => {
    expect(plainQuestion('💍 What’s NEXT?!')).toBe("what's next");
    expect(plainQuestion('Café venues under $10,000.')).toBe('cafe venues under $10,000');
    expect(plainQuestion('  to-do   list ✅ ')).toBe('to do list');
  });
});

describe('assistantIntent', () => {
  it.each([
    ['What should I do next?', 'tasks'],
    ['what now 🤔', 'tasks'],
    ['show me my checklist', 'tasks'],
    ['How many days until the wedding?', 'countdown'],
    ['When is our wedding?', 'countdown'],
    ['How should I split my budget?', 'budget'],
    ['how much should we spend on flowers', 'budget'],
    ['Split the budget for the venue please', 'budget'],
    ['budget', 'budget'],
    ['Who is coming?', 'rsvp'],
    ['how many guests rsvpd', 'rsvp'],
    ['we have 150 guests in the list, who is coming?', 'rsvp'],
    ['Find a venue', 'venues'],
    ['barn venues in Wimberley for 150 guests', 'venues'],
    ['find something outdoor for 80 people', 'venues'],
    ['rustic ranch with lake views in canyon lake', 'venues'],
    ['something romantic near Comfort', 'venues'],
    ['hello there', 'greeting'],
    ['🎉🎉🎉', 'greeting'],
    ['What is the capital of France?', 'unknown'],
  ])('reads "%s" as %s', (message, intent) => {
    expect(intentOf(message)).toBe(intent);
  });
});

describe('readVenueQuestion', () => {
  it('reads the guest count, the top price, the kind of place and the town phrase', () => {
    const asked = venueQuestion('Barn venues in Dripping Springs for 150 guests under $12,500!');
    expect(asked).toMatchObject({ guestCount: 150, maxPriceCents: 1_250_000, venueTypes: ['barn'], namedPlace: 'dripping springs' });
    expect(asked.places[0]).toBe('dripping springs');
  });

  it.each([
    ['venues under 10k', 1_000_000],
    ['venues below $8,500.50', 850_050],
    ['something around $12.5k', 1_250_000],
    ['a barn for 120 guests', null],
    ['venues under 100 people', null],
  ])('reads the price of "%s"', (message, cents) => {
    expect(venueQuestion(message).maxPriceCents).toBe(cents);
  });

  it.each([
    ['for 150 guests', 150],
    ['for 80', 80],
    ['200 people', 200],
    ['a venue for $10,000', null],
    ['for 1500 dollars', null],
  ])('reads the guest count of "%s"', (message, count) => {
    expect(venueQuestion(message).guestCount).toBe(count);
  });

  it('reads outdoor as open-air, garden and waterfront places, and ranks by style, atmosphere and must-haves', () => {
    const asked = venueQuestion('Rustic outdoor venue with a dance floor in the fall');
    expect(asked.venueTypes).toEqual(['outdoor', 'garden', 'beach']);
    expect(asked.preferences).toEqual({ weddingStyle: 'rustic', atmosphere: 'outdoor', preferredSeason: 'fall', mustHaveFeatures: ['dance-floor'] });
  });

  it("reads 'our budget' as the couple's own, and 'anywhere' as no town", () => {
    expect(venueQuestion('venues within our budget')).toMatchObject({ withinOwnBudget: true, maxPriceCents: null });
    expect(venueQuestion('garden venues anywhere in the hill country').anywhere).toBe(true);
  });

  it('keeps the words of a town name together', () => {
    expect(venueQuestion('venues in Johnson City for 200 people')).toMatchObject({ namedPlace: 'johnson city', guestCount: 200 });
    expect(venueQuestion('near Marble Falls').places[0]).toBe('marble falls');
  });

  it('offers at most eight town phrases, what follows "in" first', () => {
    const { phrases } = placePhrases(plainQuestion('lovely shady oak grove near new braunfels please with creek views and limestone walls and pecan trees'));
    expect(phrases[0]).toBe('new braunfels');
    expect(phrases.length).toBeLessThanOrEqual(8);
  });
});

describe('amountIn', () => {
  it('reads money written with a $ or a k, and nothing else', () => {
    expect(amountIn(plainQuestion('how should we spend $40,000?'))).toBe(4_000_000);
    expect(amountIn(plainQuestion('split 35k'))).toBe(3_500_000);
    expect(amountIn(plainQuestion('split 150 ways'))).toBeNull();
  });
});
