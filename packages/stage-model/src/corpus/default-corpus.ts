/**
 * The default corpus of the stage model: phrases for the ten stages, written from the stage definitions of the
 * design (US Medicare and dental insurance calls and chats), each tagged with the side that usually says it.
 * Voice-transcript style (lower case, fillers, no punctuation) and chat style are mixed. The labelled
 * evaluation set in `bench/labelled` is written separately and is not drawn from here.
 */

export interface CorpusPhrase {
  stage: string;
  from: 'Agent' | 'Visitor' | 'Both';
  text: string;
}

const phrases = (stage: string, from: CorpusPhrase['from'], block: string): CorpusPhrase[] =>
  block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((text) => ({ stage, from, text }));

const WARM_GREET_INTRO = [
  ...phrases(
    'Warm Greet Intro',
    'Visitor',
    `
it's carol
uh it's mike
yeah this is dan
sure it's helen
it's nancy speaking
oh it's fred
mm it's joyce
Name's Walt.
`,
  ),
  ...phrases(
    'Warm Greet Intro',
    'Agent',
    `
thank you for calling healthfirst benefits my name is sarah how can i help you today
hi thanks for calling this is mike with senior health advisors
good morning you've reached united benefit partners my name is angela who do i have the pleasure of speaking with
this call is on a recorded line for quality and training purposes
before we get started i do need to let you know this call is being recorded
Hello and welcome! My name is Priya, a licensed insurance agent. How can I help you today?
Hi there 👋 thanks for reaching out to Medicare Help Desk, I'm Jordan.
um hi good afternoon this is dave with the insurance center can i get your first name please
may i have your name please
and who am i speaking with today
can i get your first and last name
thanks for calling my name is lisa and i'm a licensed agent with benefit direct
hello you've reached the medicare enrollment line this is carlos
Welcome to the chat! Who do I have the pleasure of chatting with?
nice to meet you mary how can i help you today
great thank you john and what can i do for you today
it's nice to talk to you robert what prompted your call today
good evening thank you for calling how are you doing today
i'm doing well thank you for asking so what can i help you with
hi is this margaret this is tom returning your call from senior benefits
thank you for holding my name is kevin i'm a licensed health insurance agent
hey there thanks for calling in how's your day going
Thanks for contacting us! I'm Emily, what brings you in today?
you're speaking with a licensed insurance agent and this call may be monitored or recorded
just so you know this line is recorded for compliance
so what can i help you with this morning
okay lovely to meet you linda what's going on today how can i help
hi this is rachel i'm calling back regarding the form you filled out online
great to have you on the line what can i do for you
Hi! Thanks for your patience, my name is Ben and I'll be helping you today.
and can i get the spelling of your last name
perfect and is it okay if i call you by your first name
welcome to the call my name is jessica how are you doing
`,
  ),
  ...phrases(
    'Warm Greet Intro',
    'Visitor',
    `
hi my name is dorothy
hello this is frank calling
yeah hi it's james
hi sarah i'm doing good thanks how are you
Hi, I'm Patricia.
hello yes this is margaret speaking
my name is robert johnson
it's susan susan miller
hi there
hello is this the medicare line
good morning
oh hi yes hello
hey how's it going
i'm fine thank you and you
Hello! My name is Carol Baker.
hi i'm returning a call i got from you guys
yes hi this is walter i got a voicemail
hello can you help me
last name is garcia g a r c i a
you can call me betty
hi there my name's ken
hey good afternoon this is linda
hi i'm good how are you doing today
doing alright thanks for asking
it's ruth
Hi, yes, I'm George.
hello hi my name is edward
`,
  ),
];

