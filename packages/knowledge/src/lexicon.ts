import { normalized } from './text.js';

/**
 * The built-in paraphrase lexicon: how callers ask for the predicates common in insurance graphs. A concept names
 * the predicates it stands for (`predicate`, matched against a triple's predicate) and the ways a message asks for
 * it (`cues`, matched against the message read by `normalized`, so words are single-spaced between spaces).
 * A cue's weight says how surely it asks for the concept: a word of the predicate itself is 1, a loose hint less.
 */
export interface Concept {
  name: string;
  predicate: RegExp;
  cues: { pattern: RegExp; weight: number }[];
}

const cue = (pattern: RegExp, weight = 1) => ({ pattern, weight });

/**
 * A budget told as what matters ("I'm on a fixed income", "just something cheap", "whatever costs least"): a hint of
 * the monthly premium when nothing else is asked (thirtieth round).
 */
export const BUDGET_TOLD =
  / (watching (every|each|my) (penny|pennies|dollar|dime|cent)|money is (super|really|very|pretty|real) tight|(on a|a tight|tight) budget|fixed income|something (cheap|cheaper|inexpensive|affordable)|(costs?|costing) (the )?least|(doesnt|does not|wont|dont) cost (me )?anything) /;

/**
 * The maximum asked bare ("what's the the max"): the dental plans' yearly maximum, or the out-of-pocket maximum where
 * no plan has a yearly one (thirtieth round).
 */
const MAXIMUM_ASKED_BARE =
  /^ ((and|so|ok|okay|but|then) )*(whats|what is|what s) (the|my|her|his|their|your) (max|maximum)( again| then| on (it|that|that one|this one))? $/;

/** Of a budget told, the caller's means ("a fixed income", "a tight budget"), rather than a wish for a cheap plan. */
export const MEANS_TOLD = / (fixed income|budget|penny|pennies|dime|cent|dollar) /;

