import { describe, expect, it } from '@jest/globals';
import { assistantIntent, plainQuestion } from '../../../domain/planning/assistant/assistant-intent.js';
import { isQuickActionPath, type AssistantReply } from '../../../domain/planning/assistant/planning-assistant.js';
import { RuleBasedPlanningAssistant } from '../../../domain/planning/assistant/rule-based-planning-assistant.js';
import { catalogue, GUESTS, question, snapshot } from './assistant-fixture.js';

const assistant = new RuleBasedPlanningAssistant();
const ask = (message: string, data = snapshot(), venues = catalogue()) => assistant.reply(question(message, data, venues));
const actions = (reply: AssistantReply) => reply.quickActions.map((action) => action.action);

describe('RuleBasedPlanningAssistant: next tasks', () => {
  it.each(['What should I do next?', 'to do', 'My tasks 📝', 'whats next??', "What's NEXT?!"])('lists the first open tasks, due first, for "%s"', async (message) => {
    const reply = await ask(message);
    expect(reply.content).toBe(
      "Here's what's next on your timeline (1 of 5 done):\n" +
        '• Research and tour venues: overdue since Saturday, November 14, 2026\n' +
        '• Book your photographer: due Saturday, December 5, 2026\n' +
        '• Order the invitations: due Saturday, January 16, 2027\n' +
        '1 task is overdue: start there.',
    );
    expect(reply.content).not.toContain('Set your wedding budget');
    expect(reply.content).not.toContain('Plan the honeymoon');
    expect(actions(reply)).toContain('/timeline');
  });

  it('says there is no timeline yet and links to where it is generated', async () => {
    const reply = await ask('what should I do next', snapshot({ tasks: [] }));
    expect(reply.content).toBe("You don't have a timeline yet. Generate one for Saturday, October 16, 2027 and I'll tell you what to do first.");
    expect(reply.quickActions).toEqual([{ label: 'Generate your timeline', action: '/timeline', icon: 'checklist' }]);
  });

  it('without tasks or a date, links to setting the date first', async () => {
    const reply = await ask('tasks', snapshot({ tasks: [] }, { weddingDate: null }));
    expect(reply.content).toContain("your wedding date isn't set");
    expect(actions(reply)).toEqual(['/planning?tab=overview', '/timeline']);
  });

  it('says so when every task is done', async () => {
    const done = snapshot().tasks.map((task) => ({ ...task, isCompleted: true }));
    expect((await ask('to do', snapshot({ tasks: done }))).content).toMatch(/^All 5 tasks on your timeline are done/);
  });
});

describe('RuleBasedPlanningAssistant: days left', () => {
  it.each(['How many days until the wedding? 💍', 'when is the wedding', 'Countdown!', 'how long until our big day'])('counts the days to the wedding date for "%s"', async (message) => {
    const reply = await ask(message);
    expect(reply.content).toBe(
      "Your wedding is on Saturday, October 16, 2027: 329 days to go (47 weeks). You're in the Early planning phase.\n" +
        'Next milestone: 6 Months to Go! in 149 days, on Monday, April 19, 2027.',
    );
  });

  it('asks for the date when none is set, with the quick action that sets it', async () => {
    const reply = await ask('how many days left?', snapshot({}, { weddingDate: null }));
    expect(reply.content).toContain("Your wedding date isn't set yet");
    expect(actions(reply)[0]).toBe('/planning?tab=overview');
  });

  it('celebrates on the day itself', async () => {
    expect((await ask('how many days left', snapshot({ today: '2027-10-16' }))).content).toMatch(/^Today is your wedding day/);
  });
});