const MEDICARE_ADVANTAGE_INQUIRY = [
  ...phrases(
    'Medicare Advantage Inquiry',
    'Agent',
    `
with most of those plans you still pay your part b premium
the zero premium means nothing extra on top of what you pay for part b
those plans use a network of doctors so that's the tradeoff
the amounts in the commercials are usually the most a plan offers
`,
  ),
  ...phrases(
    'Medicare Advantage Inquiry',
    'Agent',
    `
many advantage plans include dental vision and hearing
it depends on what's offered in your area
the extra benefits vary by plan and county
those ads are about medicare advantage plans
`,
  ),
  ...phrases(
    'Medicare Advantage Inquiry',
    'Visitor',
    `
what kind of benefits do those plans have
is that really free or is there a catch
how do those plans work
would i qualify for that
so it includes vision too
`,
  ),
  ...phrases(
    'Medicare Advantage Inquiry',
    'Visitor',
    `
i'm calling about the medicare advantage plans
yeah i saw a commercial on tv about a medicare advantage plan with zero premium
I got a mailer about Medicare Advantage and wanted to learn more
what exactly is medicare advantage is that the same as part c
i'm turning 65 and i want to sign up for a medicare advantage plan
I heard there are plans that give you dental and vision with Medicare, is that true?
is there a plan that gives me money back on my part b premium
i saw that joe namath ad about extra benefits
do you have any zero dollar premium advantage plans
I want to know about the part C plans in my area
someone told me i can get a grocery card with a medicare advantage plan
um yeah i'm interested in one of those plans with the otc allowance
i want to enroll in an advantage plan
i keep getting letters about medicare advantage and i don't understand them
What's the difference between original Medicare and Medicare Advantage?
can you tell me about plans that include a gym membership like silver sneakers
i'm looking for a plan with extra benefits like hearing aids and glasses
my friend has one of those advantage plans with the flex card i want that
yeah so i got this postcard saying i could get more benefits with medicare
I'm interested in the $0 premium plans I saw advertised
just got my medicare card and want to look at advantage options
i'm asking about the medicare part c
so i called because of the tv ad about medicare benefits i might be missing
Looking for info on Medicare Advantage plans please.
is it true i can get free transportation to my doctor with an advantage plan
i want to see what medicare advantage plans are available
hi i'm shopping for a medicare advantage plan for next year
I wanna know if I qualify for the extra benefits they talk about on TV
the ad said call this number to see if i'm eligible for more benefits
is medicare advantage better than what i have with original medicare
i'm new to medicare and someone said i should look at part c
could you explain how medicare advantage works
i want the plan with the over the counter card
`,
  ),
  ...phrases(
    'Medicare Advantage Inquiry',
    'Agent',
    `
absolutely i can help you look at medicare advantage plans
so you saw the ad about the extra benefits got it
okay so you're looking for an advantage plan with dental and vision
Sure! Medicare Advantage, also called Part C, is an alternative to Original Medicare offered by private companies.
great so you'd like to enroll in a medicare advantage plan is that right
so what's most important for you in an advantage plan the extra benefits or the premium
and are you looking to start the new plan right away or for january
okay so it sounds like you want a plan with the over the counter allowance
medicare advantage plans bundle part a and part b and usually drug coverage too
I can definitely walk you through the Medicare Advantage options in your area.
got it so you got the mailer and you want to know if those benefits are real
so just to make sure i understand you want a zero premium part c plan
what did you hear about in the commercial that caught your interest
okay and by when are you hoping to have the advantage plan in place
sure those plans are called medicare advantage let me help you with that
absolutely those extra benefits come with many advantage plans
So you're interested in the giveback benefit on your Part B, correct?
and is this advantage plan for yourself or for someone else
okay so you'd like to learn more about part c before you decide
yes we can look at plans with gym memberships like silver sneakers
alright so you're interested in medicare advantage to get the extra benefits
okay perfect so medicare advantage is what you're calling about
and what made you want to look into advantage plans now
Happy to explain how Medicare Advantage differs from Original Medicare.
ok so the flex card plan your friend has sounds like a medicare advantage plan
so you're wondering whether you qualify for the extra benefits
okay i understand you'd like to switch from original medicare to an advantage plan
`,
  ),
];