export const CONCEPTS: readonly Concept[] = [
  {
    name: 'monthly premium',
    predicate: /premium|monthly (cost|price|fee)/,
    cues: [
      // "What's the difference between your two, price-wise, in a nutshell?" (twenty-eighth round).
      cue(/ (price wise|pricewise) /, 0.9),
      // "which one is free" (twenty-sixth round).
      cue(/ (which|what) (one|ones|plan|plans) (is|are) (free|zero|0) /, 0.9),
      // A plan that costs money or none ("his plan cost money and mine doesn't, right?"; twenty-eighth round).
      cue(/ (plan|one|policy|it) (costs?|costed) (money|anything|something|nothing) /, 0.8),
      // "The Plus is how much?", "What am I paying now, then?" (twenty-sixth round).
      // Not when the visit is said ("easier on my wallet when I go see him": the visit's copay; twenty-eighth round).
      cue(
        / (easiest|easier|cheapest|best|easy|hardest|toughest) on (the|my|your) (wallet|pocket|budget|purse)( month to month| each month| monthly| every month)? (?!when (i|we|she|he|they) (go )?(see|visit|go to) )/,
        0.8,
      ),
      // "is that the pricier one?", "how much more is it" (twenty-eighth round).
      cue(
        / (is|isnt) (that|it|this|[a-z]+) the (pricier|cheaper|more expensive|less expensive|cheapest|priciest|dearer) (one|plan|policy|option) | how much more (is it|is that|would it be|does it cost|a month|per month|for it) /,
        0.9,
      ),
      cue(
        / (is|are|s) how much $| what (am|are|is) (i|we|she|he|they) paying (now|currently|a month|each month|monthly|for it|for that|for the plan)? (then )?$/,
        0.9,
      ),
      // "what would come out of my bank account for it", "is it free like the silver one or is there a charge?"
      // (twenty-second round).
      cue(
        / (come|comes|coming|taken|take|taking|go|goes) out of (my |our |her |his )?(bank|account|checking|paycheck|pension) /,
        0.9,
      ),
      cue(/ (is it|its|it s) free (like|or|too|as well|$)| is there a (charge|fee|cost) (or|$)/, 0.9),
      // A plan named or told, then a bare "how much" ("ok and the better one, how much"; twenty-fourth round).
      cue(
        / (one|plan|policy|option) (how much|whats it cost|what does it cost)( is it| is that| would it be| a month)? $/,
        0.9,
      ),
      // "how much does it cost me just to keep it" (twenty-second round).
      cue(
        / (cost|costs|pay|paying|charge|owe|set me back|run me)( [a-z]+){0,4} (just )?to (keep|stay on|stay with|have|be on|carry|hold) (it|the plan|that|this|that plan|this plan)( going)? /,
        1,
      ),
      cue(
        / (take|taken|takes|come|comes) out of (my |her |his )?(social security|ss|check|pension)( check)? for (it|the plan|that|this|that plan|this plan) /,
        0.9,
      ),
      // Not Medicare's own ("pays me back something on my Part B premium": twenty-fifth round).
      cue(/ (?<!part b )premiums? /),
      // "do I pay anything regular for bronze, like a subscription?" (twenty-third round).
      cue(/ (a |like a |the )?subscription( fee)? | (pay|paying) (anything|something) regular /, 0.9),
      // "she wants to know the cheap one price" (twenty-third round).
      cue(
        / (cheap|cheaper|cheapest|expensive|pricier|priciest) (one|plan|policy|ones|plans) (price|prices|cost|costs|premium) /,
        0.9,
      ),
      // "What's the difference in price between the two Smile plans?" (twenty-third round).
      cue(/ (difference|differences|differ) in (price|prices|cost|costs|premium|premiums) /, 0.9),
      // Not a time spent ("I'm going to be in Italy for a month this summer", "we move in a month"), nor an income
      // ("she only gets 900 a month": twenty-second round), nor a time of the month ("at the end of the month").
      cue(
        / (?<!(for|in|within) )(?<!(get|gets|got|getting|earn|earns|make|makes|making|receive|receives|income|pension|security|check|only|has|have|live on|lives on) \$?\d[\d,]* (dollars |bucks )?)(?<!(see|sees|seeing|visit|visits|go to|goes to) ([a-z]+ ){1,3})(?<!(end|start|beginning|middle|rest) of )(a|per|each|every|the) month /,
        0.9,
      ),
      // Not how often one goes ("I see a lung specialist monthly").
      cue(
        / (?<!(doctor|doctors|specialist|specialists|physician|gp|pcp|[a-z]+ologist|[a-z]+ist|therapy|visits?|go|goes|see|sees|them|him|her) )monthly /,
        0.8,
      ),
      cue(/ how much (is|does|do|would|will|for) /, 0.45),
      cue(/ (cost|costs|price|prices|priced|pricing|charge|fee|fees) /, 0.45),
      // "how much are your dental plans", "What are the prices on your two dental plans?" (twenty-fourth round).
      cue(
        / how much (is|are|do|does|would) (your|the|these|those|all|both|all of your|each of your)( two| three| both)? ([a-z]+ )?(plans|policies|options|ones)( cost| run| be)? | (prices?|rates?|premiums?) (on|of|for) (your|the|these|those|both|all|each of)( two| three)? ([a-z]+ )?(plans|policies|options) /,
        0.9,
      ),
      // "the smile plus plan how much monthly", "the cheapest monthly dental plan you got" (twenty-fourth round).
      cue(
        / how much (monthly|a month|per month|each month|every month|month to month) | (cheapest|lowest|least expensive|most affordable) (monthly|per month|a month) /,
        0.9,
      ),
      // "rank the three plans by monthly cost", "from cheapest to priciest monthly", "if money is tight, which one makes
      // more sense?" (twenty-fourth round).
      cue(
        / (monthly|month to month|per month|a month|each month) (cost|costs|price|prices|fee|fees|rate|rates|payment|payments|bill)s? | (cheapest|lowest|least) to (priciest|highest|most expensive|most)| (money|budget|cash|funds) (is|are|s) (tight|limited|short|low) /,
        0.9,
      ),
      // "price difference?", "less by how much" (twenty-fourth round).
      cue(/ (price|cost|pricing) (difference|gap) | (more|less|cheaper|pricier) by how much /, 0.9),
      cue(/ (pay|paying) for (it|the plan|the policy|that plan|this plan|coverage) /, 0.6),
      cue(/ (cheap|cheapest|expensive|afford|affordable|free|pricey|pricy|costly|spendy) /, 0.5),
      // What a plan costs, the plan said after ("what's the cost of the gold plan", "the price of smile plus":
      // eighteenth round); not what a thing costs on it ("the cost of a crown on the plan").
      cue(
        / (cost|price) of (the |a |that |this |your )?([a-z]+ ){0,3}(plan|plans|policy|policies|ppo|hmo|one|ones|coverage) /,
        0.9,
      ),
      // "what's the cheapest dental plan you have", "the least expensive one".
      cue(
        / (cheapest|least expensive|most affordable|lowest priced|lowest cost|priciest|most expensive) ([a-z]+ )?(plan|plans|one|ones|option|options|policy|policies|insurance|coverage) /,
        0.9,
      ),
      // Plans compared by price ("is plus cheaper than basic", "basic or plus, which is cheaper"), not by what
      // a thing costs on them, said after ("is gold cheaper than silver for specialists").
      // "Which of your two dental plans is cheaper to carry?" (twenty-fifth round).
      cue(
        / ((cheaper|pricier|costlier|less expensive|more expensive|cost more|costs more|cost less|costs less) (than|then|or)|((which|wich|what) (one |plan |policy )?(is|s)|(which|wich|what) of (yours|your|the|these|those|our|you guys)( [a-z]+){0,3} (is|s)|whats) (cheaper|cheapr|pricier|costlier|less expensive|more expensive|cheapest)) (?!(.* )?(for|to(?! (carry|keep|have|hold|own) )|when|if|at|with|per|there) )/,
        0.9,
      ),
      // "What do your plans cost?" (twenty-seventh round).
      cue(
        / what (do|does|would|will) (your|the|these|those|both|all|all your|the two|your two|both your) ([a-z]+ )?(plans|policies|options|ones) (cost|run|go for) /,
        0.9,
      ),
      // "Bronze, how much I pay for the month?", "What's Plus going to run me", "What's the next plan up cost?"
      // (twenty-seventh round).
      cue(
        / (how much|what) (do |does |would |will )?(i|we|she|he|they) (pay|owe) (for|each|every|a|per) (the )?month | (going to|gonna) run (me|us|her|him|them) | what (does |do |would |will )?(the |that |this |your )?([a-z]+ ){0,2}(plan|one|policy) (up |down )?(cost|costs|run|runs) {2}/,
        0.9,
      ),
      // "So I'd keep paying the whole time I'm gone?" (twenty-ninth round).
      cue(
        / (keep|still|continue to|have to keep) (paying|pay) (the whole time|while|when|the entire time|every month|each month|for it) /,
        0.9,
      ),
      // "Which one is less money?", "And the cheap one, what is the price?" (twenty-ninth round).
      cue(
        / (which|wich|what) (one |plan |policy |of them |of the two )?(is|s|costs|would be|will be) (less|more) (money|cash|dough) | (whats|what is|hows|how is|what are) (the|its|their|his|her) (price|prices|cost|rate|rates) $/,
        0.9,
      ),
      // "Is there any cheaper plan?", "Is there something cheaper?" (twenty-seventh round).
      cue(
        / (is there|do you have|have you got|got) ((any |a |an )?(cheaper|less expensive|more affordable) (plan|one|policy|option)|(something|anything) (cheaper|less expensive|more affordable)) /,
        0.9,
      ),
      // "Bronze is how much money for month?", "how much per mnth" (twenty-seventh round).
      cue(/ how much (money )?(for|per|a|each|every) (the )?(month|mnth|mo) /, 0.9),
      // "What's the difference between your two plans, like in price?" (twenty-seventh round).
      cue(
        / (difference|differences)( [a-z]+){0,5} (like )?in (price|prices|cost|costs|premium|premiums) /,
        0.9,
      ),
      // What one puts in each month ("What I put in every month on each"; thirtieth round).
      cue(/ (put|putting|puts) in (every|each|a|per) month /, 0.9),
      // A budget told as what matters ("I'm on a fixed income", "just something cheap, I'm living on ramen",
      // "whatever costs least per month"; thirtieth round).
      cue(BUDGET_TOLD, 0.6),
      // "whats cheapest", "is it really that much cheaper" (thirtieth round).
      cue(
        /^ ((ok|okay|so|and|then) )*(whats|what is|which is|which one is|which ones are|which are) (the )?(cheapest|least expensive|most affordable)( one| ones| plan| plans| option)?( then| now)? $| (is it|is that|is one|is the [a-z]+)( really| actually)? that much (cheaper|pricier|more expensive|less expensive) /,
        0.9,
      ),
    ],
  },
  {
    name: 'copay',
    predicate: /copay|co pay|copayment/,
    cues: [
      // "which one's easier on my wallet when I go see him?" (twenty-eighth round).
      cue(
        / (easiest|easier|cheapest|cheaper|best|better|easy) on (the|my|your|her|his) (wallet|pocket|budget|purse) when (i|we|she|he|they) (go )?(see|visit|go to) /,
        0.9,
      ),
      // What a visit should have cost, had it been done right ("So what should I have paid if I'd jumped through the
      // hoop?", "what should I have owed for that visit?"; twenty-eighth round).
      cue(
        / what (should|would|was) (i|she|he|we|they) (have )?(paid|owed|been charged|supposed to pay) /,
        0.9,
      ),
      // "a plan where he pays nothing for seeing his regular doctor" (twenty-sixth round).
      cue(
        / (pay|pays|paying|cost|costs|owe|owes) (nothing|zero|\$?0|little|less|the least|the most|the same) (for|to|when|at) (seeing|see|visit|visiting|going to|go to|a visit to) (a|my|his|her|the|our|your) (regular |family |usual |own |primary )?(doctor|doc|gp|pcp|physician|specialist) /,
        0.9,
      ),
      // "what do I hand over at the front desk", "how much to see an orthopedic doc" (twenty-second round).
      cue(/ (hand over|pay|owe|fork over) (at|to) the (front desk|desk|counter|window|front|office) /, 1),
      cue(/ how much (is it |does it cost |would it cost |will it cost |)to see (a|an|the|my) /, 0.9),
      cue(/ co ?pays? | co ?payments? /),
      // "primary dr visit cost", "office visit price" (twenty-second round).
      cue(/ (visit|visits|appointment|appointments) (cost|costs|price|fee|charge) /, 0.9),
      // "brnze saver specalist cost" (twenty-third round).
      cue(
        / (specialist|specialists|pcp|gp|primary care|primary|doctor|doc) (cost|costs|price|fee|charge) /,
        0.9,
      ),
      cue(/ (per|each|a|every|an|the) (visit|appointment|office visit) /, 0.9),
      // What visits cost, the visits told first ("what would each of those visits run me": seventeenth round).
      cue(
        / (each|every|one|a single) (of (those|these|them|the|my|her|his) )?(visits|appointments)| (visits?|appointments?) (would |will |might |could )?(cost|costs|run|runs|set) (me|us|her|him|them|you) /,
        0.9,
      ),
      // Not a time something else happens ("each time I get disconnected": twenty-fifth round).
      cue(
        / (each|every|per) time(?! (i|we|you|it|they) (get|got|call|called|try|tried|ring|phone|dial)) /,
        0.9,
      ),
      // What one pays at a visit ("so she pays nothing when she sees Dr. Howard?").
      cue(
        / pays? (nothing|anything|something|much|a lot|little|zero) (when|if) (i|she|he|we|they|you) (see|sees|go|goes|visit|visits) /,
      ),
      cue(
        / (see|seeing|visit|visiting) (a|my|the|your) (doctor|specialist|gp|physician|cardiologist|dermatologist|pcp|primary) /,
        0.5,
      ),
      cue(
        / (doctor|doctors|dr|doc|docs|specialist|specialists|gp|pcp|physician|checkup|check up|primary care|care) (visit|visits|appointment|appointments) /,
        0.9,
      ),
      cue(
        / (pay|charge|cost|costs|owe|much) .*(doctor|specialist|visit|appointment|gp|physician|checkup|physical|cardiologist|dermatologist|podiatrist|neurologist|orthopedist|oncologist|ent)s? /,
        0.7,
      ),
      cue(
        / (much|cost|costs|pay|charge) .*(to|for|when i|if i) (see|seeing|visit|visiting|go to|going to) /,
        0.7,
      ),
      // What that visit will cost ("if my primary sends me to a surgeon, what's that visit going to cost":
      // nineteenth round).
      cue(/ (that|this|the|each|a|my|her|his) visit (is )?(going to|gonna|will|would|gon) (cost|run|be) /, 1),
      // What a visit costs, the visit said as its doctor ("what a specialist costs on the silver plan": fifteenth
      // round).
      cue(
        / what (a|the) (doctor|specialist|gp|physician|pcp|primary care doctor|doctor visit|specialist visit|office visit|visit) (costs|would cost|will cost|runs) /,
        0.9,
      ),
      // The visit told first, the cost asked after ("I go to the specialist for my kidney, how much I pay").
      cue(
        / (doctor|doctors|specialist|specialists|gp|pcp|physician|cardiologist|dermatologist|[a-z]+ologist) .*(how much|what (do|will|would|does) (i|we|she|he) (pay|owe)|(i|we) (pay|owe)|cost (me|us|her|him)) /,
        0.7,
      ),
      // Plans compared by what a visit costs ("is gold cheaper than silver for specialists").
      cue(
        / (cheaper|cheapest|less expensive|more expensive|pricier|lower|lowest|higher|better) .*(for( going to| go to| seeing| visiting)?|to see|to go see|to go to|to visit|when (i|we|you) (just |only )?(see|go to|visit)|at|visit to|visits to|trip to|trips to) (the |a |my |your |those |these )?(regular |family |usual |own |primary care )?(doctor|doctors|specialist|specialists|gp|physician|pcp|primary|[a-z]+ologists?|visits?) /,
        0.8,
      ),
      // "a plain old visit to my primary" (twenty-fifth round).
      cue(
        / (visit|visits|trip|trips|appointment|appointments) to (my|the|a|your|her|his) (regular |family |usual |own )?(primary|pcp|gp|doctor|doc|physician|internist) /,
        0.8,
      ),
      // The visit said first, pointed at after ("What about specialists, what do those run?": twenty-fifth round).
      cue(
        / (doctor|doctors|specialist|specialists|gp|pcp|physician|[a-z]+ologists?|visits?) ([a-z]+ ){0,3}(what|how much) (do|does|will|would) (those|these|they|that|it|each|each one|one) (run|cost|charge|set me back) /,
        0.9,
      ),
      // "what do specialists cost", "what does a heart doctor run".
      cue(
        / (what|how much) (do|does|will|would) (a |the |my )?(doctor|doctors|specialist|specialists|gp|pcp|physician|[a-z]+ologists?)( visits?)? (cost|run|charge) /,
        0.9,
      ),
      cue(/ (annual physical|physicals?|checkups?|check ups?|wellness visits?) /, 0.6),
      // A visit told as a condition, its cost left to be asked ("ok and if I go see my regular doctor?" after a
      // plan's premium was told: eighteenth round); whether one may see one's doctor is the network's.
      cue(
        / (if|when) (i|we|she|he|they) (just |only )?(go )?(see|visit|go to) (a|my|the|her|his|our) (regular |usual |family |own |primary )?(doctor|doc|gp|pcp|physician|specialist)s? /,
        0.8,
      ),
      // A visit said to cost nothing ("is my family doctor free on bronze?": eighteenth round).
      cue(
        / (?<!(dentist|dental|eye|vision|hearing) )(doctor|doctors|doc|docs|specialist|specialists|gp|pcp|physician|primary care|visits?|checkups?)( visits?)? (is |are |be |s )?(free|no charge|zero dollars|nothing) /,
        0.8,
      ),
      cue(/ (my|the|your|our) share | (out of|from) (my|our) pocket (for|per|each|at) /, 0.7),
      cue(/ (heart|skin|foot|feet|bone|eye|ear|lung|kidney|knee|back) (doctor|doc|specialist) /, 0.8),
      // How often one sees a doctor tells what each visit costs ("I go to my regular doctor six times a year").
      cue(
        / (doctor|doctors|specialist|specialists|gp|pcp|physician|cardiologist|dermatologist|[a-z]+ologist) .*(times a (year|month|week)|every (week|month|few months|couple of months|[a-z]+ (weeks|months)|other (week|month)|second (week|month))|once a (week|month|year)|twice a (month|year)|each month|regularly) /,
        0.8,
      ),
    ],
  },
  {
    name: 'deductible',
    predicate: /deductible/,
    cues: [
      // "is there money we pay before?" (twenty-eighth round).
      cue(/ money (we|i|you|she|he|they) (pay|have to pay|must pay|need to pay) (before|first) /, 0.9),
      // "Is there a amount I gotta pay up front each year before those copays apply?" (twenty-sixth round).
      cue(
        / (pay|paid|owe|cover|spend) (up front|upfront)( each year| every year| a year)? before | first (do )?(i|we|he|she) (have to |must )?pay | (put|pay) down first | (pay|pays|paying) (something|anything) (first )?before (the )?(half|fifty percent|50 percent|percent|50) | (something|anything) (she|he|i|we|they) (pays?|has to pay|have to pay) (first )?before (the )?(half|fifty percent|50 percent|percent|50) | (amount|sum) (i|he|she|we|you|they) (have|has) to (meet|pay|hit) first | before (it|they|the plan|coverage|the insurance) (even )?(kicked|kicks|kick) in | (pay|meet|spend) before (any of )?(it|that|the plan|coverage|insurance) (counts|kicks in|starts|pays) | before (the |those |my |any |these )?([a-z]+ ){0,2}(copays|coverage|plan|insurance|benefits) (apply|applies|kick in|kicks in|start|starts) /,
        0.9,
      ),
      // The full price of one's drugs at first ("Her pharmacy says she owes full price for her meds in January", "do
      // we pay the whole pharmacy price at first"; twenty-sixth round).
      cue(
        / (full|whole|entire) (pharmacy |retail |drugstore )?price( (for|on|of) (her|his|my|the|their|our) (meds|drugs|medicines|medications|prescriptions|pills)| at first| in january) /,
        0.9,
      ),
      // "before they start chipping in, how much do I cover myself" (twenty-second round).
      cue(
        / before (they|it|the plan|the insurance|insurance) (start|starts|begin|begins) (chipping in|paying|to pay|helping|to help|covering|to cover) /,
        1,
      ),
      // Less sure than a longer cue holding the same words, which then keeps them ("before the coverage starts, is
      // there an amount I have to spend first").
      cue(/ (spend|pay) first | amount (i|we|she|he|you) ((have to|must|need to|gotta) )?meet /, 0.85),
      // "which one has nothing to meet first?", "skip paying that first chunk each year", "how much before drugs are
      // covered" (twenty-fifth round).
      cue(
        / (nothing|anything|something|an amount|a sum) to (meet|pay|cover) first | (first|initial|opening) (chunk|bit|part|amount|slice|hunk) (each|every|of the|a) (year|calendar year) | how much before ([a-z]+ ){0,2}(are|is|get|gets) covered /,
        0.9,
      ),
      // "do i pay like 50 first or something" (twenty-third round).
      cue(/ (pay|spend|cover) (like |about |around |maybe )?\$?\d+ (dollars |bucks )?first /, 0.9),
      // What one pays first ("what's the amount I gotta cover on them first", "pay everything myself in January until
      // some threshold", "spend some of my own money each year before the plan helps out": twenty-second round).
      cue(
        / (amount|much) (i|we|she|he) (gotta|have to|got to|must|need to) (cover|pay) ([a-z]+ ){0,3}first /,
        1,
      ),
      cue(/ until (some|a|the|i hit|i reach) (threshold|amount|certain amount) /, 0.9),
      // "the same kind of, uh, starting amount for doctor bills" (twenty-third round).
      cue(/ (starting|initial|upfront|up front) (amount|sum|payment) /, 0.9),
      // "how much I pay before my prescriptions kick in" (twenty-third round).
      cue(
        / (pay|spend|cover)( [a-z]+){0,3} before (my |the |her |his |our )?([a-z]+ )?(prescriptions?|drugs?|meds|medications?|coverage|benefits?|insurance|plan) (kick|kicks|start|starts|begin|begins) /,
        1,
      ),
      // "any amount we must pay ourselves before benefits start", "what do i cover alone before pharmacy benefits
      // begin" (twenty-third round).
      cue(
        / (pay|cover|spend) (a chunk |something |some |an amount |anything )?(ourselves|myself|herself|himself|alone|on (my|our|her|his) own) before /,
        1,
      ),
      cue(
        / before ([a-z]+ )?(benefits?|coverage|insurance) (start|starts|begin|begins|kick in|kicks in) /,
        0.9,
      ),
      // "do I got to meet some kind of yearly threshold before coverage?" (twenty-second round).
      cue(
        / (yearly|annual) threshold | meet (some|a|the|any) ([a-z]+ ){0,3}threshold | threshold before /,
        1,
      ),
      cue(/ (my|our|her|his) own money ([a-z]+ ){0,3}before /, 0.9),
      // "I had to spend like two thousand before anything got covered", "how much do I pay before Smile Basic starts
      // covering fillings", "Before my prescriptions are covered …, how much do I have to pay" (twenty-fourth round).
      cue(
        / (pay|spend|spent|shell out|fork out) ([a-z0-9$]+ ){0,4}before ([a-z]+ ){0,3}(are|is|get|gets|got|was|were|starts?|begins?) (covered|covering|paying|to cover|to pay) | before ([a-z]+ ){0,3}(are|is|get|gets) covered ([a-z]+ ){0,8}(pay|spend) /,
        1,
      ),
      // "before smile basic pays for anything do I have to spend some of my own money", "pay a chunk of the bills
      // myself at the start of the year", "a hump to get over first" (twenty-fourth round).
      cue(
        / before ([a-z]+ ){0,4}(pays?|paying|covers?|covering|kicks? in|picks? up|picking up) ([a-z]+ ){0,6}(spend|pay|cover) (some |any |a bit )?(of )?(my|our|her|his) own /,
        1,
      ),
      cue(
        / (chunk|lump|bit|share|portion) of ([a-z]+ ){0,3}(myself|ourselves|on my own|out of pocket) ([a-z]+ ){0,2}(at the )?(start|beginning) of (the|each|every) year | (hump|hurdle) to (get over|clear|jump) /,
        0.9,
      ),
      cue(
        / (pay|spend|cough up) (a )?(big )?(chunk|lump sum|wad) ([a-z]+ ){0,2}(up front|upfront|first) /,
        0.9,
      ),
      cue(/ deductibles? /),
      cue(
        / before (the |my |your )?(drug |dental |medical |health |prescription |rx )?(plan|insurance|coverage|policy|benefits|it) (kicks|starts|begins|pays|covers) /,
        0.9,
      ),
      cue(/ (kicks in|kick in|starts paying|start paying) /, 0.7),
      // "before the drug coverage starts": a word saying which coverage may stand before it (above and below).
      // "a part I pay alone before the plan start to pay".
      cue(
        / before (the |my |your )?(drug |dental |medical |health |prescription |rx )?(plan|insurance|coverage|policy|benefits|it|they) (start|starts|begin|begins) to (pay|cover) /,
        0.9,
      ),
      cue(
        / (pay|paying|owe|put) (something |anything |some amount |some money |an amount |a chunk )?(in |myself |ourselves |herself |himself )?(first|up ?front) /,
        0.9,
      ),
      // "what must i pay before insurance start".
      cue(
        / pay before (the |my |your )?(drug |dental |medical |health |prescription |rx )?(plan|insurance|coverage|policy|benefits) (start|starts|begin|begins) /,
        0.9,
      ),
      cue(
        / before (they|it|the plan|insurance|the insurance|coverage) (start |starts |begin |begins )?(cover|covers|covering|pay|pays|paying|kick|kicks) /,
        0.9,
      ),
      // A plan named where "it" would stand ("before the Silver Advantage starts covering them": fifteenth round).
      cue(/ before (the )?([a-z]+ ){1,3}(starts|begins) (covering|paying|to cover|to pay) /, 0.9),
      cue(/ up ?front /, 0.5),
      // An amount met first ("do I have to meet anything before gold pays": eighteenth round), a plan named where
      // "it" would stand before "pays" or "covers".
      cue(
        / (meet|satisfy|hit|reach) (anything|something|an amount|a certain amount|some amount|a minimum) /,
        0.9,
      ),
      cue(/ before (the )?([a-z]+ ){1,2}(pays|covers|pays anything|covers anything|kicks in) /, 0.7),
      // A sum paid on one's own first ("a chunk I gotta pay myself first", "a lump up front", "gold upfront amt
      // before coverage": eighteenth round).
      cue(/ (lump|chunk)( sum)? (up ?front|first) | up ?front (lump|chunk|amt|amount|sum) /),
      cue(
        / (pay|paying|owe) (myself |ourselves |herself |himself |out of pocket |on my own )(first|up ?front) | (amt|amount|sum|money) (up ?front|first|before (the )?(coverage|insurance|plan|it|they)) /,
        0.9,
      ),
      cue(
        / before (they|it|the plan|insurance|coverage) (start |starts |begin |begins )?(pick|picks|picking) up /,
        0.9,
      ),
      // Paying the full price of care or a refill: the plan has not started paying yet ("the pharmacy charged me
      // full price for my first refill").
      cue(
        / (charged|charge|paid|pay|paying|cost|costs) (me |us |him |her )?(the )?(full|whole|entire) (price|cost|amount|bill) /,
        0.8,
      ),
      // "does she pay something at the start of the year first?", "First year I must pay something before?"
      // (twenty-seventh round).
      cue(
        / (pay|pays|owe|owes) (something|anything|some amount|an amount|some money) (at the (start|beginning) of the year |each year |every year )?(first|before) /,
        0.9,
      ),
      // "is there an amount she pays first, before the medicine coverage begins?" (twenty-seventh round).
      cue(
        / (an amount|a sum|a set amount|some amount) (i|she|he|we|you|they) (pay|pays|owe|owes|have to pay|has to pay) first | (pay|paid|pays) the first \$?\d+ (of|for|on) /,
        0.9,
      ),
      // An amount paid before the plan takes part ("is there some amount he has to cover before you start chipping
      // in?", "do i pay that first amount before u cover it", "a couple hundred himself before anything was
      // covered"; thirtieth round).
      cue(
        / before (you|u|they|the plan|the insurance|insurance|it|anything|coverage|you guys|yall) (start |starts |begin |begins )?(chipping in|chip in|chips in|cover|covers|covered|was covered|is covered|got covered|gets covered|paying|pitching in|pitch in) | (that|the) first (amount|chunk|part|bit) /,
        0.9,
      ),
      // The first part of the bills paid alone ("and i pay the first couple hundred myself or", "do i have to pay the
      // first chunk myself"; thirtieth round).
      cue(
        / (pay|paying|cover|covering|owe) (the )?first (couple hundred|couple of hundred|few hundred|hundred|chunk|bit|part|portion|amount|\d+)( dollars| bucks)?( myself| ourselves| out of pocket| on my own)? /,
        0.9,
      ),
    ],
  },
  {
    name: 'maximum out-of-pocket',
    predicate: /out of pocket|out-of-pocket|moop/,
    cues: [
      // "is there a point where his plan stops charging him for the year?", "Is there a point where it stops?"
      // (twenty-eighth round).
      cue(
        / (stop|stops|quit|quits) (charging|billing) (me|him|her|us|them|you) | (a|some) (point|number|amount) where (it|they|the plan|that|his plan|her plan|my plan|the bills|the charges) (stop|stops|quits|ends) /,
        0.9,
      ),
      // "And what's the most I could ever get stuck with on that one?" (twenty-seventh round).
      cue(
        / most (i|we|he|she|you|they) (could|would|can|might|will) (ever )?(get|be|end up) (stuck|hit) (with|paying|for) | most (id|i would|youd|hed|shed|we would|wed|i could|you could) (ever )?be out ((in|for|over|each|a|per) |$)/,
        1,
      ),
      // "What's the absolute most this year can end up costing me?" (twenty-sixth round).
      cue(
        / (most|max) (this|the|a|that|my|one) (year|plan) (can|could|will|would|might) (end up )?(cost|costing|run) /,
        0.9,
      ),
      // "Forty-five every single time? Is there no end to it?" (twenty-sixth round).
      cue(
        / (no|an|any) end to (it|this|that|them) | (does|will|would) (it|that|this) (ever )?(end|stop) /,
        0.8,
      ),
      // "which one limits my yearly costs to less?", "the highest my bills could get in a year", "is there a point
      // where it stops costing us?", "tops out at $3,900" (twenty-sixth round).
      cue(
        / limits? (my|your|our|the|her|his|their) (yearly|annual|total|out of pocket) (costs|spending|bills|expenses) | (highest|most) (my|our|her|his|their|the) (bills|costs|medical bills|expenses) (could|can|would|might|will) (ever )?(get|go|run|reach|add up) | (stop|stops|stopped) costing | tops? out (at|around) /,
        0.9,
      ),
      cue(/ out of pocket | oop | moop /),
      cue(
        / (cap|caps|capped|ceiling|limit) (on|to|for) (what|how much|my|the|costs|spending|yearly|annual) /,
        0.9,
      ),
      // "does the out of network stuff count towards the yearly maximum", "what's my limit?" (twenty-third round).
      cue(
        / (count|counts|go|goes|apply|applies) (towards|toward|against|to) (the |my |our |that )?(yearly |annual )?(maximum|max|limit|cap) /,
        1,
      ),
      cue(/ (whats|what is|hows) (my|the|our|her|his) (limit|cap) /, 0.9),
      cue(/ (cap|caps|capped|ceiling) /, 0.6),
      // "There's a yearly cap too." (twenty-fourth round).
      // "what do I pay at most for the whole year" (twenty-fourth round).
      cue(/ (pay|spend|owe|paying|spending|owing) at (the )?most /, 0.9),
      cue(/ (yearly|annual|a year|per year) (cap|ceiling|limit) /, 0.9),
      // An amount told as the cap ("Silver's cap is $3,900 in network"; twenty-fourth round).
      cue(/ (cap|ceiling|limit) (is|was|of|at) \$?\d/, 0.9),
      // "a ceiling so I don't go broke", "a number where I stop bleeding money", "at some point do I quit paying",
      // "a point where they just take over everything" (twenty-fourth round).
      cue(
        / (ceiling|cap|limit|number|point|amount) (so|where|when|after which) (i|we|she|he|you) (dont|wont|stop|quit|no longer) | (go|going) broke | (stop|quit) (bleeding|paying|shelling) | point where (they|the plan|insurance|it) ([a-z]+ ){0,2}(takes? over|pays? (for )?everything|covers? everything) /,
        0.9,
      ),
      cue(
        / (does|do|will|would) (it|they|that|the costs|my costs|the bills) (ever )?(stop|top out|max out|cap out) /,
        0.9,
      ),
      // "a limit, a top amount I'd ever have to pay in a year": a bound on what one pays.
      cue(
        / (limit|top amount|most|ceiling) .*(ever )?(have to |need to )?(pay|spend|owe|paying|spending|owing|pays|spends|owes) /,
        0.9,
      ),
      cue(/ (is there|any|theres) (a |any )?(limit|top|cap|ceiling) /, 0.7),
      // "how high could my bills go", "a stopping point on what I pay", "worst comes to worst" (twenty-second round).
      cue(
        / how (high|bad|far) (could|can|would|will|might) (my |the |our )?(bills|costs|expenses|spending|it) (go|get) | (stopping|stop) point | worst comes to worst /,
        1,
      ),
      // "the worst my bills could get", "a stop-loss", "in a really bad year" (twenty-second round).
      cue(
        / (the )?worst (my |the |our )?(bills?|costs?|it|case|year)( could| would| can)? | stop ?loss | (bad|terrible|awful|horrible) year /,
        0.9,
      ),
      // "what's the max she'll pay this year" (twenty-second round).
      cue(
        / (the )?(max|maximum|most|highest) (she|he|i|we|you|they|shell|hell|ill|well|youll|theyll|shed|hed|id|wed|youd|theyd)( will| would| could| can| might)?( ever| possibly| really| actually)? (pay|spend|owe|be paying|have to pay) /,
        1,
      ),
      cue(
        / (most|max|maximum|limit) (i|you|we|id|youd|someone|a person) (would |will |could |might |ever |can )*(have to |end up |wind up )?(pay|spend|owe|paying|spending|owing) /,
        0.9,
      ),
      cue(/ (spending|cost|costs) (limit|cap|ceiling) /, 0.9),
      // "What's the most I could be out in a year on the Bronze?" (twenty-third round).
      cue(/ (most|max|maximum) (i|we|you|he|she|they) (could|would|can|might|will) (ever )?be out /, 1),
      // "a yearly total I'd hit and then they pay everything", "my total costs for a year can't go past a certain
      // number" (twenty-third round).
      cue(
        / then (they|it|the plan|insurance|the insurance) (pay|pays|cover|covers|picks up) (everything|it all|all of it|the rest|100) | (cant|cannot|can not|wont|will not|never) go (past|over|above|beyond) (a |some )?(certain )?(number|amount|point|limit) /,
        1,
      ),
      // "what is the top he pay for whole year", "the most money I can lose in one year" (twenty-third round).
      cue(
        / (the )?top (he|she|i|we|they|you) (pay|pays|spend|spends|owe|owes|would pay|will pay|must pay) | (most|max|maximum) (money )?(i|we|he|she|you|they) (can|could|would|might) (lose|spend|pay|owe) /,
        1,
      ),
      // A year's limit, said of a plan whose facts hold no annual maximum ("what's the yearly limit on Silver").
      cue(/ (yearly|annual|per year|a year|each year) (limit|cap|ceiling|max|maximum) /, 0.9),
      cue(/ worst case /, 0.7),
      // "If everything goes wrong in a year, what's the top of my spending", "the most I'd end up shelling out"
      // (eighteenth round).
      cue(
        / top of (my|our|her|his|the) (spending|costs|bills) | (everything|it all|things) (goes|go|went) wrong | shell(ing)? out /,
        0.9,
      ),
      // The most a plan could cost one ("whats the most the silver could cost me").
      cue(
        / (most|max|maximum) (the |this |that |my |your |a )?([a-z]+ )?(plan |one |policy )?(could|would|will|can|might) (ever )?(cost|charge|bill|set back) (me|us|her|him|you|them) /,
        0.9,
      ),
      cue(/ on the hook /, 0.8),
      cue(
        / (most|max|maximum) (i|you|we|id|youd|someone) .*(pay|spend|owe|paying|spending|owing|out of|on the hook) .*(year|annual|yearly) /,
        0.9,
      ),
      cue(/ (stop|stops) paying /, 0.6),
      // A big bill feared ("a knee replacement in the spring, I'm scared of the total bill").
      cue(
        / (total|whole|final|big|huge|giant|massive|hospital|medical) (bill|bills|cost)| (surgery|(knee|hip|joint|shoulder|valve) replacement|operation|hospital stay|(land|lands|landed|end up|ends up|ended up|wind up) in (the )?hospital|something big|something serious|really sick|very sick|seriously ill|get sick|gets sick|got sick) /,
        0.6,
      ),
      // "we'd never pay more than a certain amount in a year" (twenty-seventh round).
      cue(/ never (have to |had to )?(pay|spend|owe) more than /, 0.9),
      // "Is there at least some ceiling on how bad it can get in a year?" (twenty-seventh round).
      cue(/ (ceiling|cap|limit) on how (bad|high|much|far) /, 0.9),
      // "How much she pay for the maximum, for whole year po?" (twenty-ninth round).
      cue(
        / (pay|pays|paying) (for )?(the )?(maximum|max|most),? (for |in |of )?(the |a |one )?(whole |entire |full )?year /,
        0.9,
      ),
      // "ok, and my max for the year?" where no plan has an annual maximum of its own (thirtieth round).
      cue(/ (my|her|his|the|their|our) (max|maximum|cap|limit) (for|per|in|each|a) (the |a )?year /, 0.8),
      // The maximum asked bare ("what's the the max", "and what's her maximum again?"; thirtieth round).
      cue(MAXIMUM_ASKED_BARE, 0.9),
    ],
  },
  {
    name: 'network',
    predicate: /^network$|network|includes pharmacy|^includes$/,
    cues: [
      // "the name of the preferred provider list", "a chain of offices I can just walk into" (twenty-second round).
      cue(/ (provider|providers|doctor|doctors|dentist|dentists) (list|directory|roster) /, 1),
      cue(/ (chain of|walk in|walk into|walk right into) /, 0.8),
      // "Gold Choice PPO providers - whose list are they on?" (twenty-third round).
      cue(/ whose (list|network|directory|group|system) /, 0.9),
      // "bronze saver, who are the providers?" (twenty-third round).
      cue(
        / (who|which) (are|is) (the |your |its |their )?(providers|provider|doctors|dentists|physicians) /,
        0.9,
      ),
      cue(/ networks? /),
      cue(/ in ?network | out of network /, 0.9),
      // One of them asked for as well as all ("which pharmacy can he use"; twenty-first round).
      cue(
        / (which|what) (doctors?|hospitals?|providers?|dentists?|clinics?|pharmacy|pharmacies|offices?) /,
        0.8,
      ),
      // The doctors a plan works with, said as a group ("uses the same group of doctors as the Silver one").
      cue(/ (group|list|set|bunch|panel) of (doctors|providers|hospitals|dentists|physicians) /, 0.9),
      // Who is in a plan's system (twenty-second round).
      cue(/ (whos|who is|who s|who are|whore) in (their|the|your|its|that) (system|network|group) /, 1),
      // Where care is had ("where can I get my teeth looked at": twenty-second round).
      cue(
        / where (can|could|do|should|would|will) (i|we|she|he|you) (go|get|have) ([a-z]+ ){0,3}(looked at|checked|cleaned|fixed|done|seen|treated|examined) /,
        1,
      ),
      // "And the dentists, who do I go to on it?" (eighteenth round).
      cue(/ who (do|can|should|would) (i|we|she|he) (go to|see|use) /, 0.9),
      // "Whose doctors would I be seeing with that one, what's the group called?" (twentieth round).
      cue(
        / whose (doctors|doctor|hospitals|providers|dentists|network|group) | (what|which) (is |s )?(the )?group /,
        0.9,
      ),
      // "Which doctor group is that with?" (eighteenth round).
      cue(/ (doctor|doctors|provider|providers|medical|physician|physicians) (group|groups) /, 0.9),
      cue(
        / (doctors|hospitals|providers|dentists|dentist|clinics|clinic|hospital|doctor|pharmacy|pharmacies|offices) (can|do|could|would|may) (i|we|you) (see|use|go|visit) /,
        0.8,
      ),
      cue(/ (take|takes|accept|accepts|accepted|participate|part of|in the plan|covered) /, 0.3),
      cue(
        / (go|going|use|see|visit|fill) (to |at |with )?(a |my |the )?[a-z]* ?(dentist|doctor|hospital|pharmacy|clinic|office|cardiologist) /,
        0.6,
      ),
      cue(/ (at|to) [a-z]+ (dental|health|hospital|clinic|clinics|pharmacy) /, 0.4),
      // "are those the same doctors or different groups".
      cue(/ (same|different|separate) (doctors|hospitals|groups|network|networks|providers) /, 0.9),
      // "am I stuck with certain doctors or can I go anywhere".
      cue(
        / (certain|specific|particular|only some|only certain|approved) (doctors|hospitals|providers|dentists|clinics|pharmacies) /,
        0.9,
      ),
      // "Can I use any dentist I want with the Plus, or only some?" (twenty-fifth round).
      // "Can I use my Silver plan at any doctor in town or only certain ones?" (twenty-sixth round).
      cue(/ (at|with) (any|whatever|whichever) (dentist|doctor|doctors|dentists|provider|providers) /, 0.8),
      cue(
        / (use|see|go to|pick|choose) (any|whatever|whichever) (dentist|doctor|doctors|dentists|provider|providers)( (i|we|she|he|you) (want|like|choose|please))? (?!(.* )?(not|isnt|outside|out of) )/,
        0.7,
      ),
      // "can I keep seeing Patel on the silver", "I want to keep my doctor".
      cue(/ keep (seeing|going to|using|my|her|his|our) /, 0.8),
      // "my heart guy is Patel, I don't wanna lose him".
      cue(
        / (lose|losing|give up|giving up|stop seeing) (him|her|them|my (doctor|doc|dentist|cardiologist|specialist|guy|gal)) /,
        0.8,
      ),
      // A place one keeps, told as a habit or an attachment ("I go to the HonorHealth clinic on Shea, been going for
      // years", "I'd hate to give up Banner", "the walgreens on my corner is the only pharmacy I can walk to", "my
      // dentist's office is an Aspen").
      cue(/ (been going|been using|been seeing) /, 0.8),
      cue(/ (hate|want|wanna|like) to (lose|give up|leave|switch from|stop going to) /, 0.8),
      cue(
        / (where|that s where) (all )?(of )?my (doctors|doctor|dentist|specialists) (are|is|practice) /,
        0.8,
      ),
      cue(/ (the )?(only|closest|nearest) (one|pharmacy|clinic|dentist|hospital|doctor|office) /, 0.8),
      cue(/ my (dentist|dentists|doctor|doctors|pharmacy|clinic)( s)?( office)? (is|are) /, 0.8),
      cue(/ i (really )?like (them|him|her|it there) /, 0.8),
    ],
  },
  {
    // Where prescriptions are filled ("where would I fill my scripts", "where can I pick up my prescriptions":
    // twenty-second round).
    name: 'pharmacy',
    predicate: /pharmacy/,
    cues: [
      cue(
        / where (can|could|do|would|should|will) (i|we|she|he|you) (pick up|fill|get|buy) (my |her |his |our |the )?(drug|drugs|prescription|prescriptions|meds|medication|medications|pills|scripts|script|rx) /,
        1,
      ),
    ],
  },
  {
    // Who or what a network or a plan holds ("never heard of them, who's in it?").
    name: 'members',
    predicate: /^includes( pharmacy)?$/,
    cues: [
      cue(
        / (who|whos|what|whats|which) (is |are |s )?(in|inside|part of|included in) (it|them|that|there|this|those) /,
        1,
      ),
      cue(/ (who|whos|who is|who are) (in|part of) /, 0.9),
    ],
  },
  {
    name: 'referrals',
    predicate: /referral/,
    cues: [
      // "I can go direct or first I see family doctor?", "Does she have to get that through her PCP first?"
      // (twenty-ninth round).
      cue(
        / (go|goes|going|see|book) (direct|directly|straight) (to (a|the|my|her|his) [a-z]+ )?(or|and|without) | first (i|we|she|he|they) (see|go to|visit|ask) (my |her |his |the |a |our )?(family |regular |primary |usual )?(doctor|doc|gp|pcp|physician) | get (that|it|this|them|those|one|the visit|the appointment) through (my|her|his|the|a|your|their) (regular |primary |family |usual )?(doctor|doc|gp|pcp|physician|primary) /,
        0.9,
      ),
      // "do I just ring him up and make an appointment, or is there some paperwork first?" (twenty-eighth round).
      cue(
        / (make|book|set up|schedule) (an|the|my|her|his) appointment,? or (is there|do i need|does (she|he) need|do (we|they) need) | (paperwork|a form|forms|a paper) (first|beforehand|before (i|we|she|he) (go|see|can)) /,
        0.9,
      ),
      // Someone signing off before a specialist ("Can she just make the appointment, or does somebody have to sign
      // off on it?"; twenty-eighth round).
      cue(
        / (somebody|someone|anyone|anybody|a doctor|her doctor|his doctor|my doctor|the doctor) (have|has|need|needs) to (sign off|approve|okay|ok|sign) | sign off on (it|that|this|the visit|the appointment) /,
        0.9,
      ),
      // A slip from a doctor named, or asking one first ("I still need the slip from Dr. Nguyen first, my regular one,
      // before I go?", "I have to ask Dr. Mehta before I go see the ear man, right?"; twenty-eighth round).
      cue(
        / (slip|note|paper|referral|okay|ok|permission) from (dr|doctor) [a-z]+( [a-z]+){0,4} (first|before) | (ask|check with|go through|get a referral from) (dr|doctor) [a-z]+ (first |before )(i |we |he |she |you )?(go|see|visit|can see|can go) /,
        0.9,
      ),
      // "She has to go through her regular doctor first for that, right?" (twenty-seventh round).
      cue(
        / (go|goes|going|get|gets) (through|past|by) (her|his|my|the|your|their|our|a) (regular |primary |family |own |usual )?(doctor|doc|gp|pcp|physician|primary) (first|before|every time|each time) | (go|goes) through (dr |doctor )?[a-z]+ (every time |each time |first )?(before|first) /,
        0.9,
      ),
      // "Does she need anything from her GP first?" (twenty-sixth round).
      cue(
        / (need|needs) (anything|something|a note|a slip|permission|a paper|a form) from (her|his|my|the|your|their) (gp|pcp|primary|doctor|regular doctor|family doctor|regular) /,
        0.9,
      ),
      // "does he need the reg dr to send him or can he just go" (twenty-sixth round).
      cue(
        / permission from (your|my|the|his|her|their|a) (regular |primary |family |main |usual )?(dr|doc|doctor|physician) | (need|needs|have to|has to|got to|gotta) (the |his |her |my |a |their )?(reg|regular|primary|family|main|usual) (dr|doc|doctor|doctors|physician) to (send|refer|sign|okay|ok|approve) | or can (he|she|i|we|they) just (go|walk in|book|make an appointment) /,
        0.9,
      ),
      // "does my regular fella have to send me over first", "can I just walk into a specialist" (twenty-second round).
      cue(
        / (send|refer) (me|her|him|us|them) (over|on|along)? ?first | (walk|walking) (into|in to) (a|an|the|my) (specialist|specialists|doctor|expert) /,
        0.9,
      ),
      // "can I go right to a urologist whenever I want?" (twenty-second round).
      cue(/ (go|going|walk) (right|straight|directly) (to|in to|into) (a|an|the|my) /, 0.9),
      // "my doc says I gotta see a foot guy, can I just book it myself?" (twenty-fourth round).
      // "Can she just call and make the appointment or does someone have to send her?" (twenty-fourth round).
      cue(
        / (someone|somebody|anyone|a doctor|my doctor|her doctor|his doctor|the doctor) (have to|has to|need to|needs to|got to|gotta|must) (send|refer) | (just )?(call|phone|ring) (and|to) (make|book|set up|get) (the|an|her|his|my) appointment /,
        0.9,
      ),
      cue(
        / (book|make|schedule|set up|call and book) (it|that|the appointment|an appointment|the visit|one) (myself|on my own|directly|without (him|her|them|my doctor)) /,
        0.9,
      ),
      // "a slip from my primary" (twenty-second round).
      cue(
        / (slip|note|paper|paperwork|form|okay|ok) from (my |her |his |the |a |your )?(primary|doctor|gp|pcp|family doctor|regular doctor) /,
        1,
      ),
      // "do I have to be sent by my family doctor to see anybody else" (twenty-third round).
      cue(
        / (be|get|got|being) sent (over |on )?by (my|her|his|the|a|your) (family |regular |primary |usual )?(doctor|doc|gp|pcp|physician|primary) /,
        1,
      ),
      // "Does my GP need to sign off?", "can I book with an expert on my own" (twenty-second round).
      cue(
        / (sign off|signoff|approve it|okay it|ok it) | (need|needs|get|have to get|has to get) (his |her |their |my |the |an |a )?(permission|approval) /,
        0.9,
      ),
      cue(/ referrals? | refer | referred /),
      cue(
        / (ask|asking|check with|go through|see|get|need) (my|the|a|your) (regular |primary |family |own |usual )?(doctor|gp|physician|pcp|primary care|primary) (first|before)/,
        1,
      ),
      cue(/ (permission|approval|sign off|signoff|go ahead) /, 0.6),
      // A doctor who did not send one ("will they turn us away if her family doctor didn't send us?": eighteenth
      // round).
      cue(
        / (doctor|doc|gp|physician|pcp|primary care) (didnt|did not|doesnt|does not|wont|will not|hasnt|has not) (send|refer) /,
        0.9,
      ),
      // One's doctor's word asked before ("I need my regular doctor's okay first").
      cue(
        / (doctor|doctors|gp|gps|physician|physicians|pcp|pcps)( s)? (okay|ok|permission|approval|sign off|signoff|say so|blessing|note) (first|before) /,
      ),
      cue(/ (straight|directly|direct) to (a |the )?specialist /, 1),
      // Seeing a specialist on one's own ("I guess the Silver doesn't let me see a specialist on my own").
      cue(
        / (see|go to|visit|book|call) (a |the |my )?([a-z]+ )?(specialist|specialists|surgeon|[a-z]+ologist) (on (my|her|his|our) own|by (myself|herself|himself)|myself|herself|himself|directly) /,
        0.9,
      ),
      cue(/ (without|before) (asking|seeing|going|checking|permission) /, 0.5),
      // Calling a specialist up and going, booking one oneself (nineteenth round).
      cue(
        / (just )?(call|ring) (him|her|them|the office|his office|her office)( up)? and (go|book|make an appointment|see (him|her|them)|get in) | book (him|her|them) (myself|directly|on my own) /,
        0.9,
      ),
      cue(/ gatekeeper | (jump|jumping|go|going) through (hoops|hoop|red tape) /, 0.9),
      // "do I need my doctor to send me".
      cue(
        / (doctor|doc|gp|pcp|physician|primary care|primary) (to |have to |has to |need to |needs to |must )?(send|sends|sent|write|writes) (me|us|her|him|them) /,
        1,
      ),
      // "will I need a slip from my regular doctor first".
      cue(
        / (slip|note|ok|okay|permission|approval|sign off|paper|paperwork|form) from (my|the|a|your|his|her) (regular |primary |family |own |usual )?(doctor|doc|gp|physician|pcp|primary care) /,
        1,
      ),
      // "Do I need to get a slip from Dr. Alvarez before I go see him?" (twenty-seventh round).
      cue(
        / (get|need|have) (a |an )?(slip|note|paper|okay|ok|permission|form) from ([a-z]+ ){1,3}(before|first) /,
        0.9,
      ),
    ],
  },
  {
    // The share of a kind of care a plan pays ("what percent would it cover on those", "how much of a crown do they
    // pay"; twenty-first round).
    name: 'share covered',
    predicate: /^covers$/,
    cues: [
      // "What's the coinsurance on those?" (twenty-eighth round).
      cue(/ (coinsurance|co insurance) /, 0.9),
      cue(/ (what|which|how much|how many|whats the) (percent|percentage|pct|%) /, 1),
      cue(/ (percent|percentage|pct) (of|do|does|will|would|is|they|it) /, 0.9),
      cue(
        / (how much|what part|what portion|what share) of (it|that|the|a|my|those|them|the bill|the cost) /,
        0.6,
      ),
      // "What share would the plan pick up?" (twenty-third round).
      cue(
        / (what|which|how big a|how much of a) (share|portion|percent|percentage) (would|will|does|do) /,
        0.9,
      ),
    ],
  },
  {
    name: 'covers',
    predicate: /cover|include|^has$|does not include|has no|gives back|benefit|allowance/,
    cues: [
      // "Dentist say implant is 4000 each. Your insurance pay?" (twenty-eighth round).
      cue(
        // Not when the plan pays after something ("before the plan pays?") or how much ("the total the plan pays").
        / (?<!(before|until|till|til|total|what|whats|much|amount|most|max|maximum|didnt|doesnt|wouldnt|wont) )(your|the|this|that) (insurance|plan|policy) (pay|pays|will pay|would pay|help|helps)( for)?( it| that| this| them| some| part| any)? $/,
        0.9,
      ),
      // A plan that lets one see any doctor, or care where no doctor is in the network ("My plan back home let me see
      // any doctor I wanted", "since nobody up there is in the network"; twenty-seventh round).
      cue(
        / (see|go to|visit|use|pick|choose) any (doctor|doc|doctors|provider|providers|specialist|hospital) (i|we|she|he|they|you) (want|wanted|like|liked|choose|chose|please) | see (whoever|whomever|anyone|anybody) (i|we|she|he|they|you) (want|wanted|like|liked|choose|chose|please) | (nobody|no one|none of the doctors|no doctors?) ([a-z]+ ){0,3}(is|are) (in|part of) (the |your |my |their )?network /,
        0.9,
      ),
      // A doctor outside the plan's network, still to be seen ("My doctor in Sedona isn't in Evergreen. Could I still
      // go see him?"; twenty-sixth round).
      cue(
        / (isnt|is not|arent|are not|not) ((in|part of|with) )?(the |your |my |their |that )?(network|evergreen|valley care|bright dental|[a-z]+ network) /,
        0.9,
      ),
      // "or is that another plan i gotta buy" (twenty-second round).
      cue(
        / (another|separate|second) (plan|policy) (i|we|she|he) (gotta|have to|need to|must) (buy|get) /,
        0.9,
      ),
      // Care outside the network is something a plan covers, not its network.
      cue(
        / (not|arent|isnt|aint|outside|out of) (in )?(of )?(the |my |your |their |any |anybodys |anyones )?network /,
        1.1,
      ),
      // A separate plan for drugs ("do I need a separate prescription plan?": twenty-second round).
      cue(
        / (need|needs|have to get|has to get|have to buy|has to buy|buy|get) (a |an )?(separate|own|extra|additional|second|another|standalone|stand alone) (prescription|drug|rx|part d|medication|pharmacy|pill|medicine) (plan|coverage|policy|card) /,
        0.9,
      ),
      // "a physician who is not in the Evergreen network", "a doctor who's not in that network" (twenty-first round).
      cue(
        / (not|arent|isnt|aint) (to be |be )?(in|on|part of) (the |that |this |their |your |its )?(([a-z]+ ){0,3}(network|networks)|club|group|system|list) /,
        1.1,
      ),
      // "what if my doctor isn't in it", after the network was named; "my dr isnt in evergreen" (twenty-second round).
      cue(
        / (doctor|doctors|doc|dr|physician|physicians|provider|providers|specialist|specialists|dentist|dentists|hospital|hospitals|[a-z]+ologist|[a-z]+ist|surgeon) (who |whos |that |thats |which )?(is |are )?(isnt|is not|arent|are not|aint|not) (in|part of|with) (it|there|that one|them|[a-z]+) /,
        1,
      ),
      // "a hospital that's not one of theirs" (twenty-second round).
      // "if the specialist I like isn't one of yours" (twenty-third round).
      cue(/ (not|isnt|arent|aint) one of (theirs|yours|their|your|the plans|the networks) /, 1),
      // "can i go anywhere i want" (twenty-second round).
      cue(
        / (go|see|use|go to) (anywhere|any doctor|any dentist|any hospital|whoever|anybody|whatever doctor|whatever dentist|whichever doctor) (i|we|she|he|you) (want|like|choose|please) | (see|go to|use) (doctors|a doctor|any doctor|dentists|providers|specialists) (anywhere|wherever|all over) | (go|going|see|use) (somewhere|someplace|anywhere|a doctor|doctors) (else )?(outside|out of) (of )?(that|it|the network|network|evergreen) /,
        1,
      ),
      // Someone outside, a provider with no contract, room to wander ("What if I go to somebody outside of
      // Evergreen?", "am I stuck with only network doctors, or is there some wiggle room?": twenty-fifth round).
      cue(
        / (somebody|someone|anybody|anyone|a doctor|a provider|a specialist|a physician) (who is |whos |thats |that is )?(outside|out of network)| (see|go|going|seeing|step|stepping|venture) (someone |somebody |a bit |a little )?outside | (no|not under|without a) contract | not contracted | wiggle room | (can|could) (i|we) wander /,
        0.8,
      ),
      // "the gold one lets you see anybody you want".
      cue(
        / (see|go to|use|visit) (anybody|anyone|any doctor|any doctors|any specialist|whoever|whomever) /,
        1,
      ),
      // "his doctor isn't on their list".
      cue(/ (not|arent|isnt|aint) (on|in) (the|their|your|its|that) (list|directory) /, 1.1),
      // "a doctor who isn't with your group", "my doctor isn't part of your plan".
      cue(
        / (doctor|doctors|doc|provider|providers|hospital|hospitals|specialist|specialists|dentist|dentists) (who|that|which)? ?(is |are )?(not|isnt|arent|aint) (with|part of|contracted with) /,
        1.1,
      ),
      cue(/ (not|isnt|arent|aint) (with|part of|in) (your|the|their|that|this) (group|system|plan) /, 1.1),
      cue(/ incl /, 0.8),
      // Not what a thing does ("I heard about Extra Help. What does it do?": twenty-fifth round).
      cue(
        / (does|do|will|would|can) (it|they|the plan|that plan|this plan|that one|this one|the policy|insurance|[a-z]+ plan|gold|silver|bronze|plus|basic) (pay|pays|cover|covers|do(?= [a-z])|offer|help) /,
        0.9,
      ),
      cue(/ (cover|covers|covered|covering|coverage) /, 0.8),
      // "What kind of work does Smile Plus take care of?", "How much would it pick up?" (twenty-fifth round).
      cue(/ (what|how much)( [a-z]+){0,3} (does|will|would)( [a-z]+){0,3} (take care of|pick up) /, 0.9),
      cue(/ (include|includes|included|including|come with|comes with) /, 0.8),
      cue(/ (pay|pays|paid) (for|toward|towards) /, 0.6),
      // "Does the Silver plan stand the cost of that?" (twenty-third round).
      cue(/ (stand|stands|bear|bears|meet|meets) the (cost|costs|expense) of /, 0.9),
      // "would smile plus have helped with that", "does it help pay for crowns".
      cue(/ (have|has) (helped|paid|covered) | (help|helps|helped) (with|pay|pay for|cover) /, 0.7),
      cue(
        / (benefit|benefits|extras|extra(?! (money|cost|costs|dollars|charge|charges|fee|fees|bucks|cash|premium|chance|chances|time|window|period|step|steps|paperwork))|perks|perk|add ons|on top) /,
        0.7,
      ),
      cue(/ out of network | outside (the |my |of )?(the )?network /, 0.8),
      cue(
        / (does|do|will|would) (it|the plan|that plan|this plan|the policy|that one|this one) (have|get|give|offer|help) /,
        0.5,
      ),
      cue(/ (get|have|offer|offers|give|gives) (any|anything|something) /, 0.5),
      // Medicines one takes tell of a plan's drug coverage ("I take four prescriptions every day").
      cue(/ (prescriptions?|medications?|meds|pills|insulin|inhalers?|part d) /, 0.7),
      // "Does she have to stay in a network?" (twenty-seventh round).
      cue(
        / (have to|has to|need to|needs to|must) stay in (a |the |her |his |my |your |their )?network /,
        0.9,
      ),
      // A doctor seen far from home ("can i see a dr up there on gold", "if I need to see a doctor in New York";
      // twenty-seventh round).
      cue(
        / see (a |any |my |her |his )?(dr|doc|doctor|doctors|specialist) (up|down|out|over|back) there | see (a |any |my |her |his )?(dr|doc|doctor|doctors|specialist) (while |when )?(up |down |out |back )?in (?!network|the network|your network|network)[a-z]+ /,
        0.9,
      ),
    ],
  },
  {
    name: 'extra benefit',
    predicate: /benefit|extra|perk|allowance/,
    cues: [
      // What a plan gives toward a kind of care ("What does the Gold plan give her for teeth?"; twenty-eighth round).
      cue(
        / what (does|do|will|would|can) (the |that |this |your |her |his |my )?([a-z]+ )?(plan|one|policy|it|they) (give|gives|offer|offers|provide|provides|pay|pays|do) (her |him |me |you |us |them )?(for|toward|towards|on|with) (the |her |his |my )?(teeth|tooth|dental|dentist|glasses|eyes|vision|hearing|ears|dental work) /,
        1,
      ),
      // Not a price ("is gold worth the extra money over silver").
      cue(
        / (extra(?! (money|cost|costs|dollars|charge|charges|fee|fees|bucks|cash|premium|chance|chances|time|window|period|step|steps|paperwork))|extras|perk|perks|bonus|bonuses|goodies|freebies|additional benefits|added benefits|other benefits|throw in|throws in|thrown in) /,
      ),
      cue(/ (benefit|benefits|allowance|allowances) /, 0.8),
      // Store items and a sum each quarter ("how much do I get every three months for drugstore items":
      // twenty-second round).
      cue(
        / (drugstore|drug store|pharmacy|pharmacy store|over the counter|otc|non prescription|nonprescription) (items|stuff|things|products|supplies) /,
        1,
      ),
      cue(
        / every (three|3|few|couple of) months | (each|every|per|a) quarter | (money|dollars|cash|credit) on a card /,
        0.8,
      ),
      cue(/ (anything else|what else|on top|come with|comes with|also get|also have|also include) /, 0.6),
      // What a plan gives toward a thing ("gold plan dental, how much do they give").
      cue(
        / how much (money )?(do |does |will |would )?(they|it|you|the plan) (give|gives|put in|puts in|allow|allows|chip in|chips in) /,
        0.8,
      ),
      // "is there dental on it" (twenty-sixth round).
      cue(
        / (is there|any|anything|got|have) (dental|vision|hearing|teeth|eye|eyes) (on|with|in) (it|that|this|the plan|there) /,
        0.9,
      ),
      // "Which of the two is better for teeth?" (twenty-sixth round).
      cue(/ (better|best) for (teeth|my teeth|the teeth|dental|dental work|eyes|glasses|hearing) /, 0.8),
      // What a plan puts toward a thing ("how much would the plan put toward my teeth each year": nineteenth round).
      cue(
        / (put|puts|putting|give|gives|chip in|chips in) (in )?(toward|towards) (my |the |her |his |our |new )?(teeth|tooth|dental|dentist|glasses|eyeglasses|hearing|ears|hearing aids) /,
        0.9,
      ),
      cue(
        / (give|gives|pay|pays|get) (you |me |us )?(money|cash|dollars|an allowance) (for|toward|towards) /,
        0.9,
      ),
    ],
  },
  {
    name: 'waiting period',
    predicate: /wait/,
    cues: [
      // "12 months from when i signed up??", "I want to get my implant started. I signed up last March." (twenty-ninth
      // round).
      cue(
        / (from|since|after) (when|the day|the time) (i|we|she|he|you|they) (signed up|joined|enrolled|started|got it|bought it) | (i|we|she|he|they) (signed up|joined|enrolled) (last|in|on|back in|this past) (january|february|march|april|may|june|july|august|september|october|november|december|month|year|spring|summer|fall|winter) /,
        0.85,
      ),
      // "Could I get those right away?", "How long before that's covered?", "Is a waiting time for the crown?"
      // (twenty-sixth round).
      cue(
        / (i|we|she|he|they) (get|have) (it|them|those|that|one|the [a-z]+) (done )?(right away|straight away|immediately|right now|now) | (how long|how soon) (before|till|until) (that|it|they|those|the [a-z]+|an? [a-z]+)( is| are| s| gets| get)? covered | waiting time /,
        0.9,
      ),
      // "my crown won't be paid because I haven't been on the plan long enough" (twenty-sixth round).
      cue(
        / (havent|have not|hasnt|has not|not) been (on|with|in) (the|this|my|her|his|your) (plan|policy) (long enough|that long|very long|long) /,
        0.9,
      ),
      // When the work can be done after joining ("if i sign up today when could i actually get it done", "She joined
      // four months ago. Can she get the crown now?"; twenty-sixth round).
      cue(
        / (sign|signed|join|joined|enroll|enrolled|enrol|enrolled|start|started) [a-z ]{0,30}(when (could|can|would) (i|we|she|he) (actually )?(get|have) (it|that|them|this|the [a-z]+) (done|fixed|made|put in)|can (i|we|she|he) get (it|that|them|this|the [a-z]+) (done|fixed|now|in [a-z]+|right away|next month)) /,
        0.9,
      ),
      // "Is there any delay before Smile Plus benefits start for the big stuff?" (twenty-sixth round).
      cue(
        / delay (before|until|till) ([a-z]+ ){0,3}(benefits?|coverage|it|they) (start|starts|kick in|kicks in|begin|begins|apply|applies|pay|pays) /,
        0.9,
      ),
      // "when can I get an implant covered", "how long before she can get a crown covered", "can he get it covered
      // now?", "does it cover my mother's implants right away?", "when does implant coverage start" (twenty-fourth
      // round); "when would it cover the crown?", "get the implant covered", "have it covered" (twenty-fifth round).
      cue(
        / (covered|cover (it|them|that|those|her|his|my|their) [a-z ]{0,20}|paid for|pay for (it|them)) (now|yet|right away|immediately|straight away|that soon|so soon|from day one|on day one|right off|at once) | when (can|could|does|will|would|do|am) ([a-z]+ ){0,5}(get (it |them |one |an? [a-z]+ |the [a-z]+ |(her|his|my|their) [a-z]+ )?(covered|paid for)|be covered|have (it|them) covered) | when (would|will|does|can|could) (it|they|the plan|plus|smile plus) (cover|pay for|start covering|start paying for) (the |my |a |an |her |his )?[a-z]+ | how (long|soon) (before|until|till|til) ([a-z]+ ){0,6}(covered|paid for) | (implant|crown|denture|root canal)s? coverage (start|starts|begin|begins|kick in|kicks in) /,
        1,
      ),
      // "will that be covered yet?", "will it be covered by spring?", "I'll pay premiums for a year before it's
      // covered" (twenty-fourth round).
      cue(
        / (covered|cover it|cover that|cover them|pay for it|pay for that) (yet|by then|in time|by (the )?(spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august|september|october|november|december|next month|next year)) | (a year|months|six months|twelve months) before (its|it is|it gets|theyre|they are|they get) covered /,
        0.9,
      ),
      // Not waiting for a season or a month to change plans ("or do I have to wait until fall": nineteenth round);
      // nor on the line ("Thank you. I will wait.": twenty-fifth round; "I've been waiting forever", "waiting on
      // hold": twenty-eighth round).
      cue(
        / (?<! (i|ill|i will|i can|well|we will|we can|happy to|glad to|dont mind|do not mind) )(wait|waiting|waits) (?!(until|till|til|untill) (the |next |this )?(fall|autumn|spring|winter|summer|january|february|march|april|may|june|july|august|september|october|november|december|open enrollment|enrollment) |(forever|so long|ages|for ages|on hold|on the line|in line|in the queue|in a queue|for (you|someone|somebody|an agent|a person|a human|a real person)|(for )?([a-z0-9]+ )?(minutes|an hour|half an hour)) )/,
      ),
      cue(/ how (long|soon) /, 0.8),
      // Joining now and having it paid at once ("If I switch today, does the crown get paid?"; twenty-eighth round).
      cue(
        / if (i|we|she|he|they) (switch|switched|sign up|signed up|join|joined|enroll|enrolled|enrol|start|started|buy it|get it|sign him up|sign her up) (today|now|right now|tomorrow|this week|this month) /,
        0.9,
      ),
      cue(/ (right away|straight away|immediately|day one|first day|from the start|at once) /, 0.8),
      // "Can I get one right when I join?" (eighteenth round).
      cue(
        / (right|as soon as|the day|the minute|the moment) (when )?(i|we|you|she|he) (join|sign up|enroll|enrol|start|sign) /,
        0.9,
      ),
      // "right after joining" (twenty-second round).
      cue(
        / (right|immediately|straight|just) (after|upon|on) (joining|signing up|enrolling|i join|i sign up|i enroll) /,
        0.9,
      ),
      // Soon after signing up ("if I sign up for smile plus today can I get it done next week").
      cue(/ (asap|as soon as possible|next week|this week) /, 0.7),
      // "When's the earliest the plan would help" (nineteenth round).
      cue(/ (when|whens|what) (is |s )?the (earliest|soonest) /, 0.9),
      // Getting one soon, asked of a thing just said ("Can I get one next month?": nineteenth round).
      cue(
        / (get|have|do|start) (one|it|that|them|this|those|mine|hers|his) (done )?(next month|next week|this week|this month|tomorrow|right away|soon|asap) /,
        0.9,
      ),
      cue(/ when (can|could|do|will) (i|we|you) (get|have|start|use|be covered) /, 0.7),
      cue(/ (before|until) (i|we|you) (can|could) (get|have|use) /, 0.8),
      cue(
        / (start|starts|begin|begins|kick in|kicks in|effective|eligible) (for|on|with)? ?(crowns|implants|major|coverage) /,
        0.6,
      ),
      // Covered by a date told ("an appointment for a crown in 2 months … will the crown be covered then?").
      cue(/ (be covered|covered|pay|kick in) (by )?(then|in time|by that time|by the time) /, 0.9),
      // When a thing would be covered is the wait ("when would it be covered", "when would the crown be eligible",
      // "when would Smile Plus start to pay for it": twenty-second round).
      cue(
        / when (would|will|does|do|is|are|can|could) ([a-z]+ ){0,3}(be covered|be eligible|start (to )?(pay|paying|cover|covering)|kick in|kicks in|begin (to )?(pay|paying|cover|covering)) /,
        1,
      ),
      // "How long after he signs up before it will cover implants" (twenty-second round).
      cue(
        / how (long|soon|many months) ([a-z]+ ){0,6}(before|until|till|til) ([a-z]+ ){0,4}(covered|cover|covers|pay|pays|kicks in|kick in|eligible) /,
        1,
      ),
      // How long until a thing is covered is the wait, not what is covered ("how long before implants are covered").
      cue(
        / (how long|how soon|how many months) (before|until|till|til)( [a-z]+){0,3} (covered|cover|covers|coverage|paid|kicks in|kick in) /,
        1,
      ),
      // "He just got the policy in January. When can he have them done?" (twenty-seventh round).
      cue(
        / when (can|could|will|would) (he|she|i|we|they|you) (have|get) (it|them|that|those|this|these) (done|fixed|placed|put in|covered) /,
        0.9,
      ),
      // "Have I waited long enough?" (thirtieth round).
      cue(/ (waited|wait|been waiting) long enough /, 0.9),
    ],
  },
  {
    name: 'how long',
    predicate: /lasts|duration|length/,
    cues: [
      // When a span told starts ("7 months starting when tho"; twenty-eighth round).
      cue(/ (\d+|seven|six|three) months (starting|start|starts|beginning|from) (when|what) /, 0.9),
      // The window when one first becomes eligible ("how long do I have to enroll when I first become eligible":
      // twenty-second round).
      cue(/ (first|initially) (become|becoming|became|get|am|turn) eligible /, 1),
      cue(/ how longs? /, 0.8),
      cue(/ how many (months|days|weeks|years) /, 0.9),
      cue(/ (length|duration) /, 0.9),
    ],
  },
  {
    name: 'annual maximum',
    predicate: /annual maximum|yearly maximum|annual max|annual limit/,
    cues: [
      // "What's my limit for the year, then?", "what's my cap for the year?" (twenty-eighth round).
      cue(/ (limit|cap|max|maximum|ceiling) (for|per|in|each|a) (the |a )?(year|calendar year) /, 0.9),
      // Out of what total, after an amount used told ("You've used $340 so far this year." … "Out of what?";
      // twenty-eighth round).
      cue(/^ (and )?out of (what|how much)( total| altogether| in total)? $/, 0.9),
      // "They told me I've hit my limit. What is the limit on this plan?", "a plan with a higher limit", "Which one
      // pays more over a year?" (twenty-sixth round).
      cue(
        / (hit|reached|used up|maxed out|met|used) (my|the|her|his|our|their) (limit|max|maximum) | (limit|max|maximum) (on|of|for) (this|that|the|my|her|his|your|each|both|the other)( [a-z]+)? (plan|plans|policy|one) | (higher|bigger|larger|more|better|lower|smaller) (limit|max|maximum|cap) | (biggest|most|largest) (money|amount|sum) (the plan|it|they|the insurance) (pay|pays|will pay|would pay|can pay) | (the )?top (it|they|the plan|itll|theyll|it will|they will|it would|itd) (pays?|will pay|pay|would pay) | max (pay|pays|payout) | pays? (more|the most|less) (over|in|per|each|for) (a |the |one )?year /,
        0.9,
      ),
      // "Is there a point where you guys stop paying for the year?", "My old plan stopped paying after fifteen
      // hundred dollars. Where do yours stop?" (twenty-sixth round).
      cue(
        / (stop|stops|stopped|quit|quits) paying (for the year|after|at|each year|in a year) | where (do|does) (yours|it|they|the plan|the plans|each one|each) (stop|cap out|top out|max out) /,
        0.9,
      ),
      // "Which one gives me more coverage money overall?" (twenty-fourth round).
      // "How much money does the Plus plan cover in a whole year?" (twenty-fourth round).
      cue(
        / how much (money )?(does|will|would|can|do) ([a-z]+ ){0,4}(cover|pay|pay out|give) ((in|per|for|over|during)( a| the| one)?|a|each) (whole |full |entire |calendar )?year /,
        0.9,
      ),
      cue(
        / (coverage|benefit|benefits|insurance) (money|dollars|amount|budget) | (total|overall) (coverage|benefits?) (amount|money|dollars)? /,
        0.9,
      ),
      // "Up to what amount?", "how much have I got to work with for the year, total", "and then how much total will
      // they pay", "the total it'll pay out before I'm on my own for the year" (twenty-fourth round).
      cue(
        / up to (what|how much)( amount| total| a year| per year)? | (how much|what) (have i|do i have|ive|have we|do we have) (got )?to work with | how much (in )?total (will|would|do|does|can) (they|it|the plan|the insurance) (pay|cover) | before (im|i am|were|we are) on (my|our) own /,
        0.9,
      ),
      // "how much can they pay out for me over a year, total?" (twenty-second round).
      cue(/ (pay|pays|paid) out ([a-z]+ ){0,5}(year|annually|total|in all) /, 1),
      // What a plan covers at most ("is there a limit to how much the basic plan covers each year": twenty-second
      // round).
      cue(
        / (limit|ceiling|cap|maximum|max) (to|on) (how much|what) ([a-z]+ ){0,4}(covers|pays|cover|pay|will cover|will pay|pays out) /,
        1,
      ),
      cue(/ annual (maximum|max|limit|cap) /),
      // What a plan pays at most ("how much would Smile Basic pay max": twenty-second round).
      cue(/ (pay|pays|cover|covers|pay out|pays out) (at )?(the )?(maximum|most) /, 0.9),
      // Typed short ("basic ann max").
      cue(/ (ann|annl) (maximum|limit|cap) /),
      cue(/ (yearly|per year|a year|each year|every year|in a year) (maximum|max|limit|cap) /, 1),
      cue(/ (maximum|max|limit|cap|most) .*(a|per|each|every|in a) year /, 0.7),
      cue(
        / (most|max|maximum|limit) (the plan|the policy|it|they|insurance) (will |would |can )?(pay|cover|pays|covers) /,
        0.9,
      ),
      cue(/ (maximum|max) (benefit|coverage|payout) | (yearly|annual) (payout|pay out) /, 0.9),
      // "What's the cap on what it pays?", "which one pays out more in a year" (eighteenth round).
      cue(
        / (cap|limit|ceiling|max|most) (on|to) what (it|they|itll|theyll|the plan|the policy|the insurance) (pays|will pay|pay|covers|will cover|cover|pays out) /,
        1,
      ),
      cue(/ pays? out (more|less|the most|the least) /, 0.9),
      // "what's the highest amount it'll cover before I'm on my own?" (twenty-third round).
      cue(
        / (highest|most|max|maximum|biggest) (amount |sum |total )?(it|itll|they|theyll|the plan|the policy)( will| would| can)?( ever)? (pay|cover|pays|covers) /,
        1,
      ),
      // "which plan pays more overall in a year", "the Plus plan's yearly benefit, how much is it?" (twenty-third
      // round).
      cue(
        / (pays?|covers?) (more|less|the most|the least) (overall |in total |total |altogether )?(in a|a|per|each|every) year /,
        1,
      ),
      cue(/ (yearly|annual) benefits? | (maxed|max|maxes) out /, 0.9),
      // A plan and its cap, typed short ("plus cap"; twenty-third round).
      cue(/ (cap|max|limit) $/, 0.8),
      // "how much will plus pay in total in a year", "the most basic will cover in a year".
      cue(/ (pay|pays|cover|covers|pay out|pays out) (in total|total|altogether|all together|overall) /, 0.9),
      cue(/ (most|max|maximum) ([a-z]+ ){0,2}(will|would|can|could) (pay|cover|pay out) /, 0.9),
      cue(/ (run out|runs out|ran out|used up|use up) /, 0.7),
      // "how much does it pay in a year".
      cue(
        / how much (does|will|would|can) (it|they|the plan|the policy) (pay|cover) (in|per|a|each) (a )?year /,
        0.9,
      ),
      // Much dental work in a year ("my son needs a ton of work this year").
      cue(
        / (ton|tons|lot|lots|bunch|plenty) of (work|dental work|dentistry) | (major|extensive|much) (work|dental work) /,
        0.8,
      ),
      // "will they cover all of that or is there a limit", "how high does it go", "tops out at a thousand".
      cue(/ (is there|any|theres) (a |any )?(limit|top|cap|ceiling) | how high | tops? out /, 0.8),
      // More work than a plan pays for in a year (nineteenth round).
      cue(
        / (more|beyond|over|past) ([a-z]+ ){0,3}(than )?(what )?(the plan|it|they|the policy|the insurance) (pays|will pay|covers|will cover|pays for|covers for) (for )?(in|per|a|each) (a )?year /,
        0.9,
      ),
      // Spending past a year's amount ("if I spend more than a thousand on basic in one year, am I on my own").
      cue(
        / (spend|spent|spending|go over|goes over|went over|more than) .*(a|one|per|each|in a|in one) year /,
        0.8,
      ),
      // "what they'll pay per year": last, so that a longer cue of the same weight names what is asked (twenty-sixth
      // round).
      cue(
        / (they|theyll|it|itll|the plan|plans|yours|each|each one|each plan|both) ((will|would|can|ll) )?(pay|pays|cover|covers) (per|each|over a) year /,
        0.9,
      ),
      // "whats the max on basic" (twenty-seventh round).
      cue(/ (whats|what is|hows) the (max|maximum) (on|for|of|with) /, 0.9),
      // "He asks how much the plan pays in one year, at the most." (twenty-seventh round).
      cue(/ (pays|pay|covers|cover) (in|per|each) (one |a |1 )?(year|yr) (at )?(the )?most /, 0.9),
      // "how much coverage do I get in total for the year?", "What's the most I'd get back this year?", "total how
      // much plan pay in one year", "is there a point where it just stops paying?" (twenty-ninth round).
      cue(
        / how much (coverage|benefits?|money) (do|will|would|can|could) (i|we|you|she|he|they) (get|have) ([a-z]+ ){0,4}(year|yr) | (most|max|maximum) (i|id|we|wed|you|youd|she|shed|he|hed)( would| will| could| can)? (get|receive) (back |paid |covered )?(this|a|per|each|in a|in one|for the) (year|yr) | (total|in total|altogether) how much ([a-z]+ ){0,2}(pay|pays|cover|covers) | (point|number|amount) where (it|they|the plan|the insurance|you|you guys) (just )?(stop|stops|quit|quits) paying /,
        0.9,
      ),
      // "what's the most the plan would put in for the year?" (thirtieth round).
      cue(
        / most (the plan|the policy|it|they|you|the insurance) (would|will|can|could) (ever )?(put in|chip in|pay out|kick in|hand out) /,
        0.9,
      ),
      // "What's the most you'd put toward my teeth in one year?", "is there a limit to how much they'll shell out?",
      // "how much will it pay total before I'm on my own", "how much ... would they pay for before they stop", "the
      // total I get for the year", "which one puts in more money over a year" (thirtieth round).
      cue(
        / most (youd|you would|you will|youll|the plan would|theyd|they would|it would|itd|they will|theyll|itll|it will) (ever )?(put|pay|chip in|give) (toward|towards|for|on|in) | limit (to|on) how much (they|it|you|the plan|the insurance)( will| would| can|ll)? (shell out|pay|cover|put in|give) | pay (in )?total before | (pay|pay for|cover) before (they|it|the plan|you) (stop|stops|quit|cut off|cap out|max out) | (the )?total (i|we|she|he|you) (get|have|can use|can get) (for|in|each|per|a) (the |a )?year | (puts|put) in more (money )?(over|in|per|each|for) (a |the )?year /,
        0.9,
      ),
      // The maximum asked bare ("what's the the max", "and what's her maximum again?"; thirtieth round).
      cue(MAXIMUM_ASKED_BARE, 0.9),
    ],
  },
  {
    name: 'service area',
    predicate: /service area|area|region|available in/,
    cues: [
      // "Do you guys even go out that far?", "Scottsdale's inside your territory, for the Gold one?", "Is his plan
      // only good down here?" (twenty-ninth round).
      cue(
        / (do|does|can|will|would) (you|u|yall|you guys|your plans?|the plans?|it|they) (even )?(go|reach|come|get) (out |up |down |over )?(that far|this far|so far|out there|up there|down there|over there) | (inside|within|part of) (your|the|their) (territory|turf|zone|region|footprint|coverage area|area) | in (your|their) (territory|turf|footprint|coverage area) | (only|just) (good|valid|works?) (down here|up here|here|around here|in (this|that) (area|county|state)|in [a-z]+ county) /,
        0.9,
      ),
      // "I live in Mesa. Is that somewhere you cover?" (twenty-eighth round).
      cue(
        / (is|isnt) (that|it|this|[a-z]+) (somewhere|someplace|a place|an area|a county|a city|a town) (you|your plans?|yall|you guys) (cover|serve|sell|are|offer) /,
        1,
      ),
      // "I live in Glendale, is that in your area?" (twenty-eighth round).
      cue(
        / (is|isnt) (that|it|this|[a-z]+) (in|inside|within|part of) (your|the) (area|service area|coverage area|region) /,
        1,
      ),
      // "I go live with my son in Michigan next month. My plan still work there?" (twenty-sixth round).
      cue(
        / (plan|it|coverage|insurance) (still )?(work|works|good|valid) (there|up there|over there|out there|in [a-z]+) /,
        0.9,
      ),
      // "does it cover Mesa?" (twenty-sixth round).
      cue(
        / (cover|covers|serve|serves|work in|works in) (phoenix|mesa|chandler|scottsdale|glendale|gilbert|tempe|peoria|surprise|goodyear|buckeye|avondale|sun city) /,
        0.9,
      ),
      // "She lives in Mesa. Is that somewhere your plans cover?", "she lives in mesa, do u cover there" (twenty-sixth
      // round).
      cue(
        / (is that|is it|is this) (somewhere|someplace|an area|a place|a county|a spot|where) (your|you|the|u) | (do|does|are|is) (your|ur|the|you|u) (plans?|policies) (even )?(go|reach|available|offered|sold|work) (out |up |down )?(there|here|in [a-z]+) | (do|does) (you|u|your plans?|the plans?|it|they) (cover|serve|work|operate) (there|here|that area|my area|her area|his area|in [a-z]+) /,
        0.9,
      ),
      // "Do your plans cover out here?", "Can I get it out there?", "do u have any plans up there", "Would any of
      // your plans cover me up in Flagstaff?" (twenty-seventh round).
      cue(
        / (cover|covers|get (it|one|them|that)|have (any |a )?(plans?|anything|something)|offer|sell) (me |us |her |him |you )?(out|up|down|over) (here|there|in [a-z]+) /,
        0.9,
      ),
      cue(/ service area /),
      // "and whereabouts do you have to live for it" (twenty-third round).
      cue(
        / whereabouts | where (can|could|do|must|should|would) (i|we|you|someone|a person) (actually |still |have to |need to )?live /,
        0.9,
      ),
      // "is there some residency rule to enroll", "does it matter where my house is" (twenty-third round).
      cue(/ (residency|reside) | (matter|matters) where (i|we|my|our) (live|lives|house|home|address) /, 0.9),
      cue(/ where (can|could|do|would|will) (i|you|we|someone) (get|buy|find|use|have) /, 0.9),
      cue(
        / (where|wheres|which places|what places|what areas|which areas) .*(available|offered|sold|cover|covers|serve|get it) /,
        0.9,
      ),
      cue(/ (available|offered|sold) (in|where|near|around) /, 0.8),
      cue(
        / (county|counties|area|areas|region|state|states|zip|zipcode|city|town|phoenix|arizona|az|maricopa) /,
        0.8,
      ),
      cue(/ (live|living|lives|reside) (up |down |out |over )?(in|out|outside) /, 0.6),
      // "can she get it there?" (twenty-second round).
      cue(
        / (can|could|will|would) (she|he|i|we|they) (get|buy|have|use) (it|that|this|that one|this one|the plan) (there|up there|down there|out there|where (she|he|i|we|they) (live|lives)) /,
        0.9,
      ),
      // Whether a plan holds somewhere else ("we spend winters in Minnesota, does the silver plan work up there").
      cue(/ work (up|down|out|over) there | (spend|spending) (the )?(winters|winter|summers|summer) /, 0.8),
      cue(
        / (phoenix|mesa|chandler|scottsdale|glendale|gilbert|tempe|peoria|surprise|goodyear|buckeye|avondale|tucson|flagstaff|yuma|sun city|out of state|snowbird|winter in|move|moving|moved|relocate|relocating|relocated) /,
        0.7,
      ),
      // "I live in Mesa, is that even covered by you people?" (twenty-seventh round).
      cue(/ (is that|is it|is this) (even )?(covered|served) by (you|your|u) /, 0.9),
      // "I live in Scottsdale. Are your plans even sold here?" (twenty-seventh round).
      cue(
        / (plans?|policies) (even )?(sold|offered|available) (here|there|out here|out there|in [a-z]+) /,
        0.9,
      ),
    ],
  },
  {
    name: 'enrollment period',
    predicate: /enrol|changed during|^opens$|^lasts$|sign up/,
    cues: [
      // "Am I allowed to make the change for him, and when?" (twenty-seventh round).
      cue(
        / (make|do) the (change|switch)( for (him|her|them|me|us))? (and )?when | when (can|could|do|may|should) (i|we|she|he|they) (make|do) (the|a|that) (change|switch) /,
        0.9,
      ),
      // "I want to switch … to the Gold one. When can I do that?", "When should I start signing up so I don't miss
      // anything?" (twenty-sixth round).
      // "What if I pick the wrong one? I'm so afraid of getting stuck." (twenty-sixth round).
      cue(
        / (pick|picked|choose|chose|get|got) the wrong (one|plan) | (getting|get|be|being) stuck (with|in|on) (it|the|a|my|that) | (getting|get|be|being) stuck $/,
        0.8,
      ),
      cue(
        / (change|switch|move) (over )?to (something|a plan|another|a different|one|a) (cheaper|else|different|less expensive)( plan| one)? | when (can|could|do|would|should|may|must) (i|we|she|he|they) (do that|do it|switch|change|make (the|that|a) (switch|change)) | when (am|are|is) (i|we|she|he|they) (allowed|able|eligible|free) to | (change|switch) (over |plans )?(right now|today|this week|this month|anytime|any time) | when (should|must|do) (i|we|she|he|they) (start )?(signing|sign|enrolling|enroll|enrol|applying|apply)( up)? /,
        0.9,
      ),
      // "when can I dump it and pick a different one?" (twenty-second round).
      cue(/ (dump|ditch|drop|get rid of|get out of) (it|my plan|the plan|this plan|that plan) /, 0.9),
      // "Is there another time in the year when he can still change?" (twenty-fifth round).
      cue(
        / (another|other|next|different) (time|chance|window|period) ([a-z]+ ){0,8}(change|switch|swap|enroll|enrol|sign up|join) /,
        0.9,
      ),
      // "Is it too late now?" after a birthday told, "did I miss my window" (twenty-fifth round).
      cue(
        / (is it|am i|is he|is she|are we|is that) too late | (did|have) (i|we|he|she) (miss|missed) (my|the|his|her|our) (window|chance|deadline) /,
        0.9,
      ),
      // "when can I jump ship?", "when am I allowed to swap over?" (twenty-fourth round).
      cue(/ (jump ship|bail|swap over|switch over|trade (it )?in|make the switch|make a change) /, 0.9),
      // "the dates in autumn when people pick new coverage" (twenty-second round).
      cue(/ (dates|date|time|times|window|weeks|period) (in|during|of) (the )?(autumn|fall) /, 1),
      // Not one's plan told ("I am currently enrolled in the Bronze Saver plan"; twenty-sixth round).
      cue(
        / enrol | enroll | enrolment | enrollment | enrolling | (?<!(am|is|are|was|were|been|currently|already|now|still|im|shes|hes|were) )enrolled /,
      ),
      cue(
        / (sign up|signup|join|switch|switching|change plans|change my plan|change my coverage|drop) /,
        0.7,
      ),
      // A change dated by a month or a season ("i want to change plans in november is that allowed"; twenty-first
      // round).
      cue(
        / (change|switch|swap) (plans|plan|my plan|coverage|my coverage|over) (in|during|by|before|after|come|around|this|next) (the )?(january|february|march|april|may|june|july|august|september|october|november|december|fall|autumn|spring|winter|summer) /,
        0.9,
      ),
      // "change these plans", "change to a different plan", "change for next year" (twenty-first round).
      cue(
        / (change|switch|swap) (to )?(these|those|the|our|her|his|your|a|another|a different|a new) (plans?|coverage|policy|one) | (change|switch) (for|by|before) (next year|the new year|january|the fall) /,
        0.8,
      ),
      cue(
        / when (can|could|do|should|may) (i|we|you) (change|switch|join|sign|enrol|enroll|apply|pick|choose) /,
        1,
      ),
      cue(/ (deadline|window|open season|time of year|period) /, 0.7),
      // "and if she miss it, there is another chance?" (twenty-third round).
      cue(/ (another|other|second|next|later) (chance|window|opportunity|shot) /, 0.9),
      // "Will I get a chance to pick a new plan then?" (twenty-third round).
      cue(/ (a|any|the) (chance|opportunity) to (pick|choose|switch|change|join|sign up|enroll|get) /, 0.9),
      // "the january window" (twenty-third round).
      cue(
        / (january|jan|spring|new year|start of the year|beginning of the year) (window|period|enrollment|switch|change|changes) /,
        1,
      ),
      // "Is there any time other than the fall I can switch?" (twenty-third round).
      cue(
        / (time|times|window|period) (other than|besides|apart from|except) (the )?(fall|autumn|october|annual|that) /,
        1,
      ),
      // "what dates do I have", "is it just once a year?" (twenty-first round).
      cue(/ (what|which) (dates|days|months) | once a year /, 0.7),
      cue(/ (turn|turning|turned|turns|hit|hitting|reach|reaching) 65 | 65th | birthday /, 0.9),
      cue(/ (aep|oep|sep) /, 1),
      // "when am I allowed to change my plan".
      cue(
        / when (am|are|is) (i|we|you|he|she|someone) (even |ever |really |actually |still |first )?(allowed|able|eligible|free|permitted) to (change|switch|join|sign|enrol|enroll|leave|drop|pick|choose) /,
        1,
      ),
      cue(
        / (leave|cancel|drop|get out of|stuck with|stuck on|locked in|lock me in|change my mind|change later|change it later|try another|try a different) /,
        0.8,
      ),
      cue(/ open enrollment | (this|in the) fall | end of (the )?year /, 0.8),
      // "can I swap now or am I stuck?" (twenty-third round).
      cue(
        / (can|could|may) (i|we|she|he) (swap|switch|change)( plans| it)? (now|right away|right now|already|early|yet) | (am i|are we|is she|is he) stuck /,
        0.9,
      ),
      // Waiting for a season or a month to change ("do I have to wait until fall": nineteenth round).
      cue(
        / (wait|waiting|stuck|locked in) (until|till|til|untill) (the |next |this )?(fall|autumn|spring|winter|summer|january|february|march|april|may|june|july|august|september|october|november|december|open enrollment) /,
        0.9,
      ),
      // Moving out of a plan's area opens a time to change plans ("we're relocating to Oregon, I'm on the bronze").
      cue(/ (move|moving|moved|relocate|relocating|relocated|relocation) /, 0.7),
      // "we're selling the house and going to live near the grandkids" (twenty-third round).
      cue(
        / (selling|sold|sell) (the|our|my) (house|home|place) | (going to|gonna) live (near|in|with|closer) | (change|changing|changed|new) (of )?(my |our |her |his )?address /,
        0.7,
      ),
    ],
  },
  {
    name: 'kind',
    predicate: /^is a$|^is an$|^type$|kind of/,
    cues: [
      // "Is the Bronze plan a Medicare plan like the others? My brother thinks I joined some kind of discount club.",
      // "r these actual insurance or a discount thing" (twenty-ninth round).
      cue(
        / (is|isnt) (?!an? (medicare )?advantage plans? )((the|that|this|my|her|his) )?([a-z]+ ){0,2}(a|an) (real |actual |regular |proper )?(medicare|medicare advantage|advantage|part c) (plan|policy) | (actual|real|proper) insurance (?!(company|companies|agent|agents|broker|brokers) )| discount (club|card|plan|program|thing|deal) /,
        0.9,
      ),
      // "Is that Silver one an actual Advantage plan, or is it one of those supplements?", "so the bronze one counts as
      // part C too?" (twenty-eighth round).
      cue(
        / one of (those|these|them|the) (supplements|medigaps|supplement plans|medigap plans|supplement things) | an actual (advantage|medicare advantage|medicare) plan | (counts|count|qualifies|qualify) as (a )?(part c|medicare advantage|advantage|a medicare advantage plan) /,
        0.9,
      ),
      // A policy on its own, apart from medical cover ("Can I add one of your dental plans on its own?", "standalone,
      // not tied to medical", "real insurance or just a discount card"; twenty-sixth round).
      // "And these just cover teeth? Not doctors or anything?" (twenty-sixth round).
      cue(
        / (just|only) (cover |covers |for |about )?(the )?teeth | not (the )?(doctors|doctor|medical|hospital) /,
        0.8,
      ),
      // "gold choice ppo is medicare advantage or is private insurance" (twenty-sixth round).
      cue(
        / (or|is it|is that|or is) (a |an )?(private|regular|normal|commercial) (insurance|plan|policy|thing|deal) | or (is )?(a |an )?(supplement|medigap) /,
        0.8,
      ),
      // "Is this on top of that?" of one's Medicare, "Are your plans part of Medicare, or something separate?", "Is this
      // going to mess with my Medicare at all?" (twenty-sixth round).
      cue(
        / (part of|tied into|mess with|messes with|affect|affects|interfere with) (my |the |your |his |her )?medicare | (or (is it |its )?(something )?|is it )separate /,
        0.8,
      ),
      cue(/ on top of (that|it|medicare|my medicare|his medicare|her medicare) /, 0.8),
      cue(
        / without (also )?(buying|getting|having|taking|signing up for) (a |any |the )?(health|medical|medicare) (insurance|plan|coverage|policy) | on (its|their) own | stand ?alone | separate from (my |the |your )?(medical|medicare|health) | not tied to | real insurance(?! (company|companies|agency|agent|agents|broker|brokers)) | discount (card|cards|plan|plans|program) /,
        0.9,
      ),
      // What stands in for Medicare or is tied to it ("does it stand in for my red, white and blue card?", "is it
      // tied in with my Medicare somehow?": twenty-second round).
      cue(
        / (stand in for|stands in for|standing in for) | (tied|linked|connected|hooked) (in |up )?(with|to) (my |your |the |a |any )?(medicare|medical|health)( plan| insurance| coverage)? /,
        0.9,
      ),
      // Not a kind of benefit ("what kind of dental she has on the plans": twenty-second round).
      cue(
        / (what|which) (kind|type|sort) of (?!(dental|vision|hearing|drug|drugs|prescription|prescriptions|coverage|benefit|benefits|extra|extras|help|allowance|discount|doctor|doctors|dentist|dentists|care|stuff|things|services) )/,
        1,
      ),
      // "What's its official category?" (eighteenth round).
      cue(/ (category|classification|classified) /, 0.9),
      // "bronze saver hmo is that one of them advantage plans they advertise on tv" (twenty-third round).
      cue(
        / (is|isnt) (that|it|this) one of (them|those|these|the|your) ([a-z]+ )?(advantage|medicare|part c|replacement) (plans?|things?|ones) /,
        0.9,
      ),
      // "the bronze is a true Medicare plan or private insurance something" (twenty-third round).
      cue(
        / (true|real|actual|proper|genuine) medicare( plan)? | or (a )?private (insurance|plan|thing) /,
        0.9,
      ),
      // Only when a kind follows ("is it an HMO", "is that a dental plan"), not anything one may call it ("is that
      // a problem", "is that a real thing", "or is that a gimmick"); a plan said to be on or under a kind ("is the
      // Gold plan on Part C?": twentieth round).
      cue(
        / (is|isnt) (it|that|this|the plan|that plan|this plan|that one|this one|the [a-z]+ (plan|one|policy)) (a|an|on|under|part of) ([a-z]+ )?(plan|policy|hmo|ppo|pffs|snp|dental|medical|medicare|advantage|supplement|medigap|drug|insurance|program|network|kind|type|part) /,
        0.6,
      ),
      cue(/ what (is|s|are) (a|an|the)? ?[a-z]+ (plan|policy)? ?$/, 0.3),
      // A kind named without an article ("bronze saver hmo is it medicare advantage": twenty-second round).
      cue(/ (is|isnt) (it|they) (medicare advantage|part c|medigap|a medigap|dental only) /, 0.9),
      // One kind or another ("if that's Medicare Advantage or a supplement", "a Medicare Advantage plan or something
      // separate"), a separate policy ("is Smile Plus a separate dental policy I can add": nineteenth round).
      cue(
        / (medicare advantage|advantage|supplement|medigap|hmo|ppo|part c|dental only)( plan| policy| thing| things)? or (is it |is that )?(a |an |the )?(some (kind |sort |type )?of (a )?|a (kind|sort|type) of )?(supplement|medigap|medicare advantage|advantage|hmo|ppo|something separate|something else|separate) /,
        0.9,
      ),
      cue(
        / (is|isnt) ([a-z]+ ){0,3}(a|an) (separate|standalone|stand alone|add on|addon) (dental |medical |drug )?(plan|policy|insurance) /,
        0.8,
      ),
      // What a plan is, asked by what it might be ("is smile plus just dental or does it include medical too").
      cue(
        / (just|only|strictly|purely) (for )?(a )?(dental|teeth|medical|drug) | (dental|medical|drug) only /,
        0.9,
      ),
      // What takes the place of Medicare or adds to it ("one of those plans that takes the place of original
      // Medicare, or is it extra on top?", "is it a supplement?", "its own separate thing": twenty-second round).
      cue(
        / (take|takes|taking) the place of | (replace|replaces|instead of) (my |the )?(original |regular )?(medicare|government (card|insurance|plan)|red white and blue card) | (sit|sits|go|goes) on top of (it|medicare|my medicare) /,
        0.9,
      ),
      cue(/ (is|isnt) (it|that|this|that one|this one) (a |the )?(supplement|medigap)/, 0.9),
      // Whether it replaces Medicare or goes beside it ("Does this replace her Medicare or sit next to it?";
      // twenty-eighth round).
      cue(
        / (replace|replaces|take the place of|instead of) (her |his |my |their |your |the )?(original |regular |traditional )?medicare | (sit|sits|go|goes|work|works) (next to|alongside|beside|on top of) (it|her medicare|his medicare|my medicare|medicare) /,
        0.9,
      ),
      // A plan said to be a kind, checked ("and its dental only right? not like a health plan", "So is Bronze Saver
      // actually Medicare, or is it something else?", "is Gold actually Medicare Advantage like the silver one?";
      // twenty-eighth round).
      cue(
        / (its|it is|thats|that is|this is) (just |only |purely |strictly )?(dental only|only dental|just dental|dental insurance only) | is ([a-z]+ ){1,3}(actually|really|truly|even) (a )?(medicare|medicare advantage|part c|dental only|a supplement|medigap)( plan| policy)? | or is it something else /,
        0.9,
      ),
      // "Your Gold Choice, is that the same kind of thing, a supplement?" (twenty-eighth round).
      cue(
        / (is|isnt) (it|that|this) (the same|like|like a|kind of|sort of)( [a-z]+){0,4} (supplement|medigap) /,
        0.9,
      ),
      cue(
        / (its|it s|their) own separate (thing|plan|policy)| part of (a|my|the) (health|medical) (plan|insurance) /,
        0.9,
      ),
      // A whole field asked of a plan of another ("smile basic does it cover medical too": twenty-second round).
      cue(
        / (cover|covers|include|includes) (medical|medical care|medical stuff|anything medical) (too|also|as well) /,
        0.9,
      ),
      // "Is it the kind that's only dental?", "is this insurance also for his eyes?" (twenty-seventh round).
      cue(
        / (only|just) dental | (also|even) for (his|her|my|the|your) (eyes|glasses|vision|medical|doctor|doctors) /,
        0.8,
      ),
    ],
  },
  {
    name: 'other name',
    predicate: /also called|also known|other name|^aka$|same as/,
    cues: [
      // "which Medicare letter is that one?", "what part of Medicare are they, alphabet-wise?" (twenty-second round).
      cue(
        / (which|what) (medicare )?(letter|part)( of medicare)? (is|are) (it|that|they|this|those) | alphabet /,
        0.9,
      ),
      cue(/ (another|other|different|official|real) name | also (called|known) | aka /, 1),
      // Not someone calling ("someone called me about a medicare plan"), nor the caller ("I ain't never called one of
      // these numbers before": twentieth round); nor a question of what the caller meant ("which plan do you mean",
      // "I mean the PPO": twenty-second round); nor a name introduced ("something called Extra Help": twenty-fifth
      // round).
      cue(
        / ((?<! (i|we|ive|weve|id|wed|never|already|just|ever|once|twice|before|something|thing|program|one) )called(?! (me|us|you|him|her|them|back|about|to|earlier|yesterday|today|one|this|that|these|those|your|the|a|an|before|here|there|around|in|so|many|several))|(?<! (you|u|i) )mean|means|stand for|stands for|the same thing|same thing as|same as|short for) /,
        0.9,
      ),
      cue(/ (fancy|new|marketing|official|proper) name /, 0.9),
      // A letter of Medicare said, and whether it is what these plans are ("He keeps saying 'Part C, Part C,' is
      // that what these plans are?"; twenty-eighth round).
      cue(
        /^(?=.* part c ).* (is that|is it|are they|are these|are those|thats) (what|the same as|the same thing as) (these|those|the|your|they|this|it)( [a-z]+)? (are|is|plans|mean|means) /,
        1,
      ),
      // "What do they call these plans in the government booklet?" (twenty-third round).
      cue(
        / what (do|does|did) (they|you|people|medicare|the government|the booklet|it) call (these|those|this|that|them|it|the) /,
        1,
      ),
      cue(/ what (is|s|are) (a|an|the)? ?[a-z]+ (plan|policy)? ?$/, 0.3),
    ],
  },
  {
    name: 'eligibility',
    predicate: /require|qualif|eligib/,
    cues: [
      // "the advantage plan, what i need have first" (twenty-sixth round).
      cue(
        / what (do |does )?(i|we|she|he|they) (need|needs|need to|have to|has to) (have |get )?first /,
        0.9,
      ),
      // Living elsewhere part of the year or moving for good, and keeping a plan ("Can I still get one of your
      // Advantage plans if I'm gone half the year?", "If I move to Florida for good, can I hang on to the Advantage
      // plan?"; twenty-sixth round).
      cue(
        / (gone|away|out of (state|town)|up north|back east|living elsewhere) (for )?(half|part|most|six months|several months|a few months|months)( of)?( the| a| each| every)? year /,
        0.9,
      ),
      cue(/ (move|moving) [a-z ]{0,30}(hang on to|hold on to|hold onto|hang onto|stay on) /, 0.9),
      cue(
        / (eligible|eligibility|qualify|qualifies|qualified|requirement|requirements|require|requires|required) /,
      ),
      cue(/ (do|would|will) (i|we|you) (need|have) to (already )?(have|be|get) /, 0.8),
      cue(/ (need|needs|have|has|got) to live | live (in|where|inside) /, 0.9),
      // Someone else's address ("Can I sign up for Silver using his address?", "I'd just use his address for the
      // Gold plan": twenty-fifth round).
      cue(
        / (use|using|put down|putting down|give|giving|list|listing) (his|her|their|my [a-z]+s|a [a-z]+s|someone elses|somebody elses) (address|mailing address|place) | where (i|we|she|he) actually live /,
        1,
      ),
      cue(/ (meant|made|designed|built|intended) for (people|someone|folks|me|us) /, 0.7),
      cue(/ (who|can i|could i) (can )?(join|get|enrol|enroll|sign up|apply) /, 0.6),
      cue(
        / (what|whats|what all) (do|would|will|does) (i|we|you|she|he|they|someone|a person|my \w+) (need|have|got) (to have |to be |to already have |to already be |already )?(to|for|in order to|before) ((i|we|you|he|she) (can |could )?(even )?)?(join|joining|sign|signing|enrol|enroll|enrolling|apply|applying|get|getting|qualify|be eligible|be allowed|be let) /,
        1,
      ),
      cue(/ (need|needs) (to have|part|medicare) /, 0.6),
      // "What must a person have already, to sign up with one of these Advantage plans?" (twenty-third round).
      cue(
        / what (must|should|do|does) (i|we|you|she|he|a person|someone|one) (have|need|got)( already)? (to|before|for|in order to) (sign|signing|join|joining|enroll|enrol|apply|get|qualify) /,
        1,
      ),
      cue(/ if (i|we|you|he|she|my \w+) (only |just |dont |do not |doesnt |does not )(have|has|got) /, 0.8),
      // "I only have part A right now", "is that enough to join".
      cue(
        / (only|just) (ever )?(have |has |got |took |take |signed up for )?(the )?(medicare )?part a /,
        0.9,
      ),
      // "With just the A", "Just A, I never took B" (twenty-second round).
      cue(/ (with|on|having) (only|just) (the )?a $| (only|just) a (i|we|he|she|they) /, 0.9),
      cue(
        / (never|didnt|did not|dont|do not|doesnt|does not|havent|have not|hasnt|has not) (took|take|taken|get|got|gotten|sign up for|signed up for|enroll in|enrolled in|enrol in|have|has|buy|bought|pay for|paid for) (medicare )?(part )?b /,
        0.9,
      ),
      // Part A said as the hospital part; being let in ("I only signed up for the hospital part", "am I allowed in
      // with just that": eighteenth round); where one's home has to be.
      cue(
        / (only|just) (have |has |got |signed up for |enrolled in |took )?(the )?(hospital part|hospital insurance) /,
        0.9,
      ),
      cue(/ (allowed|able to get|let (me|us|her|him)) in | (allowed|able) to join /, 0.8),
      cue(/ (home|residence|address) (has to|must|needs to|have to) be /, 0.9),
      // "im in arizona half the yr n oregon the other half does that matter for signing up" (twenty-third round).
      cue(
        / matters? (for|when|if) (i |we |you )?(sign|signing|join|joining|enroll|enrolling|enrol|apply|applying|getting) | matters? where (my|our|her|his) (home |permanent )?(address|home|house) /,
        0.9,
      ),
      // "my home address is in Illinois, can I sign up" (twenty-third round).
      cue(
        / (home|permanent|legal) address (is|s|stays|remains) (still |now )?(in|out of|up|back|down) | (my |our )?(home|house|residence) (is|s) (still |back )?(in|up in|out of) /,
        0.9,
      ),
      // "is there a rule about residence for these plans?" (twenty-second round).
      cue(
        / (residence|residency) (rule|rules|requirement|requirements) | (rule|rules|requirement|requirements) (about|on|for) (residence|residency|living|where) /,
        0.9,
      ),
      cue(
        / (only|just) (have |has |got |signed up for |enrolled in |took )?(the )?(hospital) (side|part) /,
        0.9,
      ),
      // Parts said as sides ("both the hospital side and the doctor side of Medicare": twenty-second round).
      cue(/ (hospital|doctor|medical) (side|part) and (the )?(hospital|doctor|medical) (side|part) /, 0.9),
      cue(/ enough to (join|get|enrol|enroll|sign up|qualify|apply) /, 0.9),
      // Parts one must have ("you need both A and B to join, don't you?").
      cue(
        / (need|needs|must have|have to have|has to have|got to have|gotta have) (to have )?(both )?(medicare )?(parts? )?a and (part )?b /,
        0.9,
      ),
      // "He need something special for join?", "can she join one of your plans? what does she need" (twenty-seventh
      // round).
      cue(
        / (need|needs) (something|anything) (special )?(for|to) (join|sign up|enroll|get in|get one) | (join|get|sign up for) (one of )?(your|the|these) plans?( [a-z]+){0,3} what (does|do) (she|he|i|we|they) need /,
        0.9,
      ),
    ],
  },
  {
    name: 'special needs plan',
    predicate: /qualif/,
    cues: [
      cue(/ (dual|special needs|snp|dsnp|d snp|both medicare and medicaid|medicaid) /, 0.9),
      cue(/ (low income|limited income|state help|state assistance|ahcccs) /, 0.7),
      // Both at once ("people who get Medicare and state assistance at the same time": twenty-second round).
      cue(/ medicare and (state assistance|state help|help from the state|ahcccs|medicaid) /, 1),
      // "approved for Medicaid, on top of her Medicare" (twenty-sixth round).
      cue(
        / medicaid (on top of|as well as|plus|along with|in addition to) ([a-z]+ )?medicare | medicare (on top of|as well as|plus|along with|in addition to) ([a-z]+ )?medicaid /,
        1,
      ),
      cue(/ help from the state | the state (pays|helps|covers) /, 0.7),
    ],
  },
  {
    name: 'gives back',
    predicate: /give back|gives back|giveback|rebate/,
    cues: [
      // "the bronze one pays u back something right?" (twenty-sixth round).
      cue(/ (pays|pay|gives|give) (you|u|me|us|them|him|her) back /, 0.9),
      // "her friend gets 100 dollars back every month", "He'd lose the hundred a month back" (twenty-eighth round).
      cue(
        // Not a plan told by it ("the plan with the hundred dollars back").
        /(?<! with( the)?) (\d+|hundred|a hundred|one hundred)( dollars| bucks)?( a month| per month| each month| every month)? back /,
        0.9,
      ),
      // "He'd lose the hundred dollars back on his Social Security though, right?" (twenty-sixth round).
      cue(
        / (dollars|bucks|money|\d+) back (on|in|into|to) (my|his|her|their|our|the) (social security|check|ss) | lose (the|that|my|his|her|their) ([a-z0-9$]+ ){0,2}(dollars|money|bucks)( a month| per month| each month| every month)? back /,
        0.9,
      ),
      // "it knocks some off that Part B thing they deduct from me" (twenty-second round).
      cue(
        / (knock|knocks|knocking|take|takes|shave|shaves|chip|chips) (some|a bit|a little|money|something)? ?(off|of) (that |the |my )?part b /,
        1,
      ),
      // "how much more would I see in my social security" (twenty-second round).
      cue(
        / (more|extra|bigger|higher) ([a-z]+ ){0,4}(in|on|to) (my |her |his |our )?(social security|check|checks|deposit) /,
        1,
      ),
      cue(/ (give back|gives back|giveback|rebate|rebates|money back|cash back|refund) /),
      cue(/ credit /, 0.5),
      // The Social Security check or deposit going up, some of Part B put back (nineteenth round).
      cue(
        / social security (check|checks|deposit|deposits|payment|payments|money|benefit) ([a-z]+ ){0,2}(go up|goes up|went up|be bigger|get bigger|be more|bigger|higher|increase) /,
        1,
      ),
      cue(
        / (puts?|putting|gives?|giving|pays?) (some|part|a bit|a little|any) (of )?(that|it|this|them) back /,
        0.9,
      ),
      // "a plan where you pay nothing and they actually give you money" (twenty-second round).
      cue(/ (give|gives|giving|pay|pays|paying) (you|me|us|them|people|folks|members) (money|cash) /, 0.9),
      // "one of your plans pays you back part of your part b".
      cue(
        / (pay|pays|paying|paid|give|gives|giving|put|puts|putting) (you|me|us|them|him|her|people|folks|members) back /,
        0.9,
      ),
      // "how much do I get back on part b".
      cue(/ (get|gets|getting|receive|receives) (\w+ )?back (on|from|for|off) /, 0.9),
      cue(/ (reduce|reduces|lower|lowers|cut|cuts|help with|helps with) (my |the )?part b /, 1),
      cue(/ part b premium /, 0.9),
      // "How does the Part B money work" (twenty-second round).
      cue(/ part b (money|cash|credit|refund|rebate|giveback|give back|reduction|discount) /, 1),
      // "one of the plans pays part of your part b".
      cue(
        / (pay|pays|paying|paid|cover|covers|covering|pick up|picks up|chip in|chips in) (part|some|a part|a portion|portion|half|a piece) of (my|your|the|their|our|his|her) part b /,
        1,
      ),
      // "her plan pays part of her Part B for her" (twenty-seventh round).
      cue(/ (pays|pay|covers|cover) (part|some|half) of (my|her|his|their|the|your) part b /, 0.9),
    ],
  },
  {
    name: 'lowers costs',
    predicate: /lower|reduce|help/,
    cues: [
      // "The drug prices are what's killing me. My friend said there's some government thing that helps with that."
      // (twenty-eighth round).
      cue(
        /^(?=.* (drug|drugs|meds|pills|medicine|medicines|medication|medications|prescription|prescriptions) ).* (thing|program|something|someone) (that|which|to) (helps?|assists?) (with|pay) /,
        0.9,
      ),
      // "Is there some kind of program for people who can't swing the cost of their medicine?" (twenty-eighth round).
      cue(
        / (program|programs|help|assistance) for (people|folks|seniors|those|someone|somebody)( who| that)? (cant|cannot|can not|struggle|struggling|on a fixed|with low|with little|who) /,
        0.9,
      ),
      // "And for the medicine, there is help also?", "help for people with little money, for the medicine?"
      // (twenty-sixth round).
      cue(
        /^(?=.* (medicine|medicines|meds|drugs|pills|prescriptions) ).* (there is|is there|any|some) help( also| too)? | help for (people|folks|seniors|those) /,
        0.8,
      ),
      // "the drug one, can that be lowered somehow" (twenty-sixth round).
      cue(
        / (can|could|is there a way) (that|it|this|the [a-z]+ one|the [a-z]+) (be )?(lowered|reduced|brought down|knocked down|cut) /,
        0.9,
      ),
      // A program that helps, asked beside the cost of one's drugs ("My drugs cost a fortune every month. Is there
      // any kind of program that helps people with that?", "is there anything to help him with the cost of his
      // medicines?"; twenty-sixth round).
      cue(
        /^(?=.* (drug|drugs|meds|pills|medicine|medicines|medication|medications|prescription|prescriptions) ).* (program|programs|assistance|anything|something) (out there )?((that |to |which )?(helps?|assists?) |for (that|this|it|those|them) )/,
        0.9,
      ),
      cue(
        / help (him|her|me|us|them|people|folks) (with|pay|paying) (the )?(cost|costs|price|prices) of (his|her|my|our|their|the)? ?(drug|drugs|meds|pills|medicine|medicines|medication|medications|prescriptions) /,
        1,
      ),
      cue(
        // Not a lower figure of a plan ("does she have a lower max or higher max than me"; twenty-eighth round).
        / (lower(?! (max|maximum|cap|limit|premium|premiums|copay|copays|deductible|deductibles|out of pocket|one|plan) )|lowers|reduce|reduces|cheaper|cut|save|saving|help paying|help with|helps with|help pay|helps pay|afford|assistance|knock down|knocks down|knock off|knocks off|bring down|brings down|(knock|knocks|bring|brings) (that|it|them|those|this) down) /,
        0.8,
      ),
      // Someone to help with one's medicine ("Somebody can help him with the medicine?"; twenty-eighth round).
      cue(
        / (somebody|someone|anybody|anyone|anything|something|program) (can|could|that can|to|who can) (help|helps) (him|her|me|us|them)? ?(with|pay for|paying for) (the |his |her |my |their )?(medicine|medicines|meds|drugs|pills|prescriptions|medication|medications) /,
        1,
      ),
      // A program that brings a cost down ("Is there a program that brings his drug costs down?", "any program to
      // bring the inhaler cost down", "anything that brings the price of her prescriptions down"; twenty-eighth
      // round).
      cue(
        / (program|programs|anything|something|assistance|way) (out there )?(that |to |which |thatll |that would |that can |that could )?(bring|brings|get|gets|knock|knocks)( [a-z]+){0,4} (cost|costs|price|prices|bill|bills)( of( [a-z]+){1,3})? down /,
        1,
      ),
      // Help asked for without saying with what ("my drugs cost a fortune, anything out there to help").
      cue(
        / (any|some|get|find|kind of|out there to) help | help (for|with) (that|this|it|them|those|these) /,
        0.7,
      ),
      // "that program that helps poor people with their drug bills" (twenty-second round).
      cue(
        / (program|programs|something|anything) (that |which )?(helps?|pays?) ([a-z]+ ){0,3}(with |for )?(their |my |the |his |her )?(drug|drugs|prescription|prescriptions|medication|medications|meds) (bills|costs) /,
        1,
      ),
      // "is there any program that helps pay for them", "any program that helps people … with the pharmacy costs"
      // (twenty-third round).
      cue(
        / (program|programs) (that |which |to )?(helps?|pays?) ([a-z]+ ){0,5}(pay|with|for|cover) ([a-z]+ ){0,3}(them|it|drugs?|prescriptions?|medications?|meds|pharmacy|pills?) /,
        1,
      ),
      // "Is there any government help I could apply for?" (twenty-third round).
      cue(
        / (government|state|federal|public) (help|assistance|aid|program|programs|subsidy) | (help|assistance|aid) (i|we|she|he|they) (could|can|might|would) (apply|qualify) /,
        1,
      ),
      // "is there any help with the drug costs" (twenty-second round).
      cue(
        / helps? (with|w|paying|paying for|to pay|to pay for|pay|pay for|for) (the |my |his |her |their |our )?(drug|drugs|prescription|prescriptions|medication|medications|medicine|medicines|meds|pill|pills) /,
        1,
      ),
    ],
  },
  {
    name: 'excludes',
    predicate: /does not include|not include|^has no$|exclude|not cover/,
    cues: [
      // Not an amount judged ("That's not much. Plus?": twenty-fifth round).
      cue(
        // Not a plan set apart at the start of a follow-up ("not bronze?" after which plans use a network; thirty-first
        // round).
        /(?<!^) not(?! (much|a lot|enough) ) | (no|doesnt|dont|without|lack|lacks|exclude|excludes|excluded|missing) /,
        0.5,
      ),
      cue(
        / (age limit|too old|too young|how old|age|old to|old for) | (is|am|are|be|im|shes|hes) to (young|old) /,
        0.9,
      ),
      // Age as what a company turns people down for ("he asks if the company accepts old people", "Some companies
      // turned her down because of her age", "can a senior citizen sign up", "or do u have to be older";
      // twenty-sixth round).
      cue(
        / (accept|accepts|accepting|take|takes|taking|turn down|turns down|enroll|enrolls|enrol|insure|insures|allow|allows|let in|lets in) (old|older|elderly|aged) (people|folks|persons|adults|members|patients) | (people|folks|someone|anyone|somebody|anybody) (of )?(our|my|her|his|their|that) age | (no|any|an|a) (age )?cutoff | because of (her|his|my|their|our) age | senior citizens? | (have to|need to|must|got to|gotta) be (older|younger|a certain age|over|under) /,
        0.9,
      ),
      // An age said of someone who wants a policy ("my mom is 90, can she still get it").
      cue(
        / (im|i am|is|shes|hes|she is|he is|turning|turned) (6[6-9]|[7-9]\d|1[01]\d)( years old| years)? /,
        0.8,
      ),
      // Or of one's kin in a word ("My mom's 88, can she still get one?", "my husband's seventy-five", "plans for
      // seniors"; twenty-fourth round).
      cue(
        / (moms|mothers|dads|fathers|husbands|wifes|grandmas|grandpas|grandmothers|grandfathers|aunts|uncles|sisters|brothers|parents|mums) (6[6-9]|[7-9]\d|1[01]\d|(seventy|eighty|ninety)( [a-z]+)?) | (plan|plans|policy|policies|coverage|insurance) for (seniors|the elderly|older (people|folks|adults)|retirees) /,
        0.8,
      ),
      // An age told, then whether it bars joining ("He's ninety-one. Is that a problem?", "At seventy, can I still
      // join?", "We're 70 and 68 … Is it too late for us?"; twenty-seventh round).
      cue(
        / (6[6-9]|[7-9]\d|1[01]\d|seventy|eighty|ninety)( [a-z]+)?( years old)? (.* )?(is that|would that be|will that be|is it|is this|is|its) (a problem|an issue|problem|too late|too old) | (6[6-9]|[7-9]\d|1[01]\d|seventy|eighty|ninety)( [a-z]+)? (.* )?(can|could|may) (i|we|she|he|they) still (join|get|sign up|enroll|enrol|apply|buy|qualify) | (6[6-9]|[7-9]\d|1[01]\d|seventy|eighty|ninety)( [a-z]+)? (.* )?(is|are|am) (i|we|she|he|they) (even |still )?(allowed|able|eligible) to (join|sign up|enroll|enrol|apply|buy|get) | (get|join|enroll in|sign up for) ((a|the|one|this|that|any) )?([a-z]+ )?(plan|policy|insurance|coverage)( [a-z]+)? at (6[6-9]|[7-9]\d|1[01]\d) | (6[6-9]|[7-9]\d|1[01]\d) (is|still) (ok|okay|fine|alright) to (sign up|join|enroll|enrol|get) | (take|accept) (me|us|her|him|them) at (my|our|her|his|their) age /,
        0.9,
      ),
      // Whether a company takes one at an age ("First off, at ninety-one, would you even take her?", "will you even
      // enroll someone who's ninety-one?"; twenty-eighth round).
      cue(
        / (enroll|enrol|take|accept|insure|cover|sign up) (someone|somebody|anyone|anybody|people|a person|her|him|me|us|them) (who is|whos|whose|thats|that is|at|aged|of) (\d{1,3}|sixty|seventy|eighty|ninety)/,
        0.9,
      ),
      cue(
        / at (age )?(\d{1,3}|(sixty|seventy|eighty|ninety)( [a-z]+)?) (would|will|do|does|can|could) (you|they|the plan|your company|you guys|yall) (even |still )?(take|accept|cover|insure|enroll|enrol) (me|her|him|us|them|someone) /,
        0.9,
      ),
      // Whether one can join at an age ("First, at ninety-two can he even get a policy?", "can he at least be on one
      // of the plans at 15?"; twenty-eighth round).
      cue(
        / at (age )?(\d{1,3}|(fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)( [a-z]+)?) (can|could|will|would|may|is|are|am|do|does) (i|we|she|he|they|you) (even |still |really )?(get|join|buy|have|be on|sign up|enroll|enrol|apply|qualify) | (can|could|may|will) (i|we|she|he|they) (even |still |at least |really )?(get|join|buy|have|be on|sign up for|enroll in|enrol in|apply for|be covered by)( [a-z]+){0,5} at (age )?(\d{1,3}|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (?!(dollars|bucks|percent|a month|per|am|pm|oclock) )/,
        0.9,
      ),
      // An age said as a bound ("does it matter that we're both over 70?", "I'm in my eighties": twenty-second round).
      cue(
        / (over|past|above|older than|in (my|our|her|his|their)( late)?) (6[5-9]|[7-9]\d|sixties|seventies|eighties|nineties) /,
        0.9,
      ),
      // A plan for children ("do you have a plan for kids?").
      cue(
        / (plan|plans|policy|policies|coverage) for (kids|children|grandkids|grandchildren|a child|my (grandson|granddaughter|son|daughter)) /,
        0.8,
      ),
      // A child or grandchild to be put on a policy ("my grandson is 16, can he go on smile basic with me", "can my
      // kids be on it too? they're 8 and 11").
      cue(/ (son|daughter|grandson|granddaughter|kid|child|boy|girl) (is|s) ([1-9]|1\d) /, 0.8),
      cue(
        / (kids|children|grandkids|grandchildren|son|daughter|grandson|granddaughter) (be on|go on|join|get on|be added|be covered) /,
        0.8,
      ),
    ],
  },
];

/**
 * Words a caller uses for what a graph names otherwise; a message's word adds the graph's words as if written
 * too, so "gym" meets "fitness membership" and "pills" meets "drug".
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  // Everyday words of the twenty-fourth round's readable sets.
  pickleball: 'fitness membership',
  golf: 'fitness',
  yoga: 'fitness',
  gym: 'fitness',
  // Older and other Englishes (twenty-third round).
  gymnasium: 'fitness',
  calisthenics: 'fitness',
  scaling: 'cleanings',
  stopping: 'fillings',
  stoppings: 'fillings',
  welfare: 'medicaid',
  // Arizona's Medicaid, by the name callers there use.
  ahcccs: 'medicaid',
  exercise: 'fitness',
  workout: 'fitness',
  // "anything for staying active?" (twenty-fifth round).
  active: 'fitness',
  vision: 'eye glasses',
  eyes: 'eye',
  sight: 'eye',
  eyesight: 'eye',
  eyeglasses: 'eye glasses',
  bifocals: 'eye glasses',
  trifocals: 'eye glasses',
  specs: 'eye glasses',
  spectacles: 'glasses',
  optical: 'eye glasses',
  teeth: 'dental',
  mouth: 'dental',
  perk: 'extra',
  perks: 'extra',
  // Living in a plan's area, by its legal word.
  residency: 'living in the service area',
  tooth: 'dental',
  dentist: 'dental',
  dentists: 'dental',
  hearing: 'hearing',
  ears: 'hearing',
  prescription: 'drug',
  prescriptions: 'drug',
  medication: 'drug',
  medications: 'drug',
  medicine: 'drug',
  medicines: 'drug',
  meds: 'drug',
  pills: 'drug',
  pill: 'drug',
  tablet: 'drug',
  tablets: 'drug',
  // Medicines callers name for what they take every day.
  insulin: 'drug',
  metformin: 'drug',
  lipitor: 'drug',
  statin: 'drug',
  statins: 'drug',
  inhaler: 'drug',
  inhalers: 'drug',
  eliquis: 'drug',
  ozempic: 'drug',
  lisinopril: 'drug',
  warfarin: 'drug',
  levothyroxine: 'drug',
  rx: 'drug',
  drugs: 'drug',
  pharmacy: 'pharmacy',
  doctor: 'primary care',
  gp: 'primary care',
  pcp: 'primary care',
  physician: 'primary care',
  checkup: 'primary care',
  composite: 'fillings',
  composites: 'fillings',
  restorative: 'fillings',
  residence: 'living in the service area',
  cardiologist: 'specialist cardiology',
  dermatologist: 'specialist',
  derm: 'specialist',
  pulmonology: 'specialist',
  pulmonologist: 'specialist',
  rheumatologist: 'specialist',
  travel: 'worldwide emergency',
  abroad: 'worldwide emergency',
  overseas: 'worldwide emergency',
  vacation: 'worldwide emergency',
  traveling: 'worldwide emergency',
  travelling: 'worldwide emergency',
  trip: 'worldwide emergency',
  // Countries and regions abroad: care there is care outside the country (twenty-first round).
  ...Object.fromEntries(
    (
      'portugal spain italy france germany england ireland scotland greece japan china india philippines vietnam ' +
      'korea thailand brazil peru colombia caribbean bahamas jamaica asia africa australia israel egypt cancun ' +
      'mexico canada europe'
    )
      .split(' ')
      .map((place) => [place, 'worldwide emergency']),
  ),
  otc: 'over the counter allowance',
  counter: 'over the counter allowance',
  cleaning: 'cleanings',
  xray: 'x rays',
  implant: 'implants',
  crown: 'crowns',
  root: 'root canals',
  filling: 'fillings',
  cavity: 'fillings',
  // "a hole in my back tooth".
  hole: 'fillings',
  holes: 'fillings',
  cavities: 'fillings',
  denture: 'dentures',
  false: 'dentures',
  dual: 'dual special needs',
  medicaid: 'medicaid',
  hospitals: 'hospital',
  yearly: 'annual',
  year: 'annual',
  payback: 'gives back',
  eyewear: 'eye glasses',
  contacts: 'eye glasses',
  lenses: 'eye glasses',
  optometrist: 'eye exam',
  ophthalmologist: 'eye exam specialist',
  deaf: 'hearing aids',
  audiologist: 'hearing aids',
  sneakers: 'fitness membership',
  silversneakers: 'fitness membership',
  ymca: 'fitness membership',
  // "I do water aerobics at the Y" (eighteenth round).
  aerobics: 'fitness membership',
  // "The scraping" is a cleaning (eighteenth round).
  scraping: 'cleanings',
  scraped: 'cleanings',
  zumba: 'fitness membership',
  pilates: 'fitness membership',
  swimming: 'fitness membership',
  // "I like to swim at the community center".
  swim: 'fitness membership',
  vitamins: 'over the counter allowance',
  aspirin: 'over the counter allowance',
  bandaids: 'over the counter allowance',
  foreign: 'worldwide emergency',
  country: 'worldwide emergency',
  mexico: 'worldwide emergency',
  canada: 'worldwide emergency',
  europe: 'worldwide emergency',
  cruise: 'worldwide emergency',
  flying: 'worldwide emergency',
  flight: 'worldwide emergency',
  japan: 'worldwide emergency',
  china: 'worldwide emergency',
  india: 'worldwide emergency',
  italy: 'worldwide emergency',
  france: 'worldwide emergency',
  germany: 'worldwide emergency',
  spain: 'worldwide emergency',
  england: 'worldwide emergency',
  ireland: 'worldwide emergency',
  greece: 'worldwide emergency',
  israel: 'worldwide emergency',
  philippines: 'worldwide emergency',
  vietnam: 'worldwide emergency',
  korea: 'worldwide emergency',
  australia: 'worldwide emergency',
  asia: 'worldwide emergency',
  africa: 'worldwide emergency',
  cracked: 'crowns',
  chipped: 'crowns',
  molar: 'dental',
  molars: 'dental',
  podiatrist: 'specialist',
  // A pharmacy, as the British say.
  chemist: 'pharmacy',
  chemists: 'pharmacy',
  practitioner: 'primary care',
  neurologist: 'specialist',
  orthopedist: 'specialist',
  orthopedic: 'specialist',
  surgeon: 'specialist',
  cleaned: 'cleanings',
  // "When the dentist cleans the teeth, you pay all?" (twenty-ninth round).
  cleans: 'cleanings',
  oncologist: 'specialist',
  urologist: 'specialist',
  ent: 'specialist',
  physical: 'primary care',
  family: 'primary care',
  regular: 'primary care',
  reg: 'primary care',
  wellness: 'primary care',
  er: 'emergency',
  pharmacist: 'pharmacy',
  drugstore: 'pharmacy',
  cvs: 'pharmacy',
  bridge: 'dentures',
  partial: 'dentures',
  // "My uppers are getting loose", "get a fake tooth put in later" (twenty-ninth round).
  uppers: 'dentures',
  fake: 'dentures',
  partials: 'dentures',
  canal: 'root canals',
  canals: 'root canals',
  cleanings: 'cleanings',
  xrays: 'x rays',
  exam: 'cleanings',
  surgery: 'hospital',
  income: 'extra help',
  afford: 'extra help',
  outside: 'out network',
  // "can I go anywhere I want" (twenty-second round).
  anywhere: 'out network',
  refund: 'gives back',
  heart: 'cardiology specialist',
  live: 'living',
  lives: 'living',
  // Twenty-second round: more everyday words for the graph's things.
  hygienist: 'cleanings',
  // "does it have any chain offices in it?", "any big chains" (twenty-fifth round).
  chain: 'offices',
  chains: 'offices',
  hygiene: 'cleanings',
  // Root canals by the dentist's word.
  endodontist: 'root canals',
  endo: 'root canals',
  // A dental office's words for its work.
  prophylaxis: 'cleanings',
  prophy: 'cleanings',
  bitewing: 'x rays',
  // "drilled and filled".
  drilled: 'fillings',
  // "when they take pictures of my teeth".
  pictures: 'x rays',
  bitewings: 'x rays',
  amalgam: 'fillings',
  restoration: 'fillings',
  restorations: 'fillings',
  porcelain: 'crowns',
  toothache: 'dental',
  endodontic: 'root canals',
  endodontics: 'root canals',
  radiographs: 'x rays',
  choppers: 'dental',
  expert: 'specialist',
  experts: 'specialist',
  screw: 'implants',
  patch: 'fillings',
  patches: 'fillings',
  patched: 'fillings',
  nerve: 'root canals',
  plate: 'dentures',
  // A titanium post is an implant's.
  titanium: 'implants',
  plates: 'dentures',
  scripts: 'drug',
  script: 'drug',
  club: 'fitness membership',
  reside: 'living',
  old: 'age limit',
  age: 'age limit',
  tylenol: 'over the counter allowance',
  syrup: 'over the counter allowance',
  advil: 'over the counter allowance',
  ibuprofen: 'over the counter allowance',
  band: 'over the counter allowance',
  relocating: 'moving',
  relocate: 'moving',
  move: 'moving',
  moved: 'moving',
  incl: 'includes',
  january: 'jan open',
  february: 'jan mar open',
  march: 'mar open',
  october: 'oct annual',
  november: 'oct dec annual',
  december: 'dec annual',
  fall: 'oct dec annual',
  ear: 'hearing',
  sick: 'emergency',
  ill: 'emergency',
  hurt: 'emergency',
  injured: 'emergency',
  accident: 'emergency',
  urgent: 'emergency',
  cap: 'crowns',
  caps: 'crowns',
  hospital: 'hospital medical',
};

/** Short forms callers and agents type ("gold ded?", "spec copay"), read as the whole word. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ded: 'deductible',
  // Chat typing (twenty-third round).
  wich: 'which',
  hw: 'how',
  hve: 'have',
  til: 'until',
  sumthing: 'something',
  sumthin: 'something',
  smth: 'something',
  oon: 'out of network',
  deduct: 'deductible',
  prem: 'premium',
  spec: 'specialist',
  specs: 'specialists',
  max: 'maximum',
  mo: 'month',
  mth: 'month',
  yr: 'year',
  ppl: 'people',
  doc: 'doctor',
  docs: 'doctors',
  appt: 'appointment',
  ref: 'referral',
  refs: 'referrals',
  ntwk: 'network',
  ins: 'insurance',
  iep: 'initial enrollment period',
  aep: 'annual enrollment period',
  oep: 'open enrollment period',
  sep: 'special enrollment period',
  // Chat shorthand (twenty-second round).
  n: 'and',
  r: 'are',
  wat: 'what',
  wats: 'whats',
  thru: 'through',
  b4: 'before',
  w: 'with',
  tho: 'though',
  abt: 'about',
  bc: 'because',
  cuz: 'because',
  // Months written short, read as the months they are ("can i change in feb").
  jan: 'january',
  feb: 'february',
  apr: 'april',
  jun: 'june',
  jul: 'july',
  aug: 'august',
  sept: 'september',
  oct: 'october',
  nov: 'november',
  dec: 'december',
};

/** Words after which a caller's "doctor" is a specialist ("heart doctor", "skin doc"). */
export const SPECIALIST_OF = new Set(
  'heart skin foot feet bone bones eye eyes lung kidney knee back cancer joint nerve brain stomach throat ear ears'.split(
    ' ',
  ),
);

/** Questions about the call itself, not the graph. */
const SMALL_TALK =
  / (can|could|do) you (hear|understand|see) me | hear me | hear you | (you|u) (still )?there $| (speak|talk) up ((a )?(little|bit|tad) )?(please |would you |will you |for me )?$| (speak|talk) up ((a )?(little|bit|tad) )?(please|would you|will you|for me) | (got|have|took|taken) (my|her|his) hearing aids? (out|off) | (the |my |this )?(line|connection|signal|reception) (is|s|sounds|seems) ((a )?(little|bit|tad|kind of|kinda|really|very|pretty) )*(bad|poor|weak|choppy|crackly|fuzzy|noisy|terrible|awful) | (is it|its) (sunny|raining|rainy|hot|cold|snowing|nice|warm|chilly) (where you are|there|out there|by you|over there) | can (you|she|he|they) hear( me| us)? $| breaking up | bad (line|connection) | (are|r) you (there|still there) | how are you | (is )?(now|this) (a )?(good|bad|ok|okay|convenient) time | (do|would) you have (a )?(minute|moment|second|sec) | (anything|something) else (that )?(i|we) can | (can|may) i help you | how can i help | (this|the) call (take|last|be) | on hold | hold time | (ill|i will|im going to|let me) (send|mail|email|transfer|connect) | (have to|need to|please|youll have to|you will have to) (speak|talk) (up|louder|slower|slowly) | weather | if (thats|that is|its|it is) (ok|okay|alright|all right|fine)( with you)? $| (what a|such a) (gorgeous|beautiful|nice|lovely|glorious|hot|cold|rainy|windy) day | (are )?(you|your) (folks|guys|people|yall|office|team) (in|located in|based in|out in|out of) [a-z]+( too)? $| (beautiful|nice|lovely|gorgeous|glorious|hot|cold|rainy|windy|miserable) (day|morning|afternoon|evening) (out|here|today|there|isnt it|huh) | (under|over|above|below) (a )?(hundred|\d+) degrees | \d+ degrees | how long (does|will|would) (this|it|the call) (usually |normally |typically )?take | (put|putting|have|got) you on (the )?speaker | speakerphone | (wants|want|wanted) to (hear|listen) (too|in|as well|also) | (how|what) about (you|yourself) $| (hot|cold|chilly|freezing|humid|muggy|windy|wet|dry) as (blazes|heck|hell|can be|anything|ever|an oven|ice) /;

/**
 * Questions asked of the person on the line about themselves ("do you have Part A and Part B", "what county do you
 * live in", "is Dr. Patel your primary care doctor"), not of the graph; "do you have a plan that …" asks of it.
 */
const OF_THE_CALLER =
  / (?<!(plans?|policies|options|ones) )(do|did|are|were|have|would) you (currently |already |still |now |regularly |usually |ever |also )?(have(?! (a|any|an)( [a-z]+){0,2} (plan|plans|policy|policies|option|options) | (any |some )?(dental |medical |medicare |health )?(insurance|coverage) (that|which) | (something|anything) (that|which) (covers|cover|pays|pay|helps|help|includes|include) | to | that | (an? |any )?(age|waiting|deductible|deductibles|network|networks|maximum|max|limit|limits|premium|premiums|copay|copays|restriction|restrictions|rule|rules) )|had|see|take(?! (people|anyone|anybody|someone|seniors|folks|members|patients|older|elderly|old|new) )|use|live|want|need|go|enrolled|on|in|interested|planning|like|prefer|receive|work|get your|qualify for) | (what|which) (?!(plans?|policies|options|coverage|benefits|networks?|programs?|kinds?|types?) )[a-z]+ (do|did|are|were) you (live|on|in|use|see|take|interested|have|go|currently) | (is|are|was) [a-z ]*(?<! (with|on|under|through|by|from|of|at|for|in|into|to)) your (primary|doctor|dentist|current|plan|pharmacy|regular|usual) | (have|has|had) you been | when would you like | would you like (me|to|us) | if you (like|want|wish|would like|d like|prefer) | (i|we) can (help you|get you|sign you|enroll you|enrol you) | (youre|you are) (currently |already |still |now )?(on|enrolled (in|on)|signed up (for|with)) .*(is that (right|correct)|correct|right) $| (verify|confirm) (your|for me your|for me the|the name|the date|the address|the member) /;

/**
 * Requests about contact details and the account rather than a plan's facts ("what is the phone number for the
 * Walgreens on Bell Road", "the hours of the Aspen Dental on Camelback", "how do I cancel my policy", "can someone
 * call me back", "how much have I used so far this year"): a name of the graph in them is where, not what, is asked.
 */
const OPERATIONS =
  / (phone number|phone numbers|fax|(?<!(evening|weekend|night|late|saturday) )hours|opening times|(?<!(change|changing|changed|new) (of )?(my |our |her |his )?)(?<!(permanent|home|legal) )(?<!(use|using|put down|putting down|give|giving|list|listing) (his|her|their|my [a-z]+s|a [a-z]+s|someone elses|somebody elses) )address(?! (is|s) (still |now )?(in|out of))|directions|located|cancel|canceling|cancelling|cancellation|call (me|us) back|callback|call back|(?<!(doctor|doc|gp|pcp|physician|primary|primary care) (to |have to |has to |need to |needs to |must |didnt |did not |doesnt |does not |wont |will not |hasnt |has not )?)(mail|email|send|text) (me|us)(?! (on |over |along )?to )|(send|mail|email|get|order|request|want|need) (me |us |her |him )?(a |the |your |another |new |some )?([a-z]+ )?(brochure|brochures)|pay my bill|(pay|paying) my (premium|premiums) (online|by|with|over)|(?<!(read|saw|seen|heard|says|said|found|looked|looking|checked|searched|googled) )online|autopay|auto pay|make a payment|password|log in|login|website|call (you|u) back|supervisor|(your|the|a|my) manager(?! (for|at|of))|not interested|(form|forms|application|applications|paperwork) (i|we|you|she|he) (sent|mailed|filled|turned|submitted|faxed)|(sent|mailed|filled out|turned in|submitted|faxed) (in )?(my|our|the|her|his|an|a) ([a-z]+ )?(form|forms|application|applications|paperwork)|check on (it|my|the|that|this|her|his)|status (of|on)|(book|schedule|set up|make|reschedule|cancel) (a|an|my|the|her|his|our|another) ([a-z]+ )?(appointment|appt|cleaning|visit|meeting|call)|(credit|debit) card|(?<!out of (my |our |her |his |the )?)bank (account|draft)|(customer service|member services|member service|support) (number|line|phone)|over the phone|(my|a|the|her|his|that) claims?|(?<!(what|how much|percent|percentage|share)( [a-z0-9]+){0,4} )reimburse|reimbursed|reimbursement|(in charge of|ceo of|owner of|owns) (your|the|this) company|(can|could|may) (i|we) pay ([a-z]+ ){0,3}(yearly|annually|quarterly|once a year|all at once|up front|upfront|in full)|instead of (paying )?(monthly|yearly|every month)|how much (of (it|my [a-z]+|the [a-z]+) )?(have i|ive|i have|did i|has (she|he)|shes|hes|have we|weve) (used|spent|got left|left)|(used|spent) (so far|up to now|to date)|pay (it|that|this|them|the premium|my premium) (with|by|from|through)|(what|which) (phone )?number (do )?you have (for|on file for|on) me|(got|have|get) a new phone|when (would|will|does|do|did) (my|the|our|her|his|their) (coverage|policy|insurance) (start|begin|kick in|take effect|be active|go into effect)) /;

/**
 * Acting on a plan rather than asking of it ("I want to sign up for the silver plan today", "I'd like to enroll in
 * Smile Plus", "sign me up"): silent unless it is a question too ("I want to switch, when can I?").
 */
const ACTION =
  / ((i|we) (want|wanna|would like|d like|need) to|(i|we)d like to|(i|we) (will|ll) take|lets|let s) (sign up|enroll|enrol|join|buy|purchase|apply|switch over|go ahead|get started)| (sign|put) (me|us|her|him) (up|down)| (enroll|enrol) (me|us|her|him) /;

/**
 * A choice made ("ok cool, I'll do the plus", "I think I'm going with the Silver then"; twenty-first round; "he will
 * take the silver", "let's go with gold": twenty-second round): it asks nothing, unless put as a question.
 */
const DECISION =
  /( (ill|well|i will|we will|hell|shell|theyll|he will|she will|they will|lets|let us)|( i| we)? (think|guess) (ill|well|im|were)|(im|i am|were|we are|hes|he is|shes|she is|theyre|they are) (going to|gonna)) (do|go with|take|pick|choose|stick with|try|going with|go for) (the )?[a-z]+ /;

/** Whether a message (read by `normalized`) tells a choice made. */
export const isDecision = (normalizedText: string): boolean => DECISION.test(normalizedText);

/** Acting asked as a question ("can you sign me up?", "can I enroll with you over the phone right now?"). */
const ACTION_ASKED =
  / (can|could|would|will) (you|u) (please |just )?(sign|enroll|enrol|put) (me|us|her|him|them) (up|in|on|down)?| (can|could|may) (i|we) (enroll|enrol|sign up|join) (with you|over the phone|today|now|right now|by phone|here)/;

/** Whether a message (read by `normalized`) asks to be enrolled ("can you sign me up?"). */
export const asksToAct = (normalizedText: string): boolean => ACTION_ASKED.test(normalizedText);

/** Whether a message (read by `normalized`) acts on a plan (enrols, buys) rather than asking of it. */
export const isAction = (normalizedText: string): boolean => ACTION.test(normalizedText);

/**
 * A reply that takes in what was said ("hmm ok that's more than I thought", "perfect, that's what I wanted to
 * hear", "nope, that covers it") or an agent's narration of the work ("thx for holding, pulling up the gold ppo
 * benefits now"): a situation told in it implies no question.
 */
const TAKING_IN =
  /^ ((hmm|hm|ok|okay|perfect|great|alright|all right|nope|no|cool|fine|good|awesome|wonderful|excellent|sounds|wow|oh) |((yes|yeah|yep) )?(thats|that is|its) (right|correct) |(thats|that is|its|thats so) (good|great|nice|a relief|wonderful) (to hear|news)? ?|(good|glad|nice|happy) to (hear|know) )/;
const NARRATION =
  / (for holding|for waiting|pulling up|pull up|bringing up|let me (check|look|see|pull)|looking (that|it|this) up) /;
/** Amounts read back or told ("thirty five for specialists", "$45 for the plus"): an answer, not a situation. */
const AMOUNT =
  / \$\d|\d (dollars|bucks|for|a month|per)| (five|ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)( [a-z]+)? (dollars|bucks|for|a month|per) /;

/** Whether a message (read by `normalized`) opens by taking in what was said ("hmm ok", "perfect"). */
export const isTakingIn = (normalizedText: string): boolean => TAKING_IN.test(normalizedText);

/** Whether a message (read by `normalized`) narrates the agent's work ("pulling up the gold benefits now"). */
export const isNarration = (normalizedText: string): boolean => NARRATION.test(normalizedText);

/** Whether a message (read by `normalized`) tells or reads back an amount. */
export const tellsAmount = (normalizedText: string): boolean => AMOUNT.test(normalizedText);

/** Whether a message (read by `normalized`) asks about contact details or the account. */
export const isOperations = (normalizedText: string): boolean => OPERATIONS.test(normalizedText);

/**
 * Acknowledgements that read back what was said ("ok so silver 0 premium gold 49 got it"); a read-back announced ("let
 * me read that back") or an amount taken in ("I can swing that": nineteenth round).
 */
const READ_BACK =
  / (got it|gotcha|understood|makes sense|noted|i see|sounds good|fair enough)$|^(oh )?(ok|okay|alright|all right|great|perfect|good) so (?!(i|im|ive|id|my|we|were|our|me|she|he|her|his) )| (thats|that is) (exactly |just |all )?(what|all) ([a-z]+ )?(wanted|needed|was|were|thought|hoped) |^((ok|okay|alright|all right) )?(got it|gotcha|understood) | (writing|write|wrote|jotting|jot|noting|note|putting|put) (it|that|this|those|them) down( |$)|^so (?!(i|im|ive|id|my|we|were|our|me|she|he|her|his|what|whats|how|when|where|which|who|is|are|does|do|can|could|will|would) ).* (ok|okay)$|(^| )(let me|lemme|ill|i will|im going to) read (that|it|this|those|them|all (of )?that|everything|it all) back( |$)|(^| )(i|we) can (swing|handle|live with|manage|afford) (that|it|this)$/;

/** Whether a message (read by `normalized`, no question mark) only reads back what it was told. */
export const isReadBack = (normalizedText: string): boolean => READ_BACK.test(normalizedText.trim());

/** Whether a message asks the person on the line about themselves (read by `normalized`). */
export const isOfTheCaller = (normalizedText: string): boolean => OF_THE_CALLER.test(normalizedText);

/**
 * Opening words about the call rather than a plan ("is this where I call about medicare plans?", "I'm calling about
 * my mother's plan", "is this the right number for dental", "my hearing isn't great, can you repeat that"): said
 * before any topic is raised.
 */
const ABOUT_CALL =
  /^ ((hi|hello|hey|um|uh|yes|yeah|sorry|excuse me|wait|oh|ok|okay|well|good (morning|afternoon|evening)) )*(is this|is that|is it|are you( guys)?|am i (speaking|talking) (to|with)( someone| somebody| anyone)?|did i (reach|get|call)|have i reached)( (at|from|with|in))?( the)?( [a-z0-9]+){1,3} $| (is this|am i (at|in|on|calling|speaking to|talking to)|did i (reach|get|call)) (the )?(right |correct )?(where|([a-z]+ ){0,3}(place|number|line|chat|department|office|people|company|team|desk))| (where|who) (do|should|can) (i|we) call | (i|im|i am|we|were|we are) (calling|ringing|phoning|reaching out) (about|for|regarding|on behalf|from) | (im|i am|this is|its) [a-z]+( [a-z]+)? (calling|ringing|phoning) (about|for|regarding|on behalf) | (can|could|would) you (please )?(repeat|say that again|(speak|talk) (a (little|bit|tad) |little |bit )?(up|louder|slower|more slowly|slowly)|slow down)| (returning|return) (your|a|the|my) (call|message|voicemail)| calling (you |u )?back | (got|received|had|missed|left) (a |your |the )?(voicemail|voice mail|message|missed call|call) (from|about)| (talk|speak|chat) (to|with) (a |an )?(real |live |actual |human )?(person|human|someone|somebody|agent|representative|rep)| (did|have) i (dial|dialed|call|called|get|got|reach|reached) (the )?(wrong|right|correct)( number| line| place| department)? | i (thought|think) i (was|am) (calling|ringing|phoning|talking to|speaking to|speaking with) | (trying|tried|meant|wanted) to (reach|call|get through to|get ahold of) |^ ((hi|hello|hey|um|uh|yes|yeah|good (morning|afternoon|evening)|there|so) )*(calling|ringing|phoning) (about|regarding|for|on behalf) | (line|call|phone) (got |was |just )?(cut off|cut out|dropped|disconnected|went dead)| (we|i|you) (got |were |was |just |must have )?(got )?(cut off|disconnected|dropped)| (can|could) (i|you) (get|put) (me )?(her|him|them) back | (transfer|connect|put) me back | (this is|is this|thats|is that) the ([a-z]+ ){1,2}(line|number|department|desk) | (i was|i got|ive been|they|you) (just )?(transferred|transfered|transfer) (me )?| (gave|give|passed|sent|told) (me|us|her|him) (your|this|the) (number|line|phone number)| (got|found|have|had) (your|this) (number|line) (from|off|on|through) | questions?( [a-z]+){0,4} (is that|if thats|would that be|is it) (ok|okay|alright|all right|fine) $/;

/**
 * Mail or an advertisement received and told of ("Hi, I got a postcard about the Gold Choice PPO and the hearing
 * aids"): what the call is about, when nothing is asked (fourteenth round).
 */
const MAIL_RECEIVED =
  / (got|received|get|saw|read|have) (a |an |the |this |that |your |some |one of your )?([a-z]+ )?(letter|letters|postcard|postcards|post card|mailer|mailers|flyer|flier|brochure|packet|notice|ad|advert|advertisement|commercial|pamphlet)( in the mail)? (about|on|for|regarding|from|saying|that says|telling) | (got|received|getting|get) ([a-z]+ ){1,5}in the mail /;

/** Whether a message (read by `normalized`) tells of mail or an advertisement received. */
export const tellsMailReceived = (normalizedText: string): boolean => MAIL_RECEIVED.test(normalizedText);

/** Whether a message (read by `normalized`) opens a call by saying what it is about, asking nothing of a plan. */
export const isAboutCall = (normalizedText: string): boolean => ABOUT_CALL.test(normalizedText);

/**
 * Saying one has questions about something ("I have a few questions about Medicare Advantage"): what the call is
 * about, unless a predicate is named surely ("I have a question about the silver deductible").
 */
const QUESTIONS_ABOUT =
  / (i|we) (have|had|got|ve got) (a |some |a few |few |a couple of |a couple |couple of |two |three )?(quick |general |basic )?questions? (about|on|regarding|for|from) | (can|could|may) (i|we) ask (you )?(a |some |a few |few |a couple of |a couple |couple of )?(quick )?questions? (for|about|on behalf of) (him|her|them|my|his|her) /;

/** Whether a message (read by `normalized`) says it has questions about something. */
export const hasQuestionsAbout = (normalizedText: string): boolean => QUESTIONS_ABOUT.test(normalizedText);

/** Whether a clause (read by `normalized`) opens as a question of its own ("do I need a referral"). */
export const opensQuestion = (normalizedClause: string): boolean =>
  CLAUSE_QUESTION.test(normalizedClause) ||
  /^ ((ok|okay|oh|um|uh|well|so|and|but|then) )*(what|whats|which|how|hows|when|where|who|whos|why|is|are|does|do|did|can|could|would|will|should|may|am|has|have|any|tell|explain) /.test(
    normalizedClause,
  );

/**
 * An agent's greeting or offer of help ("Thank you for calling the Medicare Advantage help line, how may I assist
 * you?", "welcome to Smile Dental chat, what brings you in today?"): the names in it are the line's, no topic.
 */
const GREETING =
  / (thank you|thanks) for (calling|reaching out|contacting|choosing|holding|waiting)| welcome to | (how|what) (can|may|could|shall) (i|we) (help|assist|do for)| what brings you| who do i have| (who|whom) am i (speaking|talking) (to|with)| (may|can|could) i (have|get) your (name|member|policy|date|id|zip|address|phone)/;

/** Whether a message (read by `normalized`) greets the caller or offers help, raising no topic of its own. */
export const isGreeting = (normalizedText: string): boolean => GREETING.test(normalizedText);

/** Whether a message (read by `normalized`) is about the call itself, not the graph. */
export const isSmallTalk = (normalizedText: string): boolean => SMALL_TALK.test(normalizedText);

/** Thanks and goodbyes, wherever they are in a message. */
const CLOSINGS =
  / (thanks|thank you|thx|ty|many thanks)( (so|very) much| a lot| again| for (your|the|all (of )?your) (help|time))?(?= )| (bye|goodbye|good bye|bye bye|bye now)(?= )| (have|you have) a (good|nice|great|wonderful|lovely) (one|day|night|evening|weekend|afternoon)(?= )| take care(?= )| (i |really )?appreciate (it|that|you|your help)(?= )/g;

/** Asking the other to wait ("hold on a minute", "can you give me a second"): no question of the graph. */
const HOLDS =
  / ((can|could|would|will) you (please )?)?(hold on|hang on|hold the line|wait|bear with me|give me)( (a|one|just a) (sec|second|moment|minute|min|bit|tick))?(?= )| (one|a|just a) (sec|second|moment|minute|min)(?= )/g;

/** Words a message may open with before what it asks ("ok and the gold one", "huh nice and for specialists"). */
const OPENING_FILLERS =
  /^ ((ok|okay|oh|um|uh|uhm|huh|hmm|hm|wow|whoa|ah|ugh|oof|argh|yikes|dang|darn|geez|jeez|aw|aww|meh|nice|great|cool|alright|all right|yeah|yes|well|got it|i see|thanks|thank you|pls|plz|please) )+/;

/** A clause that opens with a question word ("the valley care partners, which clinics they have inside"). */
const CLAUSE_QUESTION =
  /^ ((ok|okay|oh|um|uh|well|so|and|but|then) )*(what|whats|how|when|where|why|which(?! (is|has|was|are|have|had|means|includes|covers|costs|gives|lets) )|(is|are|does|do|did|can|could|will|would|should) (i|we|you|u|ur|it|the|that|this|they|my|there|he|she|someone|anyone|any|either|your|mom|dad|mum|mother|father|grandma|grandpa|granny|wife|husband|son|daughter|kids|kid|child|children|parents|spouse|partner|grandson|granddaughter|grandkids|his|her|our|their) |(any|anything|anyone|anybody) (out there|available|at all) |any (plan|plans|policy|one|of (them|your [a-z]+|the [a-z]+|these|those)) (help|helps|cover|covers|pay|pays|include|includes|have|has|give|gives|offer|offers) )/;

/**
 * The clauses of a message that ask: a sentence ending in a question mark, or a clause between commas opening with a
 * question word. The rest tells the situation ("she sees the cardiologist every month, what does she have to pay
 * each time she goes in": the question is the second clause).
 */
export const askingClauses = (text: string): string[] => {
  const out: string[] = [];
  for (const sentence of text.match(/[^.!?]+[.!?]*/g) ?? []) {
    if (sentence.trim().endsWith('?')) {
      out.push(sentence);
      continue;
    }
    for (const clause of sentence.split(/[,;:]| - /))
      if (CLAUSE_QUESTION.test(` ${normalized(clause).replace(CLOSINGS, ' ').replace(HOLDS, ' ').trim()} `))
        out.push(clause);
  }
  return out;
};

/**
 * Whether a message asks for something: a question mark, a question's first word, or a request ("tell me",
 * "I'd like to know"). Greetings, thanks and small talk carry none of the graph's names or predicates, so they
 * stay silent even when phrased as a question.
 */
/**
 * The sentences of a message that are no talk about the call ("UGH I've been on hold forty minutes. I just want to
 * know if the gold plan covers hearing aids or not": the second; "Hello, is this the Medicare line? I want to know the
 * deductible for medicine on Silver Advantage.": the second), or '' when every one is: small talk, greetings,
 * questions about the call and a word or two ("Hello?"; twenty-third round).
 */
export const withoutCallTalk = (text: string): string =>
  text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => {
      const norm = normalized(sentence);
      return (
        !SMALL_TALK.test(norm) &&
        !GREETING.test(norm) &&
        !ABOUT_CALL.test(norm) &&
        norm.trim().split(' ').length > 2
      );
    })
    .join(' ');