describe('RuleBasedPlanningAssistant: budget split', () => {
  it('splits a $25,000 total 65/10/9/4/4, the rest named, to the cent', async () => {
    const reply = await ask('How should I split my budget?');
    expect(reply.content).toBe(
      "For your $25,000 budget, here's a split that works for most Hill Country weddings:\n" +
        '• Venue & catering (65%): $16,250\n' +
        '• Photography (10%): $2,500\n' +
        '• Flowers (9%): $2,250\n' +
        '• Attire (4%): $1,000\n' +
        '• Music (4%): $1,000\n' +
        '• Everything else (8%): $2,000\n' +
        'Everything else covers stationery, transport and a cushion for surprises.',
    );
    expect(reply.quickActions).toEqual([
      { label: 'Open your budget', action: '/planning?tab=budget', icon: 'wallet' },
      { label: 'Venues up to $16,250', action: '/search?guestCount=150&budgetMax=16250', icon: 'search' },
    ]);
  });

  it('splits an odd total of $33,333.33 so the parts add up exactly', async () => {
    const reply = await ask('how should we spend our money', snapshot({}, { budgetTotalCents: 3_333_333 }));
    expect(reply.content).toContain('For your $33,333.33 budget');
    const amounts = [...reply.content.matchAll(/\): \$([\d,.]+)/g)].map((match) => match[1]);
    expect(amounts).toEqual(['21,666.67', '3,333.33', '3,000', '1,333.33', '1,333.33', '2,666.67']);
    const cents = amounts.map((amount) => Math.round(Number(amount.replace(/,/g, '')) * 100));
    expect(cents.reduce((sum, part) => sum + part, 0)).toBe(3_333_333);
  });

  it('splits an amount the question names, and says what the saved total is', async () => {
    const reply = await ask('How should we spend 30k?');
    expect(reply.content).toMatch(/^For a \$30,000 budget \(your saved total is \$25,000\)/);
    expect(reply.content).toContain('• Venue & catering (65%): $19,500');
  });

  it('asks for a total when the budget is $0', async () => {
    const reply = await ask('budget', snapshot({}, { budgetTotalCents: 0 }));
    expect(reply.content).toContain('Your budget total is set to $0');
    expect(actions(reply)).toEqual(['/planning?tab=budget']);
  });
});

describe('RuleBasedPlanningAssistant: RSVPs', () => {
  it.each(['rsvp', 'Who is coming? 🎉', 'how many guests have responded'])('counts the answers on the guest list for "%s"', async (message) => {
    const reply = await ask(message);
    expect(reply.content).toBe(
      'Your guest list for Cypress Creek Gardens has 4 guests: 2 confirmed, 1 declined and 1 still to answer. With plus-ones, 3 people are coming so far.',
    );
    expect(actions(reply)).toEqual(['/planning?tab=guests']);
  });

  it('without a booking, explains the list hangs on one and links to the search', async () => {
    const reply = await ask('rsvp', snapshot({ booking: null }));
    expect(reply.content).toContain("you haven't booked a venue yet");
    expect(actions(reply)).toEqual(['/search']);
  });

  it('with no guests yet, links to the guest list', async () => {
    const empty = { ...GUESTS, total: 0, confirmed: 0, declined: 0, pending: 0, plusOnes: 0, expectedAttendance: 0 };
    const reply = await ask('who is coming', snapshot({ booking: { ...snapshot().booking!, guests: empty } }));
    expect(reply.content).toBe('No guests added yet for Cypress Creek Gardens. Add your guests (or import a spreadsheet), then send invitations to collect RSVPs.');
  });
});