const MEDICARE_PLAN_CHANGE = [
  ...phrases(
    'Medicare Plan Change',
    'Agent',
    `
and what date are you moving
do you know when the move is happening
so you're leaving your current plan because of the cost
okay so the main reason is your doctor leaving the network
i'm sorry to hear that let's find you something that works better
`,
  ),
  ...phrases(
    'Medicare Plan Change',
    'Visitor',
    `
they told me my doctor won't accept my plan next year
i'm moving next month to be near my kids
i want to get off this plan
my plan changed and it doesn't cover what it used to
my current plan costs too much now
`,
  ),
  ...phrases(
    'Medicare Plan Change',
    'Visitor',
    `
i'd like to look at other plans for next year because mine changed
the annual enrollment is coming up and i want to shop around
um i'm on a plan with my late wife's union and want to change it
i want to leave my hmo and get a ppo instead
my specialist stopped accepting my insurance in july
`,
  ),
  ...phrases(
    'Medicare Plan Change',
    'Visitor',
    `
i want to change my medicare plan
i'm calling because i'd like to switch plans during open enrollment
my doctor is leaving the network so i need a different plan
I'm moving to Florida next month and I need to change my Medicare plan
i'm not happy with my current plan the copays are too high
um yeah i want to drop my supplement and go to something cheaper
can i switch my plan outside of the annual enrollment period
my plan is ending at the end of the year and i need a new one
I got a letter that my plan won't be available next year
i'm unhappy with the service from my current insurance company
i moved to a new county and my plan doesn't cover me here anymore
I'd like to change from my Medigap plan to an Advantage plan
my premium went up and i want to look at switching
my cardiologist doesn't take my plan anymore so i have to change
we're relocating to be closer to my daughter and need a new plan there
is it too late to change my plan for next year
i want to get out of my current plan
my drug costs went way up this year so i'm looking to change
I want to switch carriers, my current one keeps denying things
i heard about the annual enrollment period and want to review my plan
my medigap premium is getting too expensive i want to drop it
i'd like to switch back to original medicare
I just moved into an assisted living facility and need to change plans
my plan dropped my pharmacy so i need another one
yeah the plan i'm on isn't working for me anymore
i'm thinking about changing my part d plan
can i change my plan now since i just moved
I want something different than what I have now
the hospital near me isn't in my network anymore and i want to change
my husband passed and i need to change my coverage
i want to switch to a plan that my doctors accept
`,
  ),
  ...phrases(
    'Medicare Plan Change',
    'Agent',
    `
okay so you'd like to switch your current medicare plan
i'm sorry to hear your doctor left the network let's find you a plan that fits
so you've moved and need a plan in your new area got it
and when did you move or when are you moving
Got it, you'd like to change plans during the annual enrollment period.
so what is it about your current plan that you're not happy with
okay and you'd like the new plan to start on january first is that right
since you moved you'd have a special enrollment period so we can make a change
so you're looking to drop the supplement and move to something else
Understood — you'd like a plan that your cardiologist accepts.
okay so the premium increase is the main reason you want to change
and is there a date you need the change done by
alright so your plan is being discontinued and you need a replacement
so just to confirm you want to change plans not just add coverage
sure we can review your options for switching during open enrollment
okay and what made you decide to change plans now
i hear you a lot of folks are unhappy when their costs go up
so you want to keep your doctors and switch plans is that it
Sure, since your plan is ending you qualify to pick a new one.
ok so the pharmacy being dropped is why you're changing
got it so you'd like to switch back to original medicare
and you'd want the change to take effect next month
so you need a plan that works in your new zip once you move
alright so you're thinking about changing your part d coverage
and what would you want to be different in a new plan
okay so your current carrier keeps denying claims and you want out
and just to make sure did you already leave the plan or are you still on it
`,
  ),
];

