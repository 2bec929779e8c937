import { describe, expect, it } from 'vitest';
import {
  type ConversationTurn,
  createRetriever,
  createRetrieverInSlices,
  type KnowledgeTriple,
} from './index.js';
import { askingClauses } from './lexicon.js';

const GRAPH: KnowledgeTriple[] = [
  { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
  { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
  { subject: 'Gold Choice PPO', predicate: 'maximum out-of-pocket', object: '$5,900' },
  { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
  { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
  { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
  { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
  { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
  { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
  { subject: 'Bright Dental Network', predicate: 'includes', object: 'Aspen Dental offices' },
];

const visitor = (content: string): ConversationTurn => ({ from: 'Visitor', content });
const agent = (content: string): ConversationTurn => ({ from: 'Agent', content });
const fact = (card: { subject: string; predicate: string; object: string } | undefined) =>
  card && `${card.subject} / ${card.predicate} / ${card.object}`;

/** A retriever of `graph`, read as its cards' facts (`facts`) or its first card's (`first`). */
const readerOf = (graph: readonly KnowledgeTriple[]) => {
  const retriever = createRetriever(graph);
  return {
    retriever,
    facts: (...conversation: ConversationTurn[]) => retriever.cards(conversation).map(fact),
    first: (...conversation: ConversationTurn[]) => fact(retriever.cards(conversation)[0]),
  };
};

describe('knowledge retriever', () => {
  const { retriever, first } = readerOf(GRAPH);

  it('knows a subject by a partial, informal name and the predicate by words it does not share', () => {
    const cards = retriever.cards([visitor('How much a month is the Gold plan?')]);
    expect(fact(cards[0])).toBe('Gold Choice PPO / monthly premium / $49');
    expect(cards[0]?.reason).toContain('subject "Gold Choice PPO" named as "gold"');
    expect(cards[0]?.reason).toContain('asks for "monthly premium"');
  });

  it('finds an object named alone ("Aspen") and the triple that holds it', () => {
    expect(first(visitor('can i go to a dentist at Aspen?'))).toBe(
      'Bright Dental Network / includes / Aspen Dental offices',
    );
  });

  it('reads a referral rule and a spending cap asked in other words', () => {
    expect(
      first(
        visitor('Do I have to ask my regular doctor before I see a specialist on the Silver Advantage HMO?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(first(visitor("Is there a cap on what I'd spend in a year with Gold Choice?"))).toBe(
      'Gold Choice PPO / maximum out-of-pocket / $5,900',
    );
  });

  it('carries the subject in focus to a later question that does not name it', () => {
    const cards = retriever.cards([
      visitor('What is the monthly premium for the Gold plan?'),
      agent('The Gold Choice PPO is $49 a month.'),
      visitor('And its deductible?'),
    ]);
    expect(fact(cards[0])).toBe('Gold Choice PPO / medical deductible / $250');
    expect(cards[0]?.reason).toContain('in focus from an earlier message');
  });

  it('carries the predicate asked for to a question that names only another subject', () => {
    expect(
      first(
        visitor('What is the premium for the Silver plan?'),
        agent('It is $0 a month.'),
        visitor('And for Gold?'),
      ),
    ).toBe('Gold Choice PPO / monthly premium / $49');
  });

  it('stays silent on greetings, small talk and thanks, even right after a question', () => {
    expect(retriever.cards([visitor('Hello, how are you today?')])).toEqual([]);
    expect(retriever.cards([agent('Thank you for calling, how can I help you today?')])).toEqual([]);
    expect(
      retriever.cards([
        visitor('How much a month is the Gold plan?'),
        agent('It is $49 a month.'),
        visitor("Thanks, that's all for today, goodbye."),
      ]),
    ).toEqual([]);
  });

  it('changes its cards when the topic changes', () => {
    const silver = visitor('Do I need a referral to see a specialist on the Silver plan?');
    expect(first(silver)).toBe('Silver Advantage HMO / needs referrals for / specialists');
    const cards = retriever.cards([
      silver,
      agent('Yes, you do.'),
      visitor('What does the Gold plan cost a month?'),
    ]);
    expect(fact(cards[0])).toBe('Gold Choice PPO / monthly premium / $49');
    expect(cards.some((card) => card.predicate === 'needs referrals for')).toBe(false);
  });

  it('keeps the subject in focus over a longer conversation until another is named', () => {
    // Named five messages back, with small talk between: still the subject of "and its deductible?".
    const long = [
      visitor('I was reading about the Gold Choice plan'),
      agent('Sure, happy to help with that.'),
      visitor('ok'),
      agent('Let me pull it up, one moment.'),
      visitor('no rush'),
      visitor('and what about its deductible?'),
    ];
    expect(first(...long)).toBe('Gold Choice PPO / medical deductible / $250');
    // Another subject named since then takes the focus.
    expect(first(...long.slice(0, 4), visitor('what does Silver cost a month?'), agent('$0'), long[5]!)).toBe(
      'Silver Advantage HMO / medical deductible / $0',
    );
    // Bounded: beyond the messages read, an early name is out of focus; the deductible asked is every plan's.
    const unfocused = retriever.cards(long, { context: 2 });
    expect(unfocused.map(fact).sort()).toEqual([
      'Gold Choice PPO / medical deductible / $250',
      'Silver Advantage HMO / medical deductible / $0',
    ]);
    expect(unfocused.every((card) => !card.reason.includes('in focus'))).toBe(true);
  });

  it('carries the predicate of a terse question and reads a tag question', () => {
    expect(first(visitor('deductible on silver'), agent('$0'), visitor('ok and the gold one'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
    expect(first(visitor('gold is 49 a month right'))).toBe('Gold Choice PPO / monthly premium / $49');
  });

  it('reads "the other one" as the other subject of the same kind, and a misspelt short name', () => {
    const plans = createRetriever([
      { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
      { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
      { subject: 'Bright Dental Network', predicate: 'includes', object: 'Aspen Dental offices' },
    ]);
    const firstOf = (...conversation: ConversationTurn[]) => fact(plans.cards(conversation)[0]);
    expect(firstOf(visitor('annual max on basic'), agent('$1,000'), visitor('ok and the other one'))).toBe(
      'Smile Plus / annual maximum / $2,500',
    );
    expect(firstOf(visitor('can i go to aspin dental?'))).toBe(
      'Bright Dental Network / includes / Aspen Dental offices',
    );
  });

  it('stays silent on questions about the call itself and on bare numbers', () => {
    expect(retriever.cards([visitor('how long will this call take?')])).toEqual([]);
    expect(retriever.cards([visitor('can you call me back tomorrow after 2')])).toEqual([]);
    expect(retriever.cards([agent('is there anything else i can help you with today?')])).toEqual([]);
    // Asked of the person on the line, or a request naming nothing of the graph with a loose cue.
    expect(retriever.cards([agent("what's your zip code?")])).toEqual([]);
    expect(retriever.cards([visitor('i need a copy of my explanation of benefits')])).toEqual([]);
  });

  it('reads care outside the network as what a plan covers, not its network', () => {
    expect(first(visitor('does the gold let me see doctors that are not in the network'))).toBe(
      'Gold Choice PPO / covers / out-of-network care at a higher cost',
    );
  });

  it('reads a misspelt predicate', () => {
    expect(first(visitor("what's the deductable on Silver?"))).toBe(
      'Silver Advantage HMO / medical deductible / $0',
    );
  });

  it("learns a subject's aliases and a triple's example questions from the designer", () => {
    const plain = createRetriever(GRAPH);
    // Untaught, "sunshine" names nothing: both deductibles tie, chosen for the predicate alone.
    const untaught = plain.cards([visitor('What is the deductible on the sunshine plan?')]);
    expect(untaught.map(fact).sort()).toEqual([
      'Gold Choice PPO / medical deductible / $250',
      'Silver Advantage HMO / medical deductible / $0',
    ]);
    expect(untaught[0]!.score).toBe(untaught[1]!.score);
    const taught = createRetriever(
      GRAPH.map((triple) =>
        triple.subject === 'Gold Choice PPO' && triple.predicate === 'covers'
          ? { ...triple, aliases: ['sunshine plan'], questions: ['Can I keep seeing any doctor I like?'] }
          : triple,
      ),
    );
    const byAlias = taught.cards([visitor('What is the deductible on the sunshine plan?')]);
    expect(fact(byAlias[0])).toBe('Gold Choice PPO / medical deductible / $250');
    expect(byAlias[0]?.reason).toContain('named as "sunshine plan"');
    expect(byAlias[0]!.score).toBeGreaterThan(byAlias[1]?.score ?? 0);
    const byQuestion = taught.cards([visitor('could I keep seeing any doctor I like')]);
    expect(fact(byQuestion[0])).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(byQuestion[0]?.reason).toContain(
      'like the example question "Can I keep seeing any doctor I like?"',
    );
  });

  describe('a graph with kinds, abbreviations and follow-ups', () => {
    const graph = createRetriever([
      ...GRAPH,
      { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
      { subject: 'Silver Advantage HMO', predicate: 'primary care copay', object: '$5' },
      { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
      { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
      {
        subject: 'Initial Enrollment Period',
        predicate: 'lasts',
        object: '7 months around the 65th birthday',
      },
      { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
      { subject: 'Smile Basic', predicate: 'covers', object: 'fillings at 80%' },
      { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Plus', predicate: 'waiting period for', object: 'crowns: 6 months' },
      { subject: 'Smile Plus', predicate: 'waiting period for', object: 'implants: 12 months' },
      { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    ]);
    const top = (...conversation: ConversationTurn[]) => fact(graph.cards(conversation)[0]);
    const silent = (...conversation: ConversationTurn[]) => expect(graph.cards(conversation)).toEqual([]);

    it("brings a kind's facts to a plan of that kind", () => {
      const cards = graph.cards([visitor('my mom is 90, can she still get smile basic?')]);
      expect(fact(cards[0])).toBe('dental-only policy / has no / age limit for enrollment');
      expect(cards[0]?.reason).toContain('the kind of "Smile Basic"');
    });

    it('reads short forms, ordinals, another name and the surest of two predicates', () => {
      expect(top(visitor('gold ded?'))).toBe('Gold Choice PPO / medical deductible / $250');
      expect(top(visitor("what's another name for a medicare advantage plan"))).toBe(
        'Medicare Advantage plan / also called / Medicare Part C',
      );
      expect(top(visitor('how long is the initial enrollment period around my 65th'))).toBe(
        'Initial Enrollment Period / lasts / 7 months around the 65th birthday',
      );
      // "deductible" is said; "doctor visits" only hints at a copay.
      expect(
        top(visitor('does the silver plan have a deductible for doctor visits and hospital stuff')),
      ).toBe('Silver Advantage HMO / medical deductible / $0');
    });

    it('asks again what was asked when a follow-up names only a thing of the facts', () => {
      expect(
        top(
          visitor('smile plus waiting period for crowns?'),
          agent('6 months.'),
          visitor('and for implants?'),
        ),
      ).toBe('Smile Plus / waiting period for / implants: 12 months');
    });

    it('stays silent on questions of the caller, statements, holds, goodbyes and things outside the graph', () => {
      silent(agent('Do you have Medicare Part A and Part B?'));
      silent(agent('Is Dr. Patel your primary care doctor?'));
      silent(agent('I can help you enroll in the Gold plan today if you like.'));
      silent(visitor('my premium went up last year'));
      silent(visitor('i was told the deductible is high everywhere these days'));
      silent(visitor('can you hold on a minute while I find my glasses'));
      silent(visitor("Thanks so much, that's everything I needed. Bye!"));
      silent(visitor("does the plan cover my dog's vet bills?"));
      silent(visitor('does the gold plan cover my wife too, she is 58?'));
      // The same forms asking of the graph still get their cards.
      expect(top(visitor('does smile basic cover fillings?'))).toBe('Smile Basic / covers / fillings at 80%');
      expect(top(visitor('oop max gold'))).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900');
      // An agent telling a plan's fact gets its card, to check it against.
      expect(top(agent('The Silver plan has a $0 premium and no deductible.'))).toMatch(
        /^Silver Advantage HMO \//,
      );
      // A kind of thing a plan covers, named in the lexicon's words, is no topic outside the graph.
      expect(top(visitor('does smile basic cover teeth?'))).toBe('Smile Basic / covers / fillings at 80%');
    });
  });

  it('reads a clause that opens with a question word as a question, without a question mark', () => {
    expect(askingClauses('the valley care partners, which clinics they have inside')).toEqual([
      ' which clinics they have inside',
    ]);
    // A relative clause ("which has") and a hold ask nothing.
    expect(askingClauses("I'm on silver, which has no premium")).toEqual([]);
    expect(askingClauses('can you hold on a minute while I find my glasses')).toEqual([]);
    expect(
      retriever.cards([visitor('the bright dental network, which offices they have inside')]).map(fact),
    ).toContain('Bright Dental Network / includes / Aspen Dental offices');
  });

  it('weighs what the asking clause cues above what the situation before it cues', () => {
    const premium = (content: string) =>
      retriever.cards([visitor(content)]).find((card) => card.predicate === 'monthly premium')?.score ?? 0;
    const told = 'she sees the specialist every month on silver, what does she pay each time she goes in';
    const asked = 'she sees the specialist each time she is ill, what does she pay every month on silver';
    expect(first(visitor(told))).toBe('Silver Advantage HMO / specialist copay / $35');
    // The same words, the month now in the question: the premium weighs more.
    expect(premium(told)).toBeLessThan(premium(asked));
  });

  it('stays silent on contact details, the account and a read-back of what was told', () => {
    expect(retriever.cards([visitor('what is the phone number for the Aspen Dental on Camelback')])).toEqual(
      [],
    );
    expect(retriever.cards([visitor('can you mail me the brochure for the gold plan?')])).toEqual([]);
    expect(retriever.cards([visitor('ok so silver 0 premium gold 49 got it')])).toEqual([]);
    // Asked back as a tag question, the same words ask.
    expect(retriever.cards([visitor('silver 0 premium gold 49 right')]).map(fact)).toContain(
      'Silver Advantage HMO / monthly premium / $0',
    );
  });

  it('reads a comparison with another subject as the question asked before, of that subject', () => {
    const withLowers = createRetriever([
      ...GRAPH,
      { subject: 'Extra Help', predicate: 'lowers', object: 'Part D drug costs' },
    ]);
    const cards = withLowers.cards([
      visitor('gold has a 250 deductible right'),
      agent('Yes, the Gold Choice PPO has a $250 medical deductible.'),
      visitor('is silver the same or lower'),
    ]);
    // "lower" only hints at what Extra Help does; the deductible asked before is what is compared.
    expect(fact(cards[0])).toBe('Silver Advantage HMO / medical deductible / $0');
  });

  it('reads a limit on what one pays, and a share paid before the plan starts to pay', () => {
    expect(
      first(visitor("on the gold, is there a limit, a top amount I'd ever have to pay in a year?")),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900');
    expect(first(visitor('on gold is there some amount I pay before the plan start to pay?'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
  });

  it('reads a situation told with a subject in focus as the question it implies, and sure cards only', () => {
    expect(
      first(
        visitor('my husband has to start seeing a heart specialist next month and we are on the silver plan'),
      ),
    ).toMatch(/^Silver Advantage HMO \/ (specialist copay|needs referrals for)/);
    expect(
      first(visitor("I'm on the gold"), agent('How can I help?'), visitor('I worry about the deductible')),
    ).toBe('Gold Choice PPO / medical deductible / $250');
    // A subject or an object named in passing implies nothing; nor does a reply taking in an answer.
    expect(retriever.cards([visitor('my wife works at the Aspen Dental office on Camelback')])).toEqual([]);
    expect(
      retriever.cards([
        visitor("what's the gold premium"),
        agent('$49 a month.'),
        visitor("hmm ok that's more than I thought, I'll talk to my husband"),
      ]),
    ).toEqual([]);
    expect(
      retriever.cards([visitor('alright, silver, thirty five for specialists, writing it down')]),
    ).toEqual([]);
  });

  it("does not take another insurer's plan for ours", () => {
    expect(retriever.cards([visitor("what's the Humana Gold Plus premium?")])).toEqual([]);
    expect(retriever.cards([visitor('does the Aetna silver plan have a deductible?')])).toEqual([]);
    expect(first(visitor('my Cigna plan had a $500 deductible, what is it on the gold?'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
    expect(first(visitor('I have a Humana Gold Plus now, how much is your gold plan a month'))).toBe(
      'Gold Choice PPO / monthly premium / $49',
    );
    expect(first(visitor("Humana quoted me $0 a month, what's your gold plan cost"))).toBe(
      'Gold Choice PPO / monthly premium / $49',
    );
    // A graph that names the company itself keeps its name.
    const own = createRetriever([
      { subject: 'Humana Gold Plus', predicate: 'monthly premium', object: '$0' },
    ]);
    expect(fact(own.cards([visitor("what's the Humana Gold Plus premium?")])[0])).toBe(
      'Humana Gold Plus / monthly premium / $0',
    );
  });

  it('joins a thing named and a subject in focus through the fact between them', () => {
    const cards = retriever.cards([visitor('I go to the Aspen Dental on Camelback, looking at smile plus')]);
    expect(cards.map(fact).slice(0, 2).sort()).toEqual([
      'Bright Dental Network / includes / Aspen Dental offices',
      'Smile Plus / network / Bright Dental Network',
    ]);
  });

  it("reads a name's possessive, a follow-up naming a predicate's words and 'same question for'", () => {
    expect(first(visitor("what's gold's deductible?"))).toBe('Gold Choice PPO / medical deductible / $250');
    expect(first(visitor("what's smile plus's network?"))).toBe(
      'Smile Plus / network / Bright Dental Network',
    );
    expect(
      first(visitor("what's the deductible on silver"), agent('$0.'), visitor('same question for gold')),
    ).toBe('Gold Choice PPO / medical deductible / $250');
  });

  it('shows cards of several predicates rather than five of one when the predicate is not sure', () => {
    const extras = [
      'dental allowance',
      'hearing aids',
      'worldwide emergency coverage',
      'fitness',
      'eye exams',
    ];
    const graph: KnowledgeTriple[] = [
      ...extras.map((object) => ({ subject: 'Gold Choice PPO', predicate: 'extra benefit', object })),
      { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
      {
        subject: 'Gold Choice PPO',
        predicate: 'maximum out-of-pocket',
        object: '$5,900 in and out of network',
      },
    ];
    const cards = createRetriever(graph).cards([
      visitor('and on the gold, if he went outside the network too, is there a cap on that?'),
    ]);
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => card.predicate)).toContain('maximum out-of-pocket');
  });

  it("reads who is in a network, a doctor's slip as a referral and the thing an answer just named", () => {
    expect(
      first(
        visitor('which network does smile plus use?'),
        agent('The Bright Dental Network.'),
        visitor("who's in it?"),
      ),
    ).toBe('Bright Dental Network / includes / Aspen Dental offices');
    expect(first(visitor('will I need a slip from my regular doctor first on the silver?'))).toBe(
      'Silver Advantage HMO / needs referrals for / specialists',
    );
    expect(
      retriever.cards([
        agent('Silver has a $0 premium.'),
        visitor("perfect, that's exactly what I wanted to hear"),
      ]),
    ).toEqual([]);
  });

  it('is silent on a kind of cost the graph does not know, and reads a doctor off the list as out of network', () => {
    expect(retriever.cards([visitor("what's the ambulance copay on silver?")])).toEqual([]);
    expect(first(visitor('gold is zero deductible?'))).toBe('Gold Choice PPO / medical deductible / $250');
    expect(first(agent('The Gold plan has a forty nine dollar premium.'))).toBe(
      'Gold Choice PPO / monthly premium / $49',
    );
    expect(first(visitor("his doctor isn't on their list, can he still go to him on the gold?"))).toBe(
      'Gold Choice PPO / covers / out-of-network care at a higher cost',
    );
  });

  it("is silent on a statement about the account naming a plan, and on an animal's care", () => {
    expect(
      retriever.cards([visitor('not interested in the gold, just tell the supervisor I called')]),
    ).toEqual([]);
    expect(retriever.cards([visitor("does the gold plan cover my dog's surgery?")])).toEqual([]);
  });

  it("carries the predicate an answer just named to a follow-up naming another subject, not an amount's 'in network'", () => {
    expect(first(agent('The Gold Choice PPO has a $250 medical deductible.'), visitor('and silver?'))).toBe(
      'Silver Advantage HMO / medical deductible / $0',
    );
    expect(
      first(
        visitor("what's the premium on silver?"),
        agent('$0 a month, and $35 for a specialist in network.'),
        visitor('and gold?'),
      ),
    ).toBe('Gold Choice PPO / monthly premium / $49');
  });

  it("reads a cue inside another's longer cue as part of it", () => {
    expect(first(visitor('on gold, do I owe anything before coverage starts'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
    expect(first(visitor("with the gold can I see doctors that aren't in network"))).toBe(
      'Gold Choice PPO / covers / out-of-network care at a higher cost',
    );
  });

  it("reads 'in network' beside another predicate as qualifying it", () => {
    expect(first(visitor("what's the worst case yearly cost on the gold if I stay in network"))).toBe(
      'Gold Choice PPO / maximum out-of-pocket / $5,900',
    );
  });

  it('reads what someone reported, a question clause after a read-back word, and "only" as no name', () => {
    expect(first(visitor('my brother in law swears the gold one lets you see anybody you want'))).toBe(
      'Gold Choice PPO / covers / out-of-network care at a higher cost',
    );
    const withKinds = createRetriever([
      ...GRAPH,
      { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Plus', predicate: 'covers', object: 'cleanings at 100%' },
    ]);
    expect(fact(withKinds.cards([visitor('I only go for cleanings, which plan makes sense')])[0])).toBe(
      'Smile Plus / covers / cleanings at 100%',
    );
  });

  it('is silent on enrolling and other actions that ask nothing', () => {
    expect(retriever.cards([visitor('I want to sign up for the silver plan today')])).toEqual([]);
    expect(retriever.cards([visitor("I'd like to enroll in smile plus please")])).toEqual([]);
    expect(retriever.cards([visitor('how long have you been working there?')])).toEqual([]);
  });

  it('answers no cards, and no error, for an empty graph or an empty conversation', () => {
    expect(createRetriever([]).cards([visitor('How much a month is the Gold plan?')])).toEqual([]);
    expect(retriever.cards([])).toEqual([]);
    expect(retriever.cards([visitor('')])).toEqual([]);
  });

  it('answers at most `max` cards, best first', () => {
    const cards = retriever.cards(
      [
        visitor('How much a month is the Gold plan?'),
        agent('It is $49.'),
        visitor('Tell me about the Gold Choice PPO'),
      ],
      { max: 2 },
    );
    expect(cards.length).toBeLessThanOrEqual(2);
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.subject).toBe('Gold Choice PPO');
    expect(cards[0]!.score).toBeGreaterThanOrEqual(cards.at(-1)!.score);
  });

  it('answers a message the same whatever was asked before it (the buffers it reuses start clean)', () => {
    const fresh = createRetriever(GRAPH);
    const asked = [visitor('How much a month is the Gold plan?')];
    const before = fresh.cards(asked);
    fresh.cards([visitor('Do I need a referral to see a specialist on the Silver Advantage HMO?')]);
    fresh.cards([visitor('what is the deductible on silver')]);
    fresh.cards([visitor('hello')]);
    expect(fresh.cards(asked)).toEqual(before);
    expect(fact(before[0])).toBe('Gold Choice PPO / monthly premium / $49');
  });

  it('builds the same index in slices, pausing between them', async () => {
    const large = [
      ...GRAPH,
      ...Array.from({ length: 5_000 }, (_, i) => ({
        subject: `Plan ${i}`,
        predicate: 'covers',
        object: `item ${i}`,
      })),
    ];
    let pauses = 0;
    const sliced = await createRetrieverInSlices(large, async () => {
      pauses++;
    });
    expect(pauses).toBeGreaterThanOrEqual(3);
    const conversation = [visitor('How much a month is the Gold plan?')];
    expect(sliced.cards(conversation)).toEqual(createRetriever(large).cards(conversation));
    expect(sliced.size).toBe(large.length);
  }, 30_000);

  describe('first messages, questions that point back, and the room among the five', () => {
    const graph: KnowledgeTriple[] = [
      ...GRAPH,
      { subject: 'Silver Advantage HMO', predicate: 'service area', object: 'Maricopa County, AZ' },
      { subject: 'Gold Choice PPO', predicate: 'service area', object: 'Maricopa County, AZ' },
      { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
      {
        subject: 'Medicare Advantage plan',
        predicate: 'requires',
        object: 'living in the plan service area',
      },
      { subject: 'Extra Help', predicate: 'lowers', object: 'Part D drug costs' },
      { subject: 'Moving to a new service area', predicate: 'opens', object: 'Special Enrollment Period' },
    ];
    const demo = createRetriever(graph);

    it('gives no card to a first message that only says what the call is about or names a thing in passing', () => {
      expect(demo.cards([visitor("I'm calling about the gold plan")])).toEqual([]);
      expect(demo.cards([visitor('is this where I call about medicare plans?')])).toEqual([]);
      expect(demo.cards([visitor('my wife is a nurse at Aspen, she works nights')])).toEqual([]);
      expect(demo.cards([visitor("I'm interested in the gold plan")])).toEqual([]);
      expect(demo.cards([visitor('someone called me about a medicare plan')])).toEqual([]);
      expect(demo.cards([visitor("sorry, my hearing isn't great, can you repeat that")])).toEqual([]);
      expect(demo.cards([visitor('how do I pay my premium online')])).toEqual([]);
      // A general request to be told of a plan before any topic asks no fact yet (sixteenth round).
      expect(demo.cards([visitor('tell me about the gold plan')])).toEqual([]);
      // A time spent is no monthly premium.
      expect(
        demo.cards([
          visitor("I'm with the silver plan and I'm going to be in Italy for a month this summer"),
        ]),
      ).toEqual([]);
      expect(
        demo.cards([
          visitor('can someone call me back tomorrow, I have a doctors appointment in the morning'),
        ]),
      ).toEqual([]);
      // A first message that asks still gets its card.
      expect(fact(demo.cards([visitor('how much is the gold plan a month')])[0])).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
      expect(fact(demo.cards([visitor('my grandma is 92, can she even get the silver?')])[0])).toBeDefined();
    });

    describe('before any topic is raised', () => {
      const line = agent(
        'Thank you for calling the Medicare Advantage help line, this is Maria, how may I assist you?',
      );
      const withDates = createRetriever([
        ...graph,
        {
          subject: 'Medicare Advantage plan',
          predicate: 'can be changed during',
          object: 'Annual Enrollment Period, Oct 15 to Dec 7',
        },
      ]);

      it("reads a message after the agent's greeting or checks of who is calling as a first message", () => {
        // The greeting names the line ("Medicare Advantage"), not a topic: it is silent itself, and what follows is
        // read as a first message, which says only what the call is about or names a plan with nothing asked.
        expect(demo.cards([line])).toEqual([]);
        expect(demo.cards([line, visitor('is this where I call about medicare plans?')])).toEqual([]);
        expect(demo.cards([line, visitor("I'm interested in the gold plan")])).toEqual([]);
        expect(demo.cards([line, visitor('my wife is a nurse at Aspen, she works nights')])).toEqual([]);
        // A check of who is calling and its answers raise no topic: a birth date that shares a day with an
        // enrolment period ("Oct 15") asks nothing.
        expect(
          withDates.cards([
            agent('Thanks for calling, may I have your member ID?'),
            visitor('G-2231'),
            agent('And your date of birth?'),
            visitor('October 15th, 1950'),
          ]),
        ).toEqual([]);
      });

      it('reads "is this …?" alone as asking which line was reached, and a form sent as the account', () => {
        expect(demo.cards([visitor('is this Bright Dental?')])).toEqual([]);
        expect(demo.cards([visitor('am I speaking with someone at Bright Dental?')])).toEqual([]);
        expect(
          demo.cards([visitor('I turned in my enrollment form last week and wanted to check on it')]),
        ).toEqual([]);
      });

      it('still answers a question asked after the call is said to be about a plan, or once a topic is raised', () => {
        // "do I need a referral" is a clause of its own beside "I'm calling about my plan": Silver is named, the
        // referral asked.
        expect(
          first(
            line,
            visitor(
              "yeah I'm calling about my plan, it's the silver one, do I need a referral to see a specialist",
            ),
          ),
        ).toBe('Silver Advantage HMO / needs referrals for / specialists');
        // Once the caller has asked of Gold, "is that …" points back at it: Gold's deductible, not Silver's.
        expect(
          first(
            visitor('how much is the gold plan a month'),
            agent('It is $49 a month.'),
            visitor('is that the deductible too?'),
          ),
        ).toBe('Gold Choice PPO / medical deductible / $250');
      });
    });

    it("ranks a plan's own fact holding the message's words above its kind's fact holding them", () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
        { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
        {
          subject: 'Bronze Saver HMO',
          predicate: 'gives back',
          object: '$100 a month on the Part B premium',
        },
        { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
      ];
      const cards = createRetriever(graph).cards([
        visitor('what happens with my part b money on the bronze'),
      ]);
      expect(fact(cards[0])).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    });

    it('answers what a plan covers with the fact holding the thing named, before one sharing the words asked', () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
        { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
        { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: '$2,000 yearly dental allowance' },
        { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'worldwide emergency coverage' },
        {
          subject: 'Gold Choice PPO',
          predicate: 'extra benefit',
          object: 'hearing aids up to $1,500 per ear',
        },
        { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
        { subject: 'Silver Advantage HMO', predicate: 'includes', object: 'Part D drug coverage' },
        {
          subject: 'Silver Advantage HMO',
          predicate: 'extra benefit',
          object: 'dental cleanings twice a year',
        },
        { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
      ];
      const cards = createRetriever(graph).cards([
        visitor('tell me about gold choice'),
        agent('It is a PPO with a $49 premium.'),
        visitor('what does it cover for dental'),
      ]);
      expect(fact(cards[0])).toBe('Gold Choice PPO / extra benefit / $2,000 yearly dental allowance');
    });

    it('reads a cost asked after the visit it is for', () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
        { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
        { subject: 'Bronze Saver HMO', predicate: 'primary care copay', object: '$0' },
        { subject: 'Bronze Saver HMO', predicate: 'specialist copay', object: '$45' },
        { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
      ];
      const cards = createRetriever(graph).cards([
        visitor('bronze one, I go to the specialist for my kidney, how much I pay'),
      ]);
      expect(fact(cards[0])).toBe('Bronze Saver HMO / specialist copay / $45');
    });

    it('reads what a plan is, asked by what it might be', () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
        { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
        { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
        { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
      ];
      const cards = createRetriever(graph).cards([
        visitor('is smile plus just dental or does it include medical too'),
      ]);
      expect(fact(cards[0])).toBe('Smile Plus / is a / dental-only policy');
    });

    it('reads how long until a thing is covered as the wait, and a visit each month as no premium', () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
        { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
        { subject: 'Smile Plus', predicate: 'waiting period for', object: 'implants: 12 months' },
        { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
        { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
        { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
      ];
      const retriever = createRetriever(graph);
      expect(fact(retriever.cards([visitor('how long before implants are covered on smile plus')])[0])).toBe(
        'Smile Plus / waiting period for / implants: 12 months',
      );
      expect(
        fact(retriever.cards([visitor("I'm on oxygen and see a lung specialist monthly, silver member")])[0]),
      ).not.toBe('Silver Advantage HMO / monthly premium / $0');
    });

    it("carries a predicate an answer just before says surely ('$0 a month') to a follow-up on another plan", () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
        { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
        { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
        { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
        { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
      ];
      const cards = createRetriever(graph).cards([
        visitor("I'm looking at the silver and the gold"),
        agent('The Silver Advantage HMO is $0 a month.'),
        visitor('and the other one?'),
      ]);
      expect(fact(cards[0])).toBe('Gold Choice PPO / monthly premium / $49');
    });

    it('reads help with a thing, spending past a year and soon after signing up', () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
        { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
        { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
        { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
        { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
        { subject: 'Smile Plus', predicate: 'waiting period for', object: 'crowns: 6 months' },
      ];
      const retriever = createRetriever(graph);
      const first = (text: string) => fact(retriever.cards([visitor(text)])[0]);
      expect(
        first(
          'I had two crowns done last year and it cost a fortune, would smile plus have helped with that?',
        ),
      ).toBe('Smile Plus / covers / crowns and root canals at 50%');
      expect(
        first('if I spend more than a thousand on basic in one year what happens, am I on my own?'),
      ).toBe('Smile Basic / annual maximum / $1,000');
      expect(
        first(
          'my dentist says I need a crown asap. if I sign up for smile plus today can I get it done next week?',
        ),
      ).toBe('Smile Plus / waiting period for / crowns: 6 months');
    });

    it("takes no doctor's title for a name ('Dr. Smith' is not 'Dr. Patel')", () => {
      const graph: KnowledgeTriple[] = [
        { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Dr. Patel, cardiology' },
        { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
        { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
      ];
      const cards = createRetriever(graph).cards([visitor('is Dr. Smith in network?')]);
      for (const card of cards) expect(card.reason).not.toContain('named as "dr"');
    });

    it("reads 'ok so' before a situation told as no read-back", () => {
      const cards = demo.cards([
        visitor('ok so my doctor wants me to see an orthopedic surgeon about my hip, I have the silver hmo'),
      ]);
      expect(cards.map(fact)).toContain('Silver Advantage HMO / needs referrals for / specialists');
    });

    it('answers a question that points back at the subject in focus with its facts', () => {
      const cards = demo.cards([
        visitor('I got a letter about Extra Help'),
        agent("That's a federal program run through Social Security."),
        visitor('what does it actually do for me though?'),
      ]);
      expect(fact(cards[0])).toBe('Extra Help / lowers / Part D drug costs');
    });

    it('fills the room left among the five with cards below the cut, one of each subject and predicate', () => {
      const cards = demo.cards([visitor('can my wife and I join the silver if we live in Scottsdale')]);
      expect(fact(cards[0])).toBe('Medicare Advantage plan / requires / living in the plan service area');
      const keys = cards.map((card) => `${card.subject} ${card.predicate}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect(cards.map(fact)).toContain('Silver Advantage HMO / service area / Maricopa County, AZ');
    });
  });

  describe('the question in other words, a kind named, two plans compared and a plan said in answer', () => {
    const graph: KnowledgeTriple[] = [
      { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
      { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
      { subject: 'Silver Advantage HMO', predicate: 'maximum out-of-pocket', object: '$3,900 in network' },
      { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
      { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
      { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'fitness membership' },
      { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
      { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
      { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
      { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
      { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
      { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
      { subject: 'Bronze Saver HMO', predicate: 'gives back', object: '$100 a month on the Part B premium' },
      { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
      { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Annual Enrollment Period, Oct 15 to Dec 7',
      },
      {
        subject: 'Initial Enrollment Period',
        predicate: 'lasts',
        object: '7 months around the 65th birthday',
      },
    ];
    const dental: KnowledgeTriple[] = [
      { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
      { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
      { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
      { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
      { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
      { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
    ];
    const medicare = createRetriever(graph);
    const teeth = createRetriever(dental);
    const firstOf = (...conversation: ConversationTurn[]) => fact(medicare.cards(conversation)[0]);

    it('reads the question in words it shares with no predicate', () => {
      // "the most … could cost me" bounds what one pays: the out-of-pocket maximum, not the premium "cost" hints at.
      expect(
        firstOf(visitor('if I end up really sick all year whats the most the silver could cost me')),
      ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
      // A doctor who is not with the plan's group is care outside the network.
      expect(firstOf(visitor("could I see a doctor who isn't with your group on the gold"))).toBe(
        'Gold Choice PPO / covers / out-of-network care at a higher cost',
      );
      // One's doctor sending one on is a referral, not a request to be mailed something.
      expect(firstOf(visitor('if I go see a podiatrist on silver do I need my doctor to send me'))).toBe(
        'Silver Advantage HMO / needs referrals for / specialists',
      );
      expect(firstOf(visitor('I heard one of the plans pays part of your part b, which one is that'))).toBe(
        'Bronze Saver HMO / gives back / $100 a month on the Part B premium',
      );
      expect(fact(teeth.cards([visitor('basic ann max')])[0])).toBe('Smile Basic / annual maximum / $1,000');
      // "least" is no slip for "lasts": the premiums, the cheapest plans' first (Silver and Bronze at $0, then Gold).
      const cheapest = medicare.cards([visitor("what's the least expensive plan")]).map(fact);
      expect(cheapest.slice(0, 2).sort()).toEqual([
        'Bronze Saver HMO / monthly premium / $0',
        'Silver Advantage HMO / monthly premium / $0',
      ]);
      expect(cheapest).toContain('Gold Choice PPO / monthly premium / $49');
      // "what plans do you have" asks of the company, not of the caller.
      expect(firstOf(visitor("what plans do you have that don't cost anything monthly"))).toBe(
        'Silver Advantage HMO / monthly premium / $0',
      );
    });

    it("answers a kind named with its own facts, not its members' 'is a'", () => {
      const cards = medicare
        .cards([visitor('when am I allowed to change my medicare advantage plan')])
        .map(fact);
      expect(cards[0]).toBe(
        'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7',
      );
      expect(cards.filter((card) => card?.includes(' / is a / '))).toEqual([]);
      // Asked which plans are of the kind, its members' "is a" answer.
      expect(firstOf(visitor('which plans are medicare advantage plans?'))).toBe(
        'Silver Advantage HMO / is a / Medicare Advantage plan',
      );
    });

    it('shows both plans a message compares', () => {
      expect(
        teeth
          .cards([visitor('is plus cheaper than basic')])
          .slice(0, 2)
          .map(fact),
      ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
      // Compared by what a visit costs: the specialist copays of both.
      expect(
        medicare
          .cards([visitor('is gold cheaper than silver for specialists')])
          .slice(0, 2)
          .map(fact),
      ).toEqual([
        'Silver Advantage HMO / specialist copay / $35',
        'Gold Choice PPO / specialist copay / $40',
      ]);
      // With no predicate asked, the cards take turns between the two plans.
      const subjects = medicare
        .cards([visitor("what's the difference between silver and gold")])
        .slice(0, 2)
        .map((card) => card.subject);
      expect(subjects).toEqual(['Silver Advantage HMO', 'Gold Choice PPO']);
    });

    it('reads a plan said in answer to "which plan?" as the plan the question was about', () => {
      expect(
        firstOf(visitor('can you tell me the deductible'), agent('For which plan?'), visitor('the gold one')),
      ).toBe('Gold Choice PPO / medical deductible / $250');
      // Nothing was asked before: the plan's name alone asks nothing.
      expect(medicare.cards([agent('Which plan are you on?'), visitor('the gold one')])).toEqual([]);
    });

    it('reads a name run together, a number said in words, and a price that is no extra', () => {
      expect(fact(teeth.cards([visitor('smilebasic premium')])[0])).toBe(
        'Smile Basic / monthly premium / $24',
      );
      // "sixty five" is 65: the window around the 65th birthday.
      expect(firstOf(visitor("I'm turning sixty five in June, when can I sign up"))).toBe(
        'Initial Enrollment Period / lasts / 7 months around the 65th birthday',
      );
      // The most a plan pays in a year is its annual maximum.
      expect(fact(teeth.cards([visitor('how much will plus pay in total in a year')])[0])).toBe(
        'Smile Plus / annual maximum / $2,500',
      );
      // "the extra money" is a price, not an extra benefit: the specialist copays a comparison by visits asks for.
      const worth = medicare
        .cards([visitor('is gold worth the extra money over silver for seeing a specialist')])
        .map(fact);
      expect(worth).toContain('Gold Choice PPO / specialist copay / $40');
      expect(worth).toContain('Silver Advantage HMO / specialist copay / $35');
      const firstExtra = worth.findIndex((card) => card?.includes(' / extra benefit / '));
      if (firstExtra >= 0) {
        expect(worth.indexOf('Gold Choice PPO / specialist copay / $40')).toBeLessThan(firstExtra);
        expect(worth.indexOf('Silver Advantage HMO / specialist copay / $35')).toBeLessThan(firstExtra);
      }
    });

    it("reads a terse query naming a subject and one of its predicates' words", () => {
      expect(firstOf(visitor('evergreen pharmacies'))).toBe(
        'Evergreen Health Network / includes pharmacy / Walgreens',
      );
      // "calling" is a word of no predicate of Silver's: an opening, not a query.
      expect(medicare.cards([visitor('silver advantage member calling')])).toEqual([]);
    });
  });

  describe('plans told by their values, and situations that name no plan', () => {
    const medicare = createRetriever([
      { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
      { subject: 'Silver Advantage HMO', predicate: 'primary care copay', object: '$5' },
      { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
      { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
      { subject: 'Silver Advantage HMO', predicate: 'includes', object: 'Part D drug coverage' },
      {
        subject: 'Silver Advantage HMO',
        predicate: 'extra benefit',
        object: 'eye exam and $150 toward glasses',
      },
      { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
      { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
      { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
      { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
      { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
      { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
      { subject: 'Bronze Saver HMO', predicate: 'specialist copay', object: '$45' },
      { subject: 'Bronze Saver HMO', predicate: 'gives back', object: '$100 a month on the Part B premium' },
      { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
      { subject: 'Medicaid and Medicare', predicate: 'qualifies for', object: 'Dual Special Needs Plan' },
      {
        subject: 'Initial Enrollment Period',
        predicate: 'lasts',
        object: '7 months around the 65th birthday',
      },
    ]);
    const dental = createRetriever([
      { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
      { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
      { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
      { subject: 'Smile Basic', predicate: 'covers', object: 'cleanings and X-rays at 100%' },
      { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
      { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
      { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
      { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
    ]);
    const firstOf = (...conversation: ConversationTurn[]) => fact(medicare.cards(conversation)[0]);
    const firstTooth = (...conversation: ConversationTurn[]) => fact(dental.cards(conversation)[0]);

    it('reads a plan told by its price, a benefit only it has, or a predicate only it has', () => {
      // $49 a month is Gold's premium alone.
      const cards = medicare.cards([visitor('whats the specialist copay on the forty nine dollar plan')]);
      expect(fact(cards[0])).toBe('Gold Choice PPO / specialist copay / $40');
      expect(cards[0]?.reason).toContain('subject "Gold Choice PPO" told by its values');
      // Only Bronze gives back on Part B.
      expect(
        firstOf(visitor('the plan that pays some of my part b back, what do specialists cost on it')),
      ).toBe('Bronze Saver HMO / specialist copay / $45');
      // Only Gold's benefits hold hearing aids; the hearing aids are what the caller knows, the deductible is asked.
      expect(firstOf(visitor("the one with the hearing aids, what's its deductible"))).toBe(
        'Gold Choice PPO / medical deductible / $250',
      );
      // Asked which plan it is, the fact that tells it is the answer.
      expect(firstOf(visitor('which plan has the hearing aids'))).toBe(
        'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
      );
      // $24 a month is Smile Basic's premium.
      expect(firstTooth(visitor("the twenty four dollar dental plan, what's the yearly max"))).toBe(
        'Smile Basic / annual maximum / $1,000',
      );
    });

    it('reads a plan told by its rank by price, among the plans in focus or all of them', () => {
      // $45 is more than $24: Smile Plus.
      expect(firstTooth(visitor('the more expensive of your two dental plans, is there a deductible'))).toBe(
        'Smile Plus / deductible / $0',
      );
      expect(
        firstTooth(
          visitor('what do your dental plans cost'),
          agent('Smile Basic is $24 a month and Smile Plus is $45 a month.'),
          visitor('and the cheaper one has a deductible?'),
        ),
      ).toBe('Smile Basic / deductible / $50 a year');
    });

    it('takes a bare number for no price', () => {
      // "24" said with no money word tells no plan: both plans' annual maximums are shown.
      const cards = dental
        .cards([visitor("member id 24 0091, what's the annual maximum on the plan")])
        .map(fact);
      expect(cards).toContain('Smile Basic / annual maximum / $1,000');
      expect(cards).toContain('Smile Plus / annual maximum / $2,500');
    });

    it('reads a situation that names no plan by the one plan whose care it needs', () => {
      expect(firstOf(visitor('I wear hearing aids and they cost a fortune'))).toBe(
        'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
      );
      expect(firstTooth(visitor('my dentist says I need a root canal'))).toBe(
        'Smile Plus / covers / crowns and root canals at 50%',
      );
      // A thing said in passing, with no need or cost: nothing.
      expect(medicare.cards([visitor('let me find my glasses')])).toEqual([]);
      expect(medicare.cards([visitor('sorry I need a minute, my hearing aids are acting up')])).toEqual([]);
    });

    it("reads a situation of one's life, a subject that is no plan, and a thing named with a predicate", () => {
      // Turning 65 told as news asks nothing yet (twenty-first round); asked of, it asks for the window it opens.
      expect(
        medicare.cards([visitor("I just got my medicare card, I'm turning sixty five in March")]),
      ).toEqual([]);
      expect(
        firstOf(visitor("I just got my medicare card, I'm turning sixty five in March, when can I sign up?")),
      ).toBe('Initial Enrollment Period / lasts / 7 months around the 65th birthday');
      expect(firstOf(visitor("I'm on medicaid and I just got medicare too"))).toBe(
        'Medicaid and Medicare / qualifies for / Dual Special Needs Plan',
      );
      expect(firstOf(visitor('I only ever fill my prescriptions at walgreens'))).toBe(
        'Evergreen Health Network / includes pharmacy / Walgreens',
      );
      // A date of birth given identifies the caller.
      expect(medicare.cards([visitor('June 3rd 1961, I turn 65 next year')])).toEqual([]);
      // An age over 65 said of someone who wants a policy: what a dental-only policy has no limit of.
      const teethWithAge = createRetriever([
        { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
        { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
        { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
      ]);
      expect(fact(teethWithAge.cards([visitor('my husband is 79, we want dental for him')])[0])).toBe(
        'dental-only policy / has no / age limit for enrollment',
      );
      // An age said in a complaint about the call asks nothing of the graph.
      expect(
        medicare.cards([
          visitor("I've been cut off three times, I'm 79 years old and I don't have time for this"),
        ]),
      ).toEqual([]);
    });
  });

  describe('windows told by dates, places one keeps, and the room among the five', () => {
    const windows: KnowledgeTriple[] = [
      { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
      { subject: 'Silver Advantage HMO', predicate: 'service area', object: 'Maricopa County, AZ' },
      { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
      { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
      { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
      { subject: 'Valley Care Partners', predicate: 'includes', object: 'HonorHealth clinics' },
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Annual Enrollment Period, Oct 15 to Dec 7',
      },
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Open Enrollment Period, Jan 1 to Mar 31',
      },
      { subject: 'Extra Help', predicate: 'lowers', object: 'Part D drug costs' },
      { subject: 'Moving to a new service area', predicate: 'opens', object: 'Special Enrollment Period' },
      {
        subject: 'Initial Enrollment Period',
        predicate: 'lasts',
        object: '7 months around the 65th birthday',
      },
    ];
    const medicare = createRetriever(windows);
    const dental = createRetriever([
      { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
      { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
      { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
      { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
      { subject: 'Bright Dental Network', predicate: 'includes', object: 'Aspen Dental offices' },
      { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    ]);
    const firstOf = (...conversation: ConversationTurn[]) => fact(medicare.cards(conversation)[0]);
    const firstTooth = (...conversation: ConversationTurn[]) => fact(dental.cards(conversation)[0]);
    const OEP = 'Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31';
    const AEP = 'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7';

    it("reads a month said as the date of an event of one's life as no window", () => {
      // "birthday" asks for the enrolment periods and names the initial one's "65th birthday"; "November" no longer
      // names the Annual Enrollment Period (Oct 15 to Dec 7), which came first before.
      expect(
        firstOf(
          visitor("I'm 64 and my birthday is in November, trying to figure out the medicare sign up stuff"),
        ),
      ).toBe('Initial Enrollment Period / lasts / 7 months around the 65th birthday');
      // A month said of when to switch still names its window.
      expect(firstOf(visitor('can I switch plans in November?'))).toBe(AEP);
    });

    it('reads a window said to be missed as not the one asked for', () => {
      // "fall" (October to December) is missed; "february" names the Open Enrollment Period alone.
      expect(firstOf(visitor('i missed the fall window, can i still change plans in february?'))).toBe(OEP);
      // "december" missed names neither window: both are shown for "switch", the missed one no longer alone.
      const cards = medicare
        .cards([visitor('I missed the december deadline, do I get another chance to switch')])
        .map(fact);
      expect(cards).toContain(OEP);
      expect(cards).toContain(AEP);
    });

    it('reads a place one keeps, told as a habit or an attachment, as asking what holds it', () => {
      expect(firstOf(visitor('the honorhealth clinic is the closest one to my house'))).toBe(
        'Valley Care Partners / includes / HonorHealth clinics',
      );
      expect(firstOf(visitor('I go to the HonorHealth clinic on Shea, been going for years'))).toBe(
        'Valley Care Partners / includes / HonorHealth clinics',
      );
      expect(firstOf(visitor('the walgreens on my corner is the only pharmacy I can walk to'))).toBe(
        'Evergreen Health Network / includes pharmacy / Walgreens',
      );
      expect(firstTooth(visitor("my dentist's office is an Aspen, hopefully that's not a problem"))).toBe(
        'Bright Dental Network / includes / Aspen Dental offices',
      );
      // An opening that names the line or a plan and asks nothing still gets no card.
      expect(
        medicare.cards([visitor("Hi, I'm calling about the Medicare Advantage plans you have")]),
      ).toEqual([]);
      expect(medicare.cards([visitor("yes hello this is Dorothy, I'm on your silver plan")])).toEqual([]);
    });

    it("reads a child to be put on a policy, a plan's area elsewhere, help with drug costs, and paying first", () => {
      expect(firstTooth(visitor('my grandson is 16, can he go on smile basic with me'))).toBe(
        'dental-only policy / has no / age limit for enrollment',
      );
      expect(firstOf(visitor('we spend winters in Minnesota, does the silver plan work up there'))).toBe(
        'Silver Advantage HMO / service area / Maricopa County, AZ',
      );
      expect(
        firstOf(visitor('my check barely covers my medicines, is there anything that helps with drug costs')),
      ).toBe('Extra Help / lowers / Part D drug costs');
      expect(firstTooth(visitor('for plus what must i pay before insurance start'))).toBe(
        'Smile Plus / deductible / $0',
      );
    });

    it('fills the room among the five from cards down to 0.45 of the best', () => {
      // With the demo's Silver facts, "move out of Maricopa" names Silver's service area (its subject, its object
      // and the predicate cued: the best card); the special enrolment period that moving opens scores under 0.6
      // of it, so it can only fill the room left, and it does at 0.45.
      const cards = createRetriever([
        ...windows,
        { subject: 'Gold Choice PPO', predicate: 'service area', object: 'Maricopa County, AZ' },
        {
          subject: 'Medicare Advantage plan',
          predicate: 'requires',
          object: 'living in the plan service area',
        },
      ]).cards([visitor("what happens if I move out of Maricopa while I'm on silver?")]);
      expect(fact(cards[0])).toBe('Silver Advantage HMO / service area / Maricopa County, AZ');
      const moving = cards.find((card) => card.subject === 'Moving to a new service area');
      expect(moving).toBeDefined();
      expect(moving!.score / cards[0]!.score).toBeGreaterThanOrEqual(0.45);
      expect(moving!.score / cards[0]!.score).toBeLessThan(0.6);
    });
  });

  describe('amounts in words, a kind asked only by a kind, questions about a family member', () => {
    const plans = createRetriever([
      { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
      { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
      { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
      { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
      { subject: 'Silver Advantage HMO', predicate: 'maximum out-of-pocket', object: '$3,900 in network' },
      { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
      { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
      {
        subject: 'Gold Choice PPO',
        predicate: 'maximum out-of-pocket',
        object: '$5,900 in and out of network',
      },
      { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
      { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
    ]);
    const firstOf = (...conversation: ConversationTurn[]) => fact(plans.cards(conversation)[0]);

    it('reads an amount said in words or written without its comma as the amount of a fact', () => {
      const maximum = 'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network';
      expect(
        firstOf(
          visitor(
            "the mailer says silver advantage has a three thousand nine hundred dollar something, what's that number for",
          ),
        ),
      ).toBe(maximum);
      expect(firstOf(visitor('what is the 3900 on the silver plan for?'))).toBe(maximum);
      expect(firstOf(visitor('on silver, what is the thirty nine hundred for?'))).toBe(maximum);
    });

    it('does not take the words that named a plan as words of its facts', () => {
      // "Advantage" names the Silver Advantage HMO; it is no reason to show that it is a Medicare Advantage plan.
      const cards = plans.cards([visitor('silver advantage, what does it pay for specialists?')]);
      expect(cards[0]?.predicate).not.toBe('is a');
    });

    it('asks what a thing is only when a kind follows "is that a"', () => {
      expect(
        firstOf(
          visitor("I'd like to sign up for silver"),
          agent('Great. Do you have both Medicare Part A and Part B?'),
          visitor('just A for now, is that a problem?'),
        ),
      ).toBe('Medicare Advantage plan / requires / Medicare Part A and Part B');
      expect(firstOf(visitor('the gold one, is that a PPO?'))).toBe(
        'Gold Choice PPO / is a / Medicare Advantage plan',
      );
    });

    it('reads the deductible in coverage said with its kind, and in a full price paid', () => {
      const drug = createRetriever([
        { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
        { subject: 'Silver Advantage HMO', predicate: 'includes', object: 'Part D drug coverage' },
        { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
        {
          subject: 'Medicare Advantage plan',
          predicate: 'can be changed during',
          object: 'Open Enrollment Period',
        },
      ]);
      const firstDrug = (content: string) => fact(drug.cards([visitor(content)])[0]);
      expect(
        firstDrug('on silver, what do i pay for my prescriptions before the drug coverage starts?'),
      ).toBe('Silver Advantage HMO / drug deductible / $250');
      // "charged" is a word of the lexicon's cues, not a slip for the graph's "changed".
      expect(
        firstDrug('I have silver and the pharmacy charged me full price for my first refill, why is that?'),
      ).toBe('Silver Advantage HMO / drug deductible / $250');
    });

    it('reads a tag question that ends a statement as a question, not a reply', () => {
      expect(
        firstOf(visitor("uh the silver advantage h m o that's one of them medicare advantage plans right")),
      ).toBe('Silver Advantage HMO / is a / Medicare Advantage plan');
      expect(plans.cards([visitor("yes that's right")])).toEqual([]);
    });

    it('reads a question about a family member as a question', () => {
      expect(
        firstOf(
          visitor(
            "I'm calling for my dad, he's on the silver one. His cardiologist wants him to see a kidney guy, does dad need a paper from his regular doctor first",
          ),
        ),
      ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    });
  });

  describe('openings that ask nothing, and a second language (thirteenth round)', () => {
    const periods = createRetriever([
      ...GRAPH,
      {
        subject: 'Initial Enrollment Period',
        predicate: 'lasts',
        object: '7 months around your 65th birthday',
      },
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Annual Enrollment Period (Oct 15 - Dec 7)',
      },
    ]);

    it("reads a plan's first word after a given name, or after a title, as a person's name", () => {
      expect(retriever.cards([visitor("Yes that's me, Frank Gold, no relation to the plan ha ha")])).toEqual(
        [],
      );
      expect(
        retriever.cards([agent("And I'm speaking with Mr. Walter Gold, member ID ending 7730?")]),
      ).toEqual([]);
      // A plan's name said whole, or its word after a word the retriever knows, is still the plan.
      expect(first(visitor('How much a month is Gold Choice?'))).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
      expect(first(visitor('How much a month is the Gold plan?'))).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
    });

    it('gives no card to a caller who identifies themselves before any topic', () => {
      expect(periods.cards([visitor("Zip is 85204, birthday is the 12th of November, '58")])).toEqual([]);
      // A question after the details still asks.
      expect(fact(periods.cards([visitor("member id 4471, what's the monthly premium on gold")])[0])).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
    });

    it('reads saying what the call is about, a call returned and a wish to talk to someone as no question', () => {
      expect(
        retriever.cards([visitor('Hi, I have a few questions about the Gold plan, is now a good time?')]),
      ).toEqual([]);
      expect(
        retriever.cards([
          visitor('Is this the number for the Medicare Advantage plans? The one from the TV ad?'),
        ]),
      ).toEqual([]);
      expect(
        retriever.cards([
          visitor('yeah hi I got a voicemail from you guys about my Gold Choice enrollment, calling back'),
        ]),
      ).toEqual([]);
      expect(
        retriever.cards([
          visitor("I'm in Mesa, I'm on the Silver plan, I just wanted to talk to a real person"),
        ]),
      ).toEqual([]);
      expect(
        retriever.cards([agent("I have your account up. You're on the Gold Choice PPO, is that correct?")]),
      ).toEqual([]);
      // Questions about a predicate named surely ask.
      expect(first(visitor('I have a question about the Gold plan deductible'))).toBe(
        'Gold Choice PPO / medical deductible / $250',
      );
    });

    it('reads a fact taken down or said back after an answer as no question', () => {
      expect(
        retriever.cards([
          agent('The Gold Choice PPO is $49 a month.'),
          visitor('49, got it, writing it down'),
        ]),
      ).toEqual([]);
      expect(
        retriever.cards([
          agent('Silver Advantage HMO has a $0 premium.'),
          visitor('So Silver is zero a month and nothing for the deductible. OK.'),
        ]),
      ).toEqual([]);
      expect(
        retriever.cards([
          agent('Gold Choice covers out-of-network care at a higher cost.'),
          visitor('Got it, so out of network is fine, it just costs more.'),
        ]),
      ).toEqual([]);
      expect(
        first(
          agent('The Gold Choice PPO is $49 a month.'),
          visitor('got it, so what is the deductible on gold?'),
        ),
      ).toBe('Gold Choice PPO / medical deductible / $250');
    });

    it("shows no other plan's fact for a predicate the plan in focus has none of", () => {
      const plansOfAKind = createRetriever([
        ...GRAPH,
        { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
        { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      ]);
      const firstOfAKind = (...conversation: ConversationTurn[]) => fact(plansOfAKind.cards(conversation)[0]);
      // Only Silver needs referrals in this graph: asked of Gold, the graph holds no answer.
      expect(
        plansOfAKind.cards([
          visitor("I'm on Gold Choice."),
          agent('Okay, I see it.'),
          visitor('do I need a referral to see a specialist?'),
        ]),
      ).toEqual([]);
      expect(
        firstOfAKind(
          visitor("I'm on Silver Advantage."),
          agent('Okay, I see it.'),
          visitor('do I need a referral?'),
        ),
      ).toBe('Silver Advantage HMO / needs referrals for / specialists');
      // No plan in focus: the fact is shown.
      expect(firstOfAKind(visitor('do I need a referral to see a specialist?'))).toBe(
        'Silver Advantage HMO / needs referrals for / specialists',
      );
    });

    it("reads a visit paid for, a place offered, a doctor's okay, a group of doctors and a bare follow-up", () => {
      const more = createRetriever([
        ...GRAPH,
        { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
        { subject: 'Gold Choice PPO', predicate: 'service area', object: 'Maricopa County' },
        { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
        { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
        {
          subject: 'Silver Advantage HMO',
          predicate: 'extra benefit',
          object: 'dental allowance $500 a year',
        },
      ]);
      const firstMore = (...conversation: ConversationTurn[]) => fact(more.cards(conversation)[0]);
      expect(
        firstMore(
          visitor('Gold Choice is what my wife picked.'),
          agent('Okay.'),
          visitor("so she pays nothing when she sees Dr. Howard? he's her primary"),
        ),
      ).toBe('Gold Choice PPO / primary care copay / $10');
      expect(firstMore(agent('The Gold Choice PPO has a $49 premium.'), visitor("where's it offered?"))).toBe(
        'Gold Choice PPO / service area / Maricopa County',
      );
      expect(
        firstMore(
          visitor("I'm on Silver Advantage now."),
          agent('Okay, I see your plan.'),
          visitor(
            "my knee doctor wants to see me, but my daughter says I need my regular doctor's okay first, is she right?",
          ),
        ),
      ).toBe('Silver Advantage HMO / needs referrals for / specialists');
      expect(
        firstMore(visitor('Gold Choice uses the same group of doctors as the Silver one, right?')),
      ).toMatch(/ \/ network \/ Evergreen Health Network$/);
      expect(firstMore(visitor('Silver HMO,'), agent('Yes?'), visitor('teeth? anything for teeth?'))).toBe(
        'Silver Advantage HMO / extra benefit / dental allowance $500 a year',
      );
      // A statement after a plan was named is no bare question.
      expect(
        more.cards([
          agent('Walgreens is in the Evergreen network.'),
          visitor('good, good. My pharmacist Tom there is a sweetheart.'),
        ]),
      ).toEqual([]);
    });

    it('gives no card to booking a visit or to a cost of a kind the graph does not know, said after it', () => {
      expect(
        retriever.cards([visitor('could we set up an appointment with a sales agent next week?')]),
      ).toEqual([]);
      expect(
        retriever.cards([visitor('I need to book a cleaning for next Tuesday at 3, can you do that?')]),
      ).toEqual([]);
      expect(retriever.cards([visitor("What's the copay for an ambulance ride on Silver?")])).toEqual([]);
      expect(first(visitor("What's the copay for a specialist on Silver?"))).toBe(
        'Silver Advantage HMO / specialist copay / $35',
      );
    });

    it("reads medicines by name as drugs, and a verb of one's own before a price word as no kind of cost", () => {
      const drugs = createRetriever([
        ...GRAPH,
        { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
        { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
        { subject: 'Bronze Saver HMO', predicate: 'does not include', object: 'Part D drug coverage' },
      ]);
      expect(
        fact(drugs.cards([visitor('Bronze Saver looks good but my insulin is the big thing for me')])[0]),
      ).toBe('Bronze Saver HMO / does not include / Part D drug coverage');
      expect(
        first(
          visitor(
            "I hate deductibles. Please tell me the Silver HMO doesn't make me pay one for medical stuff",
          ),
        ),
      ).toBe('Silver Advantage HMO / medical deductible / $0');
    });

    it("reads a second language's question and cue words as English", () => {
      expect(first(visitor('Cuánto cuesta al mes el plan Gold Choice? Es para mi papá'))).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
      expect(first(visitor('el deducible médico del Gold Choice PPO, de cuánto es?'))).toBe(
        'Gold Choice PPO / medical deductible / $250',
      );
      expect(first(visitor('tôi muốn biết gói Silver mỗi tháng phải trả bao nhiêu tiền'))).toBe(
        'Silver Advantage HMO / monthly premium / $0',
      );
    });
  });

  describe('fourteenth round', () => {
    const graph = createRetriever([
      ...GRAPH,
      { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
      { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
      {
        subject: 'Silver Advantage HMO',
        predicate: 'extra benefit',
        object: 'eye exam and $150 toward glasses',
      },
      { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'fitness membership' },
      { subject: 'Silver Advantage HMO', predicate: 'service area', object: 'Maricopa County' },
      {
        subject: 'Initial Enrollment Period',
        predicate: 'lasts',
        object: '7 months around your 65th birthday',
      },
    ]);
    const top = (...conversation: ConversationTurn[]) => fact(graph.cards(conversation)[0]);

    it('reads a name given or a street address as who is calling, not as a plan or a question', () => {
      expect(graph.cards([visitor('I live at 4410 East Silver Creek Road, Phoenix.')])).toEqual([]);
      expect(
        graph.cards([
          visitor('Hello, my name is Dr. Margaret Banner, retired, and I just turned sixty-five last week.'),
        ]),
      ).toEqual([]);
      // Told without a name, turning 65 is news that asks nothing yet (twenty-first round), until a question does.
      expect(graph.cards([visitor('I just turned sixty-five last week.')])).toEqual([]);
      expect(top(visitor('I just turned sixty-five last week, what do I do now?'))).toBe(
        'Initial Enrollment Period / lasts / 7 months around your 65th birthday',
      );
    });

    it('reads "need to" and a verb of the moment as no need of care', () => {
      expect(
        graph.cards([visitor('Sorry, give me a second, I need to find my glasses and the card.')]),
      ).toEqual([]);
      expect(top(visitor("I'm going to need new glasses soon and they cost a fortune"))).toBe(
        'Silver Advantage HMO / extra benefit / eye exam and $150 toward glasses',
      );
    });

    it("reads a caller's statement of a value the facts hold, before any topic, as said back", () => {
      expect(
        graph.cards([
          visitor("Wow, forty-nine dollars a month for the Gold, that's more than I pay for my phone."),
        ]),
      ).toEqual([]);
      expect(top(visitor('Forty-nine dollars a month for the Gold, is that right?'))).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
    });

    it("shows no card when a thing is asked of a plan whose facts do not hold it but another plan's do", () => {
      expect(graph.cards([visitor("What's the hearing aid benefit on the Silver Advantage HMO?")])).toEqual(
        [],
      );
      expect(top(visitor("What's the hearing aid benefit on the Gold plan?"))).toBe(
        'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
      );
      expect(top(visitor('Which plan has the hearing aid benefit?'))).toBe(
        'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
      );
      // Compared, both plans' facts answer.
      expect(top(visitor('Is the hearing aid benefit better on Gold or on Silver?'))).toBe(
        'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
      );
    });

    it("reads a clause pointing back at another insurer's plan as theirs", () => {
      expect(
        graph.cards([visitor("My neighbor has the Humana Gold Plus plan, what's the premium on that one?")]),
      ).toEqual([]);
      expect(
        top(visitor("My neighbor has the Humana Gold Plus plan, what's the premium on your Gold?")),
      ).toBe('Gold Choice PPO / monthly premium / $49');
    });

    it("reads more ways of asking: a doctor who has to send one, a year's limit, a place to swim, A and B to join", () => {
      expect(
        top(
          visitor(
            'On the Silver, can I just call the eye surgeon myself or does my primary have to send me?',
          ),
        ),
      ).toBe('Silver Advantage HMO / needs referrals for / specialists');
      expect(
        top(
          visitor(
            "Which of them protects me best if I land in the hospital, what's the yearly limit on Gold?",
          ),
        ),
      ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900');
      expect(
        top(
          visitor(
            'I like to swim at the community center, I wonder whether the Silver Advantage would cover that.',
          ),
        ),
      ).toBe('Silver Advantage HMO / extra benefit / fitness membership');
      const parts = createRetriever([
        { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
        {
          subject: 'Medicare Advantage plan',
          predicate: 'can be changed during',
          object: 'Annual Enrollment Period',
        },
        { subject: 'Medicaid and Medicare', predicate: 'qualifies for', object: 'Dual Special Needs Plan' },
      ]);
      expect(
        fact(
          parts.cards([visitor("So these Advantage plans, you need both A and B to join, don't you?")])[0],
        ),
      ).toBe('Medicare Advantage plan / requires / Medicare Part A and Part B');
      expect(parts.cards([visitor('i have medicare part a and b')])).toEqual([]);
      // AHCCCS is Arizona's Medicaid.
      expect(
        fact(
          parts.cards([
            visitor(
              'My mom is on AHCCCS and Medicare, I wonder whether that gets her into some other kind of plan.',
            ),
          ])[0],
        ),
      ).toBe('Medicaid and Medicare / qualifies for / Dual Special Needs Plan');
    });

    it('reads more Spanish: "quiero saber si", hearing aids, a root canal', () => {
      expect(top(visitor('Quiero saber si el plan Gold cubre audífonos.'))).toBe(
        'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
      );
      const dental = createRetriever([
        { subject: 'Smile Plus', predicate: 'covers', object: 'root canals at 50%' },
        { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
      ]);
      expect(
        fact(
          dental.cards([
            visitor('mi dentista dice que necesito un tratamiento de conducto, el Smile Plus lo cubre?'),
          ])[0],
        ),
      ).toBe('Smile Plus / covers / root canals at 50%');
    });

    it('reads a replacement as a big bill only of a joint', () => {
      const bills = createRetriever(GRAPH);
      expect(
        bills.cards([
          visitor('How do I get a replacement member card mailed out? Mine went through the wash.'),
        ]),
      ).toEqual([]);
      expect(
        fact(
          bills.cards([visitor('I need a knee replacement in the spring, how bad could it get on Gold?')])[0],
        ),
      ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900');
    });

    it('reads an opening that greets, says what the call is about or tells of mail received as asking nothing', () => {
      expect(graph.cards([visitor('Hi, calling about the fitness benefit on the Silver plan.')])).toEqual([]);
      expect(
        graph.cards([visitor('Hi, I got a postcard about the Gold Choice PPO and the hearing aids.')]),
      ).toEqual([]);
      expect(
        graph.cards([visitor('Good morning, I just enrolled in the Gold Choice PPO last week.')]),
      ).toEqual([]);
      expect(
        graph.cards([
          agent('Thank you for calling, this is Dana, how can I help you today?'),
          visitor('Hey, quick one, I have the Silver Advantage HMO and the eye exam thing.'),
        ]),
      ).toEqual([]);
      expect(
        graph.cards([agent('Can you verify your date of birth and the plan you are enrolled in?')]),
      ).toEqual([]);
      expect(graph.cards([visitor('I live on Silver Lake Drive in Tempe.')])).toEqual([]);
      expect(graph.cards([visitor("I'm calling from the Smile Plus dentist's front desk.")])).toEqual([]);
      // An age is no house number.
      expect(top(visitor("I'm 65 and on my way to the pharmacy, what's Gold's deductible?"))).toBe(
        'Gold Choice PPO / medical deductible / $250',
      );
      // Asked, or with a need of care said, the same openings get their cards.
      expect(
        top(visitor('Hi, I got a postcard about the Gold Choice PPO, does it really have hearing aids?')),
      ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
      expect(top(visitor("Hi, I'm going to need new glasses soon and they cost a fortune"))).toBe(
        'Silver Advantage HMO / extra benefit / eye exam and $150 toward glasses',
      );
      expect(top(visitor('hello, does the gold plan have a deductible'))).toBe(
        'Gold Choice PPO / medical deductible / $250',
      );
    });

    it('reads a guess or a hedge around a need as the need, and "love to know whether" as a request', () => {
      const after = (content: string) => top(agent('Sure, what would you like to know?'), visitor(content));
      expect(after('So the Gold lets me see doctors outside the network, I think.')).toBe(
        'Gold Choice PPO / covers / out-of-network care at a higher cost',
      );
      expect(after("I guess the Silver doesn't let me see a specialist on my own.")).toBe(
        'Silver Advantage HMO / needs referrals for / specialists',
      );
      expect(after("I'd love to know whether the Silver has a monthly premium.")).toBe(
        'Silver Advantage HMO / monthly premium / $0',
      );
      expect(
        graph
          .cards([
            agent('Sure, what would you like to know?'),
            visitor("I'm just trying to see which plan has the lowest premium."),
          ])
          .map(fact),
      ).toContain('Silver Advantage HMO / monthly premium / $0');
    });

    it('reads a word that is both a thing of a fact and another predicate of its subject as that predicate', () => {
      // "specialist" is the Silver's "specialist copay" and the thing its "needs referrals for" holds.
      const plans = createRetriever([
        ...GRAPH,
        { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
      ]);
      expect(fact(plans.cards([visitor('Gold Choice PPO.'), agent('Yes?'), visitor('Specialist?')])[0])).toBe(
        'Gold Choice PPO / specialist copay / $40',
      );
      expect(top(visitor('mi esposo tiene el Silver, cuánto paga él por un especialista?'))).toBe(
        'Silver Advantage HMO / specialist copay / $35',
      );
      // Asked for, the rule the thing is held by leads.
      expect(top(visitor('does the silver make me jump through hoops before I can see a specialist'))).toBe(
        'Silver Advantage HMO / needs referrals for / specialists',
      );
      expect(top(visitor('do I need a referral to see a specialist on the Silver?'))).toBe(
        'Silver Advantage HMO / needs referrals for / specialists',
      );
    });
  });

  describe('fifteenth round: first messages', () => {
    const graph = createRetriever([
      ...GRAPH,
      { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
      { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'worldwide emergency coverage' },
    ]);
    const cards = (...conversation: ConversationTurn[]) => graph.cards(conversation).map(fact);

    it('reads a name given beside a request to know a fact surely cued as asking', () => {
      expect(
        cards(visitor('Hi, my name is Ruth, I wanted to know the specialist copay on the Silver.'))[0],
      ).toBe('Silver Advantage HMO / specialist copay / $35');
      expect(cards(visitor('Hi, my name is Ruth Silver.'))).toEqual([]);
    });

    it('reads a sentence about the call clause by clause when it ends in a question', () => {
      expect(
        cards(visitor("Hi, I'm calling for my grandmother, would Smile Plus pay for dentures?"))[0],
      ).toBe('Smile Plus / covers / dentures and implants at 50%');
      expect(cards(visitor("Hi, I'm calling about Smile Plus."))).toEqual([]);
    });

    it('takes "ill" without a word of being before it as "I\'ll", and telling for the record as no question', () => {
      expect(
        cards(visitor("I've got my Medicare card here and I'll read you whichever number you need.")),
      ).toEqual([]);
      expect(cards(visitor('what if I get ill abroad on the Gold?'))[0]).toBe(
        'Gold Choice PPO / extra benefit / worldwide emergency coverage',
      );
      expect(cards(visitor('My dentist is at the Aspen office in Mesa. Just so you know.'))).toEqual([]);
      expect(cards(visitor('My dentist is at the Aspen office in Mesa.'))[0]).toBe(
        'Bright Dental Network / includes / Aspen Dental offices',
      );
    });

    it('reads more ways of asking a first question', () => {
      const more = createRetriever([
        ...GRAPH,
        { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
        {
          subject: 'Medicare Advantage plan',
          predicate: 'can be changed during',
          object: 'Annual Enrollment Period, Oct 15 to Dec 7',
        },
        {
          subject: 'Medicare Advantage plan',
          predicate: 'can be changed during',
          object: 'Open Enrollment Period, Jan 1 to Mar 31',
        },
      ]);
      const firstOf = (content: string) => fact(more.cards([visitor(content)])[0]);
      // A plan named where "it" would stand before "starts covering": the deductible.
      expect(
        firstOf('How much do I pay for my pills before the Silver Advantage starts covering them?'),
      ).toBe('Silver Advantage HMO / drug deductible / $250');
      // What a specialist costs is the visit's copay, ahead of the referral rule.
      expect(firstOf('Hi, I want to know what a specialist costs on the silver plan.')).toBe(
        'Silver Advantage HMO / specialist copay / $35',
      );
      // "Because" names no thing the graph does not know; a person covered still is one ("my wife").
      expect(firstOf("Because my doctor isn't in the network, would the Gold PPO still cover him?")).toBe(
        'Gold Choice PPO / covers / out-of-network care at a higher cost',
      );
      expect(
        firstOf("Since my doctor isn't in the network, would the Gold PPO still cover my wife?"),
      ).toBeUndefined();
      // "Your two dental plans" are the company's plans, not a question about the person on the line.
      expect(
        createRetriever([
          { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
          { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
          { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
        ])
          .cards([visitor('Hi, what are the monthly prices of your two dental plans?')])
          .slice(0, 2)
          .map(fact)
          .sort(),
      ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
      // The start of the year is the January to March window, unless it dates one's turning 65.
      expect(firstOf('Hello, is there a window at the start of the year to change Advantage plans?')).toBe(
        'Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31',
      );
      expect(firstOf("I turn 65 at the start of the year, what's the Gold premium?")).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
    });
  });
});

describe('a general request to be told of a subject before any topic (sixteenth round)', () => {
  const { facts } = readerOf(GRAPH);

  it('shows no card on an opening that asks to be told of a subject and cues no fact', () => {
    expect(facts(visitor("I'd like some information about the Silver Advantage HMO"))).toEqual([]);
    expect(facts(visitor('Hello, can you tell me about Smile Plus'))).toEqual([]);
    expect(facts(visitor("I'm interested in the Gold plan, what can you tell me"))).toEqual([]);
  });

  it('still answers an opening that asks a fact beside the request', () => {
    expect(facts(visitor("I'd like some information about the Silver Advantage HMO's deductible"))[0]).toBe(
      'Silver Advantage HMO / medical deductible / $0',
    );
  });

  it('keeps the subject in focus for the next message', () => {
    expect(
      facts(
        visitor("I'd like some information about the Silver Advantage HMO"),
        agent('Sure, what would you like to know?'),
        visitor('and the deductible?'),
      )[0],
    ).toBe('Silver Advantage HMO / medical deductible / $0');
  });

  it("answers a designer's example question the request meets", () => {
    const taught = createRetriever(
      GRAPH.map((triple) =>
        triple.subject === 'Smile Plus'
          ? { ...triple, questions: ['Can you tell me about Smile Plus?'] }
          : triple,
      ),
    );
    expect(fact(taught.cards([visitor('can you tell me about Smile Plus')])[0])).toBe(
      'Smile Plus / network / Bright Dental Network',
    );
  });

  it('keeps the cards of "tell me about X" later in a conversation, its facts in table order', () => {
    expect(
      facts(
        visitor('How much a month is the Gold plan?'),
        agent('The Gold Choice PPO is $49 a month.'),
        visitor('Tell me about the Silver Advantage HMO'),
      ).slice(0, 4),
    ).toEqual([
      'Silver Advantage HMO / monthly premium / $0',
      'Silver Advantage HMO / specialist copay / $35',
      'Silver Advantage HMO / needs referrals for / specialists',
      'Silver Advantage HMO / medical deductible / $0',
    ]);
  });
});

describe('openings in new voices (seventeenth round)', () => {
  const { facts } = readerOf(GRAPH);

  it('answers a question asked in a clause of its own after an introduction about the call', () => {
    expect(
      facts(
        visitor(
          "Hello, I'm a social worker at the county, my client is on the Silver Advantage, what's the specialist copay on that plan?",
        ),
      )[0],
    ).toBe('Silver Advantage HMO / specialist copay / $35');
    expect(
      facts(
        visitor(
          "I'm calling for my dad, he's looking at the Gold plan and he wants to know what the deductible is",
        ),
      )[0],
    ).toBe('Gold Choice PPO / medical deductible / $250');
  });

  it('answers a question after thanks and a complaint about the wait', () => {
    expect(
      facts(
        visitor(
          'Oh thank you for picking up, I was on hold forever. Is there a premium every month on the Gold Choice?',
        ),
      )[0],
    ).toBe('Gold Choice PPO / monthly premium / $49');
  });

  it('reads a spoken question whose subject is a plan named, with no question mark', () => {
    expect(
      facts(visitor('i pay $30 a month at my gym already does gold have a premium on top of that'))[0],
    ).toBe('Gold Choice PPO / monthly premium / $49');
  });

  it("answers first with the fact that holds a thing asked to be in a plan's network", () => {
    const withClinics = createRetriever([
      ...GRAPH,
      { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
      { subject: 'Valley Care Partners', predicate: 'includes', object: 'HonorHealth clinics' },
    ]);
    const cards = withClinics
      .cards([
        visitor("I'm on the Bronze Saver and my doctor moved to HonorHealth, is HonorHealth in my network?"),
      ])
      .map(fact);
    expect(cards.slice(0, 2)).toEqual([
      'Valley Care Partners / includes / HonorHealth clinics',
      'Bronze Saver HMO / network / Valley Care Partners',
    ]);
  });

  it('reads the most one could end up paying in a year as the out-of-pocket limit', () => {
    expect(facts(visitor("what's the most we could end up paying in a year on the Gold plan?"))[0]).toBe(
      'Gold Choice PPO / maximum out-of-pocket / $5,900',
    );
  });

  it("shows no card for questions put off to later, documents read aloud, whom one reached, or an agent's procedure", () => {
    expect(
      facts(
        visitor('At some point I want to ask about the Gold deductible, but first can you find my account?'),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor("Let me read you the card, it says Silver Advantage HMO, copay $35, and that's the front."),
      ),
    ).toEqual([]);
    expect(facts(visitor('Sorry, is this Aspen Dental? I need to move my cleaning.'))).toEqual([]);
    expect(
      facts(
        agent(
          "I'm transferring you to the team that handles the Silver Advantage HMO, please stay on the line.",
        ),
      ),
    ).toEqual([]);
  });

  it('reads "so I\'ll do" as "I will", not as being ill', () => {
    expect(
      facts(visitor("Hi, I'm with my mother, she's on the Gold plan, so ill do most of the talking.")),
    ).toEqual([]);
  });
});

describe('needs in other words (eighteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Bronze Saver HMO', predicate: 'primary care copay', object: '$0' },
    { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
    { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
    { subject: 'Valley Care Partners', predicate: 'includes', object: 'HonorHealth clinics' },
    { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
  ];
  const { retriever, first } = readerOf(graph);

  it('answers what a network holds before the plans that use it, when asked what is in it', () => {
    expect(first(visitor('which pharmacy is in the evergreen network'))).toBe(
      'Evergreen Health Network / includes pharmacy / Walgreens',
    );
    expect(first(visitor('what clinics does valley care have'))).toBe(
      'Valley Care Partners / includes / HonorHealth clinics',
    );
  });

  it('reads a question put after its topic, between two answers', () => {
    expect(first(visitor('brnz saver is that with valley care or evergreen'))).toBe(
      'Bronze Saver HMO / network / Valley Care Partners',
    );
  });

  it('reads what a plan costs said in other words as its premium', () => {
    expect(first(visitor("what's the cost of the gold plan"))).toBe(
      'Gold Choice PPO / monthly premium / $49',
    );
    expect(first(visitor('is the gold plan pricey'))).toBe('Gold Choice PPO / monthly premium / $49');
    expect(retriever.cards([visitor('whats cheaper, basic or plus')])[0]?.predicate).toBe('monthly premium');
  });

  it('reads an amount met before a plan pays as the deductible, and a free visit as the copay', () => {
    expect(first(visitor('do i have to meet anything before gold pays'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
    expect(first(visitor('is my family doctor free on bronze?'))).toBe(
      'Bronze Saver HMO / primary care copay / $0',
    );
  });

  it('reads a visit told as a condition after an answer as its copay, and a name missing its last letter', () => {
    expect(
      first(agent('The Bronze Saver HMO is $0 a month.'), visitor('ok and if i go see my regular doctor?')),
    ).toBe('Bronze Saver HMO / primary care copay / $0');
    expect(first(visitor('bronz premium?'))).toBe('Bronze Saver HMO / monthly premium / $0');
  });
});

describe('needs asked in other words, a second batch (eighteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'primary care copay', object: '$5' },
    { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
    { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'fitness membership' },
    { subject: 'Bronze Saver HMO', predicate: 'maximum out-of-pocket', object: '$6,700 in network' },
    { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
    { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
    { subject: 'Smile Plus', predicate: 'waiting period for', object: 'implants: 12 months' },
  ];
  const { first } = readerOf(graph);

  it('reads a sum paid on one own first as the deductible', () => {
    expect(first(visitor('on the silver hmo is there a chunk I gotta pay myself first?'))).toBe(
      'Silver Advantage HMO / medical deductible / $0',
    );
  });

  it('reads the top of one spending as the maximum out-of-pocket, and a cap on what a plan pays as its maximum', () => {
    expect(first(visitor('bronze, if everything goes wrong in a year what is the top of my spending?'))).toBe(
      'Bronze Saver HMO / maximum out-of-pocket / $6,700 in network',
    );
    expect(
      first(
        visitor("What's the deductible on Smile Basic?"),
        agent('$50 a year.'),
        visitor("and once I'm past that, what's the cap on what it pays?"),
      ),
    ).toBe('Smile Basic / annual maximum / $1,000');
  });

  it('reads a wait asked as "right when I join", a doctor who did not send one, and water aerobics', () => {
    expect(
      first(
        visitor('Does Smile Plus cover implants?'),
        agent('Smile Plus covers dentures and implants at 50%.'),
        visitor('okay but can I get one right when I join?'),
      ),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
    expect(
      first(
        visitor('My mom is on the Silver Advantage HMO and she needs to see a neurologist.'),
        agent('I can help with that.'),
        visitor("will they turn us away if her family doctor didn't send us?"),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    // Said as an opening: the doctor's not sending them is no request to be sent something.
    expect(
      first(visitor("she's on the Silver, will they turn us away if her family doctor didn't send us?")),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(first(visitor('I do water aerobics at the Y, would the silver one pay for that?'))).toBe(
      'Silver Advantage HMO / extra benefit / fitness membership',
    );
  });
});

describe('silences of the eighteenth round', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    {
      subject: 'Silver Advantage HMO',
      predicate: 'extra benefit',
      object: 'eye exam and $150 toward glasses',
    },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
    { subject: 'Bronze Saver HMO', predicate: 'does not include', object: 'Part D drug coverage' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Dr. Patel, cardiology' },
    { subject: 'Moving to a new service area', predicate: 'opens', object: 'Special Enrollment Period' },
  ];
  const { retriever, facts } = readerOf(graph);

  it('reads "you have no idea" and "saved my life" as no question and no plan', () => {
    expect(
      facts(
        visitor('Is Dr. Patel in Evergreen?'),
        agent('Yes, Dr. Patel in cardiology is in the Evergreen Health Network.'),
        visitor('Oh thank God. Thank you, honey, you have no idea, that man saved my life in 2019.'),
      ),
    ).toEqual([]);
  });

  it('reads "I am <a name>" as a name given before any topic', () => {
    expect(
      facts(
        visitor('Hello, I am Dieter, I moved here to be near my son, I have now a Silver plan, I think.'),
      ),
    ).toEqual([]);
  });

  it('does not read "toward" as naming a fact that holds it', () => {
    const reasons = retriever
      .cards([visitor('On the Silver Advantage, how much do I get toward hearing aids?')])
      .map((card) => card.reason);
    for (const reason of reasons) expect(reason).not.toContain('named as "toward"');
  });
});

describe('more ways of asking (eighteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
    { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Open Enrollment Period, Jan 1 to Mar 31',
    },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
    { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
  ];
  const { first } = readerOf(graph);

  it('reads the hospital part as Part A when asked whether one may join', () => {
    expect(
      first(
        visitor(
          'I only signed up for the hospital part, can I still get one of these Medicare Advantage plans?',
        ),
      ),
    ).toBe('Medicare Advantage plan / requires / Medicare Part A and Part B');
  });

  it('reads "who do I go to" as the network, and "after New Year\'s" as the window at the start of the year', () => {
    expect(
      first(
        visitor("What's Smile Plus cost?"),
        agent('Smile Plus is $45 a month.'),
        visitor('and the dentists, who do I go to on it?'),
      ),
    ).toBe('Smile Plus / network / Bright Dental Network');
    expect(
      first(
        visitor('When can I switch plans?'),
        agent("Each fall there's the Annual Enrollment Period, October 15 to December 7."),
        visitor("and if I miss that, is there another chance after New Year's?"),
      ),
    ).toBe('Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31');
  });
});

describe('silence before any topic (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Dr. Patel, cardiology' },
    { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
    { subject: 'Initial Enrollment Period', predicate: 'lasts', object: '7 months around the 65th birthday' },
  ];
  const { facts } = readerOf(graph);

  it('gives no card to a story of four sentences or more that asks nothing', () => {
    expect(
      facts(
        visitor(
          "Hello? Hi. I'm a retired mail carrier, thirty years in Glendale, and I turned 65 in May. My doctor is Dr. Patel for the heart and I fill everything at the Walgreens by the park. My sister is on the Gold Choice and pays $49 a month for it. I just want to get started on all this.",
        ),
      ),
    ).toEqual([]);
  });

  it('still answers a story that ends in a question, and a short situation before any topic', () => {
    expect(
      facts(
        visitor(
          "I'm a retired mail carrier. I turned 65 in May. My doctor is Dr. Patel. I fill everything at Walgreens. What's the monthly premium on the Gold Choice?",
        ),
      ),
    ).toContain('Gold Choice PPO / monthly premium / $49');
    expect(
      facts(
        visitor(
          "I'm on the Gold Choice and my hearing has gotten bad. My audiologist wants me fitted for aids.",
        ),
      )[0],
    ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
  });

  it('reads what one is going to ask as a question put off', () => {
    expect(
      facts(
        visitor(
          "Okay, I'm going to want to ask about the premium and the hearing aids, but let me find my reading glasses, hold on.",
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          "So I think what I'm gonna end up asking you about is my heart doctor, but I need my notes first.",
        ),
      ),
    ).toEqual([]);
  });
});

describe('agents looking up aloud, and an animal outside the question (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: '$2,000 yearly dental allowance' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
    { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'fitness membership' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
  ];
  const { facts } = readerOf(graph);

  it("answers an agent's lookup of a plan's fact, not a lookup of the plan or the account", () => {
    expect(facts(agent('Let me see whether the Silver has a gym membership for you.'))[0]).toBe(
      'Silver Advantage HMO / extra benefit / fitness membership',
    );
    expect(
      facts(
        agent(
          "Just a moment, I'm pulling up the Gold Choice dental allowance so I can give you the exact number.",
        ),
      )[0],
    ).toBe('Gold Choice PPO / extra benefit / $2,000 yearly dental allowance');
    expect(facts(agent("Thanks for holding, I'm pulling up the Gold Choice benefits now."))).toEqual([]);
    expect(facts(agent('Let me pull up your account, one second.'))).toEqual([]);
  });

  it('reads an animal outside the clause that asks as no animal asked about', () => {
    expect(
      facts(
        visitor(
          'Morning! I just got back from walking the dog. I see my regular doctor a lot on the Gold Choice. What does each of those visits cost me?',
        ),
      )[0],
    ).toBe('Gold Choice PPO / primary care copay / $10');
    expect(facts(visitor('Does the Gold Choice pay for my dog when he sees the vet?'))).toEqual([]);
  });
});

describe('needs asked sideways, turns after their topic (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
    { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
    { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
    { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Bronze Saver HMO', predicate: 'gives back', object: '$100 a month on the Part B premium' },
    { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
    { subject: 'Smile Plus', predicate: 'waiting period for', object: 'implants: 12 months' },
    { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Open Enrollment Period, Jan 1 to Mar 31',
    },
    { subject: 'Moving to a new service area', predicate: 'opens', object: 'Special Enrollment Period' },
  ];
  const { retriever, first } = readerOf(graph);

  it('reads a bare "how much?" after an answer naming a plan and a predicate', () => {
    expect(
      first(
        visitor('Is there a drug deductible on the Silver?'),
        agent('Yes, the Silver has a drug deductible.'),
        visitor('How much, though?'),
      ),
    ).toBe('Silver Advantage HMO / drug deductible / $250');
  });

  it('reads a visit going to cost, a Social Security check going up, calling a specialist up and going', () => {
    expect(
      retriever
        .cards([
          visitor(
            'If my regular doctor sends me to a surgeon on the Gold, what is that visit going to cost?',
          ),
        ])
        .map(fact),
    ).toContain('Gold Choice PPO / specialist copay / $40');
    expect(first(visitor('Would my Social Security check get bigger on the Bronze Saver?'))).toBe(
      'Bronze Saver HMO / gives back / $100 a month on the Part B premium',
    );
    expect(
      first(
        agent("The Silver's specialist copay is $35."),
        visitor('Okay. My skin guy, the dermatologist.'),
        agent('Mm-hm.'),
        visitor('can I just call him up and go?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });

  it('reads getting one next month as the wait, and a ceiling on what they pay as the annual maximum', () => {
    expect(
      first(
        visitor('Smile Plus does implants, right?'),
        agent('Yes, dentures and implants at 50%.'),
        visitor('Good. Could I get one next month?'),
      ),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
    expect(
      first(
        visitor("I'm on Smile Plus."),
        agent('Alright.'),
        visitor("is there a ceiling on what they'll pay in a year"),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
  });

  it('reads waiting until fall as the window one would rather not wait for', () => {
    expect(
      first(
        visitor("We're moving to Flagstaff in May. Can I switch plans then, or do I have to wait till fall?"),
      ),
    ).toBe('Moving to a new service area / opens / Special Enrollment Period');
    expect(
      first(
        agent('So you joined the Gold in the fall.'),
        visitor("It's February and I already regret it."),
        agent('I see.'),
        visitor('am I stuck until next fall?'),
      ),
    ).toBe('Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31');
  });
});

describe('a cost asked of care the graph does not hold (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
    {
      subject: 'Gold Choice PPO',
      predicate: 'maximum out-of-pocket',
      object: '$5,900 in and out of network',
    },
    { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
  ];
  const { facts } = readerOf(graph);

  it('gives no card to "how much is" a kind of care no fact holds', () => {
    expect(facts(visitor('How much is an endoscopy on the Gold Choice?'))).toEqual([]);
    expect(facts(visitor('How much would bunion surgery cost me on the Gold?'))).toEqual([]);
  });

  it('still answers "how much is" a plan, and how much a plan pays', () => {
    expect(facts(visitor('How much is the Gold Choice a month?'))[0]).toBe(
      'Gold Choice PPO / monthly premium / $49',
    );
    expect(facts(visitor('smile basic, how much the most they pay in one year'))[0]).toBe(
      'Smile Basic / annual maximum / $1,000',
    );
  });
});

describe('a situation told a few messages back (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
    { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
    { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
    { subject: 'Medicaid and Medicare', predicate: 'qualifies for', object: 'Dual Special Needs Plan' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
  ];
  const { first } = readerOf(graph);

  it("carries what the caller's own statement cued to a later question that cues nothing", () => {
    expect(
      first(visitor('Smile Basic is $24 a month, you told me.'), agent('Right.'), visitor('and plus?')),
    ).toBe('Smile Plus / monthly premium / $45');
  });

  it('reads "people like her" as pointing back at the person told of', () => {
    expect(
      first(
        agent('So your dad just got approved for Medicaid.'),
        visitor('Yes, and he has regular Medicare too.'),
        agent('Okay.'),
        visitor('is there a plan for people like him?'),
      ),
    ).toBe('Medicaid and Medicare / qualifies for / Dual Special Needs Plan');
  });
});

describe('a question whose last clause is politeness, and one kind or another (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
  ];
  const { first } = readerOf(graph);

  it('reads the whole sentence when its last clause is only "please?"', () => {
    expect(
      first(
        visitor(
          'I am calling from Mesa. My mother is on Gold Choice. The regular doctor, she pays how much, please?',
        ),
      ),
    ).toBe('Gold Choice PPO / primary care copay / $10');
  });

  it('reads "Medicare Advantage or a supplement" and "a separate dental policy" as what a plan is', () => {
    expect(
      first(
        agent('Last time we talked about the Gold Choice PPO.'),
        visitor('Right.'),
        agent('Yes.'),
        visitor("My daughter asked me whether it's Medicare Advantage or a supplement, and I didn't know."),
      ),
    ).toBe('Gold Choice PPO / is a / Medicare Advantage plan');
    expect(first(visitor('Is Smile Plus a separate dental policy I could add on?'))).toBe(
      'Smile Plus / is a / dental-only policy',
    );
  });
});

describe('read-backs announced and amounts taken in (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
  ];
  const { facts } = readerOf(graph);

  it('gives no card to a read-back announced or to an amount taken in', () => {
    expect(
      facts(
        visitor(
          'So the Silver is $0 a month and $35 for a specialist. Let me read that back so I have it right.',
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor('What does Smile Plus pay on crowns?'),
        agent('Crowns and root canals are covered at 50% on Smile Plus.'),
        visitor('Okay. So my $1,200 crown would be $600. I can handle that.'),
      ),
    ).toEqual([]);
  });
});

describe('dates, a doctor specialist, the earliest and what a plan puts toward (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Bronze Saver HMO', predicate: 'primary care copay', object: '$0' },
    { subject: 'Bronze Saver HMO', predicate: 'specialist copay', object: '$45' },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Open Enrollment Period, Jan 1 to Mar 31',
    },
    { subject: 'Initial Enrollment Period', predicate: 'lasts', object: '7 months around the 65th birthday' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
    { subject: 'Smile Plus', predicate: 'waiting period for', object: 'implants: 12 months' },
  ];
  const { first } = readerOf(graph);

  it('reads a day of a month as a date and the month one joined as no window asked', () => {
    expect(
      first(visitor('I joined in November and I hate it. It is February 10th now. Can I still switch?')),
    ).toBe('Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31');
  });

  it('reads "how long\'s my window", a doctor specialist and the earliest the plan would help', () => {
    expect(
      first(
        agent('So you turn 65 in May.'),
        visitor('Yes, May 2nd.'),
        agent('Great.'),
        visitor("how long's my window"),
      ),
    ).toBe('Initial Enrollment Period / lasts / 7 months around the 65th birthday');
    expect(first(visitor('Bronze Saver, the doctor specialist, for my knees, how much each visit?'))).toBe(
      'Bronze Saver HMO / specialist copay / $45',
    );
    expect(
      first(visitor("If I wanted an implant on Smile Plus, when's the earliest the plan would help?")),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
  });
});

describe('a plan told by a value it does not have (nineteenth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'includes', object: 'Part D drug coverage' },
    { subject: 'Silver Advantage HMO', predicate: 'maximum out-of-pocket', object: '$3,900 in network' },
    { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
    { subject: 'Bronze Saver HMO', predicate: 'does not include', object: 'Part D drug coverage' },
    { subject: 'Bronze Saver HMO', predicate: 'maximum out-of-pocket', object: '$6,700 in network' },
    {
      subject: 'Gold Choice PPO',
      predicate: 'maximum out-of-pocket',
      object: '$5,900 in and out of network',
    },
    { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'worldwide emergency coverage' },
    { subject: 'Extra Help', predicate: 'lowers', object: 'Part D drug costs' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
  ];
  const { first } = readerOf(graph);

  it('reads "the one that doesn\'t include drug coverage" as the plan whose fact says so', () => {
    expect(first(visitor("the one that doesn't include drug coverage, what's its out-of-pocket max?"))).toBe(
      'Bronze Saver HMO / maximum out-of-pocket / $6,700 in network',
    );
    expect(first(visitor("the one that includes drug coverage, what's its out-of-pocket max?"))).toBe(
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    );
  });

  it('reads "a drug plan" asked of a plan in focus as no value telling another', () => {
    expect(
      first(
        visitor("I'm looking at the bronze one"),
        agent('Okay.'),
        visitor('does it have a drug plan in it'),
      ),
    ).toBe('Bronze Saver HMO / does not include / Part D drug coverage');
  });
});

describe('silence on what the graph does not hold (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Dr. Patel, cardiology' },
    { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
    { subject: 'Bright Dental Network', predicate: 'includes', object: 'Aspen Dental offices' },
  ];
  const { facts } = readerOf(graph);

  it('gives no card to whether a place or a person the graph does not know is in a network', () => {
    expect(facts(visitor('Is Costco pharmacy in network for the Silver plan?'))).toEqual([]);
    expect(facts(visitor('Is Dr. Hoffman on Indian School Road in the Bright network?'))).toEqual([]);
    expect(facts(visitor('Is Walgreens in the Evergreen network?'))[0]).toBe(
      'Evergreen Health Network / includes pharmacy / Walgreens',
    );
    expect(facts(visitor('Is Dr. Patel in network for the Gold?'))[0]).toBe(
      'Evergreen Health Network / includes / Dr. Patel, cardiology',
    );
  });
});

describe("years and calls in a caller's story (twentieth round)", () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
    { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
    { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
  ];
  const { facts } = readerOf(graph);

  it("reads a number of years as a span of time, no amount, and the caller's calling as no other name", () => {
    expect(
      facts(
        visitor(
          "Howdy. Name's Walt. I drove a truck forty years, and I ain't never called one of these numbers before.",
        ),
      ),
    ).toEqual([]);
    expect(
      facts(visitor('Thank you for picking up, the last place I called had me on hold 40 minutes.')),
    ).toEqual([]);
    expect(facts(visitor('is the forty for a specialist on the gold?'))[0]).toBe(
      'Gold Choice PPO / specialist copay / $40',
    );
    expect(facts(visitor('What is the Medicare Advantage plan called by the government?'))[0]).toBe(
      'Medicare Advantage plan / also called / Medicare Part C',
    );
  });
});

describe('a choice praised (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
  ];
  const { first } = readerOf(graph);

  it('reads "a popular choice" as no plan named', () => {
    expect(
      first(
        visitor("I think I'll go with the Silver Advantage, the zero dollar one."),
        agent("That's a popular choice, Mr. Whitehorse."),
        visitor("Which doctors' network is it on?"),
      ),
    ).toBe('Silver Advantage HMO / network / Evergreen Health Network');
    expect(first(visitor('which network is the choice plan on?'))).toBe(
      'Gold Choice PPO / network / Evergreen Health Network',
    );
  });
});

describe('a doctor of one field (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Bronze Saver HMO', predicate: 'primary care copay', object: '$0' },
    { subject: 'Bronze Saver HMO', predicate: 'specialist copay', object: '$45' },
  ];
  const { first } = readerOf(graph);

  it('reads a pulmonologist, a rheumatologist or a podiatrist as a specialist', () => {
    expect(
      first(
        agent('On Bronze Saver your primary care visits are $0.'),
        visitor("Nice. My pulmonologist though, I'm there once a month for my COPD."),
        agent('Okay.'),
        visitor("what's the damage for those"),
      ),
    ).toBe('Bronze Saver HMO / specialist copay / $45');
    expect(first(visitor('what do I pay to see my rheumatologist on the bronze saver?'))).toBe(
      'Bronze Saver HMO / specialist copay / $45',
    );
    expect(first(visitor('bronze saver, what does the podiatrist cost me?'))).toBe(
      'Bronze Saver HMO / specialist copay / $45',
    );
  });
});

describe('a plan asked whether it is of a kind (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Bronze Saver HMO', predicate: 'gives back', object: '$100 a month on the Part B premium' },
    { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
  ];
  const { first } = readerOf(graph);

  it("answers with the plan's own fact of what it is before its kind's other name", () => {
    expect(first(visitor('Is the Gold plan on Part C?'))).toBe(
      'Gold Choice PPO / is a / Medicare Advantage plan',
    );
    expect(
      first(
        agent('The Bronze Saver is $0 a month and pays $100 back on your Part B.'),
        visitor('Is it an Advantage plan, like Part C?'),
      ),
    ).toBe('Bronze Saver HMO / is a / Medicare Advantage plan');
    expect(first(visitor('what is another name for a Medicare Advantage plan?'))).toBe(
      'Medicare Advantage plan / also called / Medicare Part C',
    );
  });
});

describe('an answer said back (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
    { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
  ];
  const { facts } = readerOf(graph);

  it('gives no card to a message whose words are all in the answer just before', () => {
    expect(
      facts(
        agent('Smile Plus is $45 a month with no deductible.'),
        visitor('Okay. Forty-five, no deductible.'),
      ),
    ).toEqual([]);
    expect(
      facts(agent('Smile Plus is $45 a month with no deductible.'), visitor('and Smile Basic?'))[0],
    ).toBe('Smile Basic / deductible / $50 a year');
  });
});

describe('a kind named in a question of what something is (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
    { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
  ];
  const { first } = readerOf(graph);

  it("reads the kind's name as the question's words, not a name that asks for nothing", () => {
    expect(
      first(
        agent('Smile Plus covers the bigger work, crowns, implants, dentures.'),
        visitor('Is that a dental-only policy, or does it come with vision or medical too?'),
      ),
    ).toBe('Smile Plus / is a / dental-only policy');
    expect(
      first(
        visitor(
          "I can't tell from this flyer whether Gold Choice is an actual Medicare Advantage plan or a medigap policy",
        ),
      ),
    ).toBe('Gold Choice PPO / is a / Medicare Advantage plan');
    expect(first(visitor('do dental-only policies have an age limit?'))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
  });
});

describe('whose doctors (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
  ];
  const { facts } = readerOf(graph);

  it('reads "whose doctors" and "what group is it" as the network', () => {
    expect(
      facts(
        visitor('With the $0 Silver one, whose doctors and hospitals am I stuck with, what group is it?'),
      ),
    ).toContain('Silver Advantage HMO / network / Evergreen Health Network');
    expect(
      facts(
        visitor("I'm thinking about the Silver Advantage."),
        agent('Good choice for a lot of folks.'),
        visitor("Whose doctors would I be seeing with that one, what's the group called?"),
      ),
    ).toContain('Silver Advantage HMO / network / Evergreen Health Network');
  });
});

describe('a fact the agent told just before (twentieth round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
  ];
  const { facts } = readerOf(graph);

  it('answers after the others, unless named again, among the same cards', () => {
    const after = facts(
      agent('The Silver Advantage HMO is on the Evergreen Health Network.'),
      visitor('which pharmacy goes with that'),
    );
    expect(after[0]).toBe('Evergreen Health Network / includes pharmacy / Walgreens');
    expect(after).toContain('Silver Advantage HMO / network / Evergreen Health Network');
    expect(
      facts(
        agent('The Silver Advantage HMO is on the Evergreen Health Network.'),
        visitor('so the Silver is on Evergreen?'),
      )[0],
    ).toBe('Silver Advantage HMO / network / Evergreen Health Network');
  });
});

describe("a plan checked against another plan's value (twenty-first round)", () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
    { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
    { subject: 'Bronze Saver HMO', predicate: 'extra benefit', object: 'fitness membership' },
  ];
  const { facts, first } = readerOf(graph);

  it("answers with the plan's own value of that predicate first", () => {
    expect(first(visitor('I guess the Bronze Saver would use Evergreen too?'))).toBe(
      'Bronze Saver HMO / network / Valley Care Partners',
    );
    expect(
      first(agent('You are on the Bronze Saver HMO.'), visitor('is that one with Evergreen Health Network?')),
    ).toBe('Bronze Saver HMO / network / Valley Care Partners');
  });

  it('leaves alone a thing covered and a plan holding the value itself', () => {
    // Whether a plan gives a benefit only another gives is no value of it to check against: the graph holds no answer.
    expect(facts(visitor('Does the Bronze Saver give hearing aids?'))).toEqual([]);
    expect(first(visitor('is the Gold on Evergreen?'))).toBe(
      'Gold Choice PPO / network / Evergreen Health Network',
    );
  });
});

describe('one place asked for by its kind (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'primary care copay', object: '$5' },
    { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
    { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
  ];
  const { facts } = readerOf(graph);

  it('reads "which pharmacy" as "which pharmacies", without a question mark', () => {
    expect(facts(visitor('texting for my dad - silver plan, which pharmacy can he use'))).toContain(
      'Evergreen Health Network / includes pharmacy / Walgreens',
    );
  });
});

describe('a predicate asked in its own words of a plan that has none (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
  ];
  const { facts, first } = readerOf(graph);

  it("shows no card, not the plan's fact sharing a word nor another plan's", () => {
    expect(facts(visitor('Does the gold plan have a drug deductible?'))).toEqual([]);
    expect(first(visitor('what is the drug deductible on the silver?'))).toBe(
      'Silver Advantage HMO / drug deductible / $250',
    );
    expect(first(visitor('Does the gold plan have a deductible?'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
  });
});

describe('a plan told by a cost it has none of (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
    { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
  ];
  const { first } = readerOf(graph);

  it('reads "with no deductible" as "with the $0 deductible"', () => {
    expect(first(visitor('The plan with no deductible, how much a month is it?'))).toBe(
      'Smile Plus / monthly premium / $45',
    );
    expect(first(visitor('the plan with the $0 deductible, how much a month is it?'))).toBe(
      'Smile Plus / monthly premium / $45',
    );
  });
});

describe("a plan's noun said alone (twenty-first round)", () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
    { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'dental cleanings twice a year' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: '$2,000 yearly dental allowance' },
    { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
  ];
  const { facts, first } = readerOf(graph);

  it("is no word of a kind's name, unless what a plan is is asked", () => {
    expect(
      facts(visitor('Which plan has the better dental, the Silver or the Gold?')).slice(0, 2).sort(),
    ).toEqual([
      'Gold Choice PPO / extra benefit / $2,000 yearly dental allowance',
      'Silver Advantage HMO / extra benefit / dental cleanings twice a year',
    ]);
    expect(first(visitor("Gold Choice PPO. That's a Part C plan like the others, yes?"))).toBe(
      'Gold Choice PPO / is a / Medicare Advantage plan',
    );
  });
});

describe('a condition before a question (twenty-first round)', () => {
  const gold = (predicate: string, object: string): KnowledgeTriple => ({
    subject: 'Gold Choice PPO',
    predicate,
    object,
  });
  const graph: KnowledgeTriple[] = [
    gold('is a', 'Medicare Advantage plan'),
    gold('monthly premium', '$49'),
    gold('primary care copay', '$10'),
    gold('specialist copay', '$40'),
    gold('medical deductible', '$250'),
    gold('maximum out-of-pocket', '$5,900 in and out of network'),
    gold('network', 'Evergreen Health Network'),
    gold('covers', 'out-of-network care at a higher cost'),
    gold('extra benefit', '$2,000 yearly dental allowance'),
    gold('extra benefit', 'hearing aids up to $1,500 per ear'),
    gold('extra benefit', 'worldwide emergency coverage'),
    gold('service area', 'Maricopa County, AZ'),
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Silver Advantage HMO', predicate: 'maximum out-of-pocket', object: '$3,900 in network' },
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
  ];
  const { first } = readerOf(graph);

  it('asks what the question asks, not what the condition says', () => {
    expect(first(visitor('On the Gold, if I go out of network, is the out-of-pocket max different?'))).toBe(
      'Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network',
    );
    expect(first(visitor('if I see doctors out of network on the gold, what is the deductible?'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
    expect(first(visitor('On the Gold, if I go out of network, what is the specialist copay?'))).toBe(
      'Gold Choice PPO / specialist copay / $40',
    );
    expect(first(visitor('On the Gold, can I go out of network?'))).toBe(
      'Gold Choice PPO / covers / out-of-network care at a higher cost',
    );
  });
});

describe("a predicate of what a plan's fact leads to (twenty-first round)", () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
    { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
    { subject: 'Bright Dental Network', predicate: 'includes', object: 'Aspen Dental offices' },
  ];
  const { first } = readerOf(graph);

  it('answers when said in a word of its own, not in a word that only relates', () => {
    expect(first(visitor('pharmacy for gold choice?'))).toBe(
      'Evergreen Health Network / includes pharmacy / Walgreens',
    );
    expect(first(visitor('is smile plus just dental or does it include medical too'))).toBe(
      'Smile Plus / is a / dental-only policy',
    );
  });
});

describe('words of how a thing is asked (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
  ];
  const { facts, first } = readerOf(graph);

  it('are no thing the graph does not know', () => {
    expect(
      first(visitor("Do PPOs let you see doctors who aren't in the network? The Gold one specifically.")),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(
      first(visitor("does the Gold let you see doctors who aren't in the network? just wondering.")),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(facts(visitor('does the gold plan cover my wife too?'))).toEqual([]);
  });
});

describe('the share of care a plan pays (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
    { subject: 'Smile Basic', predicate: 'covers', object: 'cleanings and X-rays at 100%' },
    { subject: 'Smile Basic', predicate: 'covers', object: 'fillings at 80%' },
  ];
  const { facts } = readerOf(graph);

  it('is asked by a percentage', () => {
    expect(
      facts(
        agent('On Smile Basic cleanings and X-rays are covered in full.'),
        visitor("Cool. I've got two cavities the dentist wants to fill next month."),
        agent('Okay.'),
        visitor('what percent would it cover on those'),
      ),
    ).toContain('Smile Basic / covers / fillings at 80%');
  });
});

describe('care outside a network named, and a line asked for (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
    { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
  ];
  const { facts, first } = readerOf(graph);

  it('reads a doctor not in a network named, or not in it, as care outside the network', () => {
    expect(first(visitor("So on the Gold I could see a doctor who's not in that network?"))).toBe(
      'Gold Choice PPO / covers / out-of-network care at a higher cost',
    );
    expect(
      first(
        visitor('If I see a physician who is not in the Evergreen network, will the Gold Choice still pay?'),
      ),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(
      first(
        visitor('Gold Choice network?'),
        agent('Gold Choice PPO uses Evergreen Health Network.'),
        visitor("what if my doctor isn't in it"),
      ),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
  });

  it('gives no card to a greeting that asks which line was reached', () => {
    expect(facts(visitor('Good morning, is this the Medicare plan line?'))).toEqual([]);
  });
});

describe('requests put as imperatives, and a plan asked for by what it has (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
    { subject: 'Smile Basic', predicate: 'covers', object: 'fillings at 80%' },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
  ];
  const { facts, first } = readerOf(graph);

  it('asks with "compare …" as with a question', () => {
    expect(
      facts(visitor('Compare the annual max on both dental plans for me please.')).slice(0, 2).sort(),
    ).toEqual(['Smile Basic / annual maximum / $1,000', 'Smile Plus / annual maximum / $2,500']);
  });

  it('answers "do you have a plan that …" with the fact that tells the plan', () => {
    expect(first(visitor('do you have a dental plan that covers implants'))).toBe(
      'Smile Plus / covers / dentures and implants at 50%',
    );
  });
});

describe('a plan asked which of a thing it has none of, and a choice made (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
    { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
    { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
    { subject: 'Bright Dental Network', predicate: 'includes', object: 'Aspen Dental offices' },
  ];
  const { facts, first } = readerOf(graph);

  it('shows no card when "which" asks a predicate the plan holds no fact of', () => {
    expect(facts(visitor('Which network does Smile Basic use?'))).toEqual([]);
    expect(first(visitor('Which network does Smile Plus use?'))).toBe(
      'Smile Plus / network / Bright Dental Network',
    );
  });

  it('gives no card to a plan chosen', () => {
    expect(
      facts(
        visitor("what's the smile plus deductible"),
        agent('Smile Plus has a $0 deductible.'),
        visitor('and the monthly?'),
        agent('$45 a month.'),
        visitor("ok cool, I'll do the plus"),
      ),
    ).toEqual([]);
  });
});

describe('a reaction to an answer (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
  ];
  const { facts } = readerOf(graph);

  it('asks nothing, whatever it tells in passing', () => {
    expect(
      facts(
        agent('Evergreen Health Network includes Banner Health hospitals.'),
        visitor("That's good to hear, I had my gallbladder out at Banner Thunderbird."),
      ),
    ).toEqual([]);
  });
});

describe('a follow-up naming only a thing of another kind (twenty-first round)', () => {
  const silver = (predicate: string, object: string): KnowledgeTriple => ({
    subject: 'Silver Advantage HMO',
    predicate,
    object,
  });
  const graph: KnowledgeTriple[] = [
    silver('is a', 'Medicare Advantage plan'),
    silver('monthly premium', '$0'),
    silver('primary care copay', '$5'),
    silver('specialist copay', '$35'),
    silver('medical deductible', '$0'),
    silver('drug deductible', '$250'),
    silver('maximum out-of-pocket', '$3,900 in network'),
    silver('network', 'Evergreen Health Network'),
    silver('needs referrals for', 'specialists'),
    silver('includes', 'Part D drug coverage'),
    silver('extra benefit', 'dental cleanings twice a year'),
    silver('extra benefit', 'eye exam and $150 toward glasses'),
    silver('extra benefit', 'fitness membership'),
    silver('service area', 'Maricopa County, AZ'),
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
    { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Bronze Saver HMO', predicate: 'does not include', object: 'Part D drug coverage' },
    { subject: 'Extra Help', predicate: 'lowers', object: 'Part D drug costs' },
  ];
  const { first } = readerOf(graph);

  it('asks the predicate asked before, of that thing', () => {
    expect(
      first(
        visitor('what is the medical deductible on the silver?'),
        agent('$0.'),
        visitor('and for prescriptions, is there one?'),
      ),
    ).toBe('Silver Advantage HMO / drug deductible / $250');
    expect(
      first(
        visitor('does the silver include drug coverage?'),
        agent('Yes, it includes Part D drug coverage.'),
        visitor('and what about dental?'),
      ),
    ).toBe('Silver Advantage HMO / extra benefit / dental cleanings twice a year');
  });
});

describe('turning 65 told as news before any topic (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Initial Enrollment Period', predicate: 'lasts', object: '7 months around the 65th birthday' },
    { subject: 'Moving to a new service area', predicate: 'opens', object: 'Special Enrollment Period' },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
  ];
  const { facts } = readerOf(graph);

  it('asks nothing without a question or a word of joining', () => {
    expect(
      facts(
        visitor(
          "hi there, I'm turning 65 next spring and honestly I don't know the first thing about any of this",
        ),
      ),
    ).toEqual([]);
  });

  it('asks with one', () => {
    expect(facts(visitor("I turn 65 in August and I'm scared I'll miss my chance to sign up"))).toContain(
      'Initial Enrollment Period / lasts / 7 months around the 65th birthday',
    );
    expect(facts(visitor('hi, I turn sixty five in October and I need to figure out medicare'))).toContain(
      'Initial Enrollment Period / lasts / 7 months around the 65th birthday',
    );
    expect(facts(visitor('We just moved to Mesa, can I change my plan now?'))).toContain(
      'Moving to a new service area / opens / Special Enrollment Period',
    );
  });
});

describe('an age said (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Bronze Saver HMO', predicate: 'does not include', object: 'Part D drug coverage' },
    { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
  ];
  const { facts } = readerOf(graph);

  it('asks only of a fact that speaks of age', () => {
    expect(
      facts(
        visitor(
          "Howdy. Name's Walt. I'm seventy-three, I drove a truck forty years, and I ain't never called before.",
        ),
      ),
    ).not.toContain('Bronze Saver HMO / does not include / Part D drug coverage');
    expect(facts(visitor('my dad is 88 and wants a dental plan, I doubt anyone will take him'))).toContain(
      'dental-only policy / has no / age limit for enrollment',
    );
  });
});

describe('windows asked in more ways, a sheet that cannot be read, ordinary verbs (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
    { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
    { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
    { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
  ];
  const { facts, first } = readerOf(graph);
  const window =
    'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7';

  it('reads "change these plans", "what dates" and "once a year" as a window asked', () => {
    expect(first(visitor('When am I even allowed to change these plans? Is it just once a year?'))).toBe(
      window,
    );
    expect(
      first(
        visitor("I'm happy with my plan for now."),
        agent('Great.'),
        visitor('But if I want to change for next year, what dates do I have?'),
      ),
    ).toBe(window);
  });

  it('asks for a value read off a sheet that cannot be read', () => {
    expect(
      first(
        visitor(
          "ok reading off this comparison sheet my son printed. Gold Choice PPO, monthly cost, it's smudged on mine",
        ),
      ),
    ).toBe('Gold Choice PPO / monthly premium / $49');
    expect(
      facts(
        visitor('Reading from the comparison chart: deductible, Basic and Plus. Mine is cut off.'),
      ).sort(),
    ).toEqual(['Smile Basic / deductible / $50 a year', 'Smile Plus / deductible / $0']);
    expect(facts(visitor("I've got the booklet open and it says Gold Choice PPO, $49 a month"))).toEqual([]);
  });

  it('takes ordinary verbs and pronouns for no unknown thing asked about', () => {
    expect(
      first(
        visitor("If we went with the Gold, could she keep seeing him even though he's not in the network?"),
      ),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
  });
});

describe('a place the graph does not name asked of a network (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
    { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
  ];
  const { facts, first } = readerOf(graph);

  it('shows no card, after "the" too, and for a store the lexicon reads as a kind', () => {
    expect(facts(visitor('Is the Mayo Clinic in the Evergreen network?'))).toEqual([]);
    expect(facts(visitor('Is CVS in-network on the Silver plan?'))).toEqual([]);
    expect(first(visitor('Is Walgreens in the Evergreen network?'))).toBe(
      'Evergreen Health Network / includes pharmacy / Walgreens',
    );
  });
});

describe('openings and questions of a fifth batch (twenty-first round)', () => {
  const graph: KnowledgeTriple[] = [
    { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Basic', predicate: 'covers', object: 'fillings at 80%' },
    { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
    { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
    { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'worldwide emergency coverage' },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
  ];
  const { facts, first } = readerOf(graph);

  it('answers which plan does a thing of care named before the question', () => {
    expect(first(visitor('I need a crown, which plan does that'))).toBe(
      'Smile Plus / covers / crowns and root canals at 50%',
    );
  });

  it('reads a country as care abroad, and a change dated by a month as a window', () => {
    expect(
      first(
        visitor(
          'we go to Portugal every summer for two months, would Gold cover me if I ended up in a hospital there',
        ),
      ),
    ).toBe('Gold Choice PPO / extra benefit / worldwide emergency coverage');
    expect(first(visitor('i want to change plans in november is that allowed'))).toBe(
      'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7',
    );
  });

  it('gives no card to a question put off for a moment', () => {
    expect(
      facts(
        visitor(
          "I need an implant eventually, my dentist said so, I just want to say that up front, I'll ask you about it in a sec",
        ),
      ),
    ).toEqual([]);
  });
});

/** The graphs the twenty-second round's tests read: parts of the demo programs' facts. */
const ROUND_GRAPH: KnowledgeTriple[] = [
  { subject: 'Silver Advantage HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
  { subject: 'Silver Advantage HMO', predicate: 'primary care copay', object: '$5' },
  { subject: 'Silver Advantage HMO', predicate: 'specialist copay', object: '$35' },
  { subject: 'Silver Advantage HMO', predicate: 'network', object: 'Evergreen Health Network' },
  { subject: 'Gold Choice PPO', predicate: 'is a', object: 'Medicare Advantage plan' },
  { subject: 'Gold Choice PPO', predicate: 'specialist copay', object: '$40' },
  { subject: 'Gold Choice PPO', predicate: 'maximum out-of-pocket', object: '$5,900 in and out of network' },
  { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
  { subject: 'Bronze Saver HMO', predicate: 'is a', object: 'Medicare Advantage plan' },
  { subject: 'Bronze Saver HMO', predicate: 'primary care copay', object: '$0' },
  { subject: 'Bronze Saver HMO', predicate: 'specialist copay', object: '$45' },
  { subject: 'Bronze Saver HMO', predicate: 'maximum out-of-pocket', object: '$6,700 in network' },
  { subject: 'Bronze Saver HMO', predicate: 'gives back', object: '$100 a month on the Part B premium' },
  { subject: 'Medicare Advantage plan', predicate: 'also called', object: 'Medicare Part C' },
  { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'Medicare Part A and Part B' },
  {
    subject: 'Medicare Advantage plan',
    predicate: 'can be changed during',
    object: 'Annual Enrollment Period, Oct 15 to Dec 7',
  },
  { subject: 'Silver Advantage HMO', predicate: 'monthly premium', object: '$0' },
  { subject: 'Silver Advantage HMO', predicate: 'medical deductible', object: '$0' },
  { subject: 'Silver Advantage HMO', predicate: 'drug deductible', object: '$250' },
  { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
  { subject: 'Bronze Saver HMO', predicate: 'monthly premium', object: '$0' },
  { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Dr. Patel, cardiology' },
  { subject: 'Silver Advantage HMO', predicate: 'maximum out-of-pocket', object: '$3,900 in network' },
  { subject: 'Silver Advantage HMO', predicate: 'service area', object: 'Maricopa County, AZ' },
  { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'dental cleanings twice a year' },
  { subject: 'Medicare Advantage plan', predicate: 'requires', object: 'living in the plan service area' },
  { subject: 'Extra Help', predicate: 'lowers', object: 'Part D drug costs' },
  { subject: 'Moving to a new service area', predicate: 'opens', object: 'Special Enrollment Period' },
  { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
  { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
  { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'eye exam and $150 toward glasses' },
  { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'hearing aids up to $1,500 per ear' },
  { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
  { subject: 'Initial Enrollment Period', predicate: 'lasts', object: '7 months around the 65th birthday' },
  { subject: 'Silver Advantage HMO', predicate: 'extra benefit', object: 'fitness membership' },
  {
    subject: 'Silver Advantage HMO',
    predicate: 'extra benefit',
    object: '$50 quarterly over-the-counter allowance',
  },
  { subject: 'Evergreen Health Network', predicate: 'includes pharmacy', object: 'Walgreens' },
  { subject: 'Medicaid and Medicare', predicate: 'qualifies for', object: 'Dual Special Needs Plan' },
  { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
  { subject: 'Silver Advantage HMO', predicate: 'includes', object: 'Part D drug coverage' },
  { subject: 'Bronze Saver HMO', predicate: 'does not include', object: 'Part D drug coverage' },
];
const ROUND_DENTAL: KnowledgeTriple[] = [
  { subject: 'Smile Basic', predicate: 'is a', object: 'dental-only policy' },
  { subject: 'Smile Basic', predicate: 'covers', object: 'cleanings and X-rays at 100%' },
  { subject: 'Smile Plus', predicate: 'is a', object: 'dental-only policy' },
  { subject: 'Smile Plus', predicate: 'monthly premium', object: '$45' },
  { subject: 'Smile Plus', predicate: 'covers', object: 'crowns and root canals at 50%' },
  { subject: 'Smile Plus', predicate: 'waiting period for', object: 'crowns: 6 months' },
  { subject: 'Smile Plus', predicate: 'network', object: 'Bright Dental Network' },
  { subject: 'Bright Dental Network', predicate: 'includes', object: 'Aspen Dental offices' },
  { subject: 'Smile Basic', predicate: 'monthly premium', object: '$24' },
  { subject: 'Smile Basic', predicate: 'covers', object: 'fillings at 80%' },
  { subject: 'Smile Plus', predicate: 'covers', object: 'dentures and implants at 50%' },
  { subject: 'Smile Plus', predicate: 'waiting period for', object: 'implants: 12 months' },
  { subject: 'Smile Basic', predicate: 'deductible', object: '$50 a year' },
  { subject: 'Smile Basic', predicate: 'annual maximum', object: '$1,000' },
  { subject: 'Smile Plus', predicate: 'annual maximum', object: '$2,500' },
];

describe('the twenty-second round', () => {
  const graph = ROUND_GRAPH;
  const dentalGraph = ROUND_DENTAL;
  const { facts, first } = readerOf(graph);
  const dental = readerOf(dentalGraph);

  describe('the middle of calls', () => {
    it('reads "with your plan" as the plan asked of, not the caller\'s own', () => {
      expect(dental.first(visitor('Is there an Aspen Dental I can go to with your plan?'))).toBe(
        'Bright Dental Network / includes / Aspen Dental offices',
      );
    });

    it('reads a plan that pays you back on Part B as what it gives back', () => {
      expect(
        first(
          visitor(
            'My neighbour said one of your plans pays you back part of your Part B. Which one, and how much?',
          ),
        ),
      ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    });

    it('shows no card for a copay or a price of care the graph does not hold', () => {
      expect(facts(visitor('Is there a copay if I need an ambulance on the Silver plan?'))).toEqual([]);
      expect(facts(visitor('Is there a copay for lab work on the Gold?'))).toEqual([]);
      expect(facts(visitor('How much would I pay for an MRI on the Gold Choice?'))).toEqual([]);
      expect(first(visitor('what is the copay for a specialist visit on the gold'))).toBe(
        'Gold Choice PPO / specialist copay / $40',
      );
    });

    it('reads when a thing would be covered as its waiting period', () => {
      expect(
        dental.first(visitor("My crown popped off. I'd be new on the plus plan, when would it be covered?")),
      ).toBe('Smile Plus / waiting period for / crowns: 6 months');
      expect(
        dental.first(visitor('My mother needs a crown. When would Smile Plus start to pay for it?')),
      ).toBe('Smile Plus / waiting period for / crowns: 6 months');
    });

    it('reads Part A alone, or Part B never taken, as what joining requires', () => {
      expect(first(visitor('Can my dad join one of these Advantage plans with just the A?'))).toBe(
        'Medicare Advantage plan / requires / Medicare Part A and Part B',
      );
      expect(first(visitor('Just A. I never took B. Is that a problem for these plans?'))).toBe(
        'Medicare Advantage plan / requires / Medicare Part A and Part B',
      );
      expect(first(visitor('my wife has Medicare too. What does she need to join the Gold with me?'))).toBe(
        'Medicare Advantage plan / requires / Medicare Part A and Part B',
      );
    });

    it('carries the question over the agent asking which plan was meant', () => {
      expect(
        first(
          visitor("and that one has a cap on what I'd spend in a year?"),
          agent('Which plan do you mean?'),
          visitor('the PPO'),
        ),
      ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    });

    it('reads a yes to the agent asking what was meant as asking that', () => {
      expect(
        first(
          visitor('my worst case on bronze?'),
          agent('You mean the out-of-pocket maximum?'),
          visitor('yeah'),
        ),
      ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
      // A yes to a question of the caller asks nothing.
      expect(facts(visitor('I am on the Bronze.'), agent('Do you have Part B?'), visitor('yes'))).toEqual([]);
    });

    it('puts first the plan asked of, not the one it is measured against', () => {
      expect(
        first(visitor('compared to the Silver, what would the Bronze charge me to see a specialist?')),
      ).toBe('Bronze Saver HMO / specialist copay / $45');
      expect(
        first(visitor('What do I pay at my regular doctor on the Bronze? On the Silver you said five.')),
      ).toBe('Bronze Saver HMO / primary care copay / $0');
      expect(first(visitor('Which network does the Gold use? Is it the same one as the Silver?'))).toBe(
        'Gold Choice PPO / network / Evergreen Health Network',
      );
    });

    it('gives no card to a choice told of another, or to the account asked about', () => {
      expect(
        facts(
          agent("Glendale is in the Silver's service area."),
          visitor('He says ok, he likes it. He will take the silver.'),
        ),
      ).toEqual([]);
      expect(
        dental.facts(
          agent('Smile Plus costs $45 a month.'),
          visitor('Do you know how much I have used so far this year on my plan?'),
        ),
      ).toEqual([]);
      expect(dental.facts(visitor("How much is a cleaning at Aspen if I don't have insurance?"))).toEqual([]);
    });

    it('reads the Part B money, where care is had, "just for dental" and ages as what they ask', () => {
      expect(first(visitor('On the bronze, how does the Part B money work?'))).toBe(
        'Bronze Saver HMO / gives back / $100 a month on the Part B premium',
      );
      expect(dental.first(visitor("I'm on Smile Plus. Where can I get my teeth looked at?"))).toBe(
        'Smile Plus / network / Bright Dental Network',
      );
      expect(
        dental.first(visitor('If I buy Smile Plus, is it just for teeth or does it mess with my Medicare?')),
      ).toBe('Smile Plus / is a / dental-only policy');
      const ages = readerOf([
        ...dentalGraph,
        { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
      ]);
      expect(
        ages.first(visitor('My husband and I want dental. Does it matter that we are both over 70?')),
      ).toBe('dental-only policy / has no / age limit for enrollment');
      expect(ages.first(visitor('Do you have a plan for kids? My grandson lives with me.'))).toBe(
        'dental-only policy / has no / age limit for enrollment',
      );
    });
  });

  describe('chats typed in pieces and shorthand', () => {
    it('reads messages sent one after another as one question', () => {
      expect(dental.first(visitor('i need a root canal'), visitor('which plan covers it'))).toBe(
        'Smile Plus / covers / crowns and root canals at 50%',
      );
      expect(dental.first(visitor('theres an aspen dental by my house'), visitor('is it in network'))).toBe(
        'Bright Dental Network / includes / Aspen Dental offices',
      );
      expect(
        first(
          visitor('silver advantage hmo'),
          visitor('if i want to see a cardiologist'),
          visitor('do i have to go thru my pcp first'),
        ),
      ).toBe('Silver Advantage HMO / needs referrals for / specialists');
      // A word taking in an answer stays apart.
      expect(
        facts(agent('The Silver Advantage HMO is $0 a month.'), visitor('ok'), visitor('thanks')),
      ).toEqual([]);
    });

    it('reads chat shorthand', () => {
      expect(dental.first(visitor('smile plus how much /mo'))).toBe('Smile Plus / monthly premium / $45');
      expect(
        first(visitor('silver'), agent('Silver Advantage HMO: $0 a month.'), visitor('ok n deductible?')),
      ).toBe('Silver Advantage HMO / medical deductible / $0');
      expect(first(visitor('bronze saver primary dr visit cost'))).toBe(
        'Bronze Saver HMO / primary care copay / $0',
      );
      expect(first(visitor('bronze saver hmo is it medicare advantage'))).toBe(
        'Bronze Saver HMO / is a / Medicare Advantage plan',
      );
    });

    it('shows no card for a thing, a doctor or a network the graph does not hold', () => {
      expect(dental.facts(visitor('teeth whitening covered?'))).toEqual([]);
      expect(dental.facts(visitor('is there a network for smile basic'))).toEqual([]);
      expect(facts(visitor('is dr nguyen in evergreen'))).toEqual([]);
      expect(first(visitor('is dr patel in evergreen'))).toBe(
        'Evergreen Health Network / includes / Dr. Patel, cardiology',
      );
      expect(dental.facts(visitor('can i pay yearly instead of monthly'))).toEqual([]);
    });

    it('does not take a bare amount the agent said for every fact of that amount', () => {
      expect(
        first(
          visitor('silver'),
          agent('Silver Advantage HMO: $0 a month.'),
          visitor('does it have a medical deductible'),
        ),
      ).toBe('Silver Advantage HMO / medical deductible / $0');
    });

    it('reads months written short, a doctor outside a network named, and a whole field asked of a dental plan', () => {
      const windows = readerOf([
        ...graph,
        {
          subject: 'Medicare Advantage plan',
          predicate: 'can be changed during',
          object: 'Annual Enrollment Period, Oct 15 to Dec 7',
        },
        {
          subject: 'Medicare Advantage plan',
          predicate: 'can be changed during',
          object: 'Open Enrollment Period, Jan 1 to Mar 31',
        },
      ]);
      expect(
        windows.first(visitor('i signed up in dec but dont like it'), visitor('can i change in feb')),
      ).toBe('Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31');
      const outside = readerOf([
        ...graph,
        { subject: 'Gold Choice PPO', predicate: 'network', object: 'Evergreen Health Network' },
        { subject: 'Gold Choice PPO', predicate: 'covers', object: 'out-of-network care at a higher cost' },
      ]);
      expect(
        outside.facts(
          visitor('gold ppo'),
          agent('Sure.'),
          visitor('my dr isnt in evergreen'),
          visitor('can i still see him'),
        ),
      ).toContain('Gold Choice PPO / covers / out-of-network care at a higher cost');
      expect(dental.facts(visitor('smile basic does it cover medical too'))).toContain(
        'Smile Basic / is a / dental-only policy',
      );
    });
  });

  describe('callers asking for others and facing an event', () => {
    it('gives no card to a question of a thing the graph does not know, told beside a story', () => {
      expect(
        dental.facts(
          visitor('Does Smile Plus cover braces? My 14 year old needs them, the orthodontist said 6,500.'),
        ),
      ).toEqual([]);
      expect(
        dental.facts(
          visitor('My mother needs a bone graft before her implant. Does Smile Plus cover the bone graft?'),
        ),
      ).toEqual([]);
      // A question pointing back at the story asks of the story's things.
      expect(dental.first(visitor('My dad needs two implants. Does Smile Plus cover those?'))).toBe(
        'Smile Plus / covers / dentures and implants at 50%',
      );
    });

    it('puts nothing in focus from the agent saying who is on the line', () => {
      expect(
        facts(
          agent('Medicare Advantage, this is Luis.'),
          visitor(
            "Hi Luis, can you transfer me to someone who handles questions for family members? I'm calling for my aunt.",
          ),
        ),
      ).toEqual([]);
    });

    it('reads an income for no premium asked, and more ways of asking', () => {
      expect(
        first(
          agent('So your mom is on the Silver plan and paying a lot for her drugs.'),
          visitor('Yes. She only gets 900 a month. Is there help for that? A program or something?'),
        ),
      ).toBe('Extra Help / lowers / Part D drug costs');
      expect(
        first(agent('Silver does include Part D.'), visitor('Is there a separate deductible for the drugs?')),
      ).toBe('Silver Advantage HMO / drug deductible / $250');
      expect(
        dental.first(
          visitor(
            'I found your Smile Plus plan online. How long after he signs up before it will cover implants?',
          ),
        ),
      ).toBe('Smile Plus / waiting period for / implants: 12 months');
      expect(
        first(
          agent("The Silver plan's service area is Maricopa County."),
          visitor("And he has to live there? If he's in a care home over the county line, can he keep it?"),
        ),
      ).toBe('Medicare Advantage plan / requires / living in the plan service area');
      expect(
        first(visitor("On the Silver, if she stays in network, what's the max she'll pay this year?")),
      ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
      expect(facts(visitor("I heard there's a plan that gives you money. Which one is that?"))).toContain(
        'Bronze Saver HMO / gives back / $100 a month on the Part B premium',
      );
    });
  });

  describe('a move or an age told as news before any topic', () => {
    it('asks nothing without a question, a word of joining or a problem with the plan', () => {
      expect(
        facts(visitor('I just moved out here from Ohio to be near my daughter, still unpacking boxes')),
      ).toEqual([]);
      expect(facts(visitor("I'm 67 and I haven't been to a dentist in years, so, be gentle"))).toEqual([]);
    });

    it('asks with one', () => {
      expect(
        facts(visitor("I moved to Mesa from Chicago last month and my old plan doesn't work here")),
      ).toContain('Moving to a new service area / opens / Special Enrollment Period');
      expect(facts(visitor('my dad is 88 and wants a dental plan, I doubt anyone will take him'))).toContain(
        'dental-only policy / has no / age limit for enrollment',
      );
    });
  });

  describe('the first minute of calls', () => {
    it('asks nothing of a bad line, of glasses fetched to read a card, or after a caller said who and where', () => {
      expect(facts(visitor('Hello? Hello? You are breaking up, I can barely hear you.'))).toEqual([]);
      expect(
        facts(visitor('ok let me put you on speaker, my wife wants to listen too. Honey, can you hear?')),
      ).toEqual([]);
      expect(
        facts(
          agent('Could you read me the Medicare number off your card?'),
          visitor('Sure, hold on, I need my glasses. Okay. 1EG4-TE5-MK72.'),
        ),
      ).toEqual([]);
      expect(
        facts(
          visitor('Good morning, this is Walt from Peoria, 85345.'),
          agent('Good morning Walt! How can I help?'),
          visitor('Well, I just turned 65 last Tuesday. Happy birthday to me, I guess.'),
        ),
      ).toEqual([]);
      // A hearing need is still one.
      expect(
        first(
          visitor("My husband can't hear a thing without his aids. What does the Gold do for hearing aids?"),
        ),
      ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
    });

    it('reads a doctor outside a network named, help with drug costs and a question said more of', () => {
      expect(
        first(
          visitor("hi, I'm on the gold PPO, my favorite doctor isn't in Evergreen. Can I still see him?"),
        ),
      ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
      expect(facts(visitor('He only has $1,100 a month. Is there any help with the drug costs?'))).toContain(
        'Extra Help / lowers / Part D drug costs',
      );
      expect(
        first(
          visitor(
            "I'm on the Bronze Saver. If I get really sick this year, is there a ceiling on what I'd have to pay?",
          ),
          visitor('Like, a total, for the whole year.'),
        ),
      ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    });
  });

  describe('every fact in other words', () => {
    it('reads everyday words for plans, networks, referrals, benefits and limits', () => {
      expect(
        first(visitor('Is the Silver HMO one of those plans that takes the place of original Medicare?')),
      ).toBe('Silver Advantage HMO / is a / Medicare Advantage plan');
      expect(first(visitor('silver hmo whos in their system'))).toBe(
        'Silver Advantage HMO / network / Evergreen Health Network',
      );
      expect(first(visitor('silver plan, do i need a slip from my primary to see a skin doctor'))).toBe(
        'Silver Advantage HMO / needs referrals for / specialists',
      );
      expect(first(visitor('Silver plan - hygienist visits, are those in there?'))).toBe(
        'Silver Advantage HMO / extra benefit / dental cleanings twice a year',
      );
      expect(
        first(visitor('My doctor wants me doing water aerobics. Would the Silver HMO pay for a club?')),
      ).toBe('Silver Advantage HMO / extra benefit / fitness membership');
      expect(
        first(visitor('On Silver what do I hand over at the front desk when I see my cardiologist?')),
      ).toBe('Silver Advantage HMO / specialist copay / $35');
      expect(first(visitor("What's the worst my bills could get in a year with Bronze?"))).toBe(
        'Bronze Saver HMO / maximum out-of-pocket / $6,700 in network',
      );
      expect(first(visitor('gold ppo, can i go anywhere i want'))).toBe(
        'Gold Choice PPO / covers / out-of-network care at a higher cost',
      );
      expect(first(visitor('how much more would I see in my social security with bronze'))).toBe(
        'Bronze Saver HMO / gives back / $100 a month on the Part B premium',
      );
      expect(
        first(
          visitor("I'm thinking about Gold Choice."),
          agent('Good choice for flexibility. What do you need to know?'),
          visitor('where would I fill my scripts?'),
        ),
      ).toBe('Evergreen Health Network / includes pharmacy / Walgreens');
      expect(
        first(visitor('Do I need both the hospital side and the doctor side of Medicare before enrolling?')),
      ).toBe('Medicare Advantage plan / requires / Medicare Part A and Part B');
      expect(
        first(
          agent('Can I ask a couple of questions?'),
          visitor('sure but first, I only signed up for the hospital part of medicare, is that a problem?'),
        ),
      ).toBe('Medicare Advantage plan / requires / Medicare Part A and Part B');
      expect(
        facts(visitor('Is there a plan for people who get Medicare and state assistance at the same time?')),
      ).toContain('Medicaid and Medicare / qualifies for / Dual Special Needs Plan');
      expect(
        dental.first(
          visitor('On the basic plan, if the dentist drills and patches a tooth, what is my share?'),
        ),
      ).toBe('Smile Basic / covers / fillings at 80%');
      expect(dental.first(visitor('Is there a limit to how much the basic plan covers each year?'))).toBe(
        'Smile Basic / annual maximum / $1,000',
      );
      expect(dental.first(visitor('smile basic - how much do i spend first each year'))).toBe(
        'Smile Basic / deductible / $50 a year',
      );
      expect(
        dental.first(visitor('smile plus implant - when can i get it covered, right after joining?')),
      ).toBe('Smile Plus / waiting period for / implants: 12 months');
    });

    it('gives no card to the price of a kind of care the graph does not know', () => {
      expect(facts(visitor('How much is an ambulance ride on Bronze?'))).toEqual([]);
      expect(
        facts(
          visitor("I'm on Bronze."),
          agent('What can I help with?'),
          visitor('how much is a hospital stay per day on it?'),
        ),
      ).toEqual([]);
    });
  });

  describe('follow-ups in other words', () => {
    it('reads more everyday words for what a plan costs, limits, gives and is', () => {
      expect(first(visitor('Gold Choice.'), visitor('What would I owe them just to keep it going?'))).toBe(
        'Gold Choice PPO / monthly premium / $49',
      );
      expect(first(visitor('silver'), visitor('whats it gonna set me back to carry it'))).toBe(
        'Silver Advantage HMO / monthly premium / $0',
      );
      expect(first(visitor('gold ppo'), visitor("What's the name of the preferred provider list?"))).toBe(
        'Gold Choice PPO / network / Evergreen Health Network',
      );
      expect(
        first(
          visitor('gold choice'),
          visitor("My wife says I'm going deaf. Will this plan pay for the devices?"),
        ),
      ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
      expect(first(visitor('bronze'), visitor('is there a stopping point on what I pay?'))).toBe(
        'Bronze Saver HMO / maximum out-of-pocket / $6,700 in network',
      );
      expect(
        first(
          agent('The Bronze Saver HMO has a Part B giveback.'),
          visitor('how much extra would I see in my check then?'),
        ),
      ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
      expect(
        first(
          agent('With Silver Advantage you also get a fitness membership.'),
          visitor('Anything for my choppers?'),
        ),
      ).toBe('Silver Advantage HMO / extra benefit / dental cleanings twice a year');
      expect(
        first(
          visitor('about these advantage plans'),
          visitor('what part of Medicare are they, alphabet-wise?'),
        ),
      ).toBe('Medicare Advantage plan / also called / Medicare Part C');
      expect(
        first(visitor('Silver.'), visitor('With that one, can I go right to a urologist whenever I want?')),
      ).toBe('Silver Advantage HMO / needs referrals for / specialists');
      expect(dental.facts(visitor('smile plus'), visitor('what about those screw-in teeth?'))).toContain(
        'Smile Plus / covers / dentures and implants at 50%',
      );
      expect(
        dental.first(visitor('smile plus'), visitor('how much can they pay out for me over a year, total?')),
      ).toBe('Smile Plus / annual maximum / $2,500');
      expect(
        dental.first(
          agent('Smile Plus covers dentures.'),
          visitor('is it tied in with my Medicare somehow?'),
        ),
      ).toBe('Smile Plus / is a / dental-only policy');
    });

    it('gives no card to the account, a claim or being signed up', () => {
      expect(
        facts(
          visitor("I'm a Bronze member."),
          visitor("What's the customer service number on the back of the card?"),
        ),
      ).toEqual([]);
      expect(
        facts(
          visitor("I'm on Bronze."),
          visitor("My claim from March still hasn't been paid. What's going on with it?"),
        ),
      ).toEqual([]);
      expect(
        dental.facts(visitor('the plus plan sounds fine'), visitor('great, can you sign me up?')),
      ).toEqual([]);
    });
  });

  describe('one-message questions in unusual words', () => {
    it("reads a caller's you asked of a plan as the company's, and more everyday words", () => {
      expect(first(visitor('do you need a referral on silver'))).toBe(
        'Silver Advantage HMO / needs referrals for / specialists',
      );
      expect(
        first(visitor('bronze saver, is it true it knocks some off that Part B thing they deduct from me')),
      ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
      expect(first(visitor('whats that program that helps poor people with their drug bills'))).toBe(
        'Extra Help / lowers / Part D drug costs',
      );
      expect(
        first(visitor('I only took Part A when I retired. Can I still get one of these Advantage plans?')),
      ).toBe('Medicare Advantage plan / requires / Medicare Part A and Part B');
      // A caller's question of the person on the line, with no plan named, asks nothing of the graph.
      expect(facts(visitor('how long have you been working there?'))).toEqual([]);
    });
  });
});

describe('the twenty-third round', () => {
  const { facts, first } = readerOf(ROUND_GRAPH);
  const dental = readerOf(ROUND_DENTAL);

  it('asks a question again of the plan a correction means', () => {
    expect(
      first(
        visitor('Bronze specialist copay?'),
        agent('$45.'),
        visitor('oh wait no, I meant Silver, sorry, I keep mixing them up'),
      ),
    ).toBe('Silver Advantage HMO / specialist copay / $35');
    expect(
      first(
        visitor('Gold premium?'),
        agent('$49 a month.'),
        visitor('Sorry, I said Gold but I meant Bronze.'),
      ),
    ).toBe('Bronze Saver HMO / monthly premium / $0');
    // Of a plan whose facts hold no answer, no card.
    expect(
      dental.facts(
        visitor("What's the waiting period for crowns on Plus?"),
        agent('6 months.'),
        visitor('Sorry, I meant Basic, not Plus.'),
      ),
    ).toEqual([]);
  });

  it('reads what a sentence apart from small talk asks', () => {
    expect(
      first(
        visitor(
          "UGH I've been on hold forty minutes. I just want to know if the gold plan covers hearing aids or not",
        ),
      ),
    ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
    expect(facts(visitor('Hello? Can you hear me okay?'))).toEqual([]);
    expect(facts(visitor("I've been on hold for ages. Anyway."))).toEqual([]);
  });

  it('reads general words of a question as no thing the graph does not know', () => {
    expect(dental.facts(visitor('Compare deductibles for me: Basic vs Plus?'))).toContain(
      'Smile Basic / deductible / $50 a year',
    );
    expect(
      dental.first(visitor('smile basic, is there any amount we must pay ourselves before benefits start?')),
    ).toBe('Smile Basic / deductible / $50 a year');
    expect(
      facts(visitor('Do I have to buy a standalone pharmacy plan too if I pick the Silver one?')),
    ).toContain('Silver Advantage HMO / includes / Part D drug coverage');
  });

  it('reads everyday words for care and for plans', () => {
    expect(first(visitor('Silver HMO, are my tablets paid for in it?'))).toBe(
      'Silver Advantage HMO / includes / Part D drug coverage',
    );
    expect(first(visitor('Would I need a separate pill plan with Bronze Saver?'))).toBe(
      'Bronze Saver HMO / does not include / Part D drug coverage',
    );
    expect(dental.first(visitor('does smile plus cover endodontic work'))).toBe(
      'Smile Plus / covers / crowns and root canals at 50%',
    );
    expect(dental.first(visitor('on the basic one is a routine hygiene visit fully paid for?'))).toBe(
      'Smile Basic / covers / cleanings and X-rays at 100%',
    );
    expect(dental.first(visitor('smile basic and a hole in my back tooth, covered?'))).toBe(
      'Smile Basic / covers / fillings at 80%',
    );
    expect(dental.first(visitor('how much toward a titanium post tooth on the plus'))).toBe(
      'Smile Plus / covers / dentures and implants at 50%',
    );
    expect(dental.first(visitor('smile+ cost?'))).toBe('Smile Plus / monthly premium / $45');
    expect(first(visitor('gold choice, who are the providers?'))).toBe(
      'Gold Choice PPO / network / Evergreen Health Network',
    );
    expect(first(visitor('is there some residency rule to enroll'))).toBe(
      'Medicare Advantage plan / requires / living in the plan service area',
    );
  });

  it('shows no card on a check said back or a season told as news before any topic', () => {
    expect(facts(agent('Can I get your zip code?'), visitor("My zip code? It's 85201."))).toEqual([]);
    expect(
      facts(
        visitor(
          "So I'm calling because the open enrollment thing is coming up, I think, and I want to be ready.",
        ),
      ),
    ).toEqual([]);
  });

  it('reads a question typed without its mark and one put as "whether"', () => {
    expect(
      first(
        agent('How may I help?'),
        visitor('ok so the gold ppo, if i go to a doc outside the network do i pay more or is it the same'),
      ),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(
      first(
        visitor('I have the Silver Advantage HMO.'),
        agent('Okay, what would you like to check?'),
        visitor('Whether I need a referral to see a cardiologist.'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });
  it('reads a question asked in a sentence apart from a question about the call', () => {
    expect(
      first(
        visitor(
          'Hello, is this the Medicare line? I want to know the deductible for medicine on Silver Advantage.',
        ),
      ),
    ).toBe('Silver Advantage HMO / drug deductible / $250');
    expect(facts(visitor('Hello, is this the Medicare line? I have the Silver Advantage.'))).toEqual([]);
  });

  it('reads a new address as a move and an extra chance as no extra benefit', () => {
    expect(facts(visitor('does changing address give me an extra chance to sign up?'))).toContain(
      'Moving to a new service area / opens / Special Enrollment Period',
    );
    expect(facts(visitor('does changing address give me an extra chance to sign up?'))).not.toContain(
      'Silver Advantage HMO / extra benefit / fitness membership',
    );
  });

  it('reads a doctor who is not in a network named, or not one of yours, as care out of network', () => {
    expect(
      facts(
        visitor('What network does the Gold PPO use?'),
        agent('Gold Choice PPO uses the Evergreen Health Network.'),
        visitor("And if I see a doctor who's not in Evergreen?"),
      ),
    ).toContain('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(
      facts(
        visitor('Gold Choice PPO.'),
        agent('Sure, what about it?'),
        visitor("and if the specialist I like isn't one of yours, can I still go to him on that plan?"),
      ),
    ).toContain('Gold Choice PPO / covers / out-of-network care at a higher cost');
  });
  it('shows no card on openings that ask only of the caller, the call or a birthday near', () => {
    expect(
      facts(
        visitor(
          'Okay so, where do I even start. We just moved down from Minnesota in August to be closer to the grandkids, and I have been putting this whole health plan business off.',
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          'My birthday is next month, the big six five, and my wife keeps saying I need to get my ducks in a row.',
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          'Sorry, the line cut off a minute ago, I was talking to someone named Jen, can I get her back?',
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          "So I've got a calendar here with all my appointments marked, my eye doctor, my foot doctor, the heart guy, and I'm trying to get organized for next year.",
        ),
      ),
    ).toEqual([]);
    expect(
      dental.facts(visitor('Wait, this is the dental line and not Medicare, right? I was transferred.')),
    ).toEqual([]);
  });

  it('still reads "so" before a plan as checking a fact', () => {
    expect(
      dental.first(
        visitor('So Smile Plus is $45 a month.'),
        agent("That's right."),
        visitor("That's too much for me. And the other one?"),
      ),
    ).toBe('Smile Basic / monthly premium / $24');
  });

  it('reads a question opened by "pls", a job named and a home elsewhere', () => {
    expect(
      first(visitor('Pls which plan have best hearing aid benefit, my father is deaf on one side')),
    ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
    expect(
      dental.first(
        visitor(
          'Office manager for a landscaping crew here. The guys mostly need cleanings. On the cheaper plan, are the X-rays and cleanings paid in full?',
        ),
      ),
    ).toBe('Smile Basic / covers / cleanings and X-rays at 100%');
    expect(
      facts(
        visitor(
          'If I spend winters in Arizona but my home address is in Illinois, can I sign up for one of your Arizona plans?',
        ),
      ),
    ).toContain('Medicare Advantage plan / requires / living in the plan service area');
    expect(
      facts(visitor('First thing, what do I need to already have before I can even get one of these plans?')),
    ).toContain('Medicare Advantage plan / requires / Medicare Part A and Part B');
  });
  it('reads limits on what one spends and on what a plan pays in other words', () => {
    expect(
      facts(
        visitor(
          "I'm comparing the $0 plans. Bronze vs Silver, which one has the lower ceiling on yearly costs?",
        ),
      ),
    ).toContain('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
    expect(
      facts(
        visitor('Gold Choice PPO, please.'),
        agent('Sure.'),
        visitor('Does the out of network stuff count towards the yearly maximum too?'),
      ),
    ).toContain('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(dental.facts(visitor('Which plan pays more overall in a year, Basic or Plus?'))).toEqual(
      expect.arrayContaining([
        'Smile Basic / annual maximum / $1,000',
        'Smile Plus / annual maximum / $2,500',
      ]),
    );
    expect(dental.facts(visitor("The Plus plan's yearly benefit, how much is it?"))).toContain(
      'Smile Plus / annual maximum / $2,500',
    );
  });

  it('reads a paper from the family doctor, or being sent by one, as a referral', () => {
    expect(first(visitor('On Silver, she need paper from family doctor first for go to heart doctor?'))).toBe(
      'Silver Advantage HMO / needs referrals for / specialists',
    );
    expect(
      first(
        visitor('With the silver advantage do I have to be sent by my family doctor to see anybody else?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });
  it('reads which plan to pick for a thing of care, what kind a plan is, and a difference in price', () => {
    expect(dental.facts(visitor("Which plan should I pick if I'll need implants next year?"))).toContain(
      'Smile Plus / covers / dentures and implants at 50%',
    );
    expect(
      first(
        visitor(
          'My grandson wants to know if the Silver Advantage thing is an actual Medicare Advantage plan or some kind of supplement.',
        ),
      ),
    ).toBe('Silver Advantage HMO / is a / Medicare Advantage plan');
    expect(
      facts(visitor('the gold one, does it replace my regular government card or sit on top of it?')),
    ).toContain('Gold Choice PPO / is a / Medicare Advantage plan');
    expect(dental.facts(visitor("What's the difference in price between the two Smile plans?"))).toEqual(
      expect.arrayContaining(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']),
    );
  });
  it('reads chat typing: misspelt plans and words, letters one by one, voice typing, shorthand', () => {
    expect(first(visitor('brnze saver specalist cost'))).toBe('Bronze Saver HMO / specialist copay / $45');
    expect(first(visitor('bronze saver h m o premium per month'))).toBe(
      'Bronze Saver HMO / monthly premium / $0',
    );
    expect(
      first(visitor('the gold choice pee pee oh lol voice text. does it cover out of net work doctors')),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(first(visitor('wich plan gives money back on part b'))).toBe(
      'Bronze Saver HMO / gives back / $100 a month on the Part B premium',
    );
    expect(
      dental.first(
        visitor('smile plus implants'),
        agent('Smile Plus covers dentures and implants at 50%.'),
        visitor('hw long til i can use it for that'),
      ),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
    expect(dental.facts(visitor('wat does smile plus cover thats big stuff'))).toContain(
      'Smile Plus / covers / crowns and root canals at 50%',
    );
  });

  it('reads help with drug costs, a share picked up and an amount met first', () => {
    expect(first(visitor('my meds r soooo expensive is there any program that helps pay for them'))).toBe(
      'Extra Help / lowers / Part D drug costs',
    );
    expect(
      dental.first(
        agent("You'd want Smile Plus for major work."),
        visitor(
          "I've had a toothache for weeks and the endodontist quoted me $1,400. What share would the plan pick up?",
        ),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    expect(
      dental.facts(
        agent('Smile Basic is $24 a month.'),
        visitor('Is there an amount I meet first each year, or does it pay from day one?'),
      ),
    ).toContain('Smile Basic / deductible / $50 a year');
    // A part of the state is no share of a bill.
    expect(
      first(
        agent('The Silver Advantage HMO uses the Evergreen network.'),
        visitor('What part of the state can you buy it in?'),
      ),
    ).toBe('Silver Advantage HMO / service area / Maricopa County, AZ');
  });
  it('reads older and other Englishes', () => {
    expect(first(visitor('silver plan, is include the gymnasium? my father like to swim at the gym'))).toBe(
      'Silver Advantage HMO / extra benefit / fitness membership',
    );
    expect(
      first(
        visitor("I'd like to keep up my calisthenics at the Y. Does the Silver plan stand the cost of that?"),
      ),
    ).toBe('Silver Advantage HMO / extra benefit / fitness membership');
    expect(
      dental.first(
        visitor('Will Smile Basic pay for my twice-yearly scaling in full, or shall I be sent a bill?'),
      ),
    ).toBe('Smile Basic / covers / cleanings and X-rays at 100%');
    expect(
      dental.first(
        visitor(
          "Would the Basic policy stand the cost of a stopping? The dentist says I've a bad one in the back.",
        ),
      ),
    ).toBe('Smile Basic / covers / fillings at 80%');
    expect(
      first(
        visitor(
          'My husband had the stroke last year, hospital many times. If he take gold, what is the top he pay for whole year?',
        ),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      first(visitor('silver advantage, what is the most money I can lose in one year if I get very sick')),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
    expect(
      first(
        visitor(
          "I'm on the welfare medical as well as the Medicare. Does that put me in line for anything special?",
        ),
      ),
    ).toBe('Medicaid and Medicare / qualifies for / Dual Special Needs Plan');
    expect(
      first(visitor('My father ask the bronze is a true Medicare plan or private insurance something')),
    ).toBe('Bronze Saver HMO / is a / Medicare Advantage plan');
    expect(
      facts(visitor('What must a person have already, to sign up with one of these Advantage plans?')),
    ).toContain('Medicare Advantage plan / requires / Medicare Part A and Part B');
  });

  it('shows no card on an address read out or a caller asking to be spoken up to', () => {
    expect(
      facts(
        agent('Can you confirm the address we have on file?'),
        visitor('yes is 2210 West Camelback Road, apartment fourteen, Phoenix'),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          "Good day to you. I'm ninety-three years of age and my hearing isn't what it was, so you'll have to speak up, dear.",
        ),
      ),
    ).toEqual([]);
    // Hard of hearing, asked about, is a need of care.
    expect(
      first(visitor('Gold Choice PPO'), visitor('im hard of hearin, do you folks help with that at all')),
    ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
  });
  it('reads being sent on to a specialist, "by how much" and what a word means', () => {
    expect(
      first(
        agent('On the Bronze Saver HMO, your primary care visits are $0.'),
        visitor('Nice. What about when they send me on to a specialist?'),
      ),
    ).toBe('Bronze Saver HMO / specialist copay / $45');
    expect(
      facts(visitor('saw an ad that bronze lowers ur part b premium??'), visitor('by how much')),
    ).toContain('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    expect(first(visitor('letter says "your Part C plan" wat does part c mean'))).toBe(
      'Medicare Advantage plan / also called / Medicare Part C',
    );
  });
  it('reads an answer to the agent asking what the caller wants, and more ways of asking', () => {
    expect(
      first(
        visitor('Hi, I called a bit ago and it cut off right when the lady was explaining things.'),
        agent("I'm sorry about that. What were you two discussing?"),
        visitor(
          "The window in the fall when you're allowed to switch plans. She was about to give me the dates.",
        ),
      ),
    ).toBe('Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7');
    expect(
      first(visitor('What do they call these plans in the government booklet? I keep seeing a letter.')),
    ).toBe('Medicare Advantage plan / also called / Medicare Part C');
    expect(
      first(
        visitor("Tell me about the Silver plan's specialist cost."),
        agent('On Silver Advantage HMO a specialist visit is $35.'),
        visitor('And to get in to one, do I have to go through my primary first?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(
      facts(
        visitor('We are moving to Flagstaff in May.'),
        agent('Congratulations on the move! How can I help?'),
        visitor('Will I get a chance to pick a new plan then?'),
      ),
    ).toContain('Moving to a new service area / opens / Special Enrollment Period');
    expect(
      first(
        visitor('My drug costs on Silver are killing me.'),
        agent("I'm sorry to hear that. Let's see what might help."),
        visitor('Is there any government help I could apply for?'),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
  });

  it('reads a dental office asking a share, a sum paid first and the most a plan covers', () => {
    expect(
      dental.first(
        visitor("Hello, this is Janet from Dr. Kim's dental office."),
        agent('Hi Janet, how can I help?'),
        visitor('We have a patient on Smile Basic getting two fillings. What percentage do you reimburse?'),
      ),
    ).toBe('Smile Basic / covers / fillings at 80%');
    expect(
      dental.first(
        visitor('im on basic'),
        agent("Okay, Smile Basic. What's up?"),
        visitor('do i pay like 50 first or something'),
      ),
    ).toBe('Smile Basic / deductible / $50 a year');
    expect(
      dental.first(visitor("Basic plan: what's the highest amount it'll cover before I'm on my own?")),
    ).toBe('Smile Basic / annual maximum / $1,000');
    expect(
      dental.facts(
        visitor("Hey, my grandma wants dental insurance, I'm helping her on her tablet"),
        agent('Happy to help you both! What would she like to know?'),
        visitor('she wants to know the cheap one price'),
      ),
    ).toContain('Smile Basic / monthly premium / $24');
  });
  it('asks again what was asked when the caller doubts the answer', () => {
    expect(
      first(
        visitor('Silver Advantage is free per month?'),
        agent('Yes, its monthly premium is $0.'),
        visitor('truly nothing? there has to be a catch'),
      ),
    ).toBe('Silver Advantage HMO / monthly premium / $0');
    expect(
      dental.first(
        visitor('crowns on smile plus are 50%'),
        agent('Yes, crowns and root canals at 50%.'),
        visitor("only half? I thought it'd be 80"),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    // A question of its own after the doubt is the one asked.
    expect(
      first(
        visitor('what do I pay to see a specialist on Bronze'),
        agent('$45 per visit.'),
        visitor('that seems high. is there at least a yearly cap?'),
      ),
    ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    // Hearsay put to the agent is no doubt of an answer.
    expect(
      first(
        visitor("I'm 66 and on Social Security."),
        agent('How can I help today?'),
        visitor(
          'My neighbour said one of your plans puts money back in your pocket every month, is that true? Which one?',
        ),
      ),
    ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
  });

  it('reads the plan said in answer to the agent asking which, and a follow-up after "wow ok"', () => {
    expect(
      first(
        visitor("what's the specialist copay on the HMO?"),
        agent('We have two HMOs, Silver Advantage and Bronze Saver. Which one do you mean?'),
        visitor('bronze'),
      ),
    ).toBe('Bronze Saver HMO / specialist copay / $45');
    expect(
      dental.first(
        visitor('I need a root canal'),
        agent('Sorry to hear that. Which plan are you on?'),
        visitor('smile plus'),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    expect(
      first(
        visitor("what's the yearly out of pocket limit on the bronze saver"),
        agent('$6,700 in network.'),
        visitor('wow ok. and for the ppo'),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      first(
        visitor('Bronze saver out of pocket max please'),
        agent('$6,700 in network.'),
        visitor('sorry I mixed them up, I wanted the silver one'),
      ),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
  });
  it("reads a dental office's words and the most a plan will ever pay", () => {
    expect(dental.first(visitor('does Smile Basic cover prophylaxis?'))).toBe(
      'Smile Basic / covers / cleanings and X-rays at 100%',
    );
    expect(
      dental.first(visitor('The estimate has D1110 adult prophy and D0274 bitewings. Covered on Basic?')),
    ).toBe('Smile Basic / covers / cleanings and X-rays at 100%');
    expect(dental.first(visitor('Would Smile Basic handle a couple of amalgam restorations?'))).toBe(
      'Smile Basic / covers / fillings at 80%',
    );
    expect(
      dental.first(
        visitor(
          'My estimate says D2740 porcelain crown and D3330 molar endo. What would Smile Plus reimburse?',
        ),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    expect(
      dental.facts(visitor("So for the top plan what's the most it'll ever pay in a calendar year?")),
    ).toContain('Smile Plus / annual maximum / $2,500');
    expect(
      facts(
        visitor(
          'I spend winters in Arizona but my home is in Minnesota. Can I still sign up for one of your plans?',
        ),
      ),
    ).toContain('Medicare Advantage plan / requires / living in the plan service area');
  });
  it('reads limits, windows, lists, homes and perks in yet more words', () => {
    expect(
      first(visitor("For the Gold plan is there a yearly total I'd hit and then they pay everything?")),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(facts(visitor('Is there any time other than the fall I can switch?'))).toContain(
      'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7',
    );
    expect(first(visitor('Gold Choice PPO providers - whose list are they on?'))).toBe(
      'Gold Choice PPO / network / Evergreen Health Network',
    );
    expect(first(visitor('Where can I actually live and still get the Silver Advantage HMO?'))).toBe(
      'Silver Advantage HMO / service area / Maricopa County, AZ',
    );
    expect(first(visitor('bronze saver hmo is that one of them advantage plans they advertise on tv'))).toBe(
      'Bronze Saver HMO / is a / Medicare Advantage plan',
    );
    expect(
      dental.first(
        visitor('My grandson said Smile Basic. When they take pictures of my teeth, do I owe anything?'),
      ),
    ).toBe('Smile Basic / covers / cleanings and X-rays at 100%');
    expect(dental.first(visitor("On Smile Plus, when's the coverage maxed out for the year?"))).toBe(
      'Smile Plus / annual maximum / $2,500',
    );
    expect(facts(visitor('bronze saver, whereabouts do you have to live for it'))).toContain(
      'Medicare Advantage plan / requires / living in the plan service area',
    );
  });
  it('reads the plan said in answer to the agent asking which of our plans, for whom, or naming two', () => {
    expect(
      first(
        visitor('Is there an eye benefit?'),
        agent('On which of our plans?'),
        visitor('The Silver Advantage HMO.'),
      ),
    ).toBe('Silver Advantage HMO / extra benefit / eye exam and $150 toward glasses');
    expect(
      first(
        visitor('How much for a regular doctor visit?'),
        agent("Is this for you or your husband? You mentioned he's on a different plan."),
        visitor("For him. He's on the Bronze Saver."),
      ),
    ).toBe('Bronze Saver HMO / primary care copay / $0');
    expect(
      dental.first(
        visitor("What's the annual max?"),
        agent('Sure, for Smile Basic or Smile Plus?'),
        visitor('Plus.'),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
  });

  it('reads superlatives, a plan "that\'d" do a thing and perks beyond the basics', () => {
    expect(facts(visitor('Which plan has the smallest copay for specialists?'))).toContain(
      'Silver Advantage HMO / specialist copay / $35',
    );
    expect(first(visitor("My ears are going. Is there a plan that'd pay for hearing aids?"))).toBe(
      'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
    );
    expect(first(visitor('What perks come with the Gold Choice beyond the basics?'))).toContain(
      'Gold Choice PPO / extra benefit',
    );
  });
  it('reads short typed queries: a window by its month, plans set against each other, a cap', () => {
    const withOpen = readerOf([
      ...ROUND_GRAPH,
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Open Enrollment Period, Jan 1 to Mar 31',
      },
    ]);
    expect(withOpen.first(visitor('the january window'))).toBe(
      'Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31',
    );
    expect(first(visitor('gold monthly?'), agent('$49.'), visitor('silver vs that'))).toBe(
      'Silver Advantage HMO / monthly premium / $0',
    );
    expect(facts(visitor('gold or silver lower yearly max'))).toContain(
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    );
    expect(dental.first(visitor('plus cap'))).toBe('Smile Plus / annual maximum / $2,500');
    // An age told with a word of being let in asks ("im 82 still eligible").
    const withAge = readerOf([
      ...ROUND_DENTAL,
      { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    ]);
    expect(withAge.first(visitor('im 82 still eligible'))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
  });
  it('reads a starting amount, a yearly payout, the most one could be out, and evening hours as a reason', () => {
    expect(
      first(
        agent('Gold Choice has a two hundred fifty dollar medical deductible.'),
        visitor('And Silver? Does it have the same kind of, uh, starting amount for doctor bills?'),
      ),
    ).toBe('Silver Advantage HMO / medical deductible / $0');
    expect(
      dental.first(
        agent('Smile Plus is forty-five a month and Smile Basic is twenty-four.'),
        visitor(
          'Twenty-one bucks more. What does that extra twenty-one get me in terms of the yearly payout?',
        ),
      ),
    ).toContain('annual maximum');
    expect(
      first(visitor("I'm worried about a bad year. What's the most I could be out in a year on the Bronze?")),
    ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    expect(
      dental.facts(
        agent('Smile Plus is in the Bright Dental Network.'),
        visitor(
          "Which offices are part of Bright? I'd want somewhere with evening hours because I work days.",
        ),
      ),
    ).toContain('Bright Dental Network / includes / Aspen Dental offices');
  });
  it('shows no card on the weather, the length of the call or papers at hand, and reads a yes to an offer', () => {
    expect(facts(visitor("What's the weather like where you are? It's freezing in Flagstaff."))).toEqual([]);
    expect(facts(visitor('Greetings from Queen Creek. Just unpacked the last box from our move.'))).toEqual(
      [],
    );
    expect(
      facts(
        visitor("Hi! Before we start, how long does this usually take? I have a doctor's appointment at 2."),
      ),
    ).toEqual([]);
    expect(
      dental.facts(
        visitor(
          "Hello, I've got the Smile Plus enrollment packet here and my reading glasses, so I'm ready when you are.",
        ),
      ),
    ).toEqual([]);
    expect(facts(agent("Did you want to go over the Gold Choice PPO's extras?"), visitor('yes'))).toContain(
      'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
    );
  });
  it('reads "side by side", knocking a bill down, drilled and filled, and plans "you have" with a question after', () => {
    expect(facts(visitor('Gold vs Silver — deductibles for medical, side by side please.'))).toContain(
      'Silver Advantage HMO / medical deductible / $0',
    );
    expect(
      first(
        visitor(
          'I get a little SSI and my pharmacy bills are over $300 a month. Is there something that would knock that down?',
        ),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
    expect(
      dental.first(
        agent('Smile Basic covers cleanings and X-rays at 100%.'),
        visitor('What about if they find something and I need it drilled and filled?'),
      ),
    ).toBe('Smile Basic / covers / fillings at 80%');
    const withAge = readerOf([
      ...ROUND_DENTAL,
      { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    ]);
    expect(
      withAge.facts(visitor('What kinds of dental plans do you have and is there an age limit to buy one?')),
    ).toContain('dental-only policy / has no / age limit for enrollment');
  });
  it('reads a reply to the agent with a context of one message without failing', () => {
    const { retriever, facts, first } = readerOf(ROUND_GRAPH);
    expect(() =>
      retriever.cards([agent('Which plan are you on?'), visitor('yes')], { context: 1 }),
    ).not.toThrow();
  });
});

describe('the twenty-fourth round', () => {
  const { facts, first } = readerOf(ROUND_GRAPH);
  const dental = readerOf(ROUND_DENTAL);

  it('reads a reply to the agent asking back with the question it answers', () => {
    expect(
      first(
        visitor('What are the copays on Gold?'),
        agent('Primary care or specialist?'),
        visitor('specialist'),
      ),
    ).toBe('Gold Choice PPO / specialist copay / $40');
    expect(
      first(
        visitor('What are the deductibles on the Silver Advantage?'),
        agent('Medical or prescription?'),
        visitor('prescription'),
      ),
    ).toBe('Silver Advantage HMO / drug deductible / $250');
    expect(
      first(
        visitor('How much is the Gold plan a month?'),
        agent('Is that for you or for someone else?'),
        visitor('for me'),
      ),
    ).toBe('Gold Choice PPO / monthly premium / $49');
    // A yes to the agent's question brings what it names ("Is this about the Silver Advantage HMO?").
    expect(
      first(
        visitor('what type of plan is this exactly'),
        agent('Is this about the Silver Advantage HMO?'),
        visitor('yes'),
      ),
    ).toBe('Silver Advantage HMO / is a / Medicare Advantage plan');
    expect(
      dental.first(
        visitor('Is there a waiting period on Smile Plus?'),
        agent('Is that for a crown or an implant?'),
        visitor('implant'),
      ),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
    // An answer to a check of who is calling asks nothing.
    expect(
      facts(
        visitor("What's the Gold premium?"),
        agent('Sure, can I have your date of birth first?'),
        visitor('March 3rd 1952'),
      ),
    ).toEqual([]);
  });

  it('reads a yes to the agent offering a fact as asking for it, and a no as asking nothing', () => {
    expect(
      first(
        visitor("I'm looking at the Silver but want to compare."),
        agent('Would you like to hear what the Gold Choice costs per month?'),
        visitor('yes please'),
      ),
    ).toBe('Gold Choice PPO / monthly premium / $49');
    expect(
      first(
        visitor('We travel a lot.'),
        agent('Shall I tell you which pharmacy is in the Evergreen network?'),
        visitor('please'),
      ),
    ).toBe('Evergreen Health Network / includes pharmacy / Walgreens');
    expect(
      dental.first(
        visitor('I need a lot of work done.'),
        agent('Would you like to know the Smile Plus annual maximum?'),
        visitor('yes, that matters'),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
    expect(
      dental.facts(
        visitor('I need a lot of work done.'),
        agent('Would you like to know the Smile Plus annual maximum?'),
        visitor('no thanks, not now'),
      ),
    ).toEqual([]);
  });

  it('reads a plan said by its place in a list said before', () => {
    expect(
      first(
        agent('The three plans are Silver Advantage HMO, Gold Choice PPO, and Bronze Saver HMO.'),
        visitor("And that last one, what's the yearly limit on what I pay?"),
      ),
    ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    expect(
      first(
        agent('Gold Choice PPO, Silver Advantage HMO and Bronze Saver HMO.'),
        visitor('second one - primary care copay?'),
      ),
    ).toBe('Silver Advantage HMO / primary care copay / $5');
    // A plan named beside the place is the one meant.
    expect(
      first(
        agent('Silver Advantage HMO, Gold Choice PPO and Bronze Saver HMO.'),
        visitor('ok back to the first one, gold, specialist copay again?'),
      ),
    ).toBe('Gold Choice PPO / specialist copay / $40');
  });

  it('asks again of a plan told by its price or as "the other"', () => {
    expect(
      dental.first(visitor('how much is Smile Plus monthly'), agent('$45.'), visitor('and the cheaper one')),
    ).toBe('Smile Basic / monthly premium / $24');
    expect(
      dental.first(
        visitor('Is there a cap on what Smile Basic pays in a year?'),
        agent('$1,000 annual maximum.'),
        visitor('same for the other?'),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
  });

  it('reads more ways of asking for the cap, the deductible, a referral and the time to switch', () => {
    expect(first(visitor("Silver plan... is there a ceiling so I don't go broke if I get real sick?"))).toBe(
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    );
    expect(
      dental.first(visitor('before smile basic pays for anything do I have to spend some of my own money?')),
    ).toBe('Smile Basic / deductible / $50 a year');
    expect(
      first(visitor('silver plan, my doc says I gotta see a foot guy. can I just book it myself?')),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(first(visitor("I'm unhappy with my plan, when can I jump ship?"))).toBe(
      'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7',
    );
  });

  it('reads a plan told as the better one, a cap told by the agent, and a sigh before the question', () => {
    expect(
      dental.first(
        agent('We offer two dental plans, Smile Basic and Smile Plus.'),
        visitor('ok and the better one, how much'),
      ),
    ).toBe('Smile Plus / monthly premium / $45');
    expect(first(agent("Silver's cap is $3,900 in network."), visitor("and gold's?"))).toBe(
      'Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network',
    );
    expect(
      dental.first(
        visitor('does smile plus cover crowns'),
        agent('Crowns and root canals at 50%.'),
        visitor('and what percent for implants'),
        agent('50%.'),
        visitor('ugh ok'),
        visitor('ok and the yearly max'),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
  });

  it('reads "that one\'s" before a predicate, the same asked for someone else, and which of the plans', () => {
    expect(
      facts(
        visitor('whats the premium on the silver'),
        agent('$0 a month.'),
        visitor("ok and that one's deductible?"),
      ),
    ).toContain('Silver Advantage HMO / medical deductible / $0');
    expect(
      dental.first(visitor('how much is plus per month'), agent('$45.'), visitor('same for my husband?')),
    ).toBe('Smile Plus / monthly premium / $45');
    // (Of a Medicare graph alone: the round's graph holds a dental policy too.)
    const medicare = readerOf(ROUND_GRAPH.filter((triple) => !/smile|dental-only/i.test(triple.subject)));
    expect(medicare.facts(visitor('which of your plans has dental'))).toContain(
      'Silver Advantage HMO / extra benefit / dental cleanings twice a year',
    );
  });

  it('reads a total a plan pays, a wait told by a date, and what is paid before things are covered', () => {
    expect(
      dental.first(
        visitor('I need two crowns. How much would Smile Plus pay?'),
        agent('50%.'),
        visitor('Up to what amount?'),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
    expect(
      dental.first(
        visitor("I'm on Smile Plus, my coverage started March 1st."),
        agent('Yes, I see that.'),
        visitor('the dentist wants to put a crown on in April, will that be covered yet?'),
      ),
    ).toBe('Smile Plus / waiting period for / crowns: 6 months');
    expect(
      first(
        visitor(
          'The last plan I had, I had to spend like two thousand before anything got covered. Is the Silver like that?',
        ),
      ),
    ).toBe('Silver Advantage HMO / medical deductible / $0');
  });

  it('reads a name greeted as no word of the graph, and "out of network" beside a cap as qualifying it', () => {
    expect(
      dental.first(
        agent('Hello, this is Ray.'),
        visitor('Hi Ray. My wife needs an implant. Do you cover that?'),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
    expect(first(visitor("what's the yearly limit on the gold choice including out of network"))).toBe(
      'Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network',
    );
  });

  it("reads a short question leaning on the agent's sentence that names a fact without its value", () => {
    expect(
      dental.first(
        visitor('tell me about smile basic'),
        agent('Smile Basic: $24 a month, $50 deductible. It also has an annual max.'),
        visitor('which is?'),
      ),
    ).toBe('Smile Basic / annual maximum / $1,000');
    // Not when the agent names a value of a fact: what it holds is asked.
    expect(
      first(
        agent('Silver Advantage HMO uses the Evergreen Health Network.'),
        visitor('what pharmacy is in that?'),
      ),
    ).toBe('Evergreen Health Network / includes pharmacy / Walgreens');
    expect(
      dental.first(agent('Smile Plus is $45 a month. Smile Basic is less.'), visitor('less by how much')),
    ).toBe('Smile Basic / monthly premium / $24');
    expect(
      first(
        visitor('bronze saver?'),
        agent(
          "You'd pay $0 a month on Bronze Saver, and $45 whenever you see a specialist. There's a yearly cap too.",
        ),
        visitor('the cap is what'),
      ),
    ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    expect(
      first(
        visitor('which plan would you pick'),
        agent(
          "I'd go with Silver Advantage. It's $0 a month and the out-of-pocket cap is the lowest of the three.",
        ),
        visitor('how low'),
      ),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
    expect(dental.first(agent('Smile Basic covers cleanings and X-rays at 100%.'), visitor('pricing?'))).toBe(
      'Smile Basic / monthly premium / $24',
    );
  });

  it("reads an age said of one's kin, and a thing asked after the agent told another's value", () => {
    const withAge = readerOf([
      ...ROUND_DENTAL,
      { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    ]);
    expect(
      withAge.first(
        agent('Our plans are dental-only policies.'),
        visitor("My mom's 88, can she still get one?"),
      ),
    ).toBe('dental-only policy / has no / age limit for enrollment');
    expect(
      dental.first(agent('The waiting period for crowns is 6 months.'), visitor('and implants? same?')),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
  });

  it('reads "which one has" inside a sentence, a ranking by monthly cost, and coverage money; an opening naming the caller\'s dentist asks nothing', () => {
    expect(facts(visitor('between the two HMOs which one has the lower out of pocket limit'))).toContain(
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    );
    expect(dental.facts(visitor('rank the dental plans from cheapest to priciest monthly'))).toEqual(
      expect.arrayContaining(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']),
    );
    expect(dental.facts(visitor('Which one gives me more coverage money overall?'))).toContain(
      'Smile Plus / annual maximum / $2,500',
    );
    expect(dental.facts(visitor("hello? yes, my dentist's office gave me your number"))).toEqual([]);
  });

  it('reads a feeling about a cost as no kind of cost, the company asked if it has a rule, and more ways of asking yearly amounts', () => {
    expect(
      dental.first(
        agent('Hello.'),
        visitor('Is there a deductible with Smile Basic? My dad hates deductibles.'),
      ),
    ).toBe('Smile Basic / deductible / $50 a year');
    const withAge = readerOf([
      ...ROUND_DENTAL,
      { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    ]);
    expect(withAge.first(visitor("I'm 85, do you have age restrictions?"))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
    expect(
      dental.first(
        agent('Hi, how can I help?'),
        visitor('How much money does the Plus plan cover in a whole year? Asking for my mom.'),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
    expect(
      first(visitor('The Silver one, what do I pay at most for the whole year if I stay in network?')),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
  });

  it('reads a kind asked without a mark, "how much monthly", and what was read online as no account matter', () => {
    expect(first(visitor('bronze saver is that medicare advantage'))).toBe(
      'Bronze Saver HMO / is a / Medicare Advantage plan',
    );
    expect(dental.first(visitor('the smile plus plan how much monthly'))).toBe(
      'Smile Plus / monthly premium / $45',
    );
    expect(
      first(visitor("My daughter read online that Bronze doesn't have drug coverage. Is that really so?")),
    ).toBe('Bronze Saver HMO / does not include / Part D drug coverage');
  });

  it('reads a predicate said in the plural, the prices of the plans, a wait asked as when a thing gets covered, and talk about the line', () => {
    expect(dental.facts(visitor('compare the annual maximums on the two dental plans'))).toEqual(
      expect.arrayContaining([
        'Smile Basic / annual maximum / $1,000',
        'Smile Plus / annual maximum / $2,500',
      ]),
    );
    expect(dental.facts(visitor('how much are your dental plans'))).toEqual(
      expect.arrayContaining(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']),
    );
    expect(dental.first(visitor('if I buy the plus plan now when can I get an implant covered'))).toBe(
      'Smile Plus / waiting period for / implants: 12 months',
    );
    expect(dental.first(visitor("Does the Smile Plus plan cover my mother's implants right away?"))).toBe(
      'Smile Plus / waiting period for / implants: 12 months',
    );
    expect(
      facts(visitor('hi sorry, my hearing aid is whistling, could you talk a little louder for me?')),
    ).toEqual([]);
    expect(facts(visitor('Hello? I think we got cut off there for a second.'))).toEqual([]);
  });

  it('reads "does it have one?" as asking again what was spoken of', () => {
    expect(
      first(
        agent('Bronze Saver HMO has a $6,700 maximum out-of-pocket.'),
        visitor('and silver, does it have one'),
      ),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
  });

  it('reads a name run together and misspelt as said apart', () => {
    expect(first(visitor('is wall greens one of your pharmacies'))).toBe(
      'Evergreen Health Network / includes pharmacy / Walgreens',
    );
  });

  it('reads "is there another one?" of a value the agent just told as asking the others', () => {
    const windows = readerOf([
      ...ROUND_GRAPH,
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Open Enrollment Period, Jan 1 to Mar 31',
      },
    ]);
    expect(
      windows.first(
        agent('The Annual Enrollment Period runs October 15 to December 7.'),
        visitor('I missed that. Is there another one?'),
      ),
    ).toBe('Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31');
  });
});

describe('the twenty-fifth round', () => {
  const { facts, first } = readerOf([
    ...ROUND_GRAPH,
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    { subject: 'Evergreen Health Network', predicate: 'includes', object: 'Banner Health hospitals' },
    { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
  ]);
  const dental = readerOf([
    ...ROUND_DENTAL,
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
    { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
  ]);

  it('reads a short name word with a letter left out, a doubled last letter and a long word short of two letters', () => {
    expect(dental.first(visitor('smile bsic cost?'))).toBe('Smile Basic / monthly premium / $24');
    expect(first(visitor('whats the copay for a speclist on gold choise'))).toBe(
      'Gold Choice PPO / specialist copay / $40',
    );
    expect(first(visitor('Silvr Advantge whats my max out of pockett'))).toBe(
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    );
    // A word form is no slip: "save" names no Saver.
    expect(facts(visitor('I think I would rather save the money, anyway, nice talking with you.'))).toEqual(
      [],
    );
  });

  it('reads words standing for things, and a story before a question, as no thing unknown to the graph', () => {
    expect(dental.first(visitor('What procedures does Smile Plus cover?'))).toMatch(
      /^Smile Plus \/ covers \//,
    );
    expect(
      dental.facts(
        visitor("He's healthy, he only needs checkups. What does the basic plan cover on checkups?"),
      ),
    ).toContain('Smile Basic / covers / cleanings and X-rays at 100%');
    expect(first(visitor('what kinda extra stuff do i get with silver, like perks'))).toMatch(
      /^Silver Advantage HMO \/ extra benefit \//,
    );
    expect(first(visitor('Does Evergreen have any hospital systems in it?'))).toBe(
      'Evergreen Health Network / includes / Banner Health hospitals',
    );
    expect(
      first(
        visitor("What's the Silver plan's premium?"),
        agent("It's $0 a month."),
        visitor('Zero? Huh. Does it come with any extras, like perks?'),
      ),
    ).toMatch(/^Silver Advantage HMO \/ extra benefit \//);
    expect(first(visitor('What is the actual deductible on Gold?'))).toBe(
      'Gold Choice PPO / medical deductible / $250',
    );
    // A thing the graph does not know is still silent.
    expect(dental.facts(visitor('Does Smile Plus cover braces?'))).toEqual([]);
  });

  it('asks which plan of more ways of saying it', () => {
    expect(dental.first(visitor('Which of your two dental plans is cheaper to carry?'))).toMatch(
      /^Smile (Basic|Plus) \/ monthly premium \//,
    );
    expect(dental.first(visitor('Do either of the Smile plans pay anything toward implants?'))).toBe(
      'Smile Plus / covers / dentures and implants at 50%',
    );
    expect(
      dental.first(
        visitor('My mom needs dentures.'),
        agent("I'm sorry to hear that. Let's see what would help."),
        visitor('Which of your plans covers them, and how much?'),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
    expect(dental.first(visitor('So between the two, which one has nothing to meet first?'))).toMatch(
      /^Smile (Basic|Plus) \/ deductible \//,
    );
    expect(first(visitor('Which plan has the cheapest visit to my family doctor? I go a lot.'))).toMatch(
      / \/ primary care copay \//,
    );
    expect(
      first(
        visitor(
          "I'm stuck between the Silver and the Bronze. Which one's cheaper when I just go to my family doctor?",
        ),
      ),
    ).toMatch(/^(Silver Advantage|Bronze Saver) HMO \/ primary care copay \//);
  });

  it('follows up with "same thing?", "that\'s not much", a question typed over lines and one pointing back', () => {
    expect(
      first(
        visitor('What does the Silver charge for specialists?'),
        agent('$35, with a referral.'),
        visitor('And the Bronze, same thing?'),
      ),
    ).toBe('Bronze Saver HMO / specialist copay / $45');
    expect(
      dental.first(
        visitor("What's the annual max on Basic?"),
        agent('$1,000.'),
        visitor("That's not much. Plus?"),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
    expect(
      first(
        visitor('ok so'),
        visitor('the silver one'),
        visitor('if i go to my doctor for a regular visit what do i owe'),
      ),
    ).toBe('Silver Advantage HMO / primary care copay / $5');
    expect(
      first(
        visitor('Tell me about the Silver Advantage HMO.'),
        agent("Sure. It's a $0 premium HMO on the Evergreen Health Network."),
        visitor('What about specialists, what do those run?'),
      ),
    ).toBe('Silver Advantage HMO / specialist copay / $35');
  });

  it('knows more ways of asking for what a plan covers, its network, its deductible and its premium', () => {
    expect(dental.facts(visitor('What kind of work does Smile Plus take care of?'))).toContain(
      'Smile Plus / covers / crowns and root canals at 50%',
    );
    expect(dental.facts(visitor('Can I use any dentist I want with the Plus, or only some?'))).toContain(
      'Smile Plus / network / Bright Dental Network',
    );
    expect(first(visitor('the hmo with part d - how much before drugs are covered'))).toBe(
      'Silver Advantage HMO / drug deductible / $250',
    );
    expect(dental.first(visitor('Does the Bright Dental Network have any big chains in it?'))).toBe(
      'Bright Dental Network / includes / Aspen Dental offices',
    );
    expect(dental.first(visitor('How much would Smile Plus take out of my bank account every month?'))).toBe(
      'Smile Plus / monthly premium / $45',
    );
    // Medicare's own Part B premium is no plan's premium.
    expect(
      first(
        visitor('My father asked me to find out if there is a way to get part of his Part B premium back.'),
      ),
    ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
  });

  it('is silent on more openings that ask nothing', () => {
    expect(
      dental.facts(
        visitor("Hello. My hygienist said there are plans out there that don't cost too much, so here I am."),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          "hi. my mother is 72, lives in Mesa, she has Medicare and Medicaid both, and she keeps getting all these mailers. I'm her daughter, I handle her paperwork.",
        ),
      ),
    ).toEqual([]);
    expect(
      dental.facts(
        visitor(
          "Good morning, so I'll give you the whole story, I'm 72, I wear a partial on the top, I've had three root canals in my life and every one of them was a nightmare, and my sister-in-law in Mesa just signed up for the Smile Plus and told me to call the same number.",
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          'This is my fourth time calling today. Each time I get disconnected right after the hold music.',
        ),
      ),
    ).toEqual([]);
  });
  it('reads more ways of asking, of plans pointed at and of questions reported', () => {
    expect(first(visitor('Tell me the goodies on the Gold Choice, the bonus stuff on top.'))).toMatch(
      /^Gold Choice PPO \/ extra benefit \//,
    );
    expect(
      first(visitor("What's the difference between your plans for a plain visit to my primary?")),
    ).toMatch(/ \/ primary care copay \//);
    expect(
      first(
        visitor('My dad turned 65 last month.'),
        agent('Happy birthday to him! Has he enrolled in Medicare yet?'),
        visitor("No, that's why I'm calling. Is it too late now?"),
      ),
    ).toBe('Initial Enrollment Period / lasts / 7 months around the 65th birthday');
    expect(first(visitor('I heard about something called Extra Help. What does it do?'))).toBe(
      'Extra Help / lowers / Part D drug costs',
    );
    expect(dental.first(visitor('How much is the Smiley Plus per month?'))).toBe(
      'Smile Plus / monthly premium / $45',
    );
    expect(dental.first(visitor('whats teh premum on smile basc'))).toBe(
      'Smile Basic / monthly premium / $24',
    );
    expect(
      dental.facts(
        visitor('She wants to know is the Smile Basic only for teeth, or also for her doctor visits?'),
        agent('Smile Basic is a dental-only policy.'),
        visitor('Ok. She asks if the fillings are 100% like the cleanings.'),
      ),
    ).toContain('Smile Basic / covers / fillings at 80%');
    expect(
      dental.facts(
        visitor("I've never had dental insurance in my life. What does the cheaper plan actually pay for?"),
      ),
    ).toContain('Smile Basic / covers / fillings at 80%');
    expect(dental.first(visitor('ok so'), visitor('smile plus'), visitor('the deductible'))).toBe(
      'Smile Plus / deductible / $0',
    );
  });

  it('is silent on the weather, a bad line and waiting on the line', () => {
    expect(
      facts(visitor('Good morning! Another beautiful day here in Mesa. Is it sunny where you are?')),
    ).toEqual([]);
    expect(
      facts(
        agent('Parlance Health, this is Marcus speaking.'),
        visitor('Yes hello, can you hear me okay? The line is a little bad on my end.'),
      ),
    ).toEqual([]);
    expect(
      dental.facts(
        agent('I can connect an interpreter for you. One moment please.'),
        visitor('Thank you. I will wait.'),
      ),
    ).toEqual([]);
    // Still waiting for a plan's coverage is a waiting period asked.
    expect(
      dental.first(
        visitor('He has had Smile Plus since March.'),
        visitor('Is he still waiting before they will cover implants?'),
      ),
    ).toMatch(/^Smile Plus \/ (waiting period for|covers) \//);
  });
  it('reads "yours" covering a thing of the facts, and a story that ends on a terse query', () => {
    expect(
      dental.first(
        visitor(
          "I'm furious. The last company I had wouldn't pay a dime on my implant. Does yours actually cover implants or is it fine print?",
        ),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
    expect(dental.facts(visitor('Do you have implants yourself?'))).toEqual([]);
    expect(
      dental.first(
        visitor(
          "Good morning. I'm a retired teacher. I'd like the figures one at a time, please. Smile Basic, monthly premium.",
        ),
      ),
    ).toBe('Smile Basic / monthly premium / $24');
  });
  it("reads care outside a network, the Y, someone else's address, when a crown is covered and another window", () => {
    expect(
      facts(
        visitor('Which network is Gold on?'),
        agent('Gold Choice uses the Evergreen Health Network.'),
        visitor('What if I go to somebody outside of Evergreen?'),
      ),
    ).toContain('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(
      facts(visitor('With Gold Choice, am I stuck with only network doctors, or is there some wiggle room?')),
    ).toContain('Gold Choice PPO / covers / out-of-network care at a higher cost');
    // Outside said of what a plan is told by stays a description ("the one that lets you see doctors outside the
    // group, what's its ceiling per year?").
    expect(
      first(
        visitor("The one that lets you see doctors outside the group, the PPO, what's its ceiling per year?"),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      first(visitor('I go to the Y three mornings a week, would the Silver plan do anything about that?')),
    ).toBe('Silver Advantage HMO / extra benefit / fitness membership');
    expect(
      first(
        visitor(
          'My son lives in Scottsdale and I live up in Flagstaff. Can I sign up for Silver using his address?',
        ),
      ),
    ).toBe('Medicare Advantage plan / requires / living in the plan service area');
    expect(
      dental.first(
        visitor('My dentist wants to do an implant where I lost a tooth.'),
        agent('Smile Plus covers dentures and implants at 50%.'),
        visitor('Okay, so if I sign up today, when could I actually get the implant covered?'),
      ),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
    expect(
      facts(
        visitor('My dad missed the fall enrollment window, he was in the hospital.'),
        agent('I see, sorry to hear that.'),
        visitor('Is there another time in the year when he can still change?'),
      ),
    ).toContain(
      'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7',
    );
  });

  it('keeps the fact that told a plan when what else is asked is only hinted, unless an amount told it', () => {
    expect(
      facts(
        agent('Both of our HMOs have no premium.'),
        visitor('Is one of the no-premium ones the one with the Part B giveback?'),
      ),
    ).toContain('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    expect(
      dental.facts(visitor("the $45 plan vs the $24 plan, what's the actual difference for a crown?")),
    ).toContain('Smile Plus / covers / crowns and root canals at 50%');
  });
});

describe('the twenty-sixth round', () => {
  const { facts, first } = readerOf([
    ...ROUND_GRAPH,
    { subject: 'Bronze Saver HMO', predicate: 'network', object: 'Valley Care Partners' },
    { subject: 'Valley Care Partners', predicate: 'includes', object: 'HonorHealth clinics' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: '$2,000 yearly dental allowance' },
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Open Enrollment Period, Jan 1 to Mar 31',
    },
  ]);
  const dental = readerOf([
    ...ROUND_DENTAL,
    { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
  ]);

  it('reads a place the caller named before in "there", "that office" and "one of yours"', () => {
    expect(
      first(
        visitor('My husband sees his doctors at the HonorHealth clinic off Scottsdale Road.'),
        agent('Okay.'),
        visitor('Which of your plans would let him keep going there?'),
      ),
    ).toBe('Valley Care Partners / includes / HonorHealth clinics');
    expect(
      dental.first(
        visitor("I've been going to Aspen for years."),
        agent('Good to hear.'),
        visitor('Is that one of yours?'),
      ),
    ).toBe('Bright Dental Network / includes / Aspen Dental offices');
    // "Is there" points at no place.
    expect(
      first(
        visitor('My husband sees his doctors at the HonorHealth clinic off Scottsdale Road.'),
        agent('Okay.'),
        visitor('Is there a deductible on the Silver?'),
      ),
    ).toBe('Silver Advantage HMO / medical deductible / $0');
  });

  it('reads more ways of asking for a cap, a window, a program for drug costs and a full price at first', () => {
    expect(first(visitor('On the Bronze, what is the highest our bills could get in one year?'))).toBe(
      'Bronze Saver HMO / maximum out-of-pocket / $6,700 in network',
    );
    expect(first(visitor('My wife is on the Gold Choice. Is there a point where it stops costing us?'))).toBe(
      'Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network',
    );
    expect(first(visitor("I'd like to change over to the Bronze. When could I make the switch?"))).toMatch(
      /^Medicare Advantage plan \/ can be changed during \//,
    );
    expect(
      first(visitor('His pills are over $600 a month. Is there a program out there that helps with that?')),
    ).toBe('Extra Help / lowers / Part D drug costs');
    expect(
      first(
        visitor("I'm on Silver Advantage."),
        agent('What can I help with?'),
        visitor('The pharmacy charged me the full price for my meds this month, why?'),
      ),
    ).toBe('Silver Advantage HMO / drug deductible / $250');
  });

  it('reads age as what a company turns people down for, a policy on its own, and being away half the year', () => {
    expect(dental.first(visitor('Do you take people over 85 on the dental plans?'))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
    expect(dental.first(visitor('Grandpa asks whether you accept elderly people.'))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
    expect(dental.first(visitor('Can I buy the Smile Basic on its own, without a medical plan?'))).toBe(
      'Smile Basic / is a / dental-only policy',
    );
    expect(
      facts(
        visitor(
          "I winter in Phoenix. Could I still join one of your Advantage plans if I'm away half the year?",
        ),
      ),
    ).toContain('Medicare Advantage plan / requires / living in the plan service area');
    // Old things and older people told in passing ask nothing of an age.
    expect(facts(visitor("I'm on silver and I need new glasses, my old ones broke"))).not.toContain(
      'dental-only policy / has no / age limit for enrollment',
    );
  });

  it('reads a figure checked back, a referral asked of the regular doctor, and a policy bought without medical cover', () => {
    expect(first(visitor('I noted that the Bronze tops out at $6,700. Did I get that right?'))).toBe(
      'Bronze Saver HMO / maximum out-of-pocket / $6,700 in network',
    );
    expect(
      first(
        visitor('My mother has the Silver Advantage.'),
        agent('How can I help?'),
        visitor('does she need her regular doctor to send her or can she just go'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(dental.facts(visitor('Can I get the Smile Plus without buying a medical plan?'))).toContain(
      'Smile Plus / is a / dental-only policy',
    );
  });

  it('reads a doctor by first name and known surname, a question after a yes, the same figure, a visit gone to', () => {
    expect(
      facts(
        visitor("I'm on the Silver."),
        agent('What can I do for you?'),
        visitor('My heart doctor is Dr. Raj Patel. Is he covered?'),
      ),
    ).toContain('Evergreen Health Network / includes / Dr. Patel, cardiology');
    // A first name alone the graph does not know is still no doctor of it.
    expect(facts(visitor('is dr nguyen in evergreen'))).toEqual([]);
    expect(
      first(
        agent('You have the Gold Choice PPO, is that right?'),
        visitor('yes'),
        agent('Great, what can I look up for you?'),
        visitor('ok is walgreens in the network'),
      ),
    ).toBe('Evergreen Health Network / includes pharmacy / Walgreens');
    expect(
      dental.first(
        visitor('Smile Basic, monthly premium, please.'),
        agent('$24 a month.'),
        visitor('Thanks. Now the same figure for Smile Plus.'),
      ),
    ).toBe('Smile Plus / monthly premium / $45');
    expect(first(visitor('Which plan is cheapest for seeing my family doctor?'))).toMatch(
      /^(Silver Advantage|Bronze Saver) HMO \/ primary care copay \//,
    );
  });

  it('keeps a plan in focus over "one" counting, and answers by what a plan is said not to hold', () => {
    expect(
      facts(
        visitor('My friend has the Silver Advantage HMO.'),
        agent('How can I help?'),
        visitor('Is there some limit so it stops adding up if I get really sick one year?'),
      ),
    ).toContain('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
    expect(
      first(
        visitor('My aunt is on the Bronze Saver.'),
        agent('What can I do for her?'),
        visitor('The drugstore charged her full price for her pills. Does her plan have medicine in it?'),
      ),
    ).toBe('Bronze Saver HMO / does not include / Part D drug coverage');
    expect(first(visitor("What's the drug deductible on the Bronze Saver?"))).toBe(
      'Bronze Saver HMO / does not include / Part D drug coverage',
    );
  });

  it('reads more ways of asking for a window, a deductible, a policy on top of Medicare and the referral rule', () => {
    expect(
      first(
        visitor("I'm on the Silver but I'd rather have the Gold."),
        agent('I can help with that.'),
        visitor('When am I allowed to make that change?'),
      ),
    ).toMatch(/^Medicare Advantage plan \/ can be changed during \//);
    expect(
      dental.first(
        visitor('Smile Basic, how much a month?'),
        agent('$24 a month.'),
        visitor('And first I have to pay something before it pays?'),
      ),
    ).toBe('Smile Basic / deductible / $50 a year');
    expect(dental.facts(visitor('My mom has Medicare. Would Smile Plus be on top of that?'))).toContain(
      'Smile Plus / is a / dental-only policy',
    );
    expect(
      first(
        visitor(
          'With the Silver Advantage do you need permission from your regular doctor to see a specialist?',
        ),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });

  it('stays silent on a date of birth with a tag, and on a question about a topic of no subject', () => {
    expect(
      facts(
        agent('Can I get his date of birth?'),
        visitor("Sure, it's April 9th, 1952. Right, Dad? ... Yes, April 9th, '52."),
      ),
    ).toEqual([]);
    expect(facts(visitor('Hello, I have a question about eligibility'))).toEqual([]);
  });

  it('reads when work can be done after joining, where a plan stops paying, and words of time and reminding', () => {
    expect(
      dental.first(
        visitor('my dentist says i need a crown, does smile plus cover that'),
        agent('Yes, Smile Plus covers crowns and root canals at 50%.'),
        visitor('if i join today when could i get it done'),
      ),
    ).toBe('Smile Plus / waiting period for / crowns: 6 months');
    expect(
      dental.facts(
        visitor('I have Smile Basic.'),
        agent('How can I help?'),
        visitor('Is there a point where you guys stop paying for the year?'),
      ),
    ).toContain('Smile Basic / annual maximum / $1,000');
    expect(dental.first(visitor('my son is 19 can he get his own policy or is he to young'))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
    expect(first(visitor("Remind me the Silver's yearly max?"))).toBe(
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    );
    expect(dental.facts(visitor('When would my coverage start if I sign up for Smile Plus today?'))).toEqual(
      [],
    );
  });

  it('reads a plan named before the figure asked, and a fact of a plan named before the one in focus', () => {
    expect(
      first(
        visitor('Good afternoon. I would like exact figures, please.'),
        agent('Of course. Which plan are you looking at?'),
        visitor('The Silver Advantage HMO. First figure: the monthly premium.'),
      ),
    ).toBe('Silver Advantage HMO / monthly premium / $0');
    expect(
      first(
        visitor('My mother is on the Bronze Saver now.'),
        agent('How can I help?'),
        visitor('Would the Silver cost her less for specialists?'),
        agent('Silver is $35 against $45 on Bronze.'),
        visitor("She'd lose the hundred dollars back on her Social Security though, right?"),
      ),
    ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
  });

  it('reads a sigh before a question, a plan asked against private insurance, and two plans set against each other', () => {
    expect(first(visitor('ugh. any program that helps with drug costs'))).toBe(
      'Extra Help / lowers / Part D drug costs',
    );
    expect(first(visitor('silver advantage hmo is medicare advantage or is private insurance'))).toBe(
      'Silver Advantage HMO / is a / Medicare Advantage plan',
    );
    expect(
      dental.facts(
        visitor('hi'),
        visitor('comparing plans'),
        agent('Great, what would you like to compare?'),
        visitor('smile basic vs smile plus monthly'),
      ),
    ).toEqual(
      expect.arrayContaining(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']),
    );
  });

  it('reads a limit reached, a higher limit, a year costing at most, an area served and doctors anywhere', () => {
    expect(
      dental.first(
        visitor("I'm on Smile Basic."),
        agent('How can I help?'),
        visitor("The office says I've hit my limit. What is the limit on this plan?"),
      ),
    ).toBe('Smile Basic / annual maximum / $1,000');
    expect(
      dental.facts(
        visitor('What is the limit on Smile Basic?'),
        agent('Smile Basic has a $1,000 annual maximum.'),
        visitor('Is there a plan with a higher limit than that?'),
      ),
    ).toContain('Smile Plus / annual maximum / $2,500');
    expect(
      first(visitor("On the Gold Choice, what's the absolute most one year could end up costing me?")),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(facts(visitor('My father lives in Tempe. Do your plans cover there?'))).toContain(
      'Silver Advantage HMO / service area / Maricopa County, AZ',
    );
    expect(
      first(visitor('My neighbour says on the Gold Choice you can see doctors anywhere. Is that true?')),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
  });

  it('stays silent on the weather asked back, a plan one is enrolled in, and a consent given', () => {
    expect(
      facts(
        agent('Good morning, Medicare Advantage, this is Sam.'),
        visitor("Morning Sam! Lovely day out here, isn't it? Finally under a hundred degrees."),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor('Good evening. Is this the right place for Medicare questions?'),
        agent("Yes, this is the Medicare Advantage chat. I'm Owen."),
        visitor(
          'Thank you, Owen. I am currently enrolled in the Silver Advantage plan through your company.',
        ),
      ),
    ).toEqual([]);
    expect(
      dental.facts(
        visitor("Hi, I'm calling for my mother, she's 91 and she's here with me."),
        agent('Can your mother confirm it is okay to talk with you?'),
        visitor('MOM, SAY YES. ... She said yes.'),
      ),
    ).toEqual([]);
  });

  it('reads a price asked last, money given for teeth, paying before coverage starts, and a change to something cheaper', () => {
    expect(
      dental.first(
        visitor('Is Aspen in the Smile Plus network?'),
        agent('Yes, Aspen Dental offices are in the Bright Dental Network.'),
        visitor('The Plus is how much?'),
      ),
    ).toBe('Smile Plus / monthly premium / $45');
    expect(
      first(
        visitor('I have the Gold Choice PPO.'),
        agent('How can I help?'),
        visitor('He wants to know how much money the plan give for teeth.'),
      ),
    ).toMatch(/^Gold Choice PPO \/ extra benefit \/ \$2,000 yearly dental allowance$/);
    expect(
      first(
        visitor('My husband is on the Silver Advantage HMO.'),
        agent('How can I help?'),
        visitor("His pills aren't cheap. What does he pay before Silver's drug coverage starts?"),
      ),
    ).toBe('Silver Advantage HMO / drug deductible / $250');
    expect(
      first(
        visitor("I'm on the Gold Choice PPO."),
        agent('What can I do for you?'),
        visitor('can i change to something cheaper now that its just me'),
      ),
    ).toMatch(/^Medicare Advantage plan \/ can be changed during \//);
  });

  it('reads a policy apart from Medicare, a limit of another plan, an area reached and a wait not yet served', () => {
    expect(dental.facts(visitor('Is Smile Basic part of Medicare, or is it separate?'))).toContain(
      'Smile Basic / is a / dental-only policy',
    );
    expect(
      dental.first(
        visitor('What is the annual max on Smile Basic?'),
        agent('$1,000.'),
        visitor("What's the limit on the other plan?"),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
    expect(facts(visitor('im in tempe. do ur plans even go out there'))).toContain(
      'Silver Advantage HMO / service area / Maricopa County, AZ',
    );
    expect(
      dental.first(
        visitor("I'm on Smile Plus."),
        agent('How can I help?'),
        visitor(
          "The dentist says my crown won't be paid because I haven't been on the plan long enough. Is that a thing?",
        ),
      ),
    ).toBe('Smile Plus / waiting period for / crowns: 6 months');
    expect(dental.first(visitor('Smile Plus, ¿cuánto paga máximo en un año?'))).toBe(
      'Smile Plus / annual maximum / $2,500',
    );
    expect(
      facts(
        agent('Good morning, this is Naomi.'),
        visitor('Morning Naomi! What a lovely day it is out here. You folks in Tucson too?'),
      ),
    ).toEqual([]);
  });

  it('reads a plan named alone after a figure asked, "and the" over a read-back, "and whether", and reported speech', () => {
    expect(
      first(visitor('gold ppo specialist?'), agent('$40 per specialist visit.'), visitor('silver')),
    ).toBe('Silver Advantage HMO / specialist copay / $35');
    expect(
      facts(
        visitor('Let me start with the monthly premiums on all three.'),
        agent('Silver is $0, Gold is $49, and Bronze is $0.'),
        visitor("And the out-of-pocket maximum on all three, I'll write them down."),
      ),
    ).toContain('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    expect(
      first(
        visitor(
          'The Gold Choice PPO: the most I could pay out of pocket in a year, and whether that holds out of network.',
        ),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      first(
        visitor("I'm on the Silver Advantage plan."),
        agent('How can I help?'),
        visitor('Somebody at the library said I get money for drugstore items?'),
      ),
    ).toMatch(/^Silver Advantage HMO \/ extra benefit \//);
  });

  it('reads money paid at most in a year, an amount met first, no end to the copays, dental on a plan, a cost lowered', () => {
    expect(dental.first(visitor('On Smile Plus, what is the biggest money the plan pay in one year?'))).toBe(
      'Smile Plus / annual maximum / $2,500',
    );
    expect(
      first(
        visitor('My husband has the Gold Choice PPO.'),
        agent('What can I help with?'),
        visitor("What's the amount he has to meet first?"),
      ),
    ).toBe('Gold Choice PPO / medical deductible / $250');
    expect(
      first(
        visitor("I'm on the Bronze Saver and I pay $45 for every specialist."),
        agent('Yes, the specialist copay is $45.'),
        visitor('Every single time? Is there no end to it?'),
      ),
    ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    expect(
      first(
        visitor('What does the Gold Choice PPO cost a month?'),
        agent('$49 a month.'),
        visitor('my teeth are a mess. is there dental on it'),
      ),
    ).toBe('Gold Choice PPO / extra benefit / $2,000 yearly dental allowance');
    expect(
      first(
        visitor("What's the drug deductible on the Silver?"),
        agent('$250.'),
        visitor('the drug one, can that be lowered somehow'),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
  });

  it('reads a payment before the share, the top a plan pays, help for the medicine, what is needed first, a GP asked', () => {
    expect(
      dental.first(
        visitor('Does Smile Plus cover dentures?'),
        agent('Yes, at 50%.'),
        visitor('Is there something she pays first before the half?'),
      ),
    ).toBe('Smile Plus / deductible / $0');
    expect(
      dental.first(
        visitor('Smile Basic covers cleanings in full?'),
        agent('Yes, at 100%.'),
        visitor("And what's the top it pays in a year for me?"),
      ),
    ).toBe('Smile Basic / annual maximum / $1,000');
    expect(
      first(
        visitor('I have Medicaid and Medicare both.'),
        agent('You may qualify for a Dual Special Needs Plan.'),
        visitor('And for the medicine, there is help also?'),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
    expect(first(visitor('ok. the advantage plan, what i need have first'))).toBe(
      'Medicare Advantage plan / requires / Medicare Part A and Part B',
    );
    expect(
      first(
        visitor('My sister is on the Silver Advantage HMO.'),
        agent('How can I help?'),
        visitor('Does she need anything from her GP before seeing a specialist?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });

  it('reads a caller named as such, a wish to know how much, a plan paying one back, a free one, and an age told after hellos', () => {
    expect(
      facts(
        visitor(
          "Hello, I'm the Polish interpreter. The caller is Mrs. Nowak, she is calling for her husband.",
        ),
      ),
    ).toEqual([]);
    expect(
      dental.first(
        visitor("Hello, I'm calling for my father, I'll translate."),
        agent('Of course. What would he like to know?'),
        visitor('He needs two fillings. He wants to know how much the plan pays for fillings.'),
      ),
    ).toMatch(/^Smile Basic \/ covers \/ fillings at 80%$/);
    expect(first(visitor('wait the bronze one pays u back something right?'))).toBe(
      'Bronze Saver HMO / gives back / $100 a month on the Part B premium',
    );
    expect(facts(visitor('my mother is 70. which one is free'))).toContain(
      'Silver Advantage HMO / monthly premium / $0',
    );
    expect(
      dental.facts(visitor("Hello? Hello? Oh, good, a person. I'm Edna Price, and I'm 84 years old.")),
    ).toEqual([]);
    expect(
      dental.facts(
        visitor(
          "Good morning, this is Pastor Ruth. Mr. Ames is here with me. He's 90 and asked me to do the talking for him.",
        ),
      ),
    ).toEqual([]);
  });

  it('reads a visit to someone a specialist named before, and the window the talk points at', () => {
    expect(
      first(
        visitor("I'm on the Silver Advantage HMO and my cardiologist is Dr. Patel."),
        agent("Dr. Patel is in the Evergreen Health Network, the Silver plan's network."),
        visitor("Good. And every time I go see him, what's that going to cost me?"),
      ),
    ).toBe('Silver Advantage HMO / specialist copay / $35');
    // A visit of one's own kind named stays that kind.
    expect(
      first(
        visitor("I'm on the Silver Advantage HMO and my cardiologist is Dr. Patel."),
        agent('Dr. Patel is in the Evergreen Health Network.'),
        visitor('And what do I pay each visit to my family doctor?'),
      ),
    ).toBe('Silver Advantage HMO / primary care copay / $5');
    expect(
      first(
        visitor("I'm on the Gold Choice PPO and I'm moving to Flagstaff next month."),
        agent('How can I help?'),
        visitor('Can I change my plan when I get there, or do I have to wait?'),
      ),
    ).toBe('Moving to a new service area / opens / Special Enrollment Period');
    expect(first(visitor('I turn 65 in May. When am I even allowed to sign up for the first time?'))).toBe(
      'Initial Enrollment Period / lasts / 7 months around the 65th birthday',
    );
    // A window named by its season is the one asked.
    expect(
      first(
        visitor("I'm moving to Tucson in June. Or is the time to switch mid October through early December?"),
      ),
    ).toBe('Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7');
  });

  it('puts a plan holding a thing before one said not to, reads an old thing as no age, and a wait asked by when', () => {
    expect(
      first(
        visitor('Does the Bronze Saver cover my prescriptions?'),
        agent('No, the Bronze Saver HMO does not include Part D drug coverage.'),
        visitor('Which of your plans actually has drugs in it then?'),
      ),
    ).toBe('Silver Advantage HMO / includes / Part D drug coverage');
    // Asked of lacking, the plan said not to hold it is still among the cards.
    expect(facts(visitor("Which of your plans doesn't include drug coverage?"))).toContain(
      'Bronze Saver HMO / does not include / Part D drug coverage',
    );
    expect(
      dental.facts(visitor("I've got an old crown that needs replacing. Does Smile Plus cover that?"))[0],
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    expect(
      dental.first(
        visitor("I'm on Smile Plus since last month."),
        agent('How can I help?'),
        visitor('My dentist wants to do an implant. How long before that is covered?'),
      ),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
  });

  it('reads Spanish function words and "copago"', () => {
    expect(first(visitor('Tengo el Silver. ¿Cuánto es el copago del especialista?'))).toBe(
      'Silver Advantage HMO / specialist copay / $35',
    );
    expect(dental.first(visitor('Mi papá tiene 90 años, ¿hay límite de edad?'))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
  });

  it('stays silent on a speakerphone, the weather asked back and a long story that ends lost', () => {
    expect(facts(visitor('Hello! Mind if I put you on speaker? My wife wants to listen in.'))).toEqual([]);
    expect(
      facts(
        agent('Thanks for calling, this is Dana. How is your morning?'),
        visitor('Oh fine, Dana. Cold as ice up here in Flagstaff this week. How about you?'),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor(
          "So here's the thing, my wife always did all the insurance and she went into a home last month and now the mail keeps coming with plans and deductibles and copays and networks and honestly I don't know where to start with any of this",
        ),
      ),
    ).toEqual([]);
  });
});

describe('the twenty-seventh round', () => {
  const { facts, first } = readerOf([
    ...ROUND_GRAPH,
    { subject: 'Gold Choice PPO', predicate: 'service area', object: 'Maricopa County, AZ' },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
  ]);
  const dental = readerOf([
    ...ROUND_DENTAL,
    { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
  ]);

  it('reads a ceiling asked, a yearly max and the most one gets stuck with as the out-of-pocket cap', () => {
    expect(
      first(
        visitor(
          'Frank had so many bills at the end. If I got sick like that on the Silver, is there a ceiling?',
        ),
      ),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
    expect(first(visitor('silver'), agent('Okay.'), visitor('And the yearly max on each?'))).toBe(
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    );
    expect(
      first(
        visitor("I'm looking at gold."),
        agent('Okay.'),
        visitor("And what's the most I could ever get stuck with on that one?"),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
  });

  it('reads the company plans counted as the plans themselves, not their kind', () => {
    const asked = facts(
      visitor(
        "I'm comparing your three Medicare plans for my dad. What's the most he could pay in a year on each?",
      ),
    );
    expect(asked.slice(0, 3).sort()).toEqual([
      'Bronze Saver HMO / maximum out-of-pocket / $6,700 in network',
      'Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network',
      'Silver Advantage HMO / maximum out-of-pocket / $3,900 in network',
    ]);
    // One picked of them is still the one picked.
    expect(
      dental.facts(visitor('Which of your two dental plans is cheaper to carry?')).slice(0, 2).sort(),
    ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
  });

  it('reads "u" in a question, and which of yours is cheaper', () => {
    expect(dental.first(visitor('need a root canal asap. do u cover it'))).toBe(
      'Smile Plus / covers / crowns and root canals at 50%',
    );
    expect(
      dental.facts(visitor('He mostly just needs checkups. Which of yours is cheaper?')).slice(0, 2).sort(),
    ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
  });

  it('reads plans out here or up there as the service area', () => {
    expect(facts(visitor("We're in Chandler. Do your plans cover out here?"))).toContain(
      'Gold Choice PPO / service area / Maricopa County, AZ',
    );
    expect(facts(visitor('do u have any plans up there'))).toContain(
      'Silver Advantage HMO / service area / Maricopa County, AZ',
    );
    // A new plan got up there after a move asks no service area.
    expect(
      facts(
        visitor("we're moving in with my daughter in Flagstaff in May."),
        agent('Oh, big change.'),
        visitor('Do I have to wait for October to get a new plan up there?'),
      ),
    ).not.toContain('Gold Choice PPO / service area / Maricopa County, AZ');
  });

  it('shows nothing on asking to speak up, a hearing aid out, or a chat line checked', () => {
    expect(
      facts(
        agent('Sunvale Health, Bill speaking.'),
        visitor("Yes, hello, speak up a little would you, I don't hear so good."),
      ),
    ).toEqual([]);
    expect(facts(visitor("WHAT? Sorry, I've got my hearing aid out. Can you speak up a little?"))).toEqual(
      [],
    );
    expect(facts(visitor('hi, is this the chat for medicare plans?'))).toEqual([]);
    // Saying one wears hearing aids still asks of them.
    expect(first(visitor('she also needs hearing aids. any plan help with that'))).toBe(
      'Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear',
    );
  });

  it('reads an age told with "is that a problem", "too late" or "still join" as the age limit', () => {
    for (const said of [
      "He's ninety-one. Is that a problem?",
      'Okay. At seventy, can I still join?',
      "We're 70 and 68 and we've never had dental insurance. Is it too late for us?",
      'First of all, at 88, is she even allowed to enroll?',
    ])
      expect(dental.first(visitor(said))).toBe('dental-only policy / has no / age limit for enrollment');
    // Turning 65 is no age limit asked.
    expect(dental.first(visitor("I'll be 65 in October. Is that too late?"))).not.toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
  });

  it('reads paying something first, going through one’s doctor first, the change and when, and what a plan runs one', () => {
    expect(
      dental.first(
        visitor('Smile Basic'),
        agent('Okay.'),
        visitor('First year I must pay something before?'),
      ),
    ).toBe('Smile Basic / deductible / $50 a year');
    expect(
      first(
        visitor("I'm on the silver."),
        agent('Okay.'),
        visitor('And she has to go through her regular doctor first for that, right?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(
      facts(
        visitor('Does the Silver one make him go through his regular doctor before he can see Dr. Patel?'),
      ),
    ).toContain('Silver Advantage HMO / needs referrals for / specialists');
    expect(first(visitor('Am I allowed to make the change for him, and when?'))).toBe(
      'Medicare Advantage plan / can be changed during / Annual Enrollment Period, Oct 15 to Dec 7',
    );
    expect(dental.first(visitor("What's Plus going to run me compared to what I pay now?"))).toBe(
      'Smile Plus / monthly premium / $45',
    );
    expect(first(visitor('Bronze, how much I pay for the month?'))).toBe(
      'Bronze Saver HMO / monthly premium / $0',
    );
    expect(
      dental.first(
        visitor('wait period?'),
        agent('Six months for crowns.'),
        visitor('whats the max on basic'),
      ),
    ).toBe('Smile Basic / annual maximum / $1,000');
    expect(
      dental.first(
        visitor('Does Smile Plus cover implants?'),
        agent('Yes, at 50%.'),
        visitor('He just got the policy in January. When can he have them done?'),
      ),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
    // Another's plan asking is no question deferred ("he's going to ask me").
    expect(
      first(
        visitor(
          "My son's a CPA and he's going to ask me. So with the Gold, the yearly maximum, that's for in network only or outside too?",
        ),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
  });

  it('reads a replacement or half of a thing as the thing, a question apart from booking, and "any plan help"', () => {
    expect(
      dental.first(
        visitor("She has full upper dentures and they're cracked. Which plan would cover a replacement?"),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
    expect(dental.first(visitor("The implant is like four thousand. So you'd cover half of it?"))).toBe(
      'Smile Plus / covers / dentures and implants at 50%',
    );
    expect(
      dental.facts(
        visitor(
          "We head back to Arizona in November. I want to book a cleaning at the Aspen Dental in Sun City. They're still in my network, right?",
        ),
      ),
    ).toContain('Bright Dental Network / includes / Aspen Dental offices');
    // Booking alone asks nothing.
    expect(dental.facts(visitor('I want to book a cleaning at the Aspen Dental in Sun City.'))).toEqual([]);
    expect(
      first(
        visitor('which one has the drugs then'),
        agent('The Silver Advantage HMO includes Part D drug coverage.'),
        visitor('she also needs hearing aids eventually. any plan help w that'),
      ),
    ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
  });

  it('shows nothing on openings that check the line, tell a move or a time of the month, answer a check, or ask help to choose', () => {
    expect(
      facts(
        visitor('hi'),
        agent('hello!'),
        visitor('looking at medicare advntage stuff for next yr, u there?'),
      ),
    ).toEqual([]);
    expect(
      facts(visitor('Hi. Quick question, am I calling the right number for Medicare Advantage?')),
    ).toEqual([]);
    expect(
      dental.facts(
        visitor('Hi there, good morning!'),
        agent('Good morning! Thanks for calling, this is Ellie.'),
        visitor(
          "Hi Ellie. I've had dental through my job for years, but I'm retiring at the end of the month, so I need my own.",
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor('Hi Sam. Good morning. How are you today?'),
        agent('Fine, thanks.'),
        visitor('My wife and I are retiring and moving down from Ohio to Phoenix in the spring.'),
      ),
    ).toEqual([]);
    expect(
      facts(
        agent(
          'Thank you for calling Parlance Medicare Advantage. This is Kevin, may I have your name please?',
        ),
        visitor(
          "Yes hi Kevin, it's Barbara Ellison-Gold, that's hyphenated, Gold like the metal, ha, everyone asks.",
        ),
        agent('Ha, thank you. And your date of birth?'),
        visitor('March 3rd, 1958.'),
      ),
    ).toEqual([]);
    expect(
      dental.facts(
        visitor('Good afternoon'),
        agent('Hi, how can I help?'),
        visitor("I'm deciding between your two dental plans, can you help?"),
      ),
    ).toEqual([]);
    // A move that asks still asks; a date given with a question still asks.
    expect(facts(visitor("I'm moving to Flagstaff next month. Can I change plans then?"))).toContain(
      'Moving to a new service area / opens / Special Enrollment Period',
    );
    expect(
      first(
        agent('Could you confirm his date of birth?'),
        visitor('12/03/1948. he has the silver hmo. whats his moop'),
      ),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
  });

  it('reads "is that right away" as a wait asked, not a doubt, and more ways of asking', () => {
    expect(
      dental.first(
        visitor('Which plan helps with those crowns?'),
        agent('Smile Plus covers crowns and root canals at 50%.'),
        visitor('Is that right away or is there a waiting time?'),
      ),
    ).toBe('Smile Plus / waiting period for / crowns: 6 months');
    expect(dental.first(visitor('i lost a tooth on the bottom. does your insurance pay for a implant'))).toBe(
      'Smile Plus / covers / dentures and implants at 50%',
    );
    expect(first(visitor('Which one is cheaper for go to the doctor, Silver or Gold?'))).toBe(
      'Silver Advantage HMO / primary care copay / $5',
    );
    expect(
      dental.facts(
        visitor('Fifty percent. Wonderful. Is there a deductible?'),
        agent('Smile Plus has a $0 deductible.'),
        visitor("Fine. Is there any cheaper plan? I'm about done with this."),
      ),
    ).toContain('Smile Basic / monthly premium / $24');
    expect(
      facts(
        visitor('the gold one'),
        agent('Okay.'),
        visitor(
          "Walt always said we'd never pay more than a certain amount in a year, no matter what. What was that number?",
        ),
      ),
    ).toContain('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      first(
        visitor('On the Silver plan, are the medicines included?'),
        agent('Yes, it includes Part D drug coverage.'),
        visitor('He asks, is there an amount she pays first, before the medicine coverage begins?'),
      ),
    ).toBe('Silver Advantage HMO / drug deductible / $250');
    expect(facts(visitor('I live in Mesa, is that even covered by you people?'))).toContain(
      'Silver Advantage HMO / service area / Maricopa County, AZ',
    );
    for (const said of ['Can he even get a plan at 81?', '70 is ok to sign up?'])
      expect(dental.first(visitor(said))).toBe('dental-only policy / has no / age limit for enrollment');
  });

  it('reads "dental only too?" and "I never understood deductibles" as asking, and a doctor seen far from home', () => {
    expect(
      dental.first(
        visitor('and what % on the implant after the year?'),
        agent('50%.'),
        visitor('is smile basic dental only too?'),
      ),
    ).toBe('Smile Basic / is a / dental-only policy');
    expect(
      facts(
        visitor('And how much is it, the Silver one? Every month I mean.'),
        agent('$0 a month.'),
        visitor('Is there, um, a deductible? I never understood deductibles.'),
      ),
    ).toContain('Silver Advantage HMO / medical deductible / $0');
    expect(
      facts(
        visitor("i'm on gold"),
        agent('Okay.'),
        visitor('i snowbird in michigan 4 months a yr, can i see a dr up there on gold'),
      ),
    ).toContain('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(
      first(
        visitor('on gold'),
        agent('Okay.'),
        visitor('and the most i could get hit with in a yr on gold?'),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(first(visitor('Bronze is how much money for month?'))).toBe(
      'Bronze Saver HMO / monthly premium / $0',
    );
    expect(
      facts(
        visitor('my mom just turned 65'),
        agent('Congratulations!'),
        visitor('can she join one of your plans? what does she need'),
      ),
    ).toContain('Medicare Advantage plan / requires / Medicare Part A and Part B');
    expect(
      first(visitor('My friend at church says her plan pays part of her Part B for her. Which one is that?')),
    ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    for (const said of ['Can he even get dental insurance at 91?', 'I have 68 years. Is problem?'])
      expect(dental.first(visitor(said))).toBe('dental-only policy / has no / age limit for enrollment');
    expect(
      first(
        visitor("I'm on the silver."),
        agent('Okay.'),
        visitor("Wait, so I'd have to go through Alvarez first every single time?"),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });

  it('puts the first window first at a tie when turning 65 was told before, and reads the most one would be out', () => {
    const { first: firstOf } = readerOf([
      ...ROUND_GRAPH,
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Annual Enrollment Period, Oct 15 to Dec 7',
      },
      {
        subject: 'Medicare Advantage plan',
        predicate: 'can be changed during',
        object: 'Open Enrollment Period, Jan 1 to Mar 31',
      },
    ]);
    expect(
      firstOf(
        visitor(
          "This is Harold Jensen. I'm turning sixty-five in August and my mailbox is full of Medicare stuff.",
        ),
        agent('Happy to help, Harold.'),
        visitor(
          "When am I even allowed to sign up? I don't want to miss a deadline and get stuck with a penalty.",
        ),
      ),
    ).toBe('Initial Enrollment Period / lasts / 7 months around the 65th birthday');
    expect(
      first(
        visitor('the gold one'),
        agent('Okay.'),
        visitor("Okay, and what's the most I'd ever be out in a year with that one?"),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
  });

  it("reads the first dollars of one's pills paid, what a plan pays in a year at the most, and cheapest to go see a doctor", () => {
    expect(
      facts(
        visitor('the silver one. Does it pay for prescriptions?'),
        agent('Yes, it includes Part D drug coverage.'),
        visitor('My old plan made me pay the first $400 of my pills. Yours?'),
      ),
    ).toContain('Silver Advantage HMO / drug deductible / $250');
    expect(
      dental.first(
        visitor('Smile Plus, how much is it every month?'),
        agent('$45 a month.'),
        visitor('He asks how much the plan pays in one year, at the most.'),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
    expect(first(visitor('Which one is cheapest just to go see my regular doctor?'))).toMatch(
      /primary care copay/,
    );
  });

  it('reads a caller saying where they call from as no topic raised', () => {
    expect(
      facts(
        agent('Good afternoon, Medicare Advantage, this is Aisha.'),
        visitor('Hi Aisha. Um, this is Frank Valley, calling from Scottsdale.'),
        agent('Hi Frank. What can I do for you?'),
        visitor(
          'Well, long story, my wife and I just sold the house in Tucson and moved up here to be near the grandkids. I wanted to ask some stuff.',
        ),
      ),
    ).toEqual([]);
  });

  it('reads "ur" as your, the cheapest insurance asked, a name and member ID given, and a caller calling about someone', () => {
    expect(
      dental.first(
        visitor('says i need dentures. both top and bottom'),
        agent("I'm sorry to hear that."),
        visitor('which of ur plans covers that'),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
    expect(
      dental.facts(
        visitor('She says hello. She wants to know how much is the cheapest dental insurance you have.'),
      ),
    ).toContain('Smile Basic / monthly premium / $24');
    expect(
      facts(
        agent('Thank you for calling member services, this is Tyrone. May I have your name and member ID?'),
        visitor('Rosa Valley, member ID GC-5530-117. Valley like the network, funny enough.'),
      ),
    ).toEqual([]);
    expect(
      facts(
        agent('Medicare Advantage plans, this is Nadia.'),
        visitor(
          "Hi Nadia, I'm Ruth Abernathy, calling about my husband Glen. He's right here, but he had a stroke last year and his speech isn't great, so I do the talking. He's given permission.",
        ),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor("Yeah hi, my name's Walt, and I'm calling from down in Tucson."),
        agent('Hi Walt, how can I help?'),
        visitor(
          "Well, my daughter's talked me into moving up to Scottsdale to be near her and the grandkids, and she said I'd better call you people before the movers come.",
        ),
      ),
    ).toEqual([]);
  });

  it("reads a slip from one's doctor, going through a primary doctor every time, dental only, a ceiling on how bad it gets, and a difference in price", () => {
    expect(
      first(
        visitor("I'm on the silver."),
        agent('Okay.'),
        visitor('Oh good. Do I need to get a slip from Dr. Alvarez before I go see him?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(facts(visitor('Does he have to go through a primary doctor every time on the silver?'))).toContain(
      'Silver Advantage HMO / needs referrals for / specialists',
    );
    expect(
      dental.first(
        visitor('Smile Basic'),
        agent('Okay.'),
        visitor('He wants to know is this insurance also for his eyes, for his glasses?'),
      ),
    ).toBe('Smile Basic / is a / dental-only policy');
    expect(
      facts(
        visitor('gold'),
        agent('Okay.'),
        visitor('Higher cost, hm. Is there at least some ceiling on how bad it can get in a year?'),
      ),
    ).toContain('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      dental
        .facts(visitor("What's the difference between your two plans, like in price?"))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
  });

  it('reads "is there something cheaper?" as the premium', () => {
    expect(
      dental.facts(
        visitor('How much is Smile Plus every month?'),
        agent('$45 a month.'),
        visitor("That's a bit much for me on my own. Is there something cheaper?"),
      ),
    ).toContain('Smile Basic / monthly premium / $24');
  });
});

describe('the twenty-eighth round', () => {
  // One graph of each program for the round: the round's graphs and the facts its questions ask of.
  const full = readerOf([
    ...ROUND_GRAPH,
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Annual Enrollment Period, Oct 15 to Dec 7',
    },
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Open Enrollment Period, Jan 1 to Mar 31',
    },
    { subject: 'Initial Enrollment Period', predicate: 'lasts', object: '7 months around the 65th birthday' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: 'worldwide emergency coverage' },
    { subject: 'Gold Choice PPO', predicate: 'extra benefit', object: '$2,000 yearly dental allowance' },
    { subject: 'Gold Choice PPO', predicate: 'service area', object: 'Maricopa County, AZ' },
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
  ]);
  const dental = readerOf([
    ...ROUND_DENTAL,
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
    { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
  ]);
  const { retriever, facts, first } = full;

  it("quotes the caller's words for plans counted, not the plans' names", () => {
    const cards = retriever.cards([visitor('What do your three Medicare plans cost a month?')]);
    expect(cards.slice(0, 3).map((card) => card.predicate)).toEqual([
      'monthly premium',
      'monthly premium',
      'monthly premium',
    ]);
    for (const card of cards.slice(0, 3))
      expect(card.reason).toContain(`subject "${card.subject}", one of "your three Medicare plans"`);
    // A plan named in full is quoted as named.
    expect(retriever.cards([visitor('What does the Gold Choice PPO cost a month?')])[0]?.reason).toContain(
      'named as "gold choice ppo"',
    );
  });

  it("reads a caller's name as a name, not as a plan or a benefit", () => {
    expect(
      dental.facts(
        visitor("Yeah hi, good morning, how's it going?"),
        agent("Good morning! Doing well, thanks. I'm Nick at Parlance Dental. Who do I have?"),
        visitor('This is Ray Castellano. Long time listener, first time caller, ha.'),
      ),
    ).toEqual([]);
    // A plan's own name after "it's" or "this is" is still the plan.
    expect(first(visitor("It's Gold Choice I want. How much is it a month?"))).toBe(
      'Gold Choice PPO / monthly premium / $49',
    );
    // A month after "it's" is no name.
    expect(
      full.facts(
        visitor("I'm on Bronze Saver. Can I get out of it now or am I stuck until next year? It's February."),
      ),
    ).toContain('Medicare Advantage plan / can be changed during / Open Enrollment Period, Jan 1 to Mar 31');
  });

  it('reads waiting on the line as no waiting period', () => {
    expect(dental.facts(visitor("Finally! I've been waiting forever."))).toEqual([]);
    expect(dental.facts(visitor('I was waiting on hold for 20 minutes, ugh.'))).toEqual([]);
    expect(dental.first(visitor('Is there a waiting period on Smile Plus?'))).toMatch(
      /^Smile Plus \/ waiting period for/,
    );
  });

  it('reads the line named in a greeting as no topic', () => {
    expect(
      full.facts(
        agent('Good afternoon, Medicare Advantage plans, Marcus speaking.'),
        visitor(
          "Hi Marcus, this is Bev Sorensen. My husband and I are new to Arizona, sort of, we're here October to April and up in Minnesota the rest of the year.",
        ),
      ),
    ).toEqual([]);
    expect(
      full.facts(
        agent('Good morning, Medicare Advantage, this is Nadia.'),
        visitor(
          "Good morning. I've got the three brochures spread out on my kitchen table and I'm trying to make a chart. Can you help me fill in the blanks?",
        ),
      ),
    ).toEqual([]);
    // The caller's own "speaking" is no greeting.
    expect(
      facts(
        visitor(
          'Interpreter speaking. Mrs. Nakamura is asking if the Gold plan lets her see doctors outside the network when she visits her son.',
        ),
      ),
    ).toContain('Gold Choice PPO / covers / out-of-network care at a higher cost');
  });
  describe('questions after a story, a letter or an account detail', () => {
    it('reads which plan holds a thing, whatever plan was named before', () => {
      expect(
        full.first(
          visitor("I'm on the Silver plan. What's that money they take off my Social Security every month?"),
          agent("That's your Medicare Part B premium. The Silver plan doesn't change it."),
          visitor('Is there one of your plans that puts some of that back on my check?'),
        ),
      ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    });

    it('reads whether a plan is the supplement kind', () => {
      expect(
        full.first(
          visitor(
            'she also wants to know is silver advantage a medicare advantage plan or is it the supplement kind, she can never remember',
          ),
        ),
      ).toBe('Silver Advantage HMO / is a / Medicare Advantage plan');
    });

    it('reads a yearly maximum asked beside what is left of it', () => {
      expect(
        dental.first(
          visitor('My husband is on Smile Basic.'),
          agent('Okay.'),
          visitor("And what's his annual max, and how much is remaining?"),
        ),
      ).toBe('Smile Basic / annual maximum / $1,000');
    });

    it('reads what one was told to ask, and a wish to know after a letter read out', () => {
      expect(
        full.facts(
          visitor("I'm on the Gold plan."),
          agent('Okay, what can I help with?'),
          visitor(
            'Well, the children booked me on a cruise to Alaska, and my daughter said I ought to ask whether my insurance would cover me if something happened on the ship or in Canada.',
          ),
        ),
      ).toContain('Gold Choice PPO / extra benefit / worldwide emergency coverage');
      expect(
        full.first(
          visitor(
            'She\'s got a letter here that says "Important changes to your Silver Advantage HMO for 2026". She wants to know if the free teeth cleaning is still in it',
          ),
        ),
      ).toBe('Silver Advantage HMO / extra benefit / dental cleanings twice a year');
      // A wish to know of no fact after a flyer read out is still no question.
      expect(
        full.facts(
          visitor(
            'I got one of your flyers, it says "Silver Advantage HMO, $0 premium, dental, vision, fitness." I want to know if it\'s legit.',
          ),
        ),
      ).toEqual([]);
    });

    it('reads "that\'s more than silver, isn\'t it" as the figure just given, compared', () => {
      expect(
        full.facts(
          visitor("What's the specialist copay on Bronze?"),
          agent('$45 per specialist visit on the Bronze Saver HMO.'),
          visitor('thats more than silver isnt it'),
        )[0],
      ).toBe('Silver Advantage HMO / specialist copay / $35');
    });

    it('reads whether one can join at an age', () => {
      expect(
        dental.first(
          visitor("He's been without dental since he retired."),
          agent("Let's see what we can do."),
          visitor('First, at ninety-two can he even get a policy?'),
        ),
      ).toBe('dental-only policy / has no / age limit for enrollment');
      expect(
        dental.first(
          visitor('Neither of your plans covers braces?'),
          agent("I don't have braces listed on either plan."),
          visitor('dang. can he at least be on one of the plans at 15? for normal stuff'),
        ),
      ).toBe('dental-only policy / has no / age limit for enrollment');
    });

    it('reads a question apart from an address kept, and not a call back', () => {
      expect(
        full.first(
          visitor("I'm on the Gold plan."),
          agent('Okay.'),
          visitor(
            "It'd be part-time, we'd keep our address here. Anyway. I cracked a crown on a pretzel. How much does the plan give me for dental work?",
          ),
        ),
      ).toBe('Gold Choice PPO / extra benefit / $2,000 yearly dental allowance');
      expect(
        full.facts(
          visitor("I'm on the Silver plan, what's the specialist copay?"),
          agent('$35 a visit.'),
          visitor("What's your name again? In case I call back."),
        ),
      ).toEqual([]);
    });
  });
  describe('more ways of asking', () => {
    it('reads a program that brings a cost down as Extra Help', () => {
      for (const asked of [
        "And the drug side. He's on eleven medications. Is there a program that brings his drug costs down?",
        "His pension isn't much. Is there any program to bring the inhaler cost down?",
        'Oh, and her insulin is costing a fortune. Is there anything that brings the price of her prescriptions down?',
      ])
        expect(full.first(visitor("He's on the Silver plan."), agent('Okay.'), visitor(asked))).toBe(
          'Extra Help / lowers / Part D drug costs',
        );
    });

    it('reads "Part C, is that what these plans are?" and whether a plan replaces Medicare', () => {
      expect(
        full.first(
          visitor("His pension isn't much. Is there any program to bring the inhaler cost down?"),
          agent('Extra Help lowers Part D drug costs for people with limited income.'),
          visitor('He keeps saying "Part C, Part C," is that what these plans are?'),
        ),
      ).toBe('Medicare Advantage plan / also called / Medicare Part C');
      expect(
        dental.first(
          visitor('Is there a limit on how much Smile Plus pays for her in a year?'),
          agent('Smile Plus has a $2,500 annual maximum.'),
          visitor("She's on Medicare. Does this replace her Medicare or sit next to it?"),
        ),
      ).toBe('Smile Plus / is a / dental-only policy');
    });

    it('reads a slip of a thing said alone, and which plan has a place asked for another', () => {
      expect(
        dental.first(visitor('dentist says i need a crwon on my back tooth, does smile plus pay for that')),
      ).toBe('Smile Plus / covers / crowns and root canals at 50%');
      expect(
        dental.facts(visitor('he has aspen dental he goes to, he wants to know which of ur plans has aspen')),
      ).toContain('Bright Dental Network / includes / Aspen Dental offices');
    });

    it('reads joining today and having it paid as the waiting period, and a plan that costs money as the premium', () => {
      expect(
        dental.first(
          visitor('What does Smile Plus do for a root canal?'),
          agent('Smile Plus covers crowns and root canals at 50%.'),
          visitor('If I switch today, does the crown get paid?'),
        ),
      ).toBe('Smile Plus / waiting period for / crowns: 6 months');
      expect(
        full
          .facts(
            visitor("My late husband was on the Gold plan and I'm on the Silver."),
            agent('Okay.'),
            visitor("But his plan cost money and mine doesn't, right? I have to be careful."),
          )
          .slice(0, 2),
      ).toContain('Gold Choice PPO / monthly premium / $49');
    });
  });

  it('reads a limited income and shopping around as naming nothing', () => {
    expect(
      full.facts(
        agent('Thank you for calling the Medicare plan line, this is Renee. Who am I speaking with?'),
        visitor('Morning, Renee. Harold Brandt here.'),
        agent('What can I do for you today?'),
        visitor(
          "Well, my wife keeps telling me I'm paying too much, so I figured I'd shop around before she does it for me.",
        ),
      ),
    ).toEqual([]);
    // Her age may call up the age limit; "limited" does not name it.
    expect(
      dental.retriever
        .cards([
          visitor(
            "I'm a social worker. I'm helping a client find some dental coverage. She's 71, on a limited income.",
          ),
        ])
        .some((card) => card.reason.includes('named as "limited"')),
    ).toBe(false);
  });

  it('reads a question with "really" put after it as its own question, not a doubt', () => {
    expect(
      full.first(
        visitor(
          "Hi Renee, this is Walter. I'm not a member of anything yet, just trying to get my ducks in a row.",
        ),
        agent("Happy to help you line those ducks up, Walter. What's going on?"),
        visitor(
          "I turn sixty-five on the ninth of September and my wife says I'm already late. How long is the window to get signed up, really?",
        ),
      ),
    ).toBe('Initial Enrollment Period / lasts / 7 months around the 65th birthday');
    // A doubt alone still asks again what was asked.
    expect(
      full.first(
        visitor('What does the Gold plan cost a month?'),
        agent("It's $49 a month."),
        visitor('Really?'),
      ),
    ).toBe('Gold Choice PPO / monthly premium / $49');
  });

  it('reads a slip after a stop, a plan asked for after a story of another, "your insurance pay?" and a lower max', () => {
    expect(
      full.first(
        visitor('silver advantage how much a month'),
        agent('Really, $0 a month for the plan itself.'),
        visitor('whats the catch. deductble for dr visits?'),
      ),
    ).toBe('Silver Advantage HMO / medical deductible / $0');
    expect(
      full.facts(
        visitor(
          "He had us both on that Gold plan, the PPO one, and it's forty-nine dollars a month just for me, and my neighbor Bev says she pays nothing for hers and she even gets money put back on her Social Security. Is that true, is there a plan that puts money back in my check?",
        ),
      ),
    ).toContain('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    expect(
      dental.first(
        visitor('Hello. I want ask about implant tooth.'),
        agent('Sure, what would you like to know about implants?'),
        visitor('I lose two tooth in bottom. Dentist say implant is 4000 each. Your insurance pay?'),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
    expect(
      full
        .facts(
          visitor("I'm on the Silver, my sister is on the Bronze Saver HMO."),
          agent('Okay.'),
          visitor('and does she have a lower max or higher max than me'),
        )
        .some((card) => card?.includes('maximum out-of-pocket')),
    ).toBe(true);
  });

  it('reads an answer to "what\'s first on your list", a span asked when it starts, and a question before a doubt', () => {
    expect(
      full
        .facts(
          visitor("Walter Nguyen. I'm not a member yet, I'm just shopping around."),
          agent("Welcome, Mr. Nguyen. What's first on your list?"),
          visitor('Medical deductible. Silver versus Gold.'),
        )
        .slice(0, 2)
        .sort(),
    ).toEqual([
      'Gold Choice PPO / medical deductible / $250',
      'Silver Advantage HMO / medical deductible / $0',
    ]);
    expect(
      full.first(
        visitor('im turning 65 in aug and trying to figure out this whole medicare thing lol'),
        agent('Your Initial Enrollment Period lasts 7 months around your 65th birthday.'),
        visitor('7 months starting when tho'),
      ),
    ).toBe('Initial Enrollment Period / lasts / 7 months around the 65th birthday');
    expect(
      dental.first(
        visitor('Tasha Greene 11/03/1979'),
        agent("Thanks, Tasha. You're on Smile Plus."),
        visitor('why is it $45 every month, I thought it was cheaper than that'),
      ),
    ).toBe('Smile Plus / monthly premium / $45');
    expect(
      dental.first(
        visitor('crown on smile plus, is there a wait'),
        agent('Yes, 6 months for crowns.'),
        visitor('my work plan ends in june. if i signed up now would the 6 months be up by then'),
      ),
    ).toBe('Smile Plus / waiting period for / crowns: 6 months');
  });

  it('reads what a plan gives for teeth after a story, a kind checked, and someone to help with medicine', () => {
    expect(
      full.first(
        visitor("What's the most she'd pay in a year on the Gold Choice PPO?"),
        agent("It's $5,900, and that counts both in and out of network."),
        visitor(
          'Okay. Her dentist wants to put a crown on a back tooth, nine hundred dollars he said. What does the Gold plan give her for teeth?',
        ),
      ),
    ).toBe('Gold Choice PPO / extra benefit / $2,000 yearly dental allowance');
    expect(
      full.first(
        visitor(
          'Page one calls it a Medicare Advantage plan. So is Bronze Saver actually Medicare, or is it something else?',
        ),
      ),
    ).toBe('Bronze Saver HMO / is a / Medicare Advantage plan');
    expect(
      full.first(
        visitor('The plan pay for medicine? He is on the Bronze Saver.'),
        agent('The Bronze Saver HMO does not include Part D drug coverage.'),
        visitor(
          'Oh no. He have very small money, only the Social Security. Somebody can help him with the medicine?',
        ),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
    expect(
      dental.first(
        visitor('is there a deductible on smile plus'),
        agent('No, Smile Plus has a $0 deductible.'),
        visitor('and its dental only right? not like a health plan'),
      ),
    ).toBe('Smile Plus / is a / dental-only policy');
    expect(
      dental.first(
        visitor(
          "Looking. He's ninety-one. His dentures don't fit anymore. Do you have something that covers dentures?",
        ),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
  });

  it('reads a card read out whose question is whom one reached, and more kinds, programs, areas and totals', () => {
    expect(
      full.facts(
        agent('Medicare Advantage, this is Devon. How can I help you today?'),
        visitor(
          'Yes, hi. I got this postcard in the mail, let me read it to you. "Bronze Saver HMO. Zero dollar premium. Get up to one hundred dollars back every month. Call today." That\'s you people, right?',
        ),
      ),
    ).toEqual([]);
    expect(
      full.first(
        visitor('What is the Silver one a month?'),
        agent('The Silver Advantage HMO has a $0 monthly premium.'),
        visitor('Zero. Huh. Is that Silver one an actual Advantage plan, or is it one of those supplements?'),
      ),
    ).toBe('Silver Advantage HMO / is a / Medicare Advantage plan');
    expect(
      full.first(
        visitor('what is part C'),
        agent('Part C is another name for a Medicare Advantage plan.'),
        visitor('so the bronze one counts as part C too?'),
      ),
    ).toBe('Bronze Saver HMO / is a / Medicare Advantage plan');
    expect(
      full.first(
        visitor('Does Bronze cover his pills?'),
        agent("Bronze Saver doesn't include Part D drug coverage."),
        visitor("Wow. Is there some kind of program for people who can't swing the cost of their medicine?"),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
    expect(full.facts(visitor('I live in Glendale, is that in your area?'))).toContain(
      'Gold Choice PPO / service area / Maricopa County, AZ',
    );
    expect(
      dental.first(
        visitor("I'm on Smile Basic. How much of my yearly max have I used up?"),
        agent("Let me look that up. You've used $340 so far this year."),
        visitor('Out of what?'),
      ),
    ).toBe('Smile Basic / annual maximum / $1,000');
  });

  it('reads a slip from a doctor named, money back said in dollars, coinsurance, and moving someone to a plan', () => {
    expect(
      full.first(
        visitor("I'm on the Silver. What do I pay when I go see the heart doctor?"),
        agent('A specialist visit on your plan is a $35 copay.'),
        visitor('AND I STILL NEED THE SLIP FROM DR. NGUYEN FIRST, MY REGULAR ONE, BEFORE I GO?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(
      full.first(
        visitor('And the glasses on her Silver?'),
        agent('The eye exam and $150 toward glasses are still included.'),
        visitor(
          'She says her friend at bingo gets 100 dollars back every month on her plan, can she get that on hers',
        ),
      ),
    ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    expect(
      dental.first(visitor('Client is 72 and looking at implants. What is the coinsurance on those?')),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
    // Moving him to a plan is switching, no move of home.
    expect(
      full.retriever
        .cards([visitor('So should I move him to a plan that has it?')])
        .some((card) => card.reason.includes('named as "mov')),
    ).toBe(false);
  });

  it('reads your plans counted without their kind, a comparison "any better on that", a company taking one at an age, and a limit for the year', () => {
    expect(full.facts(visitor('Monthly cost of each of your three plans, go.')).slice(0, 3).sort()).toEqual([
      'Bronze Saver HMO / monthly premium / $0',
      'Gold Choice PPO / monthly premium / $49',
      'Silver Advantage HMO / monthly premium / $0',
    ]);
    // One picked of them is still the one picked.
    expect(
      dental.first(
        visitor(
          'My granddaughter signed me up for the fancier of your two dental plans, the Plus. How much will it cost me every month?',
        ),
      ),
    ).toBe('Smile Plus / monthly premium / $45');
    expect(
      full.first(
        visitor('gold deductible?'),
        agent('The medical deductible on Gold Choice is $250.'),
        visitor('k. silver any better on that'),
      ),
    ).toBe('Silver Advantage HMO / medical deductible / $0');
    expect(
      dental.first(
        visitor("I'm calling for my mother, Carol."),
        agent('Thank you, Carol. How can I help?'),
        visitor(
          "First off, at ninety-one, would you even take her? Every company I've called has had some kind of cutoff.",
        ),
      ),
    ).toBe('dental-only policy / has no / age limit for enrollment');
    expect(
      dental.first(
        visitor("I'm on Smile Plus and I want to cancel."),
        agent(
          'Before you decide: in two months the crown would be covered. Would you still like me to cancel?',
        ),
        visitor("No... fine, don't cancel. I'll wait it out. What's my limit for the year, then?"),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
  });

  it('reads which plan gives back after other plans, a reported "how much", price-wise, enrolling someone of an age and money paid before', () => {
    expect(
      full.first(
        visitor('First client: what are the yearly maximums on Silver and Gold?'),
        agent('Silver Advantage HMO is $3,900 in network. Gold Choice PPO is $5,900.'),
        visitor(
          "Got it. Second client's a retired teacher, she doesn't care about anything except the giveback. Which plan gives back on Part B, and how much?",
        ),
      ),
    ).toBe('Bronze Saver HMO / gives back / $100 a month on the Part B premium');
    expect(
      dental.first(
        visitor("I'm his daughter, I'm helping him with his Smile Plus."),
        agent('Thank you. How can I help him?'),
        visitor(
          'He says the dentist told him he needs a root canal on the front tooth. He asks how much the insurance pays.',
        ),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    expect(
      dental
        .facts(visitor("What's the difference between your two, price-wise, in a nutshell?"))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
    expect(dental.first(visitor("First, will you even enroll someone who's ninety-one?"))).toBe(
      'dental-only policy / has no / age limit for enrollment',
    );
    expect(
      dental.first(
        visitor('how much is smile basic'),
        agent('$24 a month per person.'),
        visitor('is there money we pay before?'),
      ),
    ).toBe('Smile Basic / deductible / $50 a year');
  });

  it('reads paperwork before an appointment, somewhere you cover, and a point where it stops', () => {
    expect(
      full.first(
        visitor("I'm on the Silver Advantage HMO. Is Dr. Patel in cardiology in my network?"),
        agent(
          'Yes, Dr. Patel is in the Evergreen Health Network, the network your Silver Advantage HMO uses.',
        ),
        visitor('Good. Now do I just ring him up and make an appointment, or is there some paperwork first?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
    expect(
      full.facts(visitor('Oh! Well, that is easier. I live in Mesa. Is that somewhere you cover?')),
    ).toContain('Silver Advantage HMO / service area / Maricopa County, AZ');
    expect(
      full.first(
        visitor("My dad's on the Silver. What's the neurologist visit cost him?"),
        agent('The specialist copay on Silver is $35.'),
        visitor("OK. He's had so many appointments this year. Is there a point where it stops?"),
      ),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
  });

  it('reads what a visit should have cost as its copay', () => {
    expect(
      full.facts(
        visitor('I saw a dermatologist on my own and got a bill. Is it because I had no referral?'),
        agent(
          'The Silver Advantage HMO needs referrals for specialists. Without one, the visit may not be covered.',
        ),
        visitor("Unbelievable. So what should I have paid if I'd jumped through the hoop?"),
      ),
    ).toContain('Silver Advantage HMO / specialist copay / $35');
  });

  it('reads a plan named with "how much" alone as its premium, the pricier one, how much more, and a visit easier on the wallet', () => {
    expect(
      dental.first(visitor('helo'), agent('Hello! How can I help?'), visitor('smile basc how mch')),
    ).toBe('Smile Basic / monthly premium / $24');
    // A thing said beside them asks of that thing, not the premium.
    expect(full.first(visitor('gold plan dental how much'))).not.toBe(
      'Gold Choice PPO / monthly premium / $49',
    );
    expect(
      dental
        .facts(
          visitor('can i go to a dentist at aspen'),
          agent(
            'Aspen Dental offices are in the Bright Dental Network, which is the network for Smile Plus.',
          ),
          visitor('is that the pricier one?'),
        )
        .slice(0, 2)
        .sort(),
    ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
    expect(
      dental.facts(
        visitor('does my plan use aspen'),
        agent('Aspen Dental offices are in the Bright Dental Network. That is the network for Smile Plus.'),
        visitor('so should I switch to Plus? how much more is it'),
      ),
    ).toContain('Smile Plus / monthly premium / $45');
    expect(
      full
        .facts(
          visitor('My cardiologist is Dr. Patel. Is he with any of your plans?'),
          agent(
            'Dr. Patel is in the Evergreen Health Network. Both the Silver Advantage HMO and the Gold Choice PPO use it.',
          ),
          visitor("Good. Between those two, which one's easier on my wallet when I go see him?"),
        )
        .some((card) => card?.includes('specialist copay')),
    ).toBe(true);
  });
});

describe('the twenty-ninth round', () => {
  const dental = readerOf([
    ...ROUND_DENTAL,
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
  ]);

  it('reads a long word with two slips as the one word that close', () => {
    expect(dental.first(visitor('on smile plus is ther a dedutable'))).toBe('Smile Plus / deductible / $0');
    expect(dental.first(visitor('smile plus, the waitng periood for implents?'))).toBe(
      'Smile Plus / waiting period for / implants: 12 months',
    );
  });

  it('asks a thing named with the plan holding it, not the predicate carried from before', () => {
    const { first } = readerOf([
      ...ROUND_GRAPH,
      { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
    ]);
    expect(
      first(
        visitor('do i need a referral on silver'),
        agent('On Silver, yes, you need a referral to see specialists like Dr. Patel.'),
        visitor('ok wat about hearing aids on gold'),
      ),
    ).toBe('Gold Choice PPO / extra benefit / hearing aids up to $1,500 per ear');
    // A thing only another plan holds is still no fact of the plan named.
    expect(
      dental.facts(
        visitor('how long is the wait for crowns on smile plus'),
        agent('6 months for crowns on Smile Plus.'),
        visitor('oh 6 month. and smile basic, it pay crown?'),
      ),
    ).toEqual([]);
  });

  it('hears a yearly maximum in "a top amount he pays" and "pay for the maximum, for whole year"', () => {
    const { facts } = readerOf(ROUND_GRAPH);
    expect(
      facts(
        visitor("I'm calling about my father's Bronze Saver HMO."),
        agent('Sure, what would you like to know?'),
        visitor('He wants to know if the plan has a limit, like a top amount he pays for the year.'),
      ),
    ).toContain('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
    expect(
      facts(
        visitor('my sister is on bronze'),
        agent('OK, the Bronze Saver HMO.'),
        visitor('How much she pay for the maximum, for whole year po?'),
      )[0],
    ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
  });

  it('reads a predicate typed alone after an answer as asked of the plan in focus', () => {
    const { first } = readerOf([
      ...ROUND_GRAPH,
      { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
    ]);
    const asked = [visitor('gold choice ppo copays?'), agent('$40 for specialists.')];
    expect(first(...asked, visitor('pcp'))).toBe('Gold Choice PPO / primary care copay / $10');
    // Taking the answer in asks nothing.
    expect(first(...asked, visitor('ok thanks'))).toBeUndefined();
  });

  it("hears a dental plan's yearly maximum and its deductible in a caller's words", () => {
    const plus = [visitor('smile plus please'), agent('Smile Plus, sure.')];
    for (const asked of [
      'Okay. And is there a point where it just stops paying?',
      'total how much plan pay in one year',
      'And how much would they pay out for me in a whole year, at the most?',
    ])
      expect(dental.first(...plus, visitor(asked))).toBe('Smile Plus / annual maximum / $2,500');
    for (const asked of [
      'at the beginning, do I have to pay some amount myself first?',
      'Does she have to pay anything in first on hers before the fifty percent?',
      'does the Plus make you pay in first every year?',
    ])
      expect(dental.first(...plus, visitor(asked))).toBe('Smile Plus / deductible / $0');
  });

  it("raises no topic by the caller's answer to the agent's check, so a letter read out after it asks nothing", () => {
    const { facts } = readerOf(ROUND_GRAPH);
    expect(
      facts(
        agent('Thank you for calling. May I have your date of birth and your ZIP code?'),
        visitor(
          "March the third, nineteen fifty-eight. And it's 85251, that's Scottsdale, over by Indian School Road.",
        ),
        agent('Thank you. What can I help with today?'),
        visitor(
          'So I got this letter in the mail, and it says, hold on, let me read it, "Silver Advantage HMO. Your health, your way. Zero dollar premium plans available." And then a whole lot of little print underneath.',
        ),
      ),
    ).toEqual([]);
  });

  it('hears a price asked as "less money" or in French, a service area as a territory, and care in plain words', () => {
    const plus = [visitor("I'm on smile plus"), agent('OK, Smile Plus. What can I help with?')];
    for (const asked of ['Which one is less money?', 'which one is less cher'])
      expect(
        dental
          .facts(...plus, visitor(asked))
          .slice(0, 2)
          .sort(),
      ).toEqual(['Smile Basic / monthly premium / $24', 'Smile Plus / monthly premium / $45']);
    expect(dental.first(...plus, visitor('My uppers are getting loose. Would you pay for new ones?'))).toBe(
      'Smile Plus / covers / dentures and implants at 50%',
    );
    expect(dental.first(...plus, visitor('n if i need a filing'))).toBe(
      'Smile Basic / covers / fillings at 80%',
    );
    const { first } = readerOf([
      ...ROUND_GRAPH,
      { subject: 'Gold Choice PPO', predicate: 'service area', object: 'Maricopa County, AZ' },
    ]);
    expect(
      first(
        visitor("I'm looking at the Gold Choice PPO"),
        agent('Sure, what would you like to know?'),
        visitor("Good. And Scottsdale's inside your territory, for the Gold one?"),
      ),
    ).toBe('Gold Choice PPO / service area / Maricopa County, AZ');
  });

  it('hears a plan kind asked "a Medicare plan like the others" or "actual insurance or a discount thing", and a referral as going direct', () => {
    const { first } = readerOf([
      ...ROUND_GRAPH,
      { subject: 'Silver Advantage HMO', predicate: 'needs referrals for', object: 'specialists' },
    ]);
    expect(
      first(
        visitor('what kind of plan is silver'),
        agent('It is a Medicare Advantage plan.'),
        visitor(
          'Okay. Is the Bronze plan a Medicare plan like the others? My brother thinks I joined some kind of discount club.',
        ),
      ),
    ).toBe('Bronze Saver HMO / is a / Medicare Advantage plan');
    expect(
      dental.first(
        visitor('tell me about smile plus'),
        agent('Smile Plus uses the Bright Dental Network, which includes Aspen Dental offices.'),
        visitor('r these actual insurance or a discount thing'),
      ),
    ).toBe('Smile Plus / is a / dental-only policy');
    expect(
      first(
        visitor("I'm on the silver advantage hmo"),
        agent('OK, the Silver Advantage HMO. What can I help with?'),
        visitor('I can go direct or first I see family doctor?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });

  it('reads "instead" as no thing asked of, a sign-up date told as the waiting period, and paying on as the premium', () => {
    expect(
      readerOf(ROUND_GRAPH).facts(
        visitor('what does gold give for hearing'),
        agent('Gold covers hearing aids up to $1,500 for each ear.'),
        visitor('ok what extras does the silver one have instead'),
      )[0],
    ).toMatch(/^Silver Advantage HMO \/ extra benefit \//);
    const plus = [visitor("I'm on smile plus"), agent('OK, Smile Plus. What can I help with?')];
    expect(dental.first(...plus, visitor('12 months from when i signed up??'))).toMatch(
      /^Smile Plus \/ waiting period for \//,
    );
    expect(
      dental.first(...plus, visitor('Before I go I want to get my implant started. I signed up last March.')),
    ).toBe('Smile Plus / waiting period for / implants: 12 months');
    expect(dental.first(...plus, visitor("So I'd keep paying the whole time I'm gone?"))).toBe(
      'Smile Plus / monthly premium / $45',
    );
  });

  it('reads eyes crossing and being no good with computers as idioms, no fact asked', () => {
    expect(
      readerOf(ROUND_GRAPH).facts(
        visitor(
          'just comparing plans rn, got the silver and gold brochures open in two tabs and my eyes are crossing',
        ),
      ),
    ).toEqual([]);
    expect(
      dental.facts(
        visitor(
          "my sister signed up for smile basic last month and she asked me to look into it for her cause she's not great with computers lol",
        ),
      ),
    ).toEqual([]);
  });

  it('reads more Portuguese and Spanish: a month, a family doctor, medicines and help', () => {
    const { first } = readerOf([
      ...ROUND_GRAPH,
      { subject: 'Gold Choice PPO', predicate: 'monthly premium', object: '$49' },
      { subject: 'Extra Help', predicate: 'lowers', object: 'Part D drug costs' },
    ]);
    expect(
      first(
        visitor('oi, gold choice ppo'),
        agent('Boa tarde! What would you like to know?'),
        visitor('quanto custa no mes'),
      ),
    ).toBe('Gold Choice PPO / monthly premium / $49');
    expect(
      first(
        visitor('my sister is on bronze'),
        agent('Your sister would pay $45 for a specialist on the Bronze Saver HMO.'),
        visitor('e pra clinico geral ela paga?'),
      ),
    ).toBe('Bronze Saver HMO / primary care copay / $0');
    expect(
      first(
        visitor('hola, tengo medicare y medicaid'),
        agent('People with both can qualify for a Dual Special Needs Plan.'),
        visitor('ok pero primero, para las medicinas hay ayuda? son muy caras'),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
  });
});

describe('the thirtieth round', () => {
  const { facts, first } = readerOf([
    ...ROUND_GRAPH,
    { subject: 'Gold Choice PPO', predicate: 'medical deductible', object: '$250' },
    { subject: 'Gold Choice PPO', predicate: 'primary care copay', object: '$10' },
  ]);
  const dental = readerOf([
    ...ROUND_DENTAL,
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
    { subject: 'dental-only policy', predicate: 'has no', object: 'age limit for enrollment' },
  ]);

  it("reads the caller's message after the agent finds their plan on the account as raising its topic", () => {
    expect(
      first(
        visitor('yeah it is Rosa Ortiz, member id BS 0048 81'),
        agent('Thanks Rosa, I see you on Bronze Saver HMO. How can I help?'),
        visitor('I just got a bill from a specialist for forty five bucks, is that right'),
      ),
    ).toBe('Bronze Saver HMO / specialist copay / $45');
    // A caller naming their own plan with a greeting still raises nothing by that alone.
    expect(
      facts(visitor('Hi, my grandpa is on your Gold Choice PPO. Can I ask some questions for him?')),
    ).toEqual([]);
  });

  it('hears a budget told as what matters, and not beside a question of something else', () => {
    expect(
      facts(
        visitor('My husband and I are looking at the silver and the bronze.'),
        agent('Happy to help. What matters most to you two?'),
        visitor("We're on a fixed income, just Social Security, nothing else coming in."),
      ).slice(0, 2),
    ).toEqual(['Silver Advantage HMO / monthly premium / $0', 'Bronze Saver HMO / monthly premium / $0']);
    expect(
      first(
        visitor('my dad is on silver'),
        agent('OK, the Silver Advantage HMO.'),
        visitor('Is there anything that can lower his drug costs? He is on a fixed income.'),
      ),
    ).toBe('Extra Help / lowers / Part D drug costs');
  });

  it('reads a care need said by the dentist, a percent sign, and the top a plan pays', () => {
    expect(
      dental.first(
        visitor('hi there'),
        agent('Hi! How can I help?'),
        visitor('I cracked a molar last night. My dentist says crown, maybe root canal first.'),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    expect(
      dental.first(visitor('i have smile plus'), agent('Great.'), visitor('what % do you pick up')),
    ).toMatch(/^Smile Plus \/ covers \//);
    expect(
      dental.first(
        visitor('smile plus, whats it cost every month'),
        agent('$45 a month.'),
        visitor("and the top it'll pay in a year"),
      ),
    ).toBe('Smile Plus / annual maximum / $2,500');
  });

  it('asks the deductible of the first amount paid alone, and not of what it comes before', () => {
    expect(
      dental.first(
        visitor('whats smile plus per month'),
        agent('$45 a month.'),
        visitor('and i pay the first couple hundred myself or'),
      ),
    ).toBe('Smile Plus / deductible / $0');
    expect(
      first(
        visitor('what does bronze give back'),
        agent('Bronze Saver HMO gives back $100 a month on your Part B premium.'),
        visitor(
          'Nice. And the Gold one, is there an amount I pay myself before it starts paying for doctor stuff?',
        ),
      ),
    ).toBe('Gold Choice PPO / medical deductible / $250');
  });

  it('reads a statement as one, not a verb after its subject as a question asked', () => {
    expect(
      dental.first(
        visitor('hello'),
        agent('Hi, how can I help?'),
        visitor(
          'My old dentist retired last year and the new one did a great job, but I need two crowns and a root canal.',
        ),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
  });

  it('hears a regular doctor sending one on as a specialist visit asked of', () => {
    expect(
      first(
        visitor("I'm on silver"),
        agent('OK, Silver Advantage HMO.'),
        visitor(
          'My regular doctor wants me to have somebody look at my knee, a specialist. What am I going to pay for that visit?',
        ),
      ),
    ).toBe('Silver Advantage HMO / specialist copay / $35');
  });

  it('reads a mouth as no month, an id spelled out as no amount, and a hearing check as no hearing aid', () => {
    expect(
      facts(
        visitor("I'm on gold"),
        agent('OK.'),
        visitor("What's it do for teeth? I've got a mouth full of old crowns."),
      ),
    ).not.toContain('Gold Choice PPO / monthly premium / $49');
    expect(
      facts(
        visitor('Earl. Earl Jennings.'),
        agent('Hi Earl. Are you a member with us?'),
        visitor('Yeah, the Silver. Number is S A H 4 4 1 0 8 8 2.'),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor('Hello Denise, Harold Jennings here.'),
        agent('Hi Harold, how can I help?'),
        visitor('Can you hear me alright? I am out in the yard.'),
      ),
    ).toEqual([]);
  });

  it('takes a sure cue over a hint that shares its words, and a spoken follow-up without its mark', () => {
    expect(
      first(
        visitor('my husband is on gold'),
        agent('OK, Gold Choice PPO.'),
        visitor("whats the most he'd pay for doctors on gold in a year"),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      first(
        visitor('I have the silver'),
        agent('OK, Silver Advantage HMO.'),
        visitor('ok, and my max for the year?'),
      ),
    ).toBe('Silver Advantage HMO / maximum out-of-pocket / $3,900 in network');
    expect(
      first(
        visitor('whats my bronze plan premium'),
        agent('$0 a month.'),
        visitor("ooh. and on bronze, if I get really sick, what's the most I'd be out?"),
      ),
    ).toBe('Bronze Saver HMO / maximum out-of-pocket / $6,700 in network');
  });

  it('hears "which of yours", "not to be in network" and dentures said as the kind you take out', () => {
    expect(
      dental.first(
        visitor('hi'),
        agent('Hi, how can I help?'),
        visitor('My wife has a crown that cracked. Which of yours would she need for that?'),
      ),
    ).toBe('Smile Plus / covers / crowns and root canals at 50%');
    expect(
      first(
        visitor('hi'),
        agent('Hi, how can I help?'),
        visitor('If my doctor turns out not to be in network, which of your plans still lets me see him?'),
      ),
    ).toBe('Gold Choice PPO / covers / out-of-network care at a higher cost');
    expect(
      dental.first(
        visitor('I have Smile Basic'),
        agent('Thanks, I have your Smile Basic policy. What can I help with?'),
        visitor(
          'He needs all his bottom teeth replaced, the kind you take out. Which plan of yours helps with that?',
        ),
      ),
    ).toBe('Smile Plus / covers / dentures and implants at 50%');
  });

  it('reads a word said twice over once, and a question said after a read-back', () => {
    expect(
      dental.first(
        visitor('smile basic deductible'),
        agent('Yes, $50 a year.'),
        visitor("what's the the max"),
      ),
    ).toBe('Smile Basic / annual maximum / $1,000');
    expect(
      first(
        visitor('do I need parts A and B'),
        agent('Yes, you need both Medicare Part A and Part B.'),
        visitor(
          "got it got it. she wrote silver vantage on a napkin here what what's that one run me a month",
        ),
      ),
    ).toBe('Silver Advantage HMO / monthly premium / $0');
  });

  it('keeps an age told with coverage in general before any topic silent', () => {
    expect(
      dental.facts(
        visitor('Hi, anyone there?'),
        agent('Hi! Yes, how can I help?'),
        visitor("I'm asking for my mom, she's 75 and has Medicare but it doesn't cover her teeth."),
      ),
    ).toEqual([]);
  });
});

describe('the thirty-first round', () => {
  const { facts, first } = readerOf([
    ...ROUND_GRAPH,
    {
      subject: 'Medicare Advantage plan',
      predicate: 'can be changed during',
      object: 'Open Enrollment Period, Jan 1 to Mar 31',
    },
  ]);
  const dental = readerOf([
    ...ROUND_DENTAL,
    { subject: 'Smile Plus', predicate: 'deductible', object: '$0' },
  ]);

  it('reads a year of birth said in words as a date, not as an amount or a month of a window', () => {
    expect(
      facts(
        visitor("I'm on the Gold Choice PPO and my cardiologist just left the network."),
        agent('I can look into that. Can I have your date of birth first?'),
        visitor('Sure. May fifth, forty-nine.'),
      ),
    ).toEqual([]);
    expect(
      facts(
        visitor('My wife is on the Bronze Saver and her eye doctor is not in it anymore.'),
        agent("I'm sorry to hear that. What's her date of birth, please?"),
        visitor('March the ninth, nineteen fifty-two.'),
      ),
    ).toEqual([]);
  });

  it('reads leave given to speak for someone as asking nothing, unless a question comes with it', () => {
    expect(
      facts(
        visitor(
          "I'm calling for my husband, he's on the Silver Advantage HMO and we got a bill from his cardiologist.",
        ),
        agent('I can help. Is he there so he can give me permission to speak with you?'),
        visitor("Yes, he's right here. Tom? ... He says go ahead, you can talk to me."),
      ),
    ).toEqual([]);
    expect(
      first(
        visitor("I'm calling for my husband, he's on the Silver Advantage HMO."),
        agent('I can help. Is he there so he can give me permission to speak with you?'),
        visitor('He says go ahead. Does he need a referral to see his cardiologist?'),
      ),
    ).toBe('Silver Advantage HMO / needs referrals for / specialists');
  });

  it('reads an agent answering the line by its name as raising no topic, and a question begun and left as none', () => {
    expect(
      facts(
        agent("Medicare Advantage Inquiry, this is Jo. Who's calling?"),
        visitor('Hi Jo, this is Ann Lowe. Is this where I ask about the Silver Advantage?'),
      ),
    ).toEqual([]);
    expect(
      facts(
        agent('Good morning, Evergreen plans, this is Jo.'),
        visitor('Good morning. Am I, is this the right place for the Gold Choice?'),
      ),
    ).toEqual([]);
    // An agent telling the line's plans has raised them.
    expect(
      first(
        visitor('hi is this humana'),
        agent('No, this is the Medicare Advantage chat for our Silver, Gold and Bronze plans. Can I help?'),
        visitor('my sister keeps talking about part c. what even is that'),
      ),
    ).toBe('Medicare Advantage plan / also called / Medicare Part C');
  });

  it("reads a figure of the agent's answer checked as asking again for the fact told", () => {
    expect(
      dental.first(
        visitor('does smile basic do fillings'),
        agent('Smile Basic covers fillings at eighty percent.'),
        visitor('Eighty, or eighteen?'),
      ),
    ).toBe('Smile Basic / covers / fillings at 80%');
    expect(
      first(
        visitor("I'm on Gold. Is there a ceiling on what I'd spend?"),
        agent('Your maximum out-of-pocket on Gold is fifty-nine hundred dollars, in and out of network.'),
        visitor('Fifty-nine hundred or nineteen hundred?'),
      ),
    ).toBe('Gold Choice PPO / maximum out-of-pocket / $5,900 in and out of network');
    expect(
      dental.first(
        visitor('I joined Smile Plus this week and I need a crown.'),
        agent('Smile Plus has a six-month waiting period for crowns.'),
        visitor('Six months? Are you serious? Did you say sixteen?'),
      ),
    ).toBe('Smile Plus / waiting period for / crowns: 6 months');
    // Echoed in surprise, not checked: nothing more is asked.
    expect(
      dental.facts(
        visitor('how long before implants are covered on smile plus'),
        agent('The waiting period for implants is 12 months.'),
        visitor('12 months??? wow'),
      ),
    ).toEqual([]);
  });

  it('leaves out a figure said back before a question of its own', () => {
    expect(
      dental.first(
        visitor('Is there a deductible on Smile Basic?'),
        agent('Smile Basic has a fifty dollar yearly deductible.'),
        visitor('Fifty a year. Hmm. And the other plan, does it have one?'),
      ),
    ).toBe('Smile Plus / deductible / $0');
  });

  it('reads "dr visits" as doctor visits, and "not" opening a follow-up as setting a plan apart', () => {
    expect(
      facts(
        agent('Sure, I can compare the plans for you.'),
        visitor('whats the cheapest for dr visits'),
      ).slice(0, 1),
    ).toEqual(['Silver Advantage HMO / primary care copay / $5']);
    expect(
      first(
        visitor('silver specialist copay?'),
        agent('Silver Advantage HMO is $35 for a specialist.'),
        visitor('not bronze?'),
      ),
    ).toBe('Bronze Saver HMO / specialist copay / $45');
  });
});