describe('RuleBasedPlanningAssistant: venues', () => {
  it('finds venues of a kind in a named town, with the search link that shows them all', async () => {
    const reply = await ask('Any barn venues in fredericksburg?');
    expect(reply.content).toBe(
      'Here are the best matches for barn venues in Fredericksburg for your 150 guests, free on Saturday, October 16, 2027:\n' +
        '1. Old Tunnel Barn, Fredericksburg: from $12,500, up to 200 guests',
    );
    // Sisterdale Barn is taken that day; the ballroom is no barn.
    expect(reply.quickActions[0]).toEqual({ label: 'See all matches', action: '/search?location=Fredericksburg&guestCount=150&venueType=barn&date=2027-10-16', icon: 'search' });
    expect(actions(reply)).toContain('/compare');
  });

  it('keeps to outdoor places under a price, ranked by the match score', async () => {
    const reply = await ask('Find outdoor venues in Wimberley under $12,000 for 120 guests 🌳');
    expect(reply.content).toBe(
      'Here are the best matches for outdoor venues in Wimberley for 120 guests, up to $12,000, free on Saturday, October 16, 2027:\n' +
        '1. Cypress Creek Gardens, Wimberley: from $11,800, up to 160 guests (100% match: Offers the outdoor atmosphere you want)\n' +
        '2. Blanco River Bend, Wimberley: from $9,500, up to 140 guests (99% match: Offers the outdoor atmosphere you want)',
    );
  });

  it('names no more than three, best match first, and says how many fit in all', async () => {
    const reply = await ask('romantic venues for 100 guests in the hill country');
    const names = [...reply.content.matchAll(/^\d\. ([^,]+),/gm)].map((match) => match[1]);
    expect(names).toHaveLength(3);
    expect(names[0]).toBe('Cypress Creek Gardens');
    expect(reply.content).toContain('7 venues fit in all');
    expect(reply.content).not.toContain('Unreviewed Barn');
  });

  it('says when nothing fits and suggests widening the search', async () => {
    const reply = await ask('barn venues in Wimberley for 150 guests');
    expect(reply.content).toBe(
      "I couldn't find any barn venues in Wimberley for 150 guests, free on Saturday, October 16, 2027. " +
        'Try widening the search: other kinds of venue, towns nearby, a smaller guest count or another date.',
    );
    expect(reply.suggestions.slice(0, 2)).toEqual(['Find venues in Wimberley for 150 guests', 'Find barn venues for 150 guests']);
    expect(reply.quickActions[0]).toEqual({ label: 'Widen the search', action: '/search?guestCount=150&date=2027-10-16', icon: 'search' });
  });

  it("starts from the couple's guest count and preferred town, and looks further when nothing fits there", async () => {
    expect((await ask('find a venue')).content).toMatch(/^Here are the best matches for venues in Fredericksburg \(your preferred town\) for your 150 guests/);
    const reply = await ask('rustic barn with a dance floor under 10k for 120 guests');
    expect(reply.content).toMatch(/^Nothing fits in Fredericksburg, your preferred town, so I looked across the Hill Country/);
    expect(reply.content).toContain('1. Pecan Hollow Barn, Dripping Springs: from $9,900, up to 180 guests');
  });

  it('says so when the named place has no venues, and searches the whole catalogue', async () => {
    const reply = await ask('venues in Austin for 100 people');
    expect(reply.content).toMatch(/^I don't know of any venues in "austin", so I looked across the Hill Country/);
    expect(reply.content).toContain('1. Old Tunnel Barn, Fredericksburg');
  });

  it("reads 'within our budget' as the venue share of the couple's own total", async () => {
    expect((await ask('venues within our budget')).content).toContain('up to $16,250');
  });
});

describe('RuleBasedPlanningAssistant: greeting, help and the unknown', () => {
  it.each(['Hi! 👋', 'help', '💍💍'])('lists what it understands for "%s"', async (message) => {
    const reply = await ask(message);
    expect(reply.content).toMatch(/^Hi Sarah Johnson & Michael Chen! I'm your planning assistant/);
    for (const topic of ['What should I do next?', 'How many days until the wedding?', 'How should I split my budget?', "Who has RSVP'd so far?", 'venues that match']) {
      expect(reply.content).toContain(topic);
    }
  });

  it('says it did not understand a question outside its rules, and what it does understand', async () => {
    const reply = await ask("What's the capital of France?");
    expect(reply.content).toMatch(/^Sorry, I didn't catch that\./);
    expect(reply.content).toContain('How should I split my budget?');
    expect(reply.suggestions.length).toBeGreaterThan(0);
  });
});

describe('RuleBasedPlanningAssistant: every answer', () => {
  const QUESTIONS = ['what should I do next?', 'how many days', 'budget', 'rsvp', 'find a venue', 'barn venues in Wimberley for 150 guests', 'hello', 'asdf'];

  it('offers suggestions the assistant itself understands, and quick actions to the four pages', async () => {
    for (const message of QUESTIONS) {
      const reply = await ask(message);
      expect(reply.suggestions.length).toBeGreaterThan(0);
      for (const suggestion of reply.suggestions) expect(['greeting', 'unknown']).not.toContain(assistantIntent(plainQuestion(suggestion)));
      expect(reply.quickActions.length).toBeGreaterThan(0);
      for (const action of reply.quickActions) expect(isQuickActionPath(action.action)).toBe(true);
    }
  });

  it('is the same for the same question on the same data', async () => {
    for (const message of QUESTIONS) expect(await ask(message)).toEqual(await ask(message));
  });
});