const DENTAL_INSURANCE_INQUIRY = [
  ...phrases(
    'Dental Insurance Inquiry',
    'Agent',
    `
what dental work are you expecting
is it just cleanings or something bigger
so you need dental work soon
`,
  ),
  ...phrases(
    'Dental Insurance Inquiry',
    'Visitor',
    `
my tooth has been hurting and i need a dentist
i need some dental work done soon
it's for my teeth
`,
  ),
  ...phrases(
    'Dental Insurance Inquiry',
    'Visitor',
    `
what does a dental plan cost for a senior
my dentures are old and cracked and i need new ones
i want coverage for a bridge
is orthodontic work covered on dental plans
do you have dental plans that cover dentures right away
i haven't had a cleaning in a long time and need a dental plan
my gums need treatment and i want dental insurance
`,
  ),
  ...phrases(
    'Dental Insurance Inquiry',
    'Visitor',
    `
i'm calling about dental insurance
i need a dental plan i haven't been to the dentist in years
does medicare cover dental because i need dentures
I'm looking for dental coverage for implants
um yeah i need some dental work done and i don't have insurance for it
how much is a dental only policy
I need a crown and wanted to know if there's a plan that covers it right away
is there a waiting period on your dental plans
I want a dental plan that covers cleanings twice a year
my dentist said i need a root canal do you have coverage for that
i'm looking for dental insurance for me and my wife
can i get dental coverage without changing my medicare
i just need a stand alone dental plan
Do you have any dental plans with no waiting period for major work?
i broke a tooth and need insurance for it
how much does a dental plan cost a month
my partial dentures need to be replaced does dental insurance pay for that
i need a dental plan that covers extractions
i want to know about the dental plans i saw online
is there dental insurance for seniors that covers implants
Looking for a dental policy that my current dentist accepts.
i need dental coverage before my surgery in march
what's covered under your dental plans
my teeth are in bad shape and i need full coverage
i was told i need two fillings and a deep cleaning
I'd like info on dental insurance please
does your dental plan have an annual maximum
i need insurance for dentures as soon as possible
do you sell dental only plans
i need a plan for dental and i don't care about the other stuff
`,
  ),
  ...phrases(
    'Dental Insurance Inquiry',
    'Agent',
    `
okay so you're looking for dental coverage
sure i can help you with a dental plan
so the main thing is dentures is that right
got it you need coverage for implants
and is this dental coverage just for you or for your spouse too
Absolutely, we offer dental-only policies that work alongside Medicare.
so you'd want a plan without a waiting period for major work
okay and when are you hoping to have the dental work done
so it's mostly cleanings and preventive care you're after
alright so you need a crown and want coverage soon
Understood, so dental is the priority for you.
original medicare doesn't cover routine dental but we have dental plans that do
okay so you're interested in a stand alone dental policy
and what kind of dental work do you think you'll need
so your dentist recommended a root canal got it
alright you want dental insurance that covers dentures and partials
Got it, a dental plan that covers extractions.
and do you have a dentist you already see
okay so we're looking at dental insurance with a high annual maximum
so you broke a tooth and need coverage as soon as possible
okay let's talk dental then
so you want dental without changing your medicare plan right
sure i can explain the waiting periods on dental plans
and is it preventive care or major work like implants you need
okay so the dental work is before your surgery in march
so full dental coverage is what you're looking for
alright so dental insurance for you and your wife
`,
  ),
];