/** "Which one has …", "which plan pays …" inside a sentence: a question, its mark often left out. */
export const WHICH_ASKED =
  / which (one|ones|plan|plans|of them|of the [a-z]+) (has|have|is|are|gives|give|covers|cover|costs|cost|pays|pay|would|does|do|offers|includes) /;

export const asksSomething = (text: string, norm: string): 'question' | 'request' | undefined => {
  if (SMALL_TALK.test(norm)) {
    // What a sentence apart from the small talk asks, it asks.
    const rest = withoutCallTalk(text);
    return rest === '' || rest === text ? undefined : asksSomething(rest, normalized(rest));
  }
  // Thanks and goodbyes ask nothing ("thanks so much, that's everything"); what else the message says may.
  const normalizedText = ` ${norm.replace(CLOSINGS, ' ').replace(HOLDS, ' ').trim()} `;
  const opening = normalizedText.replace(OPENING_FILLERS, ' ');
  if (
    text.includes('?') ||
    // A tag question ("bronze is zero a month right", "incl prescriptions y/n").
    / (right|correct|yes or no|y n|or not|or what) $/.test(normalizedText) ||
    // A question word last, in chat ("7 months starting when tho"; twenty-eighth round).
    / [a-z]+ (starting|starts|ending|ends|from|until|till|by|since|for|at|on|costing|paying) (when|what|where|how much|how long|which)( tho| though| exactly| again| then)? $/.test(
      normalizedText,
    ) ||
    // A question inside a spoken sentence ("i'm going to need dentures does the plus pay for those"), not a verb
    // after its subject ("the new one did a full exam", "she does it every year"; thirtieth round).
    /(?<! to)(?<! (i|he|she|we|they|one|dentist|doctor|doc|who)) (what|whats|which(?! i (know|admit|guess|suppose|realize)( |$))|how|when|where|who|does|do|did|can|could|is|are|will|would|am) (i|we|you|your|u|ur|it|the|that|this|they|my|a|an|there|he|she|those|these|someone|anyone|mom|dad|mum|mother|father|grandma|grandpa|granny|wife|husband|son|daughter|kids|kid|child|children|parents|spouse|partner|grandson|granddaughter|grandkids|his|her|our|their) | how (much|many|long|soon|often|about) | what (is|s|are|about|kind|type) | what (does|do|did) ([a-z]+ ){1,4}(mean|stand for|cover|cost) /.test(
      normalizedText,
    ) ||
    // "between the two HMOs which one has the lower out of pocket limit" (twenty-fourth round).
    WHICH_ASKED.test(normalizedText) ||
    // "The most I could be made to pay out of pocket in a year, and whether that holds out of network as well."
    // (twenty-sixth round).
    / (and|or|also) whether /.test(normalizedText) ||
    // "Whether I can keep going there on this plan." (twenty-third round).
    /^ (what|whats|which|how|hows|when|whens|where|wheres|who|whos|why|is|are|does|do|did|can|could|would|will|should|may|am|has|have|any|and|so(?! (i|im|ive|id|ill|we|were|weve|my|our|me|us|heres|here|basically|anyway|yeah|well|um|uh|the thing) )|tell|explain|remind|whether) /.test(
      opening,
    ) ||
    // A request put as an imperative ("Compare the annual max on both dental plans for me please"; twenty-first
    // round).
    /^ (please )?(compare|list|rank|sort|order|show me|walk me through|break down|quote me|give me (the|a quote|a rundown|the rundown)) /.test(
      opening,
    ) ||
    askingClauses(text).length > 0
  )
    return 'question';
  if (
    / (tell me|wondering|wonder|(?<!you( have| ve| got)? )no idea|not sure|dont know|do not know|figure out|trying to understand|same question|same for|same thing for|same( [a-z]+)? (figure|figures|number|numbers|amount|info|information|details) for|want to know|wants to know|wanted to know|like to know|love to know|need to know|needs to know|(know|knew|see|find out|figure out|work out|decide|asks|asked|asking|wonders) (whether|if|which|what|whats|how much|how long)|curious|find out|check|looking for|interested in|ask about|asking about|question about|explain|remind me|what about|how about|is there|are there|do you know|i need|i want|id like) /.test(
      normalizedText,
    )
  )
    return 'request';
  return undefined;
};