const AGENT_QUALIFY = [
  ...phrases(
    'Agent Qualify',
    'Visitor',
    `
the number on the card is 9 r 4 d 2 k 7 m 1 1
sure it's 2 t 6 g 8 p 3 h 5 5
`,
  ),
  ...phrases(
    'Agent Qualify',
    'Agent',
    `
do you have your medicare card handy can you read me the number on it
what's the medicare number on your card
i'll need your medicare number to check your eligibility
and the medicare number please so i can look up your parts a and b
`,
  ),
  ...phrases(
    'Agent Qualify',
    'Agent',
    `
how old are you
and the name of the plan you're on
what's the plan called that you have now
which insurance company are you with currently
is it original medicare you have or one of the advantage plans
is it just a drug plan or a full advantage plan
do you still have coverage from work
okay and what's your birthdate
and the zip
what state do you live in
do you qualify for medicaid
is your part b active yet
`,
  ),
  ...phrases(
    'Agent Qualify',
    'Visitor',
    `
seventy two
i'm sixty eight years old
it's three three one oh one
nineteen fifty three
july tenth nineteen forty eight
uh i'm seventy one
eight five oh three two
i'm in dade county
yeah i've got a and b
no i don't have medicaid
i've got humana gold right now
it's an aetna plan
the card says part b effective january
I'm 66, turning 67 in May
we live in 94110
just original medicare nothing else
my coverage is through my husband's employer
`,
  ),
  ...phrases(
    'Agent Qualify',
    'Agent',
    `
can i get your date of birth please
what is your zip code
and what county do you live in
do you have both medicare part a and part b
when did your part b start
can you read me your medicare number from your red white and blue card
are you currently receiving medicaid or any extra help
do you have any coverage through an employer or union
are you a veteran do you have va or tricare coverage
who is your current insurance carrier
what plan are you currently enrolled in
Could you confirm your date of birth for me?
and how old are you currently
what's the zip code where you live
so you're 67 and live in 85004 is that correct
do you have a medicare supplement right now
are you still working or retired
is your medicare effective date on your card
do you get help paying for your medicare costs from the state
have you ever been diagnosed with end stage renal disease
okay and are you enrolled in part d right now
What's the name of the plan you have today?
okay and your part a effective date
is the address on file the same as where you live
are you a us citizen or permanent resident
do you receive social security benefits
who's your current carrier is it humana or aetna or someone else
and do you have full medicaid or just the savings program
okay let me verify a few things first your date of birth
do you have a low income subsidy
is your current plan through your former employer
and how long have you had your current plan
alright and you're in cook county is that right
let me just confirm you have part a and b active
`,
  ),
  ...phrases(
    'Agent Qualify',
    'Visitor',
    `
i'm 67
my birthday is march 3rd 1957
it's 33101
i live in maricopa county
yes i have both a and b
part b started in june of last year
my medicare number is 1eg4 te5 mk73
i have medicaid too
no i don't get any extra help
i'm retired i don't have employer coverage
I have Tricare for Life through the VA
i'm with humana right now
I currently have an AARP Medicare Supplement Plan G
i'll be 65 in august
zip code is 90210
yes i have my card right here
no just part a for now
i have a plan through my old job
I'm on a Blue Cross plan now
i get extra help with my prescriptions
i'm a veteran yes
born in 1955
no medicaid
i've had my aetna plan for three years
yes i'm a citizen
i still work full time and have insurance through my job
my part a started when i turned 65
we're in orange county
`,
  ),
];

const AGENT_DISCOVERY = [
  ...phrases(
    'Agent Discovery',
    'Agent',
    `
do you see a dentist regularly
are there any prescriptions that are brand name only
what matters more to you the monthly cost or the doctors in the network
do you have any trips planned outside the state
`,
  ),
  ...phrases(
    'Agent Discovery',
    'Agent',
    `
do you have any doctors you want to keep
who is your primary care doctor
are there any specialists you see regularly
what prescriptions are you currently taking
which pharmacy do you use
do you have any ongoing health conditions i should know about
what's your monthly budget for a plan
what's most important to you in a plan
is dental vision or hearing coverage important to you
do you travel a lot or spend part of the year somewhere else
Could you list the medications you take and the dosages?
do you prefer a lower premium or lower copays when you see the doctor
how often do you see your doctor
are you planning any surgeries or procedures next year
do you use a mail order pharmacy
what hospital would you want to go to
Are there any specific benefits you're looking for, like a gym membership?
how much are you comfortable paying each month
do you need coverage for hearing aids
do you wear glasses or contacts
any upcoming dental work you're expecting
how do you feel about needing referrals for specialists
is it important that you can see any doctor or is a network okay
are you taking any insulin or inhalers
what's the name of your cardiologist
Do you have any chronic conditions like diabetes or COPD?
let me ask a few questions about your health and your doctors
okay and how many prescriptions do you take in total
is a zero dollar premium a must for you
do you go to cvs walgreens or a local pharmacy
what would make a plan perfect for you
and what's the spelling of that medication
`,
  ),
  ...phrases(
    'Agent Discovery',
    'Visitor',
    `
my doctor is dr patel at the family clinic
i see a cardiologist and a rheumatologist
i take metformin lisinopril and atorvastatin
I use the Walgreens on Main Street
i have diabetes and high blood pressure
i'd like to keep my premium under fifty dollars a month
dental is really important to me
i need to keep my heart doctor
I travel to Arizona every winter
i take eliquis and it's really expensive
low copays matter more to me than the premium
i go to cvs
i'm on about eight medications
I have COPD and use an inhaler
i want to be able to go to the mayo clinic
i'd really like a plan with vision because i need new glasses
i see my doctor every three months
i'm having knee surgery next spring
nothing more than i'm paying now
i use humira for my arthritis
keeping my doctors is the most important thing
I don't mind a network as long as my doctor is in it
i need hearing aids
i take insulin twice a day
my primary is dr gomez at baptist health
i don't have any major health issues
i'd prefer zero premium if possible
`,
  ),
];

const AGENT_RECOMMEND = [
  ...phrases(
    'Agent Recommend',
    'Agent',
    `
for the application what's your medicare number
and what's the best mailing address for your new card
i'll need your address to finish the enrollment
and the premium would you like that deducted from social security or a bank account
can you read me the card number for the first payment
let me confirm your medicare number for the application
`,
  ),
  ...phrases(
    'Agent Recommend',
    'Visitor',
    `
it's 7ab3 cd9 ef21
the number on my card is 3 h 7 k 9 m 2 p 4 4
okay it's one two three main street
my address is 1400 lake drive apartment 2 tampa florida
sure you can send it to 88 birch lane
the card number is 4111 and the expiration is 09 27
take it out of my checking account
my routing number is 021000021
`,
  ),
  ...phrases(
    'Agent Recommend',
    'Agent',
    `
that one would run you about thirty a month
yes that's covered on this plan
you'd pay a ten dollar copay on that one
and the waiting period on this plan is six months
i'll need a payment method for the first premium
this option costs a little more but covers more
let me check whether your pharmacy is preferred on that plan
`,
  ),
  ...phrases(
    'Agent Recommend',
    'Visitor',
    `
i'll go with that one
let's do that plan
that's cheaper than what i pay now
oh that's a nice savings
sounds like a good deal
i think i'd rather have the second option
hmm that copay seems high
wait does that one need referrals
so how much would i pay for a hospital stay
what about my specialist on that plan
does it have a waiting period
okay put me down for that one
that would save me a lot
can i use any pharmacy with it
i'm not sure i want to give up my supplement for that
how much is the premium on that one
let's go ahead with the enrollment
my card number is the one on the red white and blue card
i'd like to pay by credit card
`,
  ),
  ...phrases(
    'Agent Recommend',
    'Agent',
    `
with this plan your specialist visits would be twenty five dollars
the wellcare plan has a lower drug deductible than the other one
i'm going to recommend the dental plan with the higher annual maximum
your insulin would be capped at thirty five dollars a month
this one has a vision allowance of two hundred fifty a year
now let me go over the enrollment disclaimers
`,
  ),
  ...phrases(
    'Agent Recommend',
    'Agent',
    `
based on what you told me i'd recommend the humana gold plus hmo
this plan has a zero dollar monthly premium
your primary care copay would be zero and specialists are forty dollars
the maximum out of pocket is thirty nine hundred a year
your doctor dr patel is in network with this plan
all of your prescriptions are covered on tier one and two
it comes with a hundred dollar quarterly over the counter allowance
The plan includes $2,000 a year in dental coverage and $200 for eyewear.
the deductible for drugs is zero on this plan
let me compare the two plans for you side by side
this ppo lets you see out of network doctors at a higher cost
does that plan sound like a good fit for you
would you like to go ahead and enroll in this plan
okay to enroll i'll need to read you a few statements
the plan will start on january first and you'll get your id card in the mail
I'd suggest the Aetna Medicare Value plan; it keeps your doctors and your pharmacy.
the dental plan i'd recommend has no waiting period on preventive care
it covers implants after twelve months at fifty percent
the monthly premium for the dental plan is thirty nine dollars
your eliquis would cost forty seven dollars a month on this plan
there's also a part b giveback of fifty dollars a month
inpatient hospital stays are three hundred a day for days one through five
can i get your medicare number to complete the enrollment
what address should we mail your welcome kit to
how would you like to pay your premium bank draft or card
so we have the plan name the premium and the start date does that all sound right
I'll submit the application now and you'll get a confirmation number.
this plan also includes silver sneakers and transportation to appointments
compared to your current plan you'd save about eighty dollars a month
the hearing aid benefit is up to fifteen hundred per ear
the network includes baptist health and memorial hospital
let me read you the summary of benefits for this plan
`,
  ),
  ...phrases(
    'Agent Recommend',
    'Visitor',
    `
that sounds good to me
what's the copay for a specialist on that one
is my doctor in that plan's network
so my pharmacy is covered with that plan
how much would my medications cost on it
does that plan include dental
yes i'd like to enroll in that one
that's a lot better than what i have now
what's the maximum out of pocket
so there's no monthly premium at all
Does it cover implants or just cleanings?
i like the first plan better
can i think about it and call you back about the plan
oh wonderful so my heart doctor is covered
how do i sign up for it
is there a waiting period on that dental plan
what's the deductible on it
that ppo sounds better because i travel
yes please go ahead and enroll me
my medicare number for the application is 2kt8 ab1 cd90
you can mail it to my home address
i'll pay with my bank account
would that start on the first of next month
so the giveback would add money to my social security check
ok that plan works for me
`,
  ),
];