/**
 * Other insurers and their plans' brands: a clause that names one is about that company's plan ("what's the Humana
 * Gold Plus premium", "my Delta Dental plan has a $1,500 max"), so a plan word in it ("gold") is not ours. A graph
 * that names one of them itself keeps it (see `otherInsurers`).
 */
export const OTHER_INSURERS: readonly string[] = [
  'humana',
  'unitedhealthcare',
  'united healthcare',
  'united health care',
  'united health',
  'uhc',
  'aarp',
  'aetna',
  'cigna',
  'blue cross',
  'blue shield',
  'bcbs',
  'anthem',
  'wellcare',
  'well care',
  'kaiser',
  'molina',
  'centene',
  'ambetter',
  'devoted health',
  'alignment health',
  'clover health',
  'scan health',
  'mutual of omaha',
  'delta dental',
  'metlife',
  'met life',
  'guardian',
  'ameritas',
  'spirit dental',
  'renaissance dental',
  'careington',
];

/** Words that make a clause about the company on the line ("your gold plan", "what do you guys charge"). */
export const OURS = / (your|yours|you guys|yall|you all|this company|your company) /;

/** Words of the lexicon a misspelling is corrected to, beside the graph's own. */
export const LEXICON_WORDS: readonly string[] = (
  'premium premiums deductible deductibles copay copays copayment referral referrals network networks specialist ' +
  'specialists maximum enrollment enroll eligible eligibility qualify coverage covered prescription prescriptions ' +
  'medication medications pharmacy dentures implants crowns fillings cleanings waiting period annual monthly ' +
  'allowance hearing fitness emergency worldwide service county dentist doctor physician cardiologist ' +
  'insurance medicare medicaid advantage ' +
  // A thing of care said alone, so that its slips are read ("a crwon on my back tooth": twenty-eighth round).
  'crown denture implant filling cleaning coinsurance'
).split(' ');