const SINCERE_GOODBYE = [
  ...phrases(
    'Sincere Goodbye',
    'Both',
    `
thanks
thank you
`,
  ),
  ...phrases(
    'Sincere Goodbye',
    'Agent',
    `
i'll email you the application and a summary thanks again
i'll mail the paperwork out today thank you
you'll get a confirmation email in a few minutes thanks
give me a call back whenever you're ready thank you
i'll call you tomorrow to finish up have a good night
we'll talk again during open enrollment thanks for your time
`,
  ),
  ...phrases(
    'Sincere Goodbye',
    'Both',
    `
thanks again take care
goodbye and thanks
it was nice talking to you
have a wonderful afternoon
okay bye bye now
thank you so much bye
talk to you soon
you have a great day
thank you for calling in today
we'll be in touch with next steps
you're welcome have a good night
all done thank you for your time
take good care of yourself
`,
  ),
  ...phrases(
    'Sincere Goodbye',
    'Agent',
    `
thank you so much for your time today
you'll get your new id card in the mail in seven to ten days
the plan will give you a welcome call in the next couple weeks
if you have any questions you can call me directly at this number
is there anything else i can help you with today
it was a pleasure speaking with you have a wonderful day
Thanks for chatting with us today! Take care.
you should receive a confirmation letter within two weeks
my direct line is 800 555 0199 if you need anything
have a great rest of your day
take care and enjoy your weekend
thanks again for calling and welcome to your new plan
i'll send you an email with everything we went over
okay you're all set
Thank you for choosing us, have a blessed day!
don't hesitate to reach out if anything comes up
keep an eye out for your welcome packet
it was great helping you goodbye now
thank you for your patience today bye bye
i'll follow up with you next week to make sure you got everything
you can reach member services on the back of your card
congratulations on your new plan and thank you
Glad I could help. Goodbye!
okay well thanks for calling and have a good one
thanks for your time today i'll let you go
alright take care now bye
you'll also get a call from the carrier to verify the enrollment
`,
  ),
  ...phrases(
    'Sincere Goodbye',
    'Visitor',
    `
thank you so much for your help
no that's all i needed thanks
you've been very helpful have a good day
thanks bye
okay thank you goodbye
Thanks so much, bye!
i appreciate all your help
alright you have a good day too
no nothing else thank you
thank you honey bye bye
great thanks again
Thanks, that's everything for now.
okay i'll look out for the card thank you
you too take care
bye now
thank you for being so patient with me
i'll call you if i have questions thanks
that's it for today thanks a lot
have a nice evening
thank you you've been wonderful
nope that's all bye
ok i'll wait for the welcome call thanks
Appreciate it, have a good one.
`,
  ),
];

const OTHER = [
  ...phrases(
    'Other',
    'Agent',
    `
okay your address has been updated
i've updated your phone number
`,
  ),
  ...phrases(
    'Other',
    'Visitor',
    `
the new address is 300 elm street apartment 4
my new phone number is 555 201 3344
please just connect me to billing
`,
  ),
  ...phrases(
    'Other',
    'Agent',
    `
i'm sorry about that let me look into your billing
i'll put in a request for a replacement card
let me transfer you to claims
`,
  ),
  ...phrases(
    'Other',
    'Visitor',
    `
i need to report a change of address
why did my premium payment bounce
can you tell me how to get a replacement medicare card
i want to know who your company is and how you got my number
my claim from the lab hasn't been paid
how can i check the status of my claim
`,
  ),
  ...phrases(
    'Other',
    'Visitor',
    `
i have a question about my bill
i need to make a payment on my premium
my claim was denied and i don't know why
i lost my insurance card can you send a new one
i need to update my address
can i speak to a supervisor
I want to file a complaint about how I was treated
can you transfer me to customer service
i was charged twice this month
are you a licensed agent
what company are you with exactly
i need to change my mailing address i moved apartments
My ID card has the wrong name on it
how do i set up automatic payments
i never got my id card
can i talk to someone in billing
is this a legitimate company
i want to cancel my auto pay
I'm calling about a bill from the hospital that my plan didn't pay
who do i call about a claim
can you give me your license number
i need a copy of my explanation of benefits
please transfer me to the pharmacy department
my payment didn't go through
I'd like to speak with your manager please
can i change my phone number on the account
i got a bill i don't understand
how do i appeal a denied claim
`,
  ),
  ...phrases(
    'Other',
    'Agent',
    `
i can transfer you to billing for that
let me connect you with member services for your claim
i'll request a replacement id card for you
i can update your mailing address right now
let me get a supervisor on the line for you
I'm sorry about the double charge; billing can issue a refund.
yes i'm licensed in your state my npn is 1928374
we're an independent agency we work with several carriers
for claims you'll want to call the number on the back of your card
i'll file that complaint for you and you'll get a letter
I can set up auto pay for your premium.
let me transfer you to the right department
your payment was received on the fifth
a new card should arrive in about ten days
i understand your frustration with the claim let me see what i can do
that would be handled by the pharmacy help desk
i can give you the number for customer service
sure i'll update your phone number in the file
I'll escalate this to my supervisor.
billing is open until eight pm eastern
you can appeal the denial in writing within sixty days
our company is licensed and regulated by the state
i'll mail you a copy of your explanation of benefits
we don't handle billing but i can give you the carrier's number
let me look into why your payment didn't go through
your claim is still processing
i'll have someone from billing call you back
our agency has been in business for twenty years
the complaints department can be reached at this number
`,
  ),
];

const NOT_IN_ANCHOR = [
  ...phrases(
    'Not in Anchor',
    'Both',
    `
thank you
okay thanks
thanks
great
good
perfect
ok great
wonderful
oh nice
cool
`,
  ),
  ...phrases(
    'Not in Anchor',
    'Both',
    `
okay
ok
mm-hm
uh huh
yeah
um
uh
hmm
right
alright
sure
got it
one second
one moment please
hold on
please hold
can you hear me
hello are you still there
you're breaking up
i'm sorry what
what
say that again
sorry i didn't catch that
can you repeat that
let me grab my glasses
hang on let me find a pen
give me a minute
bear with me
sorry my dog is barking
the weather is terrible here today
it's so hot out there
oh my grandson is here visiting
haha that's funny
sorry about that
no problem
no worries
oh okay
oh
mhm
yep
k
👍
ok ok
okay okay
lol
thanks for waiting
are you there
hello hello
the line went quiet
sorry i had to put you on hold
i'm back
still here
i can hear you now
how's the weather over there
my cat just jumped on the table
oops
hm let me think
righty-o
well
uh let me see
that's funny
oh boy
one sec
brb
:)
how about those cowboys last night
i'm just getting over a cold
...
uh what was that
sorry somebody's at the door
`,
  ),
];

export const DEFAULT_CORPUS: readonly CorpusPhrase[] = [
  ...WARM_GREET_INTRO,
  ...MEDICARE_ADVANTAGE_INQUIRY,
  ...MEDICARE_PLAN_CHANGE,
  ...DENTAL_INSURANCE_INQUIRY,
  ...AGENT_QUALIFY,
  ...AGENT_DISCOVERY,
  ...AGENT_RECOMMEND,
  ...SINCERE_GOODBYE,
  ...OTHER,
  ...NOT_IN_ANCHOR,
];