/**
 * English words one letter from a word of an insurance graph that callers say as themselves, never as a slip: "the
 * least expensive plan" is not "the lasts expensive plan".
 */
/**
 * Things of care said by what they are like, read as their names ("the kind you take out at night" are dentures;
 * thirtieth round).
 */
export const PHRASE_READINGS: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:the )?(?:ones|kind|teeth|type|set) (?:that )?(?:you|u|they|he|she|i|we) (?:can )?take out(?: at night)?\b/gi,
    'dentures',
  ],
];

export const NOT_MISSPELT: ReadonlySet<string> = new Set([
  // Words one letter from a word of the cues ("a mouth full of old crowns" is no "a month"; thirtieth round).
  'mouth',
  'mouths',
  // Words one letter from a thing of care said alone ("filing a claim" is no "filling": twenty-eighth round).
  'filing',
  'crowd',
  'crowds',
  'clown',
  // The person on the line ("The caller is Mrs. Chan" is no "called"; twenty-sixth round).
  'caller',
  'callers',
  'least',
  'lease',
  'leased',
  'latest',
  'lasting',
  // Taking a fact down ("writing it down" is no "waiting").
  'writing',
  'written',
  'noting',
  'jotting',
  // "That man saved my life" is no "Saver" (eighteenth round).
  'saved',
  'saves',
  'saving',
  'savers',
  // The words the lexicon's cues are written in are read as themselves ("charged me full price" is no "changed").
  ...CONCEPTS.flatMap((concept) =>
    concept.cues.flatMap(({ pattern }) => pattern.source.match(/(?<![\\a-z])[a-z]{5,}/g) ?? []),
  ),
]);

/**
 * A caller's second language: the words of a question and of the lexicon's cues in Spanish, Portuguese and
 * Vietnamese, read as English ("¿cuánto cuesta al mes el plan Gold Choice?" as "how much does it cost a month the
 * plan Gold Choice"). Longer phrases first; a word that is also English ("red", "cobra", "que") is read only in a
 * phrase.
 */
const SECOND_LANGUAGE: readonly (readonly [string, string])[] = [
  ['tôi muốn biết', 'i want to know'],
  ['quiero saber', 'i want to know'],
  ['quisiera saber', 'i would like to know'],
  ['quero saber', 'i want to know'],
  ['necesito', 'i need'],
  ['preciso', 'i need'],
  ['audífonos', 'hearing aids'],
  ['audifonos', 'hearing aids'],
  ['aparelhos auditivos', 'hearing aids'],
  ['tratamiento de conducto', 'root canal'],
  ['tratamento de canal', 'root canal'],
  ['endodoncia', 'root canal'],
  ['dentaduras', 'dentures'],
  ['dentadura', 'dentures'],
  ['coronas', 'crowns'],
  ['anteojos', 'glasses'],
  ['lentes', 'glasses'],
  ['óculos', 'glasses'],
  ['mỗi tháng', 'a month'],
  ['hàng tháng', 'a month'],
  ['bao nhiêu', 'how much'],
  ['phải trả', 'pay'],
  ['gói', 'plan'],
  ['cuánto cuesta', 'how much does it cost'],
  ['cuanto cuesta', 'how much does it cost'],
  ['quanto custa', 'how much does it cost'],
  ['quanto tempo', 'how long'],
  ['cuánto tiempo', 'how long'],
  ['cuanto tiempo', 'how long'],
  ['de cuánto es', 'how much is it'],
  ['de cuanto es', 'how much is it'],
  ['cuánto', 'how much'],
  ['cuanto', 'how much'],
  ['quanto', 'how much'],
  ['cuál es', 'what is'],
  ['cual es', 'what is'],
  ['qual é', 'what is'],
  ['qual e', 'what is'],
  ['qué', 'what'],
  // "quanto custa no mes", "e pra clinico geral ela paga?", "para las medicinas hay ayuda? son muy caras"
  // (twenty-ninth round).
  ['no mês', 'a month'],
  ['no mes', 'a month'],
  ['clínico geral', 'primary care doctor'],
  ['clinico geral', 'primary care doctor'],
  ['médico de cabecera', 'primary care doctor'],
  ['medico de cabecera', 'primary care doctor'],
  ['medicinas', 'medicines'],
  ['medicamentos', 'medicines'],
  ['remédios', 'medicines'],
  ['remedios', 'medicines'],
  ['ayuda', 'help'],
  ['ajuda', 'help'],
  ['muy caras', 'very expensive'],
  ['muy caros', 'very expensive'],
  ['ela paga', 'she pays'],
  ['ele paga', 'he pays'],
  ['al mes', 'a month'],
  ['por mes', 'a month'],
  ['cada mes', 'a month'],
  ['por mês', 'a month'],
  ['ao mês', 'a month'],
  ['mensual', 'monthly'],
  ['mensal', 'monthly'],
  ['red de médicos', 'network of doctors'],
  ['red de medicos', 'network of doctors'],
  ['rede de médicos', 'network of doctors'],
  ['rede', 'network'],
  ['deducible médico', 'medical deductible'],
  ['deducible medico', 'medical deductible'],
  ['deducible', 'deductible'],
  ['copago', 'copay'],
  ['audífonos', 'hearing aids'],
  ['audifonos', 'hearing aids'],
  ['每个月', 'a month'],
  ['每月', 'a month'],
  ['máximo', 'maximum'],
  ['maximo', 'maximum'],
  ['paga', 'pays'],
  ['año', 'year'],
  ['emergencias', 'emergencies'],
  ['emergencia', 'emergency'],
  ['fuera del país', 'outside the country'],
  ['fuera del pais', 'outside the country'],
  ['méxico', 'mexico'],
  ['tengo', 'i have'],
  ['tiene', 'has'],
  ['hay', 'is there'],
  ['seguro', 'insurance'],
  ['años', 'years old'],
  ['pero', 'but'],
  ['para', 'for'],
  ['con', 'with'],
  ['del', 'of the'],
  ['de', 'of'],
  ['el', 'the'],
  ['los', 'the'],
  ['las', 'the'],
  ['es', 'is'],
  ['mi', 'my'],
  ['mis', 'my'],
  ['su', 'your'],
  ['ese', 'that one'],
  ['esa', 'that one'],
  ['primario', 'primary'],
  ['cuál', 'which'],
  ['cual', 'which'],
  ['copagos', 'copays'],
  ['límite de edad', 'age limit'],
  ['limite de edad', 'age limit'],
  ['franquia', 'deductible'],
  ['incluye', 'includes'],
  ['inclui', 'includes'],
  ['gimnasio', 'gym'],
  ['academia', 'gym'],
  ['piscina', 'swimming'],
  ['cubren', 'cover'],
  ['cubre', 'covers'],
  ['cobre', 'covers'],
  ['cobrem', 'cover'],
  ['limpiezas', 'cleanings'],
  ['limpieza', 'cleaning'],
  ['limpeza', 'cleaning'],
  ['radiografías', 'x rays'],
  ['radiografias', 'x rays'],
  ['tem que esperar', 'is there a waiting period'],
  ['hay que esperar', 'is there a waiting period'],
  ['esperar', 'wait'],
  ['implantes', 'implants'],
  ['implante', 'implant'],
  ['devuelve', 'gives back'],
  ['devolve', 'gives back'],
  ['especialista', 'specialist'],
  ['dentista', 'dentist'],
  ['médicos', 'doctors'],
  ['médico', 'doctor'],
  ['parte b', 'part b'],
];
const SECOND_LANGUAGE_WORDS = new Map(SECOND_LANGUAGE);
const SECOND_LANGUAGE_PATTERN = new RegExp(
  `(?<![\\p{L}])(${SECOND_LANGUAGE.map(([said]) => said).join('|')})(?![\\p{L}])`,
  'giu',
);
const SECOND_LANGUAGE_HINT =
  /[áéíóúâêôãõçñàạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ¿¡]|(?<![\p{L}])(el|la|los|las|para|con|mi|mis|o|do|da|tem|es|de|tiene|hay|quiero|cubre|tengo|quanto|custa|pra|ela|ele|ayuda|ajuda)(?![\p{L}])/iu;

/** A message in a caller's second language, its question's and cues' words read as English. */
export const inEnglish = (text: string): string =>
  SECOND_LANGUAGE_HINT.test(text)
    ? text.replace(SECOND_LANGUAGE_PATTERN, (said) => SECOND_LANGUAGE_WORDS.get(said.toLowerCase()) ?? said)
    : text;
