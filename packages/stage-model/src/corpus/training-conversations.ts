/**
 * Labelled conversations the stage model is trained on (word and context features, stage transitions), written
 * from the stage definitions of DESIGN.md section 4 in the styles real calls and chats take. Kept apart from the
 * evaluation sets under `data/`.
 */
import type { TrainingConversation } from './training-format.js';
import { conversation } from './training-format.js';

export const TRAINING_CONVERSATIONS: readonly TrainingConversation[] = [
  conversation(
    'voice',
    `
A WGI thank you for calling summit senior benefits this call is recorded for quality my name is derek who am i speaking with
V WGI uh yeah hi derek this is uh phyllis
A WGI hi phyllis how are you doing today
V WGI oh i'm okay i guess how are you
A WGI doing great thanks so what can i do for you today
V MAI well i seen the thing on the tv with the um the medicare and vantage plans where they give you the dental and the glasses for free and i wanted to see about that
A MAI okay sure so what you saw is a medicare advantage plan it's also called part c and a lot of them do come with dental and vision built in
V MAI and it don't cost nothing
A MAI a lot of them have a zero dollar premium you'd still keep paying your part b but nothing extra on top of that
V MAI oh okay that's what i want then
A AQ alright let me ask you a couple quick questions to see what's in your area what's your zip code
V AQ it's three three seven oh two
A AQ three three seven zero two that's pinellas county right
V AQ yes st pete
A AQ and what's your date of birth phyllis
V AQ april the ninth nineteen fifty two
A AQ and do you have both part a and part b right now
V AQ yes i got the red white and blue card right here
A AQ perfect and are you on any plan right now or just the original medicare
V AQ just the regular one i never did nothing else
A AQ do you get any help from the state like medicaid
V AQ no ma'am i mean no sir
A AD okay no problem now do you have a primary doctor you want to keep
V AD yeah doctor alvarez i been going to him fifteen years
A AD and any medications you take every day
V AD um the metformin and a water pill i can't remember the name of the water pill
A AD that's okay is it maybe furosemide or lasix
V AD lasix that's the one
A AD got it and what pharmacy do you use
V AD the walgreens on fourth street
A AD and out of dental vision and hearing which one matters most to you
V AD the teeth definitely my bottom teeth are bad
A NIA okay give me one second i'm pulling up the plans
V NIA mm-hm
A AR alright so the one that fits you best is the humana gold plus h m o it's zero dollars a month doctor alvarez is in the network and both your metformin and lasix are tier one so zero copay
V AR and the teeth
A AR it has a two thousand dollar dental allowance every year that covers cleanings fillings even dentures
V AR oh my goodness that's good
A AR and your specialist copay would be twenty dollars primary care zero
V AR what's the catch though
A AR the main thing is you have to stay in the humana network except for emergencies and the maximum out of pocket is three thousand nine hundred fifty
V AR okay i can live with that let's do it
A AR wonderful to enroll i'll need your medicare number off that red white and blue card
V AR one e g four t e five m k seven two
A AR and your mailing address is that the same as home
V AR yes forty one eleven sixth avenue north
A AR great you're all set your effective date is the first of next month
A SG you'll get your humana card in about ten days and they'll call you for a welcome call thank you so much phyllis
V SG thank you derek you've been very nice bye bye
A SG bye now take care
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! 👋 You're chatting with Tasha at BrightSmile Dental Plans. What's your name?
V WGI marco
A WGI Hi Marco! What can I help with today?
V DII need dental ins
V DII my tooth is killing me prob need a root canal
A DII Oh no, sorry! So you're looking for a plan that would cover a root canal soon?
V DII ya asap
A AQ Got it. How old are you?
V AQ 41
A AQ And your zip?
V AQ 85016
A AQ Do you have any dental coverage now, through work or otherwise?
V AQ nope lost it when i switched jobs
A AD What's your budget per month roughly?
V AD under 40 if possible
A AD Do you have a dentist you want to keep?
V AD no just whoever is close
A AR OK, the Ameritas PrimeStar Care Lite is $34.90/mo. Root canals are covered at 50% after a 6 month wait, but preventive is 100% from day 1.
V AR 6 months?? 😩
V AR anything w no wait
A AR The Spirit Dental Choice plan has no waiting period on major work, it's $47/mo and covers root canals at 50% from day one, up to $1,500/yr.
V AR ok thats better
V AR do i need a specific dentist
A AR No network, you can see any dentist.
V AR k lets do spirit
A AR Great! I'll need a card or bank account for the first month's premium.
V AR card
V AR visa
A AR Perfect, I'll send a secure payment link now.
V NIA ok
V AR done
A AR Got it, payment went through. Your coverage starts tomorrow.
A SG Your ID card will come by email within the hour. Thanks Marco, hope the tooth feels better soon!
V SG thx 🙏
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon you've reached evergreen health partners my name is lorraine this call is being recorded may i have your name
V WGI yeah it's ted ted bowman
A WGI hi ted how can i help you
V OT i got charged twice this month for my premium on the dental plan you people sold me
A OT oh i'm sorry about that let me pull up your account can i get the policy number or the phone number on the account
V OT it's five five nine two oh one three three eight eight
A NIA thank you one moment
V NIA yep
A OT okay i do see two drafts of thirty nine dollars and ninety nine cents one on the third and one on the fifth
V OT yeah that's what i'm saying i only owe one
A OT you're right the second one was a duplicate i'm going to submit a refund request for the thirty nine ninety nine
V OT how long does that take
A OT usually five to seven business days back to the same account
V OT and this won't happen again next month
A OT no i've flagged the account so it only drafts on the third going forward
V OT alright because this is the second time
A OT i understand and i apologize would you like me to put in a complaint so it's on record
V OT yeah do that
A OT okay done your reference number is r four four eight one
V OT r four four eight one got it
A SG is there anything else i can help you with today ted
V SG no that's it thanks
A SG thank you for calling evergreen have a good afternoon
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello and thanks for reaching out to Harbor Medicare Services! I'm Owen, a licensed agent. Who am I chatting with?
V WGI Hi Owen, this is Janet Ruiz
A WGI Hi Janet, what brings you in today?
V MPC I'm moving from Ohio to Arizona next month to be near my daughter and I've been told my plan won't work there.
A MPC That's right, if your plan's service area doesn't include your new address, moving gives you a special enrollment period to pick a new one.
V MPC Oh good. So I can change even though it's not fall?
A MPC Yes, you can switch starting the month you move and up to two months after.
V NIA Perfect.
A AQ Which plan are you on in Ohio?
V AQ AARP Medicare Advantage from UnitedHealthcare, the HMO one
A AQ Thanks. What will your new zip code be?
V AQ 85374, Surprise AZ
A AQ And your move date?
V AQ I close on the house June 14
A AQ Do you get Extra Help with prescriptions or Medicaid?
V AQ No
A AD Have you looked for new doctors in Surprise yet?
V AD Not yet, my daughter likes her doctor at Banner, maybe I'd go there
A AD Banner is a big system out there, good to know. What prescriptions do you take?
V AD Eliquis, metoprolol, and atorvastatin
A AD Eliquis can be pricey so I'll pay attention to that. Anything else important to you? Dental, travel, etc.?
V AD I'd like to keep the gym benefit, I do water aerobics
A NIA Let me look, one moment please.
V NIA sure
A AR The AARP Medicare Advantage Choice Plan 2 PPO in Maricopa County is $0 a month, Banner Health is in network, and it includes Renew Active for the gym.
V AR What would the Eliquis cost?
A AR Eliquis is tier 3, $47 for a 30 day supply after the $250 drug deductible.
V AR Hmm the deductible, is there one without it?
A AR The Humana Gold Plus HMO has no drug deductible and Eliquis is $42, but you'd need referrals and it's HMO only.
V AR I'd rather keep the PPO, I travel back to Ohio to see my son.
A AR Makes sense, the PPO will cover you out of network at a higher copay when you're back there.
V AR Let's go with the AARP one then.
A AR Great choice. Since you're moving, I'll set the effective date for July 1. Can you confirm your new street address?
V AR 16210 W Cielo Grande Ave
A AR And your Medicare number please?
V AR 3JK7-RT2-WY45
A AR Thanks, submitting now ✅
A SG You're enrolled! Your new card will arrive at the Surprise address before July 1 and your Ohio plan will end automatically. Anything else I can help with?
V SG No that's everything, thank you so much Owen!
A SG My pleasure Janet, good luck with the move! 🌵
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling dental benefit direct this is ray how can i help you
V WGI hi ray um my name is eileen
A WGI hi eileen
V DII i'm looking for something that covers dentures my partial broke and my dentist wants to do a full upper
A DII okay so you need dentures covered and you want to know which plans pay for that
V DII right and how soon because i can't really chew
A DII some plans have a waiting period on dentures of six to twelve months some don't so we'll look at that
V NIA okay
A AQ can i ask how old you are
V AQ sixty eight
A AQ and do you have medicare
V AQ yes
A AQ are you on a medicare advantage plan or just original medicare
V AQ um i think just the regular i have a supplement with mutual of omaha
A AQ okay and what's your zip code
V AQ nine oh nine oh hold on
V NIA hang on someone's at the door
A NIA no problem take your time
V NIA hello
A NIA yes i'm still here
V SG i'm sorry i gotta go my grandson's here can i call you back
A SG of course my direct number is eight hundred five five five zero one four two just ask for ray
V SG okay thank you
`,
  ),
  conversation(
    'chat',
    `
V WGI hi
A WGI Hi there! I'm Dana with Coastline Benefits. How can I help?
V OT lost my card
V OT need a new one
A OT Sorry to hear that! Is this your Medicare Advantage member ID card?
V OT ya the wellcare one
A OT I can help you request a replacement. Can you confirm your full name and the member ID or date of birth on the policy?
V OT gerald fitts 3/2/51
A NIA Thanks, one sec while I find you
A OT Found it. Is your mailing address still 220 Pine Hollow Rd?
V OT no i moved
V OT 18 birch st apt 2 greenville sc 29601
A OT Thanks, I'll update the address first and then order the card. Is that in the same county?
V OT same town just diff apt
A OT Got it, address updated and a new card is on its way, 7-10 business days. You can also print a temporary one from the WellCare member portal.
V OT how do i do that
A OT Go to wellcare.com, log in, and click ID Card under My Account.
V NIA k
V OT what if i need a rx before it comes
A OT The pharmacy can look you up with your name and date of birth, or I can email you a temporary card.
V OT email pls
A OT Done! Sent to the email we have on file.
V SG thx
A SG You're welcome Gerald, have a great day!
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning thanks for calling trusted senior advisors my name is kim and this call is recorded can i have your name please
V WGI good morning kim this is howard howard pruitt
A WGI good morning howard how are you today
V NIA oh i'm fine i'm fine it's cold as the dickens up here though we got about a foot of snow last night
A NIA oh wow a foot are you staying warm
V NIA yeah yeah i got the wood stove going my wife's making soup you know how it is
A NIA that sounds cozy
A WGI so what can i help you with today
V MPC well here's the thing my heart doctor doctor feingold he sent a letter saying he's not gonna take my plan anymore starting in january and i've been seeing him since my bypass so i'm not about to change doctors at my age
A MPC i completely understand so you want to find a plan for january that doctor feingold still takes
V MPC exactly and my wife's on the same plan so we'd probably both switch
A MPC okay and you want to make the change now during open enrollment so it starts january first
V MPC yes yes before the deadline
A AQ okay let's start with you what plan are you both on now
V AQ it's the um the anthem blue something medicare preferred
A AQ anthem medicare preferred ppo okay and your zip code howard
V AQ zero three eight one eight
A AQ and your birthday
V AQ march third nineteen forty nine
A AQ and your wife's
V AQ she's nineteen fifty one august twentieth
A AQ do you both have part a and b
V AQ yes we both do
A AD okay besides doctor feingold who else do you see
V AD doctor carter's our family doctor at concord hospital and i see a kidney fella once a year
A AD and medications how many do you take roughly
V AD oh boy let's see i take eight different pills my wife takes three
A AD we'll go through them in a minute is there anything else that's important like dental or keeping the premium low
V AD we don't want to pay more than we're paying which is zero
A NIA okay bear with me a second
A NIA can you still hear me howard
V NIA yeah i'm here
A AR okay good news the wellcare giveback ppo has doctor feingold and doctor carter both in network it's a zero dollar premium and it actually gives you back fifty dollars a month on your part b
V AR fifty dollars back how does that work
A AR it comes back in your social security check so your part b deduction goes down by fifty
V AR well i'll be darned
A AR the specialist copay is forty dollars and the max out of pocket is six thousand seven hundred in network
V AR that's higher than what we got now isn't it
A AR it is a little higher yours is five thousand nine hundred right now
V NIA hmm
A AD let me ask you how many times a year do you end up in the hospital or with big bills
V AD not since the bypass knock on wood
A AR then most years you'd never get near that max and you'd be fifty dollars ahead each month
V AR okay that makes sense let's do it for both of us
A AR great i'll start with you i need your medicare number
V AR hold on it's in my wallet
V NIA okay here
V AR one c four
A NIA sorry go ahead
V AR one c four e n seven r t two two
A AR got it and your wife's number
V AR she's right here barbara read it to her
V AR um seven f two m a one j k three three
A AR thank you barbara so both of you on the giveback plan starting january first correct
V AR yes
A SG you're both enrolled you'll get new cards in december and a welcome packet from wellcare i'll also mail my card with my direct line in case you have questions
V SG well thank you kim you've been a big help stay warm
A SG you too howard enjoy that soup bye now
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, this is Priya with Senior Choice Insurance, a licensed agent. How can I help?
V OT I got a postcard from your company. How did you get my address??
A OT I understand the concern. Our mailers go to people turning 65 using mailing lists from a marketing vendor. I'm sorry if it was unwelcome.
V OT Who sold you my info
A OT The list comes from a data company, I can get you the vendor name from our compliance team. I can also add you to our do-not-mail list today.
V OT Are you even licensed
A OT Yes, I'm licensed in your state, my national producer number is 18827364 and you can look it up on the state insurance department's website.
V NIA ok
V OT and what company are you with exactly, like who owns it
A OT Senior Choice Insurance is an independent agency, we're appointed with several carriers like Aetna, Humana and UnitedHealthcare.
V OT take me off the list please
A OT Done, you've been added to the do-not-mail and do-not-call lists. It can take up to 30 days to stop completely.
V NIA fine
`,
  ),
  conversation(
    'voice',
    `
A WGI hello thank you for calling medicare plan finders my name is andre i'm a licensed agent and this call may be recorded who do i have on the line
V WGI yes hi this is rosa
A WGI hi rosa how can i help you today
V MAI um my friend at church told me she got a card for groceries with her medicare and she said i could get one too
A MAI okay some medicare advantage plans do come with a grocery or healthy food allowance usually for people who also have medicaid
V MAI i have the medicaid too
A MAI then you might qualify for what's called a dual special needs plan those usually have the most extra benefits
V MAI okay i want that
A AQ sure let me verify a few things rosa what is your date of birth
V AQ it's uh october twelve nineteen fifty seven
A AQ and your zip code
V AQ seven eight two oh seven
A AQ and you said you have medicaid is that full medicaid through the state
V AQ yes the texas one i have the card
A AQ do you have medicare part a and part b
V AQ yes both
A AQ and are you on any plan right now for your medicare
V AQ i think it's the um the molina
A AQ molina okay is it the molina dual options
V AQ i don't know it's purple
A NIA that's okay
A AD do you have a doctor you see often
V AD yes doctor salinas at the clinic on zarzamora
A AD and what medicines do you take
V AD insulin and um blood pressure and one for my thyroid
A AD and what's most important for you in a plan besides the groceries
V AD my eyes i need new glasses and my teeth
A NIA okay let me check one moment
V NIA okay
A AR rosa the humana dual h i d e d snp is available in your area doctor salinas is in network and you'd have zero copays for doctors and your medicines because of your medicaid
V AR and the groceries
A AR it has a healthy options allowance of one hundred eighty five dollars a month on a card for groceries and over the counter items
V AR oh that's more than my friend's
A AR it also has a three thousand dollar dental benefit and two hundred fifty dollars for glasses
V AR okay and i don't pay nothing
A AR with your full medicaid you pay zero premium
V AR okay i want it
A AR great i'll need your medicare number
V AR let me look
V NIA ahh okay
V AR it's five r eight a c six w t y nine one
A AR and your medicaid number
V AR five two two oh nine one eight three seven
A AR thank you rosa you're enrolled it'll start the first of next month
A SG humana will mail your card and the grocery card separately and someone will call you for a welcome call gracias rosa
V SG gracias andre bye
`,
  ),
  conversation(
    'chat',
    `
V WGI hello?
A WGI Hi! Thanks for waiting, I'm Lucas from Medicare Compare Now. What's your name?
V WGI bev
A WGI Hi Bev! What can I do for you?
V MPC i hate my plan
V MPC they denied my mri twice and the prior auth thing takes forever
V MPC want to switch for jan
A MPC I'm sorry Bev, that sounds frustrating. So you want a plan with fewer authorization hassles starting January 1?
V MPC yes
A MPC Open enrollment runs Oct 15-Dec 7, so we can get that done now.
V NIA ok good
A AQ Who's your current plan with?
V AQ devoted health
A AQ And your zip code?
V AQ 32164
A AQ DOB?
V AQ 11/30/56
A AQ Do you have a Medigap or just the advantage plan?
V AQ just advantage
A AD What doctors do you see?
V AD my pcp dr hwang and the orthopedic at advent health
A AD Do you take prescriptions?
V AD gabapentin and meloxicam
A AD Would you consider a PPO if it costs a bit more? PPOs usually mean fewer referrals.
V AD yes i dont mind paying some if it means less hassle
A NIA one moment pls
A AR The Aetna Medicare Eagle PPO is $0/month here. No referrals, AdventHealth is in network and Dr. Hwang is too.
V AR do they do the prior auth thing too
A AR All plans use prior auth for some services, but MRIs at in-network imaging centers are usually approved quickly on this one.
V NIA hmm ok
V AR what about my meds
A AR Gabapentin and meloxicam are both tier 1, $0 at preferred pharmacies.
V AR thats good
V AR ok sign me up
A AR Great! Can you confirm your Medicare number?
V AR 7TW4-KP9-NR12
A AR And your mailing address?
V AR 409 lakeview dr palm coast fl 32164
A AR Enrolled ✅ Effective 1/1. Your Devoted plan ends 12/31 automatically.
A SG You'll get your Aetna card in December. Anything else?
V SG no thank u!!
A SG Take care Bev! 😊
`,
  ),
  conversation(
    'voice',
    `
A WGI hi this is jasmine with northstar insurance services i'm a licensed agent on a recorded line who am i speaking with
V WGI this is carl
A WGI hey carl what can i help with
V MAI i'm turning sixty five in may and i guess i need to get the medicare advantage thing figured out i don't know anything about it
A MAI no worries that's what i'm here for so you're new to medicare and you want to look at advantage plans starting in may
V MAI yeah my buddy says the advantage plans are cheaper than a supplement
A MAI they usually are on the premium side with an advantage plan you use a network and pay copays instead of a big monthly premium
V NIA okay
A AQ have you signed up for part a and part b yet
V AQ i did the social security website thing both of them start may first
A AQ perfect and what's your birthday
V AQ may nineteenth nineteen sixty one
A AQ and zip code
V AQ four eight one oh nine
A AQ are you still working with coverage through an employer
V AQ no i retired last year i'm on cobra right now
A AQ okay cobra through what company
V AQ it was through ford so blue cross
A AD alright any doctors you want to keep
V AD i don't really go to the doctor honestly
A AD any prescriptions
V AD none
A AD what matters most to you
V AD cheap and i want dental i got a couple crowns coming
A AR then i'd look at the blue cross medicare plus blue ppo it's zero premium in washtenaw county and it has a dental benefit that covers crowns at fifty percent
V AR is it the same blue cross i have now
A AR same company different plan it's their medicare one
V NIA gotcha
V OT oh while i got you i got a bill from blue cross for the cobra that seems way too high it went up like two hundred bucks
A OT i'm not able to see your cobra billing since that goes through ford's administrator but i'd call the number on the cobra statement they can explain the increase
V OT yeah that's what i figured it's a racket
A OT it can be frustrating the good news is cobra ends when your medicare starts
V AR okay so back to that plan what's the copays like
A AR primary care is zero specialist thirty five urgent care forty five and the max out of pocket is four thousand nine hundred
V AR sounds good but i wanna talk to my wife first
A SG totally understandable i'll email you the summary of benefits and you can call me back directly at seven three four five five five zero one eight eight
V SG sounds good thanks jasmine
A SG thanks carl talk soon
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to SmileGuard Dental! I'm Rita. What's your first name?
V WGI Loretta
A WGI Hi Loretta! How can I help?
V DII Looking for a dental plan that pays for implants. Does that exist?? 🦷
A DII It does! Some plans cover implants, usually with a waiting period and an annual max.
V DII How long is the wait usually
A DII Typically 12 months for implants, some plans shorten that if you had prior coverage.
V DII I had dental through my husband's work until last month
A AQ Oh that could help! Which carrier was that?
V AQ MetLife
A AQ And how old are you Loretta?
V AQ 63
A AQ Zip code?
V AQ 60614
A AD How many implants is the dentist talking about?
V AD 2, bottom right
A AD Do you have a dentist you'd like to keep?
V AD Dr. Petrakis on Clark St
A NIA One sec
V NIA sure
A AR Good news, Dr. Petrakis is in the Guardian network. The Guardian Premier plan covers implants at 50% after 12 months, but with proof of your MetLife coverage the wait is waived.
V AR Oh wow thanks for checking!
A AR Of course! Premium is $58/mo and the annual max is $3,000.
V AR 2 implants are about 8k though
A AR Right, at 50% the plan would pay up to its $3,000 max this year. Some people split the implants over two plan years to use two maximums.
V AR smart
V AR ok I'll do it
A AR Great. I'll need your date of birth and home address for the application.
V AR 4/18/62, 2240 N Clark St apt 5, Chicago 60614
A AR And for the monthly premium, card or bank draft?
V AR bank draft
A AR You'll get a secure link to enter the routing and account numbers.
V AR got it, filled in
A AR Perfect, application submitted. Coverage starts the 1st.
A SG You'll get your Guardian ID card by email and mail. Send your MetLife certificate of coverage to the address in your welcome letter to waive the wait. Thanks Loretta!
V SG Thanks so much Rita 😊
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling benefit solutions group my name is tyler this call is recorded how can i help
V OT yeah i need to speak to a supervisor
A OT i can definitely get you to one may i ask what's going on so i can let them know
V OT one of your agents signed me up for a plan i never agreed to and now my doctor won't see me
A OT i'm really sorry to hear that
A WGI can i get your name
V WGI it's martha jenkins
A OT thank you martha and do you know the agent's name
V OT it was somebody named chris he called me back in november
A OT okay i'm going to document this as a complaint and you have the right to get out of that plan and go back to what you had
V OT i just want my old plan back
A OT i understand i'm going to transfer you to my supervisor denise she can file the complaint and start getting you back to your old plan
V OT thank you
A NIA please hold while i transfer you
V NIA okay
A OT hi martha this is denise the supervisor tyler filled me in i'm very sorry about this
V OT i just don't understand how they can do that without my say so
A OT it shouldn't have happened i'm filing a formal grievance and i'll report it to the carrier as an enrollment without consent
V OT and my doctor
A OT once we reverse it you'll be back on your previous plan retroactive so your doctor visits will be covered
V OT how long is this going to take
A OT usually within two weeks i'll call you personally when it's done
V NIA alright
A OT can i get a good number to reach you
V OT four one seven five five five zero one nine six
A SG thank you martha i'll call you by friday with an update and again i'm so sorry
V SG okay bye
`,
  ),
  conversation(
    'chat',
    `
V WGI Hi, is anyone there?
A WGI Hi! Yes, I'm Grace with Medicare Guide Online. How can I help?
V MAI I want to know about the Medicare Advantage plans with dental for my mom
A MAI Sure! Many Advantage plans include dental. Are you helping your mom shop for one?
V MAI yes she's in the other room, I'm her daughter
A AQ Got it. How old is your mom?
V AQ 64, turns 65 in 5 months
A AQ And does she have Medicare Part A and B yet?
V AQ not yet
A AQ She can sign up with Social Security up to 3 months before her birthday month. Once she has a Part A and B start date, she can enroll in an Advantage plan.
V AQ oh ok so we can't do anything today
A AQ We can look at options, but we can't submit an application until she has her Medicare number.
V NIA ok
V SG we'll come back then thx
A SG Sounds good! Feel free to reach back anytime. Have a great day!
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon smile first dental plans this is bonnie can i get your name
V WGI yeah this is uh lonnie
A WGI lonnie hi how are you today
V WGI good good
A WGI what can i help you with
V DII i'm looking for like a dental plan that's gonna cover the clean ins and um a couple fillings i ain't been to the dentist in like four years
A DII okay no problem so you want something for cleanings and basic work like fillings
V DII yeah and not crazy expensive
A DII we've got several that cover cleanings a hundred percent right away
V DII oh okay cool
A AQ how old are you lonnie
V AQ fifty four
A AQ and what state are you in
V AQ kentucky
A AQ zip code
V AQ four oh two one four
A AQ do you have any dental coverage right now
V AQ nah nothing
A AD is there a particular dentist you wanna go to
V AD there's one by my work aspen dental
A AD and what's your budget each month
V AD like thirty bucks maybe
A NIA okay one second
V NIA yep
A NIA you still there
V NIA what
A NIA are you still there lonnie
V NIA yeah yeah i'm here
A AR okay so the delta dental ppo individual is twenty eight dollars a month cleanings twice a year covered at a hundred percent fillings at eighty percent after six months and aspen dental takes delta
V AR six months for the fillings
A AR yeah basic services have a six month wait on this one
V AR hmm i kinda need em sooner
A AR there's also the humana extend two thousand it's thirty six dollars and fillings are covered from day one at sixty percent
V AR eh i'll do the delta one i can wait
A AR okay and how do you want to pay card or bank
V AR card
A AR go ahead with the number when you're ready
V AR four one two seven
A NIA uh huh
V AR eight eight three two one one oh nine four four five six
A AR and expiration
V AR oh eight twenty eight
A AR perfect that's processed you're active on the first
A SG delta will mail you a card but you can print one online right away thanks so much lonnie
V SG alright thanks bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling the medicare help center this is vanessa on a recorded line can i get your first name
V WGI yes ma'am it's uh earl
A WGI hi earl how you doing today
V WGI not too bad not too bad
A WGI what can i help you with
V MAI well i got this letter in the mail it says uh medicare advantage something and it's got a phone number and it says i might get more benefits than what i'm getting and i didn't know if it was a scam or what
A MAI okay that's a good question to ask a lot of those mailers are about medicare advantage plans which are a real medicare option run by private companies
V MAI so it's legit
A MAI the plans are legit yes and whether one makes sense for you depends on what you have now and what's in your area
V MAI see the letter says zero dollar premium and dental and hearing aids and all that and i'm thinking ain't nothing free
A MAI that's fair the zero premium means you don't pay extra on top of your part b and the trade off is you use their network and have copays
V MAI uh huh
V MAI and the hearing aids that's the part i'm interested in to be honest with you my wife says i got the tv up too loud
A MAI a lot of those plans do include hearing aids usually a set amount toward a pair every year or two
V MAI okay well let's see what i can get
A AQ alright earl what's your zip code there
V AQ three five two one five
A AQ that's birmingham
V AQ yes ma'am
A AQ and what's your date of birth
V AQ eleven eleven fifty five
A AQ and you have part a and part b
V AQ yes
A AQ do you have a supplement or anything with your medicare right now
V AQ i got the plan g from aarp i been paying like a hundred and sixty a month on it
A AQ okay that's good to know and any medicaid or extra help
V AQ no
A AD okay now what doctors do you see
V AD doctor whitfield he's at grandview
A AD is he your regular doctor
V AD yeah he's the main one and then i got a urologist doctor shah
A AD and any other specialists
V AD no that's it
A AD okay and what medications are you on go ahead and read them off if you have the bottles
V AD okay hold on let me get my glasses
V NIA alright
V AD first one is tam tam su lo sin
A AD tamsulosin okay what strength
V AD point four milligrams
A AD and the next one
V AD lisinopril twenty
A AD okay
V AD and then a atorvastatin forty and that's it
A AD and where do you fill those
V AD the publix pharmacy
A AD and besides hearing aids anything else important dental vision travel
V AD we go to florida in the winter for about two months does that matter
A AD it does that's a good thing to know so we'd want something that works when you travel
V NIA mm-hm
A NIA give me just a moment earl
A AR okay earl the one that lines up best is the humana choice ppo it's zero a month doctor whitfield doctor shah and grandview are in network your three medications are all tier one and it covers you out of network in florida
V AR and the hearing aids
A AR it gives you up to one thousand two hundred fifty dollars per ear every year for hearing aids through their hearing partner
V AR well now that's something
A AR and since you wouldn't need the supplement anymore you'd save the hundred and sixty a month
V AR now hold on if i drop that supplement can i get it back
A AR that's a great question in alabama if you leave a supplement you might have to answer health questions to get back on it so it's something to think about
V AR yeah i better talk to my wife about that
A AR absolutely
V NIA hello
A NIA i'm here earl
V NIA you're breaking up on me
A NIA can you hear me now
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there! This is Camille, a licensed agent with Pinnacle Medicare Partners. Who am I chatting with?
V WGI hi its don
A WGI Hi Don! How can I help?
V MPC thinking about dropping my medigap
V MPC too expensive now
V MPC 289 a month 😳
A MPC Wow, that's a lot. So you're looking at replacing the Medigap with something cheaper, possibly a Medicare Advantage plan?
V MPC yeah or a cheaper supp idk
A MPC Both are options. Are you hoping to make the change for January or sooner?
V MPC asap
A MPC Outside of open enrollment we can apply for a different Medigap anytime with underwriting, and Advantage changes happen during Oct 15-Dec 7.
V MPC ok
A AQ Which Medigap plan do you have and with what company?
V AQ plan f mutual of omaha
A AQ Thanks. Your DOB?
V AQ 7/4/1947
A AQ Zip?
V AQ 29588
A AQ Do you have a Part D drug plan too?
V AQ yes wellcare
A AD Any health conditions I should know about? It matters for Medigap underwriting.
V AD copd and a-fib
A AD Thanks for sharing. Which doctors do you see?
V AD pulmonologist dr levine, cardio dr obi, pcp dr mark at tidelands
A AD And your meds?
V AD trelegy, eliquis, diltiazem
V AD and albuterol inhaler
A AD How often are you in the hospital or ER?
V AD twice last year for breathing
A AD Got it. Between low premium and low costs when you're sick, what matters more?
V AD honestly low costs when sick. i cant afford big hospital bills
A AD That's important. With COPD and A-fib, a new Medigap may not approve you, which is worth knowing.
V NIA hmm
A AR Here's what I'd suggest: keep Plan F for now, and at open enrollment look at the Humana Gold Plus HMO which is $0, has your three doctors, and caps hospital costs at $3,900 a year.
V AR cap of 3900 vs now i pay nothing when i go in right
A AR Right, with Plan F your hospital bills are covered after the premium. The tradeoff is $289/mo vs copays up to $3,900.
V AR ok so 3468 a yr for plan f vs maybe 3900 worst case
A AR Exactly, and in a year with no hospital stays you'd pay much less on the HMO.
V AR let me think on it
A SG Of course! I'll message you a side-by-side summary. Reach out anytime, Don.
V SG thx
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning patriot dental plans this is meg speaking may i have your name
V WGI hi meg this is sharon lowe
A WGI hi sharon what can i do for you today
V DII i have one of your dental plans already and i wanted to add my husband onto it
A DII oh sure so you'd like coverage for your husband too
V DII yes he's been putting off the dentist forever and now he's got a tooth that's cracked
V OT but first i need to ask about a claim because i had a filling done in march and they never paid it
A OT okay let's look at the claim first can i get your member id
V OT it's p d four four one nine eight two
A NIA thank you one moment
V NIA mm-hm
A OT okay i see the claim from bright dental on march twelfth it was denied because the dentist sent it without the tooth number
V OT oh for heaven's sake
A OT it's an easy fix the dentist's office just needs to resubmit it with the tooth number and it should pay at eighty percent
V OT okay i'll call them this afternoon
A OT i'll also put a note on the claim so the reviewer knows
V OT thank you i appreciate that
A DII okay so for your husband you said he has a cracked tooth
V DII yes the dentist said a crown probably
A AQ how old is he
V AQ he's sixty six
A AQ and does he have any dental coverage now
V AQ no he's on medicare and the regular medicare doesn't do teeth
A AQ right original medicare doesn't cover routine dental
A AD is he seeing the same dentist as you
V AD yes bright dental
A AR okay so i can add him to your plan as a dependent the premium would go from thirty two to sixty four a month and crowns are covered at fifty percent after a six month wait
V AR six months oh he's not going to like that
A AR since he doesn't have prior coverage that's the wait i'm afraid but cleanings and x-rays are covered right away
V AR well i guess it's better than nothing go ahead and add him
A AR okay i'll need his full name and date of birth for the application
V AR richard lowe l o w e june second nineteen fifty nine
A AR and the extra premium will draft from the same checking account as yours is that okay
V AR yes that's fine
A AR he's added starting the first of next month
A SG you'll both get new cards in the mail is there anything else sharon
V SG no that's it you've been a big help thank you
A SG you're welcome have a good day
`,
  ),
  conversation(
    'chat',
    `
V OT Hi I need a new card for my Humana plan
A WGI Hi! I'm Tony with Golden Years Insurance. I can help point you in the right direction. What's your name?
V WGI Ruth Ann
A OT Thanks Ruth Ann. Since Humana issues the cards, the fastest way is their member services line on the back of your card or MyHumana online. I can also request it for you if you'd like.
V OT please do, I can't figure out the website
A OT Sure, can you confirm your Humana member ID or your date of birth and address?
V OT H44180927 and I live at 311 Maple Ct, Lima OH
A OT Thank you, I've put in the request. It should arrive in 7 to 10 days.
V OT Thank you
V MAI Also my sister said her Humana plan has money for groceries and mine doesn't, how come?
A MAI Good question. The grocery allowance is on certain Medicare Advantage plans, often for people with Medicaid or some chronic conditions.
V MAI Can I get that?
A MAI Possibly, it depends on what plans are in your county and whether you qualify.
V MAI ok can you check
A AQ Sure. Do you have Medicaid or Extra Help?
V AQ I get help with my Part B
A AQ That's likely a Medicare Savings Program. Do you know if you have full Medicaid too?
V AQ Just the part B thing I think
A AQ Do you have diabetes, heart failure, or COPD? Some plans give the allowance for those.
V AQ diabetes yes
A AD Which doctors do you see for that?
V AD Dr Kaur at Lima Memorial
A AD And do you use insulin?
V AD Yes Lantus
A NIA One moment
A AR Found one: the Humana Gold Plus SNP-DE is a $0 plan for people with diabetes. Dr. Kaur is in network, Lantus is $35/month and it includes a $75 monthly healthy food card.
V AR Oh my. That's the grocery money?
A AR Yes! It loads each month on a card you can use at Kroger, Walmart and others.
V AR I want that one please
A AR Great. Since you have a chronic condition you can switch now. Can you confirm your Medicare number for the enrollment?
V AR 5KC2-QE1-TJ83
A AR Thanks! Your new plan will start the 1st of next month.
A SG Your new Humana card and the food card will come separately. Thanks Ruth Ann, enjoy!
V SG Thank you so much!!! 😊
`,
  ),
  conversation(
    'voice',
    `
A WGI hello thanks for calling liberty dental direct my name is jorge i'm a licensed agent can i have your name please
V WGI yeah this is uh patricia patricia gomez
A WGI hi patricia how are you today
V WGI i'm okay thank you
A WGI good how can i help you
V DII well my dentist told me i need to have all my top teeth pulled and get a denture and i don't have no insurance for the teeth and she said it's going to be like three thousand dollars and i just about fell over
A DII oh i'm sorry that's a lot so you're looking for a plan that would help pay for the extractions and the upper denture
V DII yes and i don't know if they even do that because my neighbor said they make you wait a year
A DII you're right that a lot of them have a waiting period on dentures usually twelve months but there are a few that start sooner
V DII and then do they pay the whole thing or what
A DII usually they pay a percentage like fifty percent up to a yearly maximum
V DII oh so not the whole thing
A DII no most plans cover part of it and there's a cap each year
V DII okay well that's still better than three thousand
A AQ let me ask you some questions patricia how old are you
V AQ sixty nine
A AQ and do you have medicare
V AQ yes
A AQ is it just original medicare or do you have an advantage plan
V AQ i have the aetna one through medicare
A AQ the aetna medicare advantage okay does that plan have any dental on it
V AQ it does cleanings i think that's all
A AQ and your zip code
V AQ nine three seven two six
A AD okay and when is your dentist wanting to do this
V AD she said soon as possible because i got an infection
A AD okay and is your dentist's office okay with you using any insurance
V AD she said any ppo is fine
A AD what can you afford monthly for a dental plan
V AD maybe fifty
A NIA okay hold on one second
V NIA sure
A AR okay so the physicians mutual dental preferred is about forty eight dollars a month in california it covers dentures at fifty percent after twelve months though and the extractions after three months
V AR twelve months i can't wait that long
A AR i understand the other option is the spirit dental plan which has no waiting period at all it's fifty two a month and pays twenty percent on dentures the first year and more after that
V AR twenty percent is not much
A AR it's not but it would be about six hundred off the three thousand right away
A AD can i ask does your dentist offer a payment plan
V AD she said they do something called care credit
A AR then one idea is spirit for the extractions now and the payment plan for the rest
V AR hmm let me talk to my son he helps me with this stuff
A SG of course i'll send you both plans in the mail and you can call me back anytime my number is eight eight eight five five five zero one seven three
V SG okay thank you jorge
A SG you're welcome patricia feel better
`,
  ),
  conversation(
    'chat',
    `
V WGI hey
A WGI Hey! 👋 I'm Nia with Medicare Made Simple. What's your name?
V WGI sam
A WGI Hi Sam, what can I help you with?
V MAI advantage plans
V MAI whats out there
A MAI Happy to help! Are you looking for a plan for yourself?
V MAI ya
A MAI Are you mostly interested in $0 premium plans or plans with specific extras like dental?
V MAI 0 prem
V MAI w dental if u can
A MAI Got it, there are usually a few of those in most areas.
V NIA 👍
A AQ What's your zip?
V AQ 44110
A AQ DOB?
V AQ 1/9/59
A AQ Do you have Medicare A and B?
V AQ only a
V AQ still working
A AQ Do you have health insurance through your job?
V AQ yes thru cleveland clinic
A AQ You'll need Part B active to join an Advantage plan. Are you planning to retire soon?
V AQ end of this yr
A AQ Then you'd sign up for Part B to start when your job coverage ends, and we'd enroll you in an Advantage plan for the same date.
V NIA ok
V AQ so nothing now?
A AQ Not yet, but we can plan ahead. Reach out when you have your Part B date.
V SG k thx
A SG Anytime Sam! Have a good one.
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling keystone senior benefits my name is paul this call may be recorded may i get your name
V WGI hi paul it's marjorie
A WGI hi marjorie how are you today
V NIA well i'm good it's my birthday today
A NIA oh happy birthday
V NIA thank you seventy nine years young
A NIA good for you any plans
V NIA my daughter's taking me to olive garden tonight
A NIA oh nice i love their breadsticks
A WGI so what can i help you with on your birthday
V MPC well i got the book in the mail from my plan the annual notice thing and it says my premium is going up to forty two dollars and my drug deductible is going up and i just don't think i should be paying more
A MPC okay so your current plan is raising its premium next year and you want to see if there's something better starting in january
V MPC right i don't want to pay forty two dollars a month when i'm paying zero now
A MPC that makes sense we have until december seventh to make a change for january
V MPC okay good
A AQ what plan are you on now marjorie
V AQ it's the wellcare assist i believe
A AQ and your zip code
V AQ one nine zero two three
A AQ and your date of birth
V AQ well it's today november fourteenth nineteen forty six
A AQ do you have a and b
V AQ yes
A AD okay and who are your doctors
V AD i have doctor lipton for my regular and doctor cho for my eyes and i see a podiatrist doctor marsh
A AD and what prescriptions are you taking
V AD i have a list here
V AD synthroid fifty micrograms losartan one hundred and um latanoprost eye drops
A AD okay and your pharmacy
V AD cvs on baltimore pike
A NIA let me look give me a minute
V NIA take your time
A AR alright the aetna medicare value plan hmo is zero premium next year doctor lipton doctor cho and doctor marsh are in network and no deductible on tier one and two drugs
V AR what about my eye drops those are expensive
A AR latanoprost is tier two so that'd be five dollars a month
V AR five dollars i pay thirty now
A AR yes it's a good fit
A AQ oh one thing i should have asked do you get any help paying for your medicare costs from the state like extra help
V AQ no i don't think so
A AQ okay that's fine then this plan still works
A AD and do you travel at all since this one is an hmo
V AD no no i stay put
A AR then the hmo works fine do you want to go ahead and enroll for january
V AR yes let's do it
A AR okay i'll need your medicare number
V AR it's two m four u t nine c w p six one
A AR and is the address on file still forty one rose lane
V AR yes
A AR you're enrolled effective january first
A SG aetna will send your card in december thank you marjorie and happy birthday
V SG thank you paul you have a nice day
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling first choice insurance this is heather can i help you
V OT yes this is walter dunn i moved and i need to change my address on my medicare plan
A OT okay i can help with that walter what plan are you on
V OT the blue cross medicare advantage you sold me last year
A OT okay and what's the new address
V OT it's eight oh four sycamore drive in springfield
A OT springfield missouri same as before
V OT yes just across town
A OT okay since you're staying in the same county your plan stays the same it's just an address update
V OT oh good i was worried i'd have to start over
A OT nope i'm going to do a three way call with blue cross so they update it on their end is that okay
V OT sure
A NIA please hold while i dial them
V NIA okay
A NIA still there walter
V NIA yep
A OT okay i have blue cross on the line this is heather with first choice i have my client walter dunn who needs an address update
A OT they need your member number and date of birth walter
V OT x w b nine one two two four eight seven and march ninth nineteen fifty three
A OT perfect they've updated it and they're mailing a new card with the new address
V OT do i need a new card if it's the same plan
A OT they send one automatically but your old card still works until it arrives
V OT alright
V OT and my mail order pharmacy will they know
A OT blue cross will update it for the mail order pharmacy too
A SG great you're all set walter anything else
V SG nope that's it thanks heather
A SG thanks walter take care
`,
  ),
  conversation(
    'chat',
    `
A WGI Good afternoon! You've reached Summit Benefits Chat, I'm Joanne. Who do I have the pleasure of chatting with?
V WGI Ivan
A WGI Hi Ivan! What can I help you with today?
V OT first can you tell me if you are a real licensed agent or a bot
A OT I'm a real person! I'm a licensed health insurance agent in 32 states, including yours if you're in the US mainland.
V OT whats your license number
A OT My national producer number is 20417789. You can verify it on NIPR or your state's department of insurance site.
V OT ok thanks
V MAI I want to ask about medicare advantage, my wife and I are both 66 and on original medicare
A MAI Sure! Are you thinking of switching both of you from Original Medicare to Advantage plans?
V MAI maybe, we want to understand the pros and cons first
A MAI Of course. Pros: lower premiums, extras like dental and vision, and an out-of-pocket cap. Cons: networks and copays, and sometimes prior authorization.
V MAI what about when we travel
A MAI HMOs only cover emergencies outside the area; PPOs cover out of network too at higher cost.
V MAI ok we'd want ppo
A AQ Got it. What's your zip?
V AQ 98103
A AQ Do you have any supplemental coverage now, like a Medigap, or retiree insurance?
V AQ Medigap plan N for both of us with Regence
A AQ And a Part D plan?
V AQ yes
A AD What doctors do you see?
V AD UW Medicine for both of us
A AD Any prescriptions worth mentioning?
V AD my wife has humira
A AD Thanks, that's an important one to check. Anything else that matters? Dental, vision, hearing?
V AD dental for sure
A AR The Regence MedAdvantage + Rx Enhanced PPO has UW Medicine in network, $0 premium, $1,500 dental, and Humira is a specialty tier at 33%.
V AR 33% of humira is a lot
A AR True. The out-of-pocket cap for drugs is $2,000 a year, so she wouldn't pay more than that.
V AR ok good to know
V AR we'll think about it
A SG Sounds good, Ivan. I'll email you a comparison. Thanks for chatting!
V SG thank you
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon you've reached united senior advocates my name is marcus can i get your name please
V WGI hi marcus it's doris
A WGI hi doris how can i help you
V OT yeah i've been trying to get through to humana for two hours about a bill from the hospital and nobody answers and then i found your number on my paperwork
A OT oh i'm sorry doris that sounds frustrating so you got a hospital bill that you think humana should have paid
V OT yes for my colonoscopy they're saying i owe four hundred dollars
A OT okay i can't see humana's claim system myself but i can transfer you to their member services and stay on the line
V OT would you please
A OT of course and it might help to have the bill in front of you with the account number
V OT i have it right here
A NIA okay please hold while i connect us
V NIA okay
A NIA this is marcus i'm still here doris they have us on hold
V NIA oh good lord
A NIA it says the wait is about three minutes
V NIA okay
A OT okay i have a representative this is marcus an agent with united senior advocates i have my client doris on the line about a colonoscopy bill
A OT she's asking if it was billed as a screening or diagnostic doris do you know
V OT it was supposed to be a screening the doctor said
A OT okay they're saying the hospital coded it diagnostic so they'll ask the hospital to recode it
V OT so i don't owe the four hundred
A OT if the hospital recodes it as a screening it should be zero they'll send a letter
V OT oh thank god
A SG you're welcome doris if you have any trouble give me a call back anytime
V SG thank you marcus you're an angel
A SG have a good day doris
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello, welcome to DentaCare Direct! I'm Sofia. Can I get your name?
V WGI June
A WGI Hi June! How can I help?
V DII I'm 72 and on Medicare. Does Medicare pay for dentures?
A DII Original Medicare doesn't cover routine dental like dentures, so most people buy a separate dental plan or have a Medicare Advantage plan with dental.
V DII oh
V DII so what do people do
A DII A standalone dental policy is common. Many cover dentures after a waiting period.
V DII I need a full lower denture
A DII Got it, so you're looking for a plan that will help with a full lower denture.
V DII yes
A AQ Do you have a Medicare Advantage plan or Original Medicare?
V AQ original plus a supplement
A AQ What's your zip code?
V AQ 15108
A AD Do you have a dentist already?
V AD Dr Holt, he's been my dentist forever
A AD Is the denture urgent, or can it wait several months?
V AD I can wait I've been managing
A AD What's your monthly budget?
V AD $40 tops
A AR The Humana Dental Extend 5000 is about $39/month in PA. Dentures are covered at 50% after 12 months, and Dr. Holt is in Humana's network.
V AR 12 months is fine
V AR how much would they pay on a 1500 denture
A AR 50%, so about $750, and the annual max is $5,000 by year 3.
V AR I'll take it
A AR Great! For the application I'll need your address and a payment method for the premium.
V AR 82 Grant Ave Coraopolis PA 15108, I'd like it taken from my checking
A AR A secure form is on your screen for the routing and account number.
V AR done
A AR All set. Coverage starts next month.
A SG Your welcome kit comes in about 10 days. Thanks June!
V SG Thanks dear
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning this is tina with medicare benefits group on a recorded line who am i speaking with
V WGI hi tina it's bill
A WGI hi bill what can i help you with today
V MAI yeah uh my wife passed in june and she always handled this stuff and i've been getting all these calls about medicare advantage plans and i don't even know what i have
A MAI i'm so sorry for your loss bill we can take it slow and figure out what you have and whether an advantage plan makes sense
V MAI i appreciate that
V MAI the tv keeps saying i'm missing out on benefits
A MAI those ads are about medicare advantage plans some of them do have extras but it depends on your situation so let's look
V NIA okay
A AQ do you have your medicare card handy
V AQ yes
A AQ is it just the red white and blue card or is there another insurance card in your wallet too
V AQ there's one from aarp that says united healthcare supplement plan g
A AQ okay so you have a supplement and what's your birthday
V AQ september fifth forty eight
A AQ and your zip
V AQ six eight one one four
A AQ and do you have a card for drugs
V AQ there's a silverscript card
A AD okay so you're fully covered right now the question is about cost do you know what you pay for the supplement
V AD i think it's around two hundred
A AD and is that affordable for you
V AD it's tight now that it's just my social security
A AD okay and what doctors do you see
V AD doctor ferris at nebraska medicine
A AD and how's your health overall
V AD pretty good knees are bad
A AR okay the aarp medicare advantage plan from uhc in omaha is zero premium nebraska medicine is in network and it would save you the two hundred on the supplement
V AR and i'd get the dental they talk about
A AR yes it has dental cleanings and fifteen hundred a year for other work
V AR huh
A AR the tradeoff is copays like thirty five for a specialist and up to four thousand five hundred a year in the worst case
V AR let me think about it i don't like making decisions quick
A SG completely understand bill i'll mail you the information and you can call me at this number when you're ready take care of yourself
V SG thank you tina
`,
  ),
  conversation(
    'chat',
    `
V WGI hi need help
A WGI Hi! I'm Derek with HealthBridge Medicare. What's your name?
V WGI pam
A WGI Hi Pam, what's going on?
V MPC my dr left my plan
V MPC dr romero
V MPC can i switch?? its march
A MPC Sorry to hear that! So you want a plan that still has Dr. Romero. In March you can use the Medicare Advantage Open Enrollment Period to switch once, through March 31.
V MPC oh thank god
A AQ What plan are you on now?
V AQ scan classic
A AQ Zip?
V AQ 90650
A AQ DOB?
V AQ 6/22/50
A AQ Any Medi-Cal?
V AQ no
A AD Is Dr. Romero your primary doctor?
V AD yes at pih health
A AD Any other specialists?
V AD rheumatologist dr tan
A AD Meds?
V AD methotrexate folic acid prednisone
A NIA 1 sec checking
V NIA ty
A AR The Alignment Health CalPlus HMO is $0, and both Dr. Romero and Dr. Tan are in network. Your 3 meds are tier 1-2, $0-$5.
V AR omg perfect
V AR any catch
A AR You'd need a referral for Dr. Tan, but Dr. Romero can do that.
V AR fine
V AR sign me up
A AR Great! I need your Medicare number to enroll.
V AR 1EG4-TE5-MK73
A AR Done, effective April 1 ✅
A SG Alignment will mail your card. Thanks Pam!
V SG ty!! 🙌
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling secure life dental this is eric how can i help you
V OT hi eric my name is gail and i cancelled my dental policy last month and you still took a payment
A OT oh i'm sorry about that gail let me look into it do you have your policy number
V OT um i think it's s l d two two oh nine five
A NIA okay one second
V NIA yeah
A OT okay i see the cancellation request came in on the twenty eighth but the draft was already scheduled for the first
V OT well that's not my problem i called before the first
A OT you're right you shouldn't be charged for a month you didn't have coverage i'm going to refund the premium of forty four dollars
V OT and it's cancelled for sure
A OT yes it's showing terminated as of the thirty first no more drafts
V OT how will i get the refund
A OT it'll go back to the same bank account in seven to ten business days
V NIA okay
V OT can i get that in writing
A OT yes we'll mail you a cancellation letter and a refund confirmation
A SG is there anything else i can help with gail
V SG no thank you
A SG thank you for calling have a nice day
`,
  ),
  conversation(
    'voice',
    `
A WGI good evening thanks for calling senior health connect my name is ashley on a recorded line may i have your name
V WGI hey ashley this is ron
A WGI hi ron how can i help
V MAI yeah i'm looking into the medicare advantage plans the zero dollar ones my neighbor has one and he gets his glasses paid for and i wanna see what i qualify for
A MAI sure so you're interested in a zero premium advantage plan with vision coverage
V MAI yeah vision and if they got dental too that'd be nice
A MAI most of them in your area probably will let's check
A AQ what's your zip code ron
V AQ it's seven three one uh
V NIA hello
A NIA ron are you there
A NIA ron i think we lost you
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling a b c medicare solutions my name is brianna this call is recorded who am i speaking with
V WGI hi uh this is dwayne
A WGI hi dwayne how can i help today
V MPC yeah so my plan ain't covering my ensue lynn no more they sent me a letter says it's not on the for mu larry next year
A MPC okay so your insulin is coming off your plan's formulary next year and you want to switch to a plan that covers it
V MPC right cause i can't be paying no three hundred dollars for insulin
A MPC definitely not and with the thirty five dollar insulin cap you shouldn't have to we just need a plan that has your brand on the list
V MPC okay yeah
A MPC and you'd want this for january first
V MPC yes ma'am
A AQ okay what's the name of your plan right now
V AQ it's the um cigna true choice or something like that
A AQ cigna true choice medicare ppo and your zip code
V AQ three oh three one six
A AQ and date of birth
V AQ one twenty three fifty eight
A AQ january twenty third nineteen fifty eight
V AQ yes ma'am
A AQ do you have medicare part a and b
V AQ yes
A AQ and do you get extra help or medicaid
V AQ no just the social security
A AD okay what insulin do you use exactly
V AD it's the novolog flexpen and the levemir
A AD and any other meds
V AD metformin and a baby aspirin
A AD do you use a particular pharmacy
V AD kroger on moreland
A AD and who's your doctor
V AD doctor oyelaran at grady
A AD is keeping him important
V AD yeah real important he knows my history
A NIA okay hang on let me run these
V NIA mm-hm
A NIA you still with me
V NIA yeah i'm here
A AR okay the humana choice ppo covers novolog and levemir at thirty five dollars a month each doctor oyelaran is in network and it's zero premium
V AR thirty five for each
A AR yes thirty five dollars for each insulin and your metformin is zero
V AR okay that's way better
A AR and your primary visits are zero specialist forty and the max out of pocket is five thousand nine hundred
V AR alright i'm good with that
A AR okay i'll need your medicare number
V AR hold up
V AR it's eight h three
A NIA eight h three
V AR yeah eight h three u c one r p two nine zero
A AR got it and your address for the card
V AR eleven twenty two boulevard southeast atlanta
A AR great you're enrolled starting january first
A SG humana's going to send you a welcome kit and card in december and you can take the card right to kroger thanks dwayne
V SG preciate you bye
`,
  ),
  conversation(
    'chat',
    `
V WGI hi
V DII need dental for me and my kids
A WGI Hi! I'm Kelsey with SmileWell Plans. What's your name?
V WGI tanya
A DII Hi Tanya! So you're looking for a family dental plan. Is it mostly checkups for the kids?
V DII checkups and my son needs braces eventually
A DII Got it, orthodontics for kids is covered on some family plans, usually after a waiting period.
V DII ok
A AQ How many kids and their ages?
V AQ 2
V AQ 9 and 13
A AQ And your age?
V AQ 38
A AQ Zip?
V AQ 77084
A AQ Any current dental coverage?
V AQ no we lost it in jan
A AD Do you have a dentist you'd like to keep?
V AD no
A AD Budget?
V AD like 80/mo for all of us
A AR The Delta Dental PPO Family Plan is about $76/mo for 3 people. Checkups 100%, fillings 80%, braces for kids 50% after 12 months up to $1,500.
V AR 12 mo 😕
A AR It's the usual wait for braces. His orthodontist might not start treatment for a bit anyway.
V AR true he still has baby teeth
V AR ok lets do it
A AR Great! I'll need names and DOBs for everyone.
V AR tanya reed 2/3/87, jaylen reed 5/5/12, maya reed 8/19/16
A AR And payment, card or bank?
V AR card
A AR Secure link sent 🔒
V AR paid
A AR All set! Coverage starts on the 1st.
A SG Cards will come by email today. Thanks Tanya!
V SG thx!
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning golden state benefits this is luis my line is recorded for quality can i get your name
V WGI good morning luis my name is evelyn
A WGI good morning evelyn how's your day going
V WGI oh it's going fine thank you for asking
A WGI what can i help you with
V MAI well i turned sixty five in august and i just have the original medicare and my daughter keeps telling me i should look at one of those advantage plans because of the dental and i said well i'll call somebody
A MAI that's great i'm glad you called so you're on original medicare and you'd like to see if an advantage plan with dental makes sense for you
V MAI yes and my daughter says some of them are free
A MAI many of them have a zero dollar premium yes you keep paying your part b and everything else is through the plan
V MAI i see
A AQ okay evelyn what's your zip code
V AQ nine two six four seven
A AQ and you said you turned sixty five in august what's the date of birth
V AQ august twenty second
A AQ and year
V AQ oh nineteen sixty
A AQ do you have both part a and part b
V AQ yes
A AQ any other insurance like from an employer or a supplement
V AQ no nothing
A AD okay do you have a doctor you like
V AD yes doctor nguyen she's at hoag
A AD any specialists
V AD well i see a dermatologist once a year
V NIA oh hold on my grandson is here
V NIA say hi to the lady mason
A NIA aw hi mason
V NIA he's four he just learned to write his name
A NIA that's adorable
V NIA sorry about that
A NIA no problem at all
A AD do you take any prescriptions
V AD just one for cholesterol simvastatin
A AD and what's important to you in a plan besides dental
V AD i would like to keep doctor nguyen that's the main thing
A AR okay so i'd recommend the scan classic hmo it's zero a month doctor nguyen is in the hoag network and simvastatin is zero dollars
V AR and the dental
A AR it has preventive dental covered and two thousand a year for fillings crowns and dentures
V AR that's wonderful
V AR thank you that helps a lot
A AR and the specialist copay is fifteen dollars
A AD oh one more question do you use a mail order pharmacy or a local one
V AD i go to the rite aid
A AR okay rite aid is in network for scan so you're good
V AR okay let's sign up
A AR wonderful i'll need your medicare number
V AR seven c j nine m x four t e two one
A AR and should the card go to your home address
V AR yes twenty three oceanview drive
A AR perfect you're enrolled effective october first
A SG scan will send your id card and someone will call to welcome you thank you evelyn and say bye to mason for me
V SG i will thank you luis bye bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello! This is Grant, a licensed agent at ClearChoice Medicare. What's your name?
V WGI hi grant, marilyn
A WGI Hi Marilyn! How can I help?
V MPC open enrollment question. My drugs cost me a fortune this year and I want to change to a plan that's cheaper on prescriptions
A MPC Got it, you'd like a plan with lower drug costs for next year. Are you on a Medicare Advantage plan or a standalone Part D?
V MPC advantage
A MPC OK, so we'd look for an Advantage plan with better drug pricing starting January 1.
V MPC yes please
A AQ Which plan is it now?
V AQ UHC AARP Medicare Advantage Plan 1
A AQ Zip?
V AQ 33414
A AQ And DOB?
V AQ 2/27/49
A AD What prescriptions do you take? List them all if you can
V AD jardiance, farxiga, no wait just jardiance. entresto, carvedilol, spironolactone
A AD Thanks. Which pharmacy?
V AD publix
A AD Doctors to keep?
V AD dr mehta cardiology at jfk, dr lee pcp
A NIA Checking, one moment
V NIA ok
A AR The Humana Gold Plus HMO has Jardiance and Entresto at $47 each, the others $0, and no drug deductible. Dr. Mehta and Dr. Lee are both in network. $0 premium.
V AR what am I paying now for those
A AR On your current plan, after the deductible, Jardiance and Entresto are $47 too but there's a $545 deductible first.
V AR oh so I'd save the deductible
A AR Exactly, about $545 a year, plus your carvedilol and spironolactone drop from $10 to $0.
V AR thanks that helps a lot
V AR I'll do it
A AR Great! Confirm your Medicare number?
V AR 4FD8-NR3-QT66
A AR Enrolled for 1/1 ✅
A SG Humana will mail your card in December. Thanks Marilyn!
V SG thank you!
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thank you for calling heartland senior insurance my name is jake this call is recorded can i get your name
V WGI yeah it's frank
A WGI hi frank what can i help you with
V MAI i got a card in the mail about a plan with a giveback where you get money back on your part b and i want to know about that
A MAI sure those are medicare advantage plans with a part b giveback they reduce what's taken out of your social security for part b
V MAI yeah that's what i want
A MAI they're not in every area so let's see if there's one near you
A AQ what's your zip code
V AQ six four one three one
A AQ birthday
V AQ december eighth fifty one
A AQ and you have a and b
V AQ yup
A AQ any plan right now
V AQ just medicare and i got a drug plan from wellcare
A AD any doctors you need to keep
V AD i go to the va mostly
A AD okay so you use va benefits do you also see anybody outside the va
V AD no just the va
A AD any prescriptions outside the va
V AD nope va mails em
A AR okay so the wellcare giveback hmo is zero premium and gives you back one hundred twenty five dollars a month on your part b and since you use the va for care that works nicely
V AR a hundred twenty five every month
A AR every month it shows up as a lower part b deduction on your social security
V AR sign me up
A AR okay you'll want to cancel the wellcare drug plan since this plan covers drugs but we'll handle that automatically when you enroll
V NIA ok
A AR i need your medicare number
V AR four t k two a b seven r e nine nine
A AR you're enrolled for the first of next month
V OT one more thing how did you guys get my address anyway i never signed up for nothing
A OT the mailer comes from a marketing list of people on medicare we buy from a vendor i can take you off our mailing list if you want
V OT nah it's fine just curious
A SG okay frank you'll get your wellcare card in a couple weeks thanks for calling
V SG thanks bud
`,
  ),
  conversation(
    'chat',
    `
V OT I want to file a complaint about one of your agents
A WGI I'm sorry to hear that. I'm Laura, a supervisor at Benefits Now. Can I get your name?
V WGI Carolyn Price
A OT Thank you Carolyn. What happened?
V OT The agent kept calling me 3 times a day and was pushy and rude when I said no
A OT That's not acceptable and I apologize. Do you remember the agent's name or the number that called?
V OT he said his name was Brent, number was 844-555-0133
A OT Thank you. I'm documenting this and escalating it to our compliance team. I'm also adding your number to our do-not-call list right now.
V OT Good
V OT and I want to know who gave him my number
A OT I'll have compliance look into the lead source and send you a written response within 10 business days.
V OT fine
A OT Can I confirm the best email for that response?
V OT cprice48@mail.com
A OT Got it. Again, I'm very sorry for the experience.
V NIA ok
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling medicare advisors of texas my name is cody how may i help you
V WGI hi cody this is lorraine lorraine whitaker
A WGI hi lorraine how are you today
V WGI oh fine honey
V MPC i want to drop my supplement it's gotten so expensive and go on one of those advantage plans everybody talks about
A MPC okay so you'd be dropping the medigap and moving to a medicare advantage plan mainly because of the cost
V MPC yes it's two hundred and forty dollars a month now
A MPC that's a big jump and we'd time it so you're never without coverage
V MPC oh good that's what i was worried about
A AQ what company is your supplement with
V AQ it's blue cross plan g
A AQ okay do you have your medicare card so i can confirm your part a and b dates
V AQ let me get it
V NIA okay i have it
A AQ what are the dates for part a and part b
V AQ part a hospital oh one oh one two oh and part b the same
A AQ perfect and the medicare number on there
V AQ six w x four r t one m e eight seven
A AQ and your zip
V AQ seven five oh four eight
A AQ and your age
V AQ i'm seventy
A AD okay lorraine what doctors do you see
V AD doctor bell at baylor and a cardiologist doctor ahmed
A AD medications
V AD eliquis and amlodipine and a vitamin d
A AD any trips or do you stay in texas mostly
V AD i stay put
A AD and what's important other than the cost
V AD i'd like to have my hearing aids paid for eventually
A NIA okay let me check one moment
V NIA okay honey
A AR okay i found the wellcare no premium open ppo zero a month baylor and doctor ahmed are in network eliquis is forty two a month amlodipine is zero and it has up to two thousand dollars for hearing aids
V AR oh goodness that's good
A AR the specialist copay is thirty five and the max out of pocket is six thousand
V AR well that sounds fine to me
A AR great now important thing we'll start this plan the first of next month and you call blue cross to cancel the supplement after your new card arrives
V NIA okay
V AR and do i need to give you the medicare number again
A AR no i have it from earlier i just need to confirm your address
V AR four oh two sunset lane garland texas
A AR you're enrolled
A SG wellcare will mail the card in about ten days once it comes then cancel blue cross and call me if you need help thank you lorraine
V SG thank you cody bye now
`,
  ),
  conversation(
    'chat',
    `
A WGI Hey there! 👋 I'm Zoe from Silver Path Insurance. How can I help today?
V MAI do u have the plans w the otc card
A MAI Yes! Some Medicare Advantage plans include an OTC allowance for things like vitamins and bandages. Are you shopping for one?
V MAI ya
V MAI how much do they give
A MAI It varies, usually $50-$200 a quarter depending on the plan and your county.
V NIA k
A WGI Can I get your name?
V WGI rob
A AQ Thanks Rob! Zip code?
V AQ 37214
A AQ Do you have Part A and B?
V AQ yep
A AQ Any plan now?
V AQ original only
A NIA One sec
V NIA brb
V NIA back
A AD Do you take any meds?
V AD no
A AD Doctors?
V AD dont have one lol
A AD Anything besides OTC that matters?
V AD dental
A AR The Humana Gold Plus HMO here has $0 premium, $150/quarter OTC, and $2,500 dental.
V AR nice
V AR whats the copays
A AR $0 primary, $20 specialist, $90 ER.
V NIA 👍
V AR ok lets do it
A AR Great. Medicare number?
V AR 9RT6-YH2-KK40
A AR Mailing address?
V AR 1010 elm hill pike nashville 37214
A AR You're enrolled! Starts on the 1st 🎉
A SG Card comes in ~10 days. Thanks Rob!
V SG thx
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon thanks for calling bright smile dental insurance this is kara how can i help you
V WGI hi kara my name's denise
A WGI hi denise
V DII hi so um i've been to my dentist and she's saying i need an implant where i had a tooth pulled last year and it's like forty five hundred dollars and i'm wondering if there's any insurance that'll help with that
A DII okay so you're looking for a plan that covers implants and you already know about the one you need
V DII yeah and i heard that they don't cover stuff that happened before you got the insurance
A DII that's called a missing tooth clause some plans have it and some don't so we'd look for one without it
V DII oh okay so there's hope
A DII there is
A AQ how old are you denise
V AQ fifty seven
A AQ and what's your zip code
V AQ two eight two one six
A AQ do you have dental insurance right now
V AQ no i had it through work but i retired early
A AQ when did that coverage end
V AQ march
A AD okay and is your dentist in any networks do you know
V AD she takes most ppos
A AD and when would you like to get the implant done
V AD honestly as soon as possible but i can wait a little if it saves money
A NIA okay one moment let me compare
A AR okay so the ameritas primestar total is sixty one dollars a month no missing tooth clause and since you had coverage until march they'll waive the twelve month wait on implants
V AR oh wow so right away
A AR right away at fifty percent up to a two thousand dollar yearly max
V AR okay so they'd pay two thousand on the forty five hundred
A AR yes that's right
V NIA hold on
V SG sorry kara my ride's here i gotta run can i call you back
A SG of course my direct line is eight seven seven five five five zero one two two ask for kara
V SG thanks bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling premier senior benefits this is olivia how can i help
V WGI hi olivia my name is george anderson
A WGI hi george what's going on
V OT i never got my card from the plan i signed up with you guys two months ago
A OT oh i'm sorry which plan was that
V OT the aetna one with the forty dollar premium
A OT okay the aetna medicare premier ppo let me look
A NIA one moment please
V NIA sure
A OT okay i see the enrollment was approved and aetna mailed the card to an old address on oak street
V OT that's my old house yeah
A OT i'll have aetna send one to your current address what is that
V OT nineteen ridge road
A OT okay that's updated and they'll send a new card in seven to ten days
V OT and they're billing me forty dollars a month for a card i don't have
A OT the forty dollar premium is for the coverage which has been active even without the card but i understand the frustration
V OT well if there's a cheaper plan i'd switch honestly i didn't know it'd be forty dollars
A MPC okay so you'd like to look at switching to a plan with a lower premium
V MPC yeah if there's one that covers the same stuff
A MPC we can look you're still in your first year so you may have a special enrollment period
V NIA alright
A AQ is your zip code still the same
V AQ yes zero six seven nine four
A AQ and do you still have the same doctors
V AQ yes
A AD remind me what matters most the doctors or the premium
V AD the premium and keeping doctor russo
A AR the aetna medicare value plan hmo is zero premium and doctor russo is in it the difference is you'd need referrals for specialists
V AR i don't see specialists so that's fine
A AR then i'd recommend switching to it starting next month
V AR okay do it
A AR done since it's the same carrier your new card will come with the new address
A SG thank you george sorry about the hassle
V SG thanks olivia
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to Medicare Choice Chat. I'm Aaron. Who am I speaking with?
V WGI Helen Brooks
A WGI Hi Helen! What can I help you with?
V DII I have a Medicare Advantage plan but the dental on it is only $500 a year and I need a bridge. Can I buy extra dental?
A DII Yes, you can buy a standalone dental plan on top of your Advantage plan, or switch to an Advantage plan with a bigger dental benefit at open enrollment.
V DII I'd rather not switch my medical plan
A DII Understood, so we'll look at a separate dental policy that can cover a bridge.
V DII yes
A AQ Which Advantage plan do you have?
V AQ Kaiser Senior Advantage
A AQ What's your age and zip?
V AQ 70, 97220
A AD Do you have a dentist you go to?
V AD Kaiser dental, but I'd go elsewhere for the bridge if needed
A AD How soon do you need the bridge?
V AD in the next few months
A AR The Delta Dental Individual PPO Plus has a 6-month wait on bridges, covers them at 50%, $1,500 annual max, $49/month.
V AR what about no wait?
A AR The Spirit Dental Care 2000 has no waiting period: bridges at 20% in year 1, 50% from year 2, $55/month.
V AR I think the Delta one, I can wait 6 months
A AR Great choice. I'll need your mailing address and how you'd like to pay the premium.
V AR 3420 NE 102nd Ave Portland, and card please
A AR Payment link sent.
V AR done ✔️
A SG You're covered from the 1st! Delta will send your card. Thanks Helen.
V SG thanks!
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning thanks for calling the medicare store on a recorded line this is keith
V WGI morning keith my name is alice
A WGI hi alice how can i help you
V MAI yeah i'm helping my husband he just got his medicare card and he wants one of those plans that has vision and hearing
A MAI okay so he's new to medicare and looking for an advantage plan with vision and hearing benefits
V MAI yes he's got terrible hearing
A AQ is he on the line with us
V AQ he's right here i've got you on speaker
V WGI hi this is jim
A WGI hi jim
A AQ jim what's your birthday
V AQ four fourteen fifty nine
A AQ and your part a and b start dates
V AQ april first this year
A AQ zip code
V AQ three two eight one nine
A AD any doctors you want to keep jim
V AD doctor castillo at orlando health
A AD any meds
V AD metoprolol and allopurinol
A AR so the devoted core hmo is zero premium doctor castillo is in network it gives two hearing aids every year up to two thousand and two hundred for glasses
V AR does it matter where he gets the hearing aids
A AR they go through tru hearing which has offices all over orlando
V NIA okay
V OT oh and wait are you licensed in florida because the last guy we talked to wasn't
A OT yes i'm licensed in florida my license number is w one eight two two four five and you can look me up on the department of financial services website
V OT okay good because that guy wasted an hour of our time
A OT i'm sorry that happened
V AR okay what's the copays on this devoted one
A AR zero for primary twenty for specialists and the max out of pocket is three thousand four hundred
V AR jim says that's good
A AR great i'll need his medicare number to enroll
V AR one f e two d h six t w p three three
A AR perfect he's enrolled effective next month
A SG you'll get the card in the mail and a welcome call from devoted thanks alice thanks jim
V SG thank you keith
`,
  ),
  conversation(
    'chat',
    `
V OT can u transfer me to billing
A WGI Hi, I'm Megan with CarePlus Insurance Services. Sure, is this about a bill from your current plan?
V OT yes my dental plan
A OT Which dental company?
V OT guardian
A OT Our agency doesn't handle Guardian billing directly, but their billing line is 888-555-0190. I can also transfer you now.
V OT transfer pls
A NIA One moment, connecting you.
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling medicare benefit partners my name is ryan this call is recorded can i get your name
V WGI yes this is norma
A WGI hi norma what can i help you with
V MAI i want to look at one of the medicare advantage plans i've been seeing on television
A MAI sure are you on original medicare right now or something else
V MAI just the original
A MAI okay and is there something in particular from the ads you liked
V MAI the part where they pay for your groceries and the dental
A MAI some plans have a grocery allowance usually for folks with medicaid or certain conditions and a lot of them have dental
V NIA what
A NIA i said a lot of them have dental
V NIA oh okay i'm a little hard of hearing
A NIA no problem i'll speak up
A AQ what is your date of birth norma
V AQ what
A AQ your date of birth
V AQ may third nineteen fifty four
A AQ and the zip code where you live
V AQ two three two two three
A AQ do you have medicaid or any help from the state
V AQ yes i have medicaid
A AQ is it full medicaid with a card from virginia
V AQ yes the virginia one
A AD what doctors do you go to
V AD doctor patel at the vcu clinic
A AD and medications
V AD oh a lot i have sugar and high blood pressure
A AD do you know about how many
V AD maybe six
A AR okay norma since you have medicare and full medicaid the anthem healthkeepers dual advantage plan would fit it's zero premium zero copays doctor patel is in it and it has a grocery card of one hundred fifty a month
V AR a hundred fifty for food
A AR yes every month
V AR lord have mercy
A AR and dental covers cleanings fillings and dentures
V AR i'll take it
A AR okay i need your medicare number
V AR it's on the card
V AR nine h k four f p two w j one five
A AR thank you you're enrolled for next month
A SG anthem will mail your cards thank you norma have a blessed day
V SG you too baby
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Devon at Sunrise Medicare Advisors. What's your name?
V WGI louise
A WGI Hi Louise, how can I help?
V MPC I'm moving to Reno Nevada next month and need a new plan
A MPC Got it, your move gives you a special enrollment period. So you need a plan in the Reno area starting when you move?
V MPC yes
A AQ What plan are you on now and where are you moving from?
V AQ Kaiser in Sacramento
A OT Thank you. Unfortunately I'm not licensed in Nevada, so I can't enroll you there. Let me transfer you to a colleague who is.
V OT oh ok
A OT Her name is Rachel, she'll be with you in a minute.
V NIA ok thx
A NIA Transferring now.
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling blue ridge medicare advisors i'm nathan and this call is being recorded for quality may i have your name
V WGI yeah hi nathan it's louise
A WGI hi louise how are you doing
V WGI i'm alright
A WGI good good what can i do for you today
V MPC well i'm just fed up with my plan every time i need to see a specialist i have to go back to my regular doctor and get a referral and it takes weeks and i just had it with it
A MPC that sounds really frustrating so you're on a plan that needs referrals and you'd like something where you can see specialists directly
V MPC yes exactly i don't want no more referrals
A MPC okay that usually means a ppo plan instead of an hmo
V MPC i don't know what any of that means honestly i just want to see my doctors
A MPC that's okay an hmo is the kind that needs referrals and a ppo usually doesn't so we'd be looking at ppos for you
V MPC okay and can i change now or do i have to wait
A MPC what month is your plan renewing in is it a regular january plan
V MPC i think so i signed up last fall
A MPC then we can switch during open enrollment which is going on right now and the new plan starts january first
V MPC oh good
V NIA okay
A AQ who's the plan with now louise
V AQ it's united healthcare the hmo
A AQ and what's your zip code
V AQ two four zero one four
A AQ and your date of birth
V AQ february second nineteen fifty
A AD okay which specialists do you see
V AD i see a lung doctor doctor keller and a heart doctor doctor simms at carilion
A AD and your regular doctor
V AD doctor owens also carilion
A AD how about prescriptions
V AD i got a inhaler breo and then the metoprolol and the potassium
A AD and how often do you see those specialists
V AD every three months for each of them
A AD okay so specialist copays matter a lot to you
V AD yes that adds up
A NIA let me pull some options one moment
V NIA sure thing
A AR okay the aetna medicare choice ppo has no referrals carilion and all three of your doctors are in network specialists are thirty five and it's zero premium
V AR no referrals at all
A AR none for in network doctors
V AR that's what i want
A AR your breo would be forty seven a month and the other two are zero
V AR that's about what i pay now
A AR great do you want me to enroll you for january first
V AR yes please
A AR okay i'll need your medicare number
V AR it's three n w two h k eight t c four four
A AR got it you're enrolled
A SG so what happens next is aetna will mail you a welcome packet and card in december and your united plan ends on its own december thirty first
V SG okay so i don't have to call them
A SG no you don't have to call them it happens automatically
V SG well thank you nathan you've been so helpful
A SG my pleasure louise if you need anything my direct number is five four zero five five five zero one three nine
V SG let me write that down five four zero five five five zero one three nine
A SG that's it
V SG okay thank you honey bye bye
A SG bye louise have a great day
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Sabrina with OneSource Medicare. Who am I chatting with?
V WGI walt
A WGI Hi Walt! How can I help?
V MPC whats changing w my plan next yr
V MPC got a big booklet and cant make sense of it
A MPC That's your Annual Notice of Change. I can go over it and see if switching makes sense for next year.
V MPC pls
A MPC Which plan is it?
V MPC aetna eagle ppo
A MPC For 2026 the main changes on that plan are a $100 higher out-of-pocket max and a new $150 drug deductible. Premium stays $0.
V MPC ugh
V MPC is there better
A MPC Possibly! Let me ask a few questions to compare.
A AQ Zip?
V AQ 49504
A AQ DOB?
V AQ 10/10/52
A AD What meds do you take?
V AD just lipitor and flomax
A AD Doctors?
V AD dr de vries at corewell
A AR Honestly, your meds are tier 1 so the new deductible won't hit you, and Corewell stays in network. Staying on the Eagle PPO is fine for you.
V AR oh ok so dont change
A AR Right, unless something else changes. No action needed.
V NIA 👍
A SG Glad I could help! Message us anytime.
V SG thx!
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon thanks for calling heritage dental plans this is brenda may i have your name
V WGI hello brenda this is elaine
A WGI hi elaine how can i help
V DII well i'm retiring in about three months and i'll lose my dental from work and i've got a lot of dental work going on i'm in the middle of getting a bridge and i need to figure out what to do
A DII okay so you're losing your employer dental when you retire and you want a plan that keeps you covered without a gap for the work you're having done
V DII yes exactly and my dentist says i'll probably need a couple more crowns next year too
A DII okay so crowns and bridge work are the big things
V DII yes and cleanings of course i go every six months
A DII that's great keeping up with the cleanings
V DII and i don't want to wait a whole year for the big stuff
A DII good news is when you have continuous coverage some plans waive the waiting periods
V DII oh i didn't know that
A AQ what's your current dental insurance through work
V AQ it's cigna through the school district
A AQ and what's the exact date it ends
V AQ june thirtieth
A AQ how old are you elaine
V AQ sixty five in may
A AQ and will you be on medicare
V AQ yes i signed up for part a and b starting july
A AQ and your zip code
V AQ five five one one eight
A AD is your dentist someone you want to keep
V AD yes absolutely doctor lindqvist
A AD do you know which networks she's in
V AD i think delta and cigna
A AD and what's your budget for the monthly premium
V AD i'd pay up to sixty if it covers the big stuff
A AD and would you rather have a higher annual maximum or a lower premium
V AD higher maximum for sure
A AD okay let me do some quotes and i'll call you back with exact numbers tomorrow since your coverage doesn't end until june
V AD that works
A SG so i'll call you tomorrow afternoon is this number good
V SG yes this is my cell
A SG perfect and if you think of anything else my number is six five one five five five zero one eight two
V SG wonderful thank you brenda
A SG thank you elaine talk tomorrow
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning senior care advocates this is jerome how can i help you
V WGI hi jerome this is pat o'brien
A WGI hi pat
V OT hi i got a bill from the emergency room and i thought my plan was supposed to cover it
A OT okay let's figure that out what plan are you on
V OT the humana gold plus
A OT okay and how much is the bill for
V OT nine hundred and eighty dollars
A OT and the er visit was in network
V OT it was at mercy the same one i always go to
A NIA okay bear with me a second
V NIA mm-hm
A NIA sorry about the wait still looking
V NIA that's alright
A OT okay so your plan's er copay is one hundred twenty five dollars so nine eighty seems off unless you were admitted
V OT i was there overnight they kept me for observation
A OT okay observation is billed differently as outpatient so there may be other copays but it still shouldn't be that much
V OT so what do i do
A OT i'd like to do a three way call with humana to have them review the claim do you have a few minutes
V OT yes
A NIA okay please hold
V NIA okay
A OT alright humana says the hospital billed you before the claim processed the claim is still pending
V OT so i shouldn't pay it
A OT don't pay it yet once humana processes the claim you'll get an explanation of benefits and the hospital will send a corrected bill
V OT okay thank you that helps
A OT and if the new bill still looks wrong call me and we'll appeal it
V NIA alright
A SG anything else i can help with pat
V SG no that's everything you've been very kind
A SG you're welcome take care pat
V SG you too bye
`,
  ),
  conversation(
    'chat',
    `
V WGI Hello
A WGI Hi there! I'm Marisol from Medicare Answers. What can I help with?
V MAI What is Medicare Advantage exactly? I keep hearing about it but nobody explains it
A MAI Great question! Medicare Advantage (Part C) is a way to get your Medicare benefits through a private insurance company instead of Original Medicare.
V MAI So it replaces Medicare?
A MAI You're still in Medicare, but the plan pays your claims instead of Original Medicare. Most include drug coverage too.
V MAI And the extras they advertise?
A MAI Many include dental, vision, hearing, and fitness. Some offer OTC allowances. It varies by county.
V MAI What's the downside
A MAI Networks, copays, and prior authorizations. Original Medicare with a Medigap lets you see any doctor who takes Medicare.
V MAI Ok that makes sense. I'm just researching for now, turning 65 next year
A MAI That's smart! You can start shopping 3 months before your 65th birthday month.
V NIA ok
V SG Thanks for explaining
A SG Anytime! Reach out when you're ready to compare plans. 😊
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling senior choice partners this is amanda on a recorded line who am i speaking with
V WGI yeah hi amanda my name's vince vince delgado
A WGI hi vince how can i help you today
V MPC yeah so i been retired from the city for ten years and i had the retiree plan through them and now they're saying they're getting rid of it for over sixty five people and we gotta find our own medicare plan by january so i'm kind of scrambling here you know
A MPC okay that's happening a lot so the city is ending your retiree coverage and you need your own medicare plan starting january first
V MPC yeah and they said something about a special time to sign up
A MPC right losing employer or retiree coverage gives you a special enrollment period so you're not stuck waiting
V MPC okay good cause i was worried
V MPC and my wife's on it too she's sixty three though
A MPC okay so she's not on medicare yet so she'd need something different we can talk about her too
V MPC okay
A AQ so for you vince do you have both part a and part b
V AQ yeah i got both the city made us get part b
A AQ and your date of birth
V AQ july fourth nineteen fifty six
A AQ and your zip code
V AQ nine one seven four four
A AQ and your wife's date of birth
V AQ march tenth sixty two
A AD okay so for you what doctors are you seeing
V AD i got doctor yu at kaiser but the retiree plan was kaiser so
A AD do you want to stay with kaiser
V AD yeah i like kaiser it's all in one place
A AD and prescriptions
V AD a couple a statin and something for my prostate
A AR okay so for you the kaiser senior advantage plan in la county is a good fit it's zero premium same doctors same facilities
V AR so basically the same thing i got now
A AR very similar your copays may be a bit different but you keep doctor yu
V AR okay sounds good
V AR what about my wife
A AQ for her since she's sixty three she'd need an individual plan through covered california until she turns sixty five
V AQ oh man
A OT that's a different department i can give you the number or transfer you after we finish yours
V OT yeah give me the number
A OT it's eight hundred five five five zero one one two
A AR okay let's get you enrolled in the kaiser plan i need your medicare number
V AR one t r five e n four c v nine two
A AR thanks you're set for january first
A SG kaiser will mail your card before january thank you vince good luck with everything
V SG thanks amanda
`,
  ),
  conversation(
    'chat',
    `
V WGI hi!!
V NIA sorry my cat just walked on the keyboard lol
V NIA hdjsksjd
A WGI Haha no worries! 🐱 I'm Eli with Trusted Medicare Help. What's your name?
V WGI Barb
A WGI Hi Barb! How can I help?
V MAI I want info on medicare advantage plans with vision
V MAI I need new glasses badly
A MAI Sure! Many Advantage plans include an eyewear allowance plus a yearly eye exam.
V MAI how much is the allowance usually
A MAI Commonly $100-$300 per year for frames and lenses.
V NIA ok
A AQ What's your zip code?
V AQ 27609
A AQ Do you have Parts A and B?
V AQ yes
A AQ Any plan now besides Medicare?
V AQ no
A AD Do you have an eye doctor you want to keep?
V AD Dr Shaw at Eye Care Center
A AD Any other doctors?
V AD dr patel at wakemed
A AR The Humana Gold Plus HMO in Wake County is $0 and has a $250 eyewear allowance. Dr. Patel and Eye Care Center are both in network.
V AR ooh 250
V AR ok yes
A AR Great! I'll need your Medicare number.
V AR 2TN6-YU8-PE11
A AR Thank you, you're enrolled!
A SG Welcome kit in about 10 days. Enjoy the new glasses Barb! 👓
V SG thank you 🥰
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling national benefits center my name is shawn how can i help
V WGI hi shawn this is bernard
A WGI hi bernard
V OT i need to talk to a supervisor the agent i spoke to last week put me on the wrong plan
A OT i'm sorry about that i'll get my supervisor can you tell me a little so i can brief her
V OT he put me in an hmo and i told him i wanted a ppo because i go to mayo in arizona every winter
A OT okay so you were enrolled in an hmo instead of the ppo you asked for
V OT yes and mayo's not in it
A OT i understand please hold for my supervisor
V NIA okay
A OT hi bernard this is kristen i'm the supervisor here i'm sorry this happened
V OT i just want it fixed
A OT absolutely since you were enrolled incorrectly we can request a correction with the carrier and put you in the right plan
V OT and it won't cost me anything
A OT no cost and any claims from the wrong plan will be handled
V NIA thank you
A OT i'll file the correction today and i'm also documenting a complaint against the agent
V OT well i don't want to get anybody fired
A OT i understand it's for training and quality
A AR for the correction which ppo did you want
V AR the humana choice ppo that he talked about
A AR okay the humana choice ppo covers mayo in arizona out of network at the same in network rate through their national ppo so you're covered there
V AR good that's what i wanted
A SG i'll call you back thursday to confirm it went through thank you for your patience bernard
V SG okay thank you kristen
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Alana with Bayside Dental Plans. Who am I chatting with?
V WGI Frances
A WGI Hi Frances! How can I help?
V DII my advantage plan dental doesnt cover dentures and I need a full set
V DII is there a dental plan I can add
A DII Yes, you can add a standalone dental plan alongside your Advantage plan. Many cover dentures.
V DII how much do they pay
A DII Usually 50% after a waiting period, up to the plan's annual maximum.
V DII ok and how long is the wait
A DII Anywhere from no wait to 12 months depending on the plan.
V NIA hmm
A AQ Which Advantage plan are you on?
V AQ wellcare value script
A AQ How old are you?
V AQ 74
A AQ Zip code?
V AQ 63118
A AD What's your budget for a dental plan?
V AD 30-50
A AD Do you have a dentist?
V AD Affordable Dentures on Gravois
A AR The Physicians Mutual Preventive Plus plan is $44/mo, dentures at 50% after 12 months, no network so Affordable Dentures works.
V AR and anything shorter wait
A AR The Spirit Dental Choice has no wait but only 20% the first year on dentures, $50/mo.
V AR i'll take physicians mutual
A AR Great. I need a mailing address and card or bank for the premium.
V AR 4117 Iowa Ave St Louis MO 63118, bank
A AR Secure link sent for the bank info.
V AR ok done
A SG You're covered the 1st. Thanks Frances!
V SG bye
`,
  ),
  conversation(
    'voice',
    `
A WGI hi this is courtney with sunbelt senior solutions on a recorded line what's your name
V WGI hi courtney it's leon
A WGI hi leon how are you doing
V WGI i'm doing alright
A WGI what can i help you with
V MAI i saw a ad on the tv about medicare advantage with a hundred and sixty dollars back every month and i want to see if i can get that
A MAI okay so that's a part b giveback plan the amount depends on your county and most areas have a smaller amount or none
V MAI oh so it might not be a hundred sixty
A MAI right the ads show the maximum so we'll see what's available for you
V MAI okay that's fair
A AQ what's your zip code
V AQ seven zero eight one six
A AQ and your date of birth
V AQ may twenty ninth forty nine
A AQ a and b
V AQ yes
A AQ any current plan
V AQ peoples health
A AD okay what doctors do you see
V AD doctor landry at ochsner
A AD and any medications
V AD just blood pressure
A AD what's the most important thing to you money back or extra benefits or keeping doctor landry
V AD well doctor landry for sure then money
A AR the humana honor plan has a one hundred dollar part b giveback and doctor landry is in network
V AR a hundred okay not bad
A AD wait do you use the va at all
V AD yeah i'm a vet i get my hearing aids from the va
A AQ oh okay and do you have tricare for life
V AQ no just va
A AR then the humana honor is perfect for you it's designed for vets who use the va and it's zero premium
V AR alright let's do it
A AR okay i'll need your medicare number
V AR six k two e v five u q t eight one
A AR you're enrolled effective next month
A SG humana will send you a card and your giveback starts showing up in your social security within a few months thanks for your service leon
V SG thank you courtney
A SG take care now
`,
  ),
  conversation(
    'chat',
    `
V OT Why is my premium $35 now? It was $0 last year
A WGI Hi, I'm Jeremy with Medicare Partners. Sorry for the confusion! What's your name?
V WGI Ida Morales
A OT Thanks Ida. Which plan are you on?
V OT Aetna Medicare Premier PPO
A OT That plan raised its premium to $35 for this year. It would have been in the Annual Notice of Change sent in September.
V OT I never saw that. They took $35 out of my check
A OT I understand. The charge is correct for the current plan, but I'm sorry you weren't aware.
V OT can I get a refund?
A OT Unfortunately the carrier won't refund it since the coverage was active, but I can look at whether you can switch.
V OT yes please
A MPC So you'd like a plan without a premium?
V MPC yes
A MPC Since open enrollment ended Dec 7, you can switch once during Jan 1 - Mar 31 using the Medicare Advantage Open Enrollment Period.
V MPC ok
A AQ Your zip code?
V AQ 85710
A AQ Anything else, like Medicaid?
V AQ no
A AR The Aetna Medicare Value Plan HMO is $0 in Tucson. Would an HMO be ok?
V AR I need to check if my doctor is in it
A SG Sure. I'll email you the link to the provider search. Reply here anytime and I'll help you switch.
V SG thank you
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling medicare enrollment partners my name is sandra this call is recorded may i have your name
V WGI it's ken
A WGI hi ken what can i help with
V MAI i want to sign up for a medicare advantage plan i already picked the one i want i just need someone to do it
A MAI oh great which plan did you pick
V MAI the aarp medicare advantage patriot no premium one
A MAI okay the patriot plan i can definitely help with that i just need to check a few things first
A AQ what's your zip code
V AQ six oh six four one
A AQ date of birth
V AQ august thirtieth fifty eight
A AQ do you have part a and b
V AQ yes
A AD and i do have to ask are your doctors in the uhc network
V AD yeah i checked doctor kim is in it
A AR okay great so the aarp patriot is zero premium doctor kim's in it and it has no drug coverage which i want to make sure you're okay with
V AR yeah i get my meds through the va
A AR perfect then let's enroll i'll need your medicare number
V AR one h t
V NIA hello
A NIA hi ken you cut out for a second
V NIA can you hear me
A NIA yes i can hear you now
V AR okay one h t four c r two
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, I'm Bianca from Evergreen Benefits. How can I help today?
V MPC i just got approved for medicaid
V MPC my caseworker said i should change my medicare plan??
A MPC Congrats on the approval! Yes, with Medicare and Medicaid you can switch plans and may qualify for a Dual Special Needs Plan with more benefits.
V MPC whats that
A MPC A D-SNP is a Medicare Advantage plan for people with both Medicare and Medicaid. Usually $0 copays and extras like food cards.
V MPC oh nice
V MPC can i switch now
A MPC Yes, people with Medicaid can change plans once per month.
V NIA cool
A WGI And what's your name?
V WGI Desiree
A AQ Thanks Desiree! What plan are you on now?
V AQ aetna value plan
A AQ Zip?
V AQ 19134
A AQ Is it full Medicaid through Pennsylvania?
V AQ yes
A AD Any doctors you want to keep?
V AD dr. akinola
A AD Meds?
V AD inhaler and zoloft
A AR The Aetna Medicare Assure D-SNP is $0, Dr. Akinola is in network, $0 copays on meds, and $140/month for healthy food and OTC.
V AR yesss
V AR sign me up pls
A AR Medicare number?
V AR 8YU3-KE1-MX92
A AR Medicaid ID?
V AR 3309812747
A AR Done! New plan starts next month ✅
A SG You'll get your new card in about 10 days. Take care Desiree!
V SG thx!! 😊
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning first light dental this is martin how can i help
V WGI hi martin it's bobby
A WGI hi bobby
V DII i'm turning sixty five in a few months and my dental from work stops when i retire so i need to get something
A DII okay so you want dental coverage that starts when your work plan ends
V DII yeah i don't want to lose coverage cause i got a crown that's gonna need redone
A DII got it so crown coverage without a gap is important
V DII yeah that's it
A AQ when does your work coverage end
V AQ end of september
A AQ and who's it through
V AQ metlife
A AQ and what state are you in
V AQ ohio zip four five two three zero
A AD do you have a dentist you like
V AD doctor gill been with him twenty years
A AD and what's your budget
V AD i don't know fifty
A AR okay the metlife dental individual plan is forty seven dollars a month and since you're coming off metlife group it waives the waiting periods crowns at fifty percent right away and doctor gill is in network
V AR same company even better
A AR want me to set it up to start october first
V AR yeah let's do that
A AR okay how would you like to pay for it monthly
V AR can you take it out of my checking
A AR yes i'll need the routing and account number
V AR routing is zero four two zero zero zero three one four
V AR account five five one two eight nine three three
A AR thanks you're set for october first
A SG you'll get a card before then thanks bobby
V SG thanks man
`,
  ),
  conversation(
    'chat',
    `
V WGI hey
V WGI anyone here
A WGI Hi! Sorry for the wait, I'm Jess with Medicare Now. What's your name?
V WGI carla
A WGI Hi Carla, what can I help with?
V MAI looking at advantage plans
V MAI for my dad
V MAI he wants dental n vision
A MAI Happy to help! So you're shopping for an Advantage plan with dental and vision for your dad?
V MAI yes
A AQ What's his zip?
V AQ 1 sec
V NIA lemme ask him
V AQ 78745
A AQ Age?
V AQ 71
A AQ A and B?
V AQ yes
A AQ Any plan now?
V AQ he has humana but hes not happy
A AD What's he unhappy about?
V AD dental only covers cleanings
A AD Doctors he wants to keep?
V AD dr ruiz
A NIA k checking
V NIA ty
A AR Wellcare Texan Plus HMO: $0 premium, Dr. Ruiz in network, $3,000 dental, $300 eyewear.
V AR oh thats way better
V NIA brb
V NIA ok back
V AR he says yes
A AR Since he's already on an Advantage plan, he can switch during open enrollment for Jan 1. Want me to start it?
V AR yes
A AR Medicare number?
V AR 5HG2-WQ7-CN18
A AR Done ✅
A SG Card comes in December. Thanks Carla!
V SG ty
`,
  ),
  conversation(
    'voice',
    `
A NIA hello
V NIA hello
A NIA hello can you hear me
V NIA yeah i can hear you now
A WGI okay great sorry about that thank you for calling american senior benefits this is dana on a recorded line who am i speaking with
V WGI this is harold
A WGI hi harold how can i help you
V MAI uh i want to ask about the medicare advantage plans with the dental
A MAI sure many advantage plans include dental are you on original medicare now
V MAI yeah just the original
A NIA okay
A AQ what's your zip harold
V AQ it's uh eight oh two one nine
A AQ and your birthday
V AQ june sixth fifty five
A AQ do you have part a and b
V AQ yep
A AD any doctors
V AD no i don't go much
A AD any meds
V AD no
A AD so dental is the main thing
V AD yeah my teeth are a mess
A NIA mm-hm okay
A NIA hold on one sec
V NIA yep
A AR the kaiser senior advantage in denver is zero premium with dental that covers cleanings fillings and crowns up to fifteen hundred a year
V AR kaiser okay
A AR would you want to go ahead
V NIA uh
V AR yeah why not
A AR great i need your medicare number
V AR two n f five t p nine h e three one
A AR you're enrolled
A SG you'll get kaiser's welcome kit in the mail thank you harold
V SG okay bye
`,
  ),
  conversation(
    'chat',
    `
V OT hello i need my policy number for my dental plan
A WGI Hi! I'm Nora with Safeguard Dental. Can I get your name?
V WGI tom baker
A OT Thanks Tom. Can you verify the address on the policy?
V OT 55 hill st dayton oh
A OT Thank you. Your policy number is SD-4471902. I've also emailed it to you.
V NIA thx
V OT also can u send a new id card
A OT Sure, a new card is on its way by mail and you can download one from the member site anytime.
V NIA 👍
A SG Anything else I can help with today?
V SG nope thank u
`,
  ),
  conversation(
    'voice',
    `
A WGI hi you've reached priority health insurance services my name is gina how can i help
V OT yeah who am i talking to exactly is this medicare
A OT no sir we're an independent insurance agency we help people compare medicare plans we're not the government
V OT then how'd you get my number you guys called me three times
A OT i'm sorry about that we may have received your information from a form online or a list i can remove your number right now
V OT yeah do that
A OT okay can you confirm the phone number
V OT five oh two five five five zero one four nine
A OT done you're on our do not call list
V NIA mm
V OT and are you licensed or what
A OT yes i'm a licensed agent in kentucky my license number is eight one two two nine three
V NIA okay whatever
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon thank you for calling pearly whites dental plans this is trevor on a recorded line who am i speaking with
V WGI hi trevor it's angela
A WGI hi angela how's your afternoon
V NIA oh it's hot we're at like a hundred and five today
A NIA oh no that's brutal are you in arizona
V NIA phoenix yeah
A NIA i don't know how you do it
V NIA you just stay inside till october
A WGI ha well what can i help you with
V DII i need a dental plan that covers cleanings and maybe a night guard i grind my teeth
A DII okay so preventive care and possibly a night guard
V DII yeah my dentist says i'm cracking my teeth
A DII night guards are covered by some plans as a basic or major service so we'll check that
V NIA okay
A AQ how old are you angela
V AQ forty six
A AQ any dental insurance now
V AQ no
A AQ zip
V AQ eight five oh three two
A AD do you have a dentist
V AD yes doctor yee
A AD budget
V AD thirty to forty
A AR okay the guardian dental achiever is thirty five a month cleanings covered at a hundred percent and night guards at fifty percent after six months
V AR is doctor yee in network
A NIA let me check one sec
V NIA sure
A AR yes doctor yee is in the guardian network
V AR thanks for checking okay let's do it
A AR great i'll need a card for the first month
V AR okay it's a visa
V AR four four one two two nine eight eight one three five six seven seven zero one
A AR expiration
V AR ten twenty nine
A AR you're all set coverage starts tomorrow
A SG you'll get an email with your id card stay cool angela
V SG ha thanks trevor bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there, I'm Quinn at Medicare Select Advisors. What's your name?
V WGI rosemary
A WGI Hi Rosemary! How can I help?
V MPC I'm on an Advantage plan but I want to go back to Original Medicare with a supplement
A MPC Got it, so you'd like to leave your Advantage plan and get a Medigap instead. What's making you want to change?
V MPC too many denials
A MPC Understood. Switching back can be done during open enrollment, but getting a Medigap may require health questions.
V MPC oh
V MPC I didn't know that
A AQ What's your age and state?
V AQ 68, New York
A MPC Good news, New York lets you get a Medigap any time without health questions.
V MPC oh great!
A AQ Which Advantage plan are you on?
V AQ emblem vip
A AD Do you take prescriptions? You'll need a Part D plan too.
V AD synthroid and metformin
A AR For you: Plan G from Mutual of Omaha at $318/month plus the Wellcare Value Script Part D at $0.40/month. Both drugs are $0-$2.
V AR that's pricey but I can see any doctor right?
A AR Yes, any doctor who accepts Medicare, no referrals, no prior auth denials from a network.
V AR ok let's do it for January
A AR Great. I'll need your Medicare number and how you'd like to pay for the Plan G, bank draft or card.
V AR 3EK1-WN5-GT72, bank draft
A AR I'll send the secure form.
V AR filled out
A SG All set! You'll get welcome packets from both companies. Thanks Rosemary!
V SG thanks
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling evercare medicare services this is jordan this call is recorded how can i help
V WGI hey jordan it's dan
A WGI hey dan what can i do for you
V MAI um i just turned sixty five and i need to sign up for one of those medicare advantage plans
A MAI okay are you looking for one with drug coverage
V MAI yeah i take a few things
A AQ alright zip code
V AQ four four one four five
A AQ birthday
V AQ march second fifty nine
A AQ a and b both started this month
V AQ yes
A AD okay any doctors you need
V AD doctor shapiro at uh university hospitals
A AD meds
V AD omeprazole lisinopril and a inhaler
A AR the aetna medicare eagle ppo zero premium university hospitals in network omeprazole and lisinopril zero and the inhaler forty seven
V AR sounds good
A AR okay medicare number
V AR four p t seven v k one n q two nine
A AR address same as on the medicare card
V AR yup
A AR you're enrolled
V OT hey one more thing i was on my wife's insurance through her work and they charged me for this month is that something you can fix
A OT that's something her employer's hr would need to handle i can't see that billing but you can ask them to end your coverage the day before your medicare started and refund the premium
V OT okay i'll call hr
A OT and if they need proof of your medicare you can give them your new aetna card
V NIA gotcha
A SG alright dan thanks for calling you'll see the card in about a week
V SG thanks
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling medicare plan helpers this is sarah can i get your name
V NIA hello hi
V NIA sorry the tv is loud hold on
V NIA okay hi
V WGI this is uh gertrude
A WGI hi gertrude how can i help you
V NIA what
A WGI how can i help you today
V MAI oh yes i want to ask about the medicare plan they keep advertising with the uh the dental
A MAI sure that's a medicare advantage plan
V MAI yes that one
V NIA um uh hold on the
V NIA gh
A NIA are you still there gertrude
V NIA yes i'm here i dropped the phone
A NIA oh no that's okay
A AQ what's your zip code
V AQ zero two one two four
A AQ date of birth
V AQ nineteen forty two
A AQ and the month and day
V AQ december first
A AQ do you have a medicare plan now
V AQ i have a blue cross supplement
A AD do you see doctors often
V AD every month at least
A AD okay that's something we have to think about with an advantage plan because of copays
V NIA okay
V SG you know what i think i'll have my son call you he does my bills
A SG that's perfectly fine he can call this number and ask for sarah
V SG okay thank you dear
A SG you're welcome goodbye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! 😊 I'm Hailey with ToothWise Dental. What's your name?
V WGI Dev
A WGI Hi Dev! How can I help?
V DII braces for me
V DII im 29
V DII do any plans cover adult ortho
A DII Some do! Adult orthodontics is less common, but a few plans cover it at 50% after a 12 month wait.
V DII ugh 12 mo
A DII Yeah, ortho almost always has a waiting period.
V NIA ok
A AQ Zip?
V AQ 10027
A AQ Any current dental coverage?
V AQ no
A AD Invisalign or traditional braces?
V AD invisalign
A AD Budget?
V AD 50ish
A AR Ameritas PrimeStar Boost: $52/mo, covers adult ortho including Invisalign at 50% up to $1,000 lifetime after 12 months. Cleanings 100% now.
V AR hmm
V AR 1000 is kinda low
A AR True, Invisalign is around $5,000, so it'd help but not a lot. Many people pair it with an HSA or the dentist's payment plan.
V AR ill think about it
A SG No rush! Here's a link to the plan details. Thanks Dev!
V SG 👍
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling coastal benefits group this is mike on a recorded line may i have your name
V WGI yes this is helen
A WGI hi helen what can i help you with
V MAI i'd like to hear about the medicare advantage plans i've got original medicare and a drug plan and my friend says i'm wasting money
A MAI okay so you'd like to see if an advantage plan could save you money compared to what you have now
V MAI yes
A AQ what do you pay for your drug plan right now
V AQ about forty dollars
A AQ and do you have a supplement too
V AQ no just the drug plan
A AQ okay and your zip
V AQ two nine four zero seven
A AQ and your date of birth
V AQ august ninth fifty three
A AD great what doctors do you see
V AD doctor moss and doctor fields at musc
A NIA mm-hm
V AD and that's it
A AD and prescriptions
V AD i take five
V AD let me read them
A NIA go ahead
V AD lipitor
A NIA mm-hm
V AD losartan
A NIA okay
V AD levothyroxine
A NIA uh huh
V AD and the trulicity and metformin
A AD trulicity okay
A NIA okay let me run those one second
V NIA mm-hm
A AR helen the humana gold plus hmo is zero premium with both doctors at musc trulicity is forty seven and everything else is zero so you'd save the forty dollar drug plan premium
V AR forty seven for the trulicity i pay a lot more than that now
A AR yes and there's no drug deductible on it
V AR well my friend was right
A AR do you want to enroll
V AR yes
A AR okay your medicare number please
V AR one k w three j n five d t four two
A AR you're all set for the first of next month
A SG humana will mail your card and your drug plan will cancel automatically thank you helen
V SG thank you mike
`,
  ),
  conversation(
    'chat',
    `
V OT Hi, I'm checking on a dental claim. It's been 6 weeks.
A WGI Hi! I'm Ramon with Allied Dental Benefits. Can I get your name?
V WGI Vera Lindstrom
A OT Thanks Vera. What was the service and the date?
V OT Crown, March 3rd
A NIA Let me look it up, one moment.
V NIA ok
A OT I see it. It was pended for x-rays, which your dentist sent last week. It's being reviewed now.
V OT So when will they pay
A OT Usually within 10 business days after the x-rays arrive. I'll flag it as a priority.
V OT Ok thank you
V OT will I get something in the mail
A OT Yes, an Explanation of Benefits once it's processed.
V NIA ok
A SG Anything else I can help with?
V SG No that's it, thanks
A SG You're welcome Vera, have a good day!
`,
  ),
  conversation(
    'voice',
    `
A WGI hi this is rebecca at sunrise senior insurance on a recorded line who am i talking with
V WGI it's gary
A WGI hi gary how can i help
V MPC my plan dropped my hospital we go to st joe's and they're not in the network after january
A MPC okay so st joseph's is leaving your plan's network and you want a plan for january that includes it
V MPC yeah my wife had her surgery there they know us
A MPC understood that's important
A AQ what plan are you on
V AQ it's the priority health medicare
A AQ and your zip
V AQ four nine five oh three
A AQ and your
V NIA hello
V NIA hello you there
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Hope at Lakeside Medicare. What's your name?
V WGI fred
A WGI Hi Fred! How can I help?
V MAI advantage
V MAI 0 dollar
A MAI Sure! You're looking for a $0 premium Medicare Advantage plan?
V MAI yes
A AQ Zip?
V AQ 46214
A AQ Parts A and B?
V AQ y
A AQ Current plan?
V AQ none
A AD Doctors?
V AD dr patel
A AD Meds?
V AD none
A AD Extras you care about?
V AD gym
A AR Anthem MediBlue Access PPO: $0 premium, Dr. Patel in network, SilverSneakers included.
V NIA k
V AR copays?
A AR $0 primary, $40 specialist.
V AR ok do it
A AR Medicare number?
V AR 7WQ2-HN4-TR81
A AR Enrolled ✅
A SG Card in ~10 days. Thanks Fred!
V SG thx
`,
  ),
  conversation(
    'voice',
    `
A WGI buenos dias good morning thank you for calling medicare solutions center this is alex
V WGI hola good morning i'm calling for my mother she speaks mostly spanish
A WGI no problem what's your name and your mother's name
V WGI i'm carmen and she's maria elena
A OT okay carmen would she be more comfortable with a spanish speaking agent i can transfer you to our spanish line
V OT yes that would be better for her
A OT okay one of my colleagues lucia will take care of you
A NIA please hold
V NIA okay gracias
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello! I'm Patrick from Silver Shield Medicare. Who am I chatting with?
V WGI Glenda
A WGI Hi Glenda! How can I help?
V MPC my cardiologist told me he won't take my insurance next year
V MPC what are my options
A MPC Sorry to hear that! You can switch plans during open enrollment so your cardiologist is covered from January 1.
V MPC ok good
A AQ Which plan are you on?
V AQ UHC Medicare Advantage Choice
A AQ Zip?
V AQ 30097
A AD What's the cardiologist's name?
V AD Dr. Abernathy at Northside
A AD Any other doctors?
V AD my pcp dr wu
V NIA hold on my phone is ringing
V SG sorry i have to take this, i'll come back later
A SG No problem Glenda, just message us back when you're ready!
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon thanks for calling river valley benefits this is monique on a recorded line may i have your name
V WGI hi monique it's stanley
A WGI hi stanley what can i help with today
V MAI i want to look at switching from the original medicare to one of the advantage plans i think it'd save me some money
A MAI okay so you're on original medicare and you're curious if an advantage plan would cost less overall
V MAI right
A AQ zip code
V AQ five three two one three
A AQ and do you have a supplement
V AQ yes plan g
A AD okay stanley walk me through your doctors who do you see
V AD my primary is doctor hoffman at froedtert
A AD and specialists
V AD a eye doctor for glaucoma doctor ng and a urologist doctor becker
A AD how often do you see them
V AD the eye doctor every four months the urologist once a year
A AD any procedures coming up that you know of
V AD maybe cataract surgery next year
A AD okay that's good to know and your medications
V AD latanoprost timolol finasteride and a baby aspirin
A AD what pharmacy
V AD i use the mail order through express scripts
A AD would you be okay switching mail order companies
V AD sure as long as they mail it
A AD and do you travel out of state
V AD we go to naples florida for february and march
A AD okay so coverage away from home matters
V AD yes very much
A AD and what's your budget like monthly
V AD i'd like to spend less than the two fifty i spend now
A NIA okay let me look give me a few minutes
V NIA take your time
A NIA still working on it
V NIA no problem
A AR okay so the uhc aarp medicare advantage choice ppo is zero premium all three doctors at froedtert are in network and it covers you out of network in naples
V AR and what about the cataract surgery
A AR outpatient surgery is a two hundred ninety five dollar copay
V AR that's not bad
A AR the max out of pocket in network is five thousand five hundred
V AR hmm that's the risk i guess
A AD can i ask how's your health generally any hospital stays in the last couple years
V AD no knock on wood
A AR then you'd likely save well over two thousand a year
V AR let me talk to my wife and call you back
A SG absolutely i'll mail you the summary and my card thank you stanley
V SG thanks monique
`,
  ),
  conversation(
    'chat',
    `
V OT I need to change the card that pays my dental premium
A WGI Hi! I'm Tracy at Cornerstone Dental Plans. Sure, can I get your name?
V WGI Albert Chen
A OT Thanks Albert. For security I'll send a link to update your payment card on your existing policy.
V OT ok
A OT Link sent to the email on file. The next draft on the 15th will use the new card.
V OT got it. Updated
A OT Perfect, I can see the new card ending 2290 on file.
V NIA thanks
A SG You're welcome Albert, have a great day!
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thank you for calling family first dental this is leah how can i help
V WGI yeah hi this is jenna
A WGI hi jenna
V DII hi i was wondering if any of your plans cover teeth whitening
A DII whitening is cosmetic so most plans don't cover it but some have a discount on it
V DII oh okay what about veneers
A DII veneers are also usually cosmetic and not covered unless they're needed to fix damage
V DII hmm okay so what does it cover
A DII cleanings x-rays fillings crowns root canals things like that
V NIA okay
V DII i guess i'll just pay for the whitening myself then
A DII that's what a lot of people do
V SG alright thanks anyway
A SG you're welcome jenna have a good one
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Kyle with Medicare Options Center. What's your name?
V WGI Dottie
A WGI Hi Dottie! How can I help?
V MAI I got a Humana mailer about a plan with a $0 premium and dental. Is it real?
A MAI Yes, Humana does offer $0 premium Medicare Advantage plans with dental in many areas. I can check yours.
V MAI please
A AQ Zip?
V AQ 40503
A AQ Do you have Parts A and B and any current plan?
V AQ A and B, no plan
A AD Who are your doctors?
V AD Dr. Conley, primary, at UK HealthCare
A AD Specialists?
V AD a rheumatologist, Dr. Sato
A AD Prescriptions?
V AD Humira, folic acid, and prednisone sometimes
A AD Do you use a specialty pharmacy for the Humira?
V AD yes CenterWell
A AD Is dental or keeping your doctors more important?
V AD doctors first
A AR The Humana Gold Plus HMO from the mailer has both doctors. Humira is specialty tier, capped at $2,000 a year total for drugs, and dental is $1,500/yr.
V AR how much per month for Humira then
A AR With the new cap you can spread it out with the Medicare Prescription Payment Plan, about $167/month.
V AR that's better than now
V AR ok let's enroll
A AR Great! Medicare number?
V AR 6TR2-WE8-YK13
A AR Done, effective on the 1st.
A SG Humana will send your card. Thanks Dottie!
V SG Thank you
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling best years insurance this is dwight on a recorded line how can i help
V WGI hey dwight it's larry
A WGI hey larry what's going on
V MAI i'm looking at one of them advantage plans my buddy at the lake has one with a gym thing
A MAI okay silver sneakers probably a lot of advantage plans include a gym membership
V MAI yeah that
A AQ what's your zip
V AQ seven two seven one nine
A AQ and are you on just original medicare
V AQ yeah
A AD okay who do you see for doctors
V AD nobody really i'm healthy as a horse
A AD any meds
V AD nah
V NIA hey you fish at all
A NIA oh i used to go with my dad
V NIA i been out on beaver lake all week the crappie are biting like crazy
A NIA that sounds like a good week
V NIA caught my limit tuesday
A NIA nice
A AD so besides the gym anything that's important dental vision
V AD uh i could use glasses i guess
A AR okay the humana gold plus hmo here is zero premium silver sneakers included two hundred for glasses and zero for primary care
V AR sounds good to me
A AR want to go ahead
V AR yeah
A AR medicare number
V AR three e w five r k one t q six eight
A AR you're enrolled
A SG card will come in about ten days good luck on the lake larry
V SG ha thanks bye
`,
  ),
  conversation(
    'chat',
    `
V OT I got a letter saying my plan will be cancelled because I owe a premium?? I thought it was taken out of my social security
A WGI Hi, I'm Whitney with Reliance Medicare Services. I'm sorry for the scare! Can I get your name?
V WGI Agnes Turner
A OT Thanks Agnes. Which plan is it?
V OT Wellcare Giveback
A OT Sometimes Social Security takes a few months to start deducting, and the plan bills you directly in the meantime. Did you get any bills before this letter?
V OT I think I threw them away, I thought they were ads
A OT That's very common. The letter usually gives you a grace period to pay the balance.
V OT how much do I owe
A OT I can get Wellcare on the line to confirm. Would you like me to do a three-way call?
V OT I'm in chat, can you just find out
A OT Of course. Give me a few minutes.
V NIA ok
A OT Wellcare says you owe $42 for two months, and Social Security deductions start next month. You can pay by phone at 866-555-0188.
V OT ok I will call them now
V OT thank you so much
A SG You're welcome Agnes! Let me know if anything else comes up.
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning guardian senior advisors this is felicia on a recorded line may i have your name
V WGI hi felicia this is joan i'm calling for my mother irene
A WGI hi joan how can i help
V MPC mom just moved into an assisted living place and her plan doesn't cover the doctor that comes there so we need to change her plan
A MPC okay so your mom moved into assisted living and you'd like a plan that covers the facility's doctor
V MPC yes and the pharmacy they use
A MPC got it moving into assisted living gives her a chance to change plans now
V MPC oh good i didn't know that
A AQ what's her current plan
V AQ anthem medicare advantage
A AQ and the zip code of the facility
V AQ four six two six zero
A AD what's the name of the facility doctor
V AD doctor amos with senior care partners
A AD and which pharmacy does the facility use
V AD omnicare
A AD how many medications is she on
V AD about ten
A AD any she's had trouble getting covered
V AD her eliquis was expensive
A AD does she have any other specialists
V AD a neurologist for her memory doctor kapoor
A AD and is she still seeing him in person
V AD yes every six months i take her
A NIA okay one moment
V NIA sure
A AR okay the humana gold plus hmo has doctor amos doctor kapoor and omnicare and eliquis is forty two a month
V AR that's less than she pays
A AR and it's zero premium
V AR okay let's do it
A AR i'll need her medicare number and since you're helping her i need to confirm you have authority to enroll her do you have power of attorney
V AR yes i'm her poa
A AR perfect and the medicare number
V AR two h t four m c nine k r seven one
A AR she's enrolled starting the first of next month
A SG humana will mail the card to the facility thank you joan
V SG thank you so much
`,
  ),
  conversation(
    'chat',
    `
V DII how much for just cleanings
A WGI Hi! I'm Lena with Bright Dental Direct. What's your name?
V WGI matt
A DII Hi Matt! Just preventive coverage, so cleanings and x-rays?
V DII yea
A AQ Zip?
V AQ 97035
A AR The Delta Dental Preventive Plan is $21/mo and covers 2 cleanings and x-rays a year at 100%, no waiting period.
V AR cool
V AR sign up
A AR Great, I need your full name, DOB, address and a card.
V AR matthew sorensen 9/1/90 4200 kruse way lake oswego 97035
V AR card ending 7781
A AR Payment link sent for the full card.
V NIA ok
V AR done
A SG You're covered tomorrow. Thanks Matt!
`,
  ),
  conversation(
    'voice',
    `
A WGI hi is this margaret
V WGI yes this is margaret
A WGI hi margaret this is tom with senior benefit advisors returning your call you filled out a form online about medicare plans
V WGI oh yes i did
A WGI is now a good time
V WGI yes it's fine
A WGI great and this call is recorded just so you know
V MAI okay so i was looking at the advantage plans because my supplement went up again
A MAI okay so cost is the main reason you're looking at advantage plans
V MAI yes it's getting ridiculous
A AQ how much is the supplement now
V AQ two hundred and ten
A AQ and what's your zip
V AQ three seven nine two two
A AD tell me about your doctors
V AD i have doctor hale at tennova and i see a kidney doctor doctor ortiz
A AD how are your kidneys
V AD stage three they're watching it
A AD okay so that's important we want good coverage for specialists
V AD yes
A AD and medications
V AD amlodipine losartan and allopurinol
A AD and you've been pretty stable
V AD yes
A AD any interest in dental or vision
V AD i'd love dental
A AR okay the wellcare no premium open ppo has doctor hale and doctor ortiz specialist visits are thirty five and it has two thousand dollars for dental
V AR and the drugs
A AR all three are tier one zero dollars
V AR that's good
A AR the main thing to know is if your kidney disease got worse the max out of pocket is six thousand
V AR i understand
A AR still want to go ahead
V AR yes
A AR medicare number
V AR nine e k two t w five r c one three
A AR you're enrolled and remember not to cancel the supplement until the new card comes
A SG thank you margaret i'll call you in two weeks to make sure the card came
V SG thank you tom bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Vanessa with Pathway Medicare. How can I help?
V OT before anything, are you with the government?
A OT No, I'm a licensed agent with Pathway, an independent agency. We're not affiliated with Medicare or the government.
V OT ok. Do you get paid by the insurance companies?
A OT Yes, agents are paid by the carriers, and the plan price is the same whether you go through me or directly.
V NIA ok good
V MAI So I want to look at Medicare Advantage plans with a low max out of pocket
A MAI Sure! Low maximum out-of-pocket is a good priority. Do you have Original Medicare now?
V MAI yes
A AQ Zip?
V AQ 02155
A AD Why is the max important to you?
V AD I had cancer 3 years ago, I'm in remission but I worry
A AD That makes sense. Do you want to keep your oncologist?
V AD Yes Dr. Greer at Dana Farber
A AR The Tufts Medicare Preferred Prime HMO has Dana-Farber in network and a $3,400 max out of pocket. Premium $0.
V AR 3400 is much better than others I saw
V AR let me check with my husband
A SG Of course! I'll save this quote for you. Talk soon!
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling prime senior services this is josh how can i help
V WGI hi josh this is ruth
A WGI hi ruth
V OT i'm just so mad at my insurance company i've been on hold three times with them today about a prior authorization for my knee and nobody calls me back
A OT i'm so sorry ruth that sounds awful which company is it
V OT it's the humana
A OT okay i can't approve the authorization myself but i can file a grievance about the customer service and call your doctor's office to see where the request is
V OT would you please
A OT absolutely what's your doctor's office
V OT orthopedic associates doctor grant
A OT okay i'll call them this afternoon and call you back
V OT thank you
V MPC and honestly i want to switch to a different plan if this keeps up
A MPC that's understandable the next time you can switch is open enrollment in october for january unless you qualify for a special period
V MPC okay well i'm switching in october then
A MPC we can definitely look at that then i'll put a reminder to call you
V NIA okay
A SG i'll call you back this afternoon ruth hang in there
V SG thank you josh
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! This is Simone at Heartland Medicare Help. Who am I chatting with?
V WGI Norman
A WGI Hi Norman! What can I do for you?
V MPC my plan is being discontinued next year, got a letter
A MPC Sorry about that! So you'll need a new plan for January 1. The letter gives you a special enrollment period as well as open enrollment.
V MPC ok
A AQ Which plan?
V AQ Cigna Preferred Medicare HMO
A AQ Zip?
V AQ 64114
A AD Which doctors matter to you?
V AD Dr. Whitman and Dr. Oduya, both at Saint Luke's
A AD Medications?
V AD metformin, lisinopril, januvia
A AD Do you prefer HMO or PPO?
V AD don't care as long as my doctors are in
A AD Any other benefits you use a lot?
V AD I use the OTC card every quarter
A AD How much is it now?
V AD $50/quarter
A AR Humana Gold Plus HMO: $0 premium, both doctors at Saint Luke's, Januvia $47, metformin and lisinopril $0, $75/quarter OTC.
V AR even better OTC 😀
V AR lets do it
A AR Medicare number?
V AR 4NT8-KE3-WP20
A AR Enrolled for Jan 1!
A SG Humana will send the card in December. Thanks Norman!
V SG thanks!
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling golden gate benefits this is priya how can i help you
V WGI hi priya my name is colonel ret retired army frank miller
A WGI hi frank thank you for your service what can i do for you
V MAI well i keep getting mail about these medicare advantage plans and i want to know if i even need one
A MAI that's a good question it depends on what coverage you have now
V MAI i have tricare for life
A AQ okay and you have medicare a and b
V AQ yes
A AQ any other coverage
V AQ no just tricare for life and the va
A AQ and your age
V AQ seventy eight
A AR honestly frank with tricare for life most of your costs are already covered so an advantage plan usually doesn't add much unless you want the dental or vision extras
V AR so i'd be wasting my time
A AR for most people with tricare for life yes unless there's a specific benefit you want
V AR no i'm happy with what i got
A SG then i'd stay put thanks for calling frank
V SG appreciate the honesty bye
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon smile plus dental this is tara how can i help you
V WGI yes hi um i'm calling for my husband walt he's here with me i'm bev
A WGI hi bev hi walt
V DII he's gotta get his lower teeth pulled and get den chores the lower denture and his medicare plan don't pay for it
A DII okay so walt needs extractions and a lower denture and you want a plan that helps pay for those
V DII yeah he's been eating soup for a month
A DII oh no we'll see what we can do
A AQ how old is walt
V AQ eighty one
A AQ and his zip
V AQ six two two zero eight
A AD has he picked a dentist
V AD yeah the one in belleville doctor frey
A AD and how soon does he want it done
V AD yesterday
A AR okay the spirit dental choice plan has no waiting period fifty eight a month extractions at fifty percent and dentures at twenty percent year one
V NIA mm
V AR twenty percent ain't much
A AR no but it starts right away other plans wait twelve months to pay fifty percent
V AR walt says do the spirit one
A AR okay how do you want to pay card or checking
V AR checking
V AR routing zero eight one zero zero zero two one zero account nine nine two two four one five five
A AR got it he's covered starting tomorrow
A SG thank you bev and walt i hope he's eating steak soon
V SG ha from your lips bye now
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Omar with Senior Savings Plans. What's your name?
V WGI Deb
A WGI Hi Deb! How can I help?
V MAI Can I get money back on my Part B?
A MAI Some Medicare Advantage plans have a Part B giveback that lowers what you pay for Part B. It depends on your county.
V MAI How much is usually
A MAI Anywhere from $10 to $175 a month where offered.
V NIA oh ok
A AQ Zip?
V AQ 33604
A AQ Do you have any plan with your Medicare now?
V AQ Medigap plan N
A AD Your doctors?
V AD Dr. Patel at TGH, Dr. Rivera cardiology
A AD Meds?
V AD eliquis, metoprolol
A AD Is the giveback more important than your doctors?
V AD no doctors come first
A AR The Devoted Giveback PPO gives $125/month back and includes TGH and both doctors. Eliquis $47.
V AR and i can drop my medigap?
A AR Yes, once the new plan starts. Keep it until then.
V AR ok let me think
A SG Sure! I'll send you the plan brochure. Thanks Deb!
`,
  ),
  conversation(
    'voice',
    `
A WGI dental direct this is omar how can i help you
V OT yeah i want to cancel my dental plan
A OT okay i can help with that can i ask why you're cancelling
V OT it's too expensive for what it pays they only paid like half my filling
A OT i understand can i get your policy number or phone number
V OT it's four zero four five five five zero one six two
A NIA thank you one moment
V NIA mm-hm
A OT okay i see your policy with the fifty percent on basic services after the first year it goes up to eighty percent is that something you knew
V OT no nobody told me that
A OT it's in the second year which starts next month so your fillings would be eighty percent from then on
V OT huh
V OT so if i cancel now i lose that
A OT yes if you cancel now and come back later you'd start over at year one
V OT okay forget it i'll keep it
A OT okay i'll leave it active no changes to your premium
V NIA alright
A SG anything else i can help with
V SG nope thanks
A SG have a great day
`,
  ),
  conversation(
    'chat',
    `
V OT why did my humana premium come out twice
A WGI Hi, I'm Carmen with Senior Link Insurance. Sorry about that! What's your name?
V WGI lou
A OT Thanks Lou. Is it deducted from Social Security or from your bank?
V OT bank
A OT And what's the plan?
V OT humana gold choice ppo
V OT 27 dollars
V OT twice on the 1st
A OT Thanks. Usually that's because a past month was missed and both were collected together. I can call Humana to check.
V OT pls
A NIA one moment
A NIA still on hold with them, thanks for waiting
V NIA np
A OT Humana says it was a duplicate, they're refunding $27 to your bank in 5-7 days.
V OT ok good
V NIA ty
A SG You're welcome Lou!
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling apex medicare partners this is sierra on a recorded line may i have your name
V WGI hi sierra it's clarence
A WGI hi clarence what can i do for you
V MAI i'm turning sixty five next month and i want to get on a medicare advantage plan with good drug coverage
A MAI okay drug coverage is the main thing for you
V MAI yeah i take some expensive stuff
A AQ okay zip
V AQ two seven four zero three
A AQ and a and b start next month
V AQ yes
A AD what are the expensive ones
V AD ozempic and xarelto
A AD okay any others
V AD atorvastatin and metformin
A AD doctors
V AD doctor hines at cone health
A AR the humana gold plus hmo has ozempic and xarelto at forty seven each and the others zero doctor hines is in network and zero premium
V AR that's great
A AR want to enroll
V AR yes
A AR medicare number
V AR eight r k five t n two h w four one
A AR you're enrolled starting on your birthday month
V OT okay now how'd you all get my number anyway
A OT you filled out a request on a website for medicare quotes and it came to us
V OT oh i guess i did
V OT and you're licensed in north carolina
A OT yes i am my license number is one eight eight two four nine three you can check it on the ncdoi website
V NIA okay good
A SG alright clarence humana will mail your card and they'll call to welcome you
V SG okay and if i have questions
A SG call me at this number ask for sierra
V SG alright thank you sierra
A SG you're welcome enjoy your birthday
V SG thanks bye
`,
  ),
  conversation(
    'chat',
    `
V OT my dental claim got denied and i dont understand why
A WGI Hi! I'm Blake with United Dental Plans. I'm sorry, let's look into it. What's your name?
V WGI priscilla
A OT Thanks Priscilla. What was the service?
V OT root canal
A OT Denials for root canals are often because of a waiting period. When did your policy start?
V OT 3 months ago
A OT Your plan has a 6-month wait for endodontics like root canals, so that's likely the reason.
V OT thats not fair nobody told me
A OT I'm sorry. I can file an appeal if you believe the wait wasn't disclosed, and I'll look at your enrollment recording.
V OT yes pls appeal
A OT Done. You'll get a decision in writing within 30 days.
V NIA ok
A SG Anything else I can help with?
V SG no
`,
  ),
  conversation(
    'voice',
    `
A WGI hello medicare helpline this is victor
V NIA hello
A NIA hi can you hear me
V NIA hello
A NIA yes i can hear you can you hear me
V NIA oh now i can
A WGI okay great who am i speaking with
V WGI this is opal
A WGI hi opal how can i help
V MPC well um my plan is uh the the thing with the it's not it's
V NIA hold on
V MPC my plan isn't going to have my eye doctor next year and i need to change
A MPC okay so your eye doctor is leaving your plan and you'd like to change plans for january
V MPC yes i see him for my macular
A MPC got it macular degeneration so keeping him is important
V MPC yes the shots
A AQ which plan are you on
V AQ wellcare
A AQ and your zip
V AQ three
V NIA [inaudible]
V NIA ...
A NIA opal are you there
A NIA i think we got disconnected
`,
  ),
  conversation(
    'chat',
    `
V OT I got a paper from my plan that says "this is not a bill" with a bunch of numbers. What is it?
A WGI Hi! I'm Jada from Medicare Guidance Group. That sounds like an Explanation of Benefits. What's your name?
V WGI Eunice
A OT Thanks Eunice. The EOB shows what the doctor billed, what your plan paid, and what you may owe. Which plan is it from?
V OT Aetna
A OT What does the line "Your share" or "You may owe" say?
V OT $20
A OT That's your specialist copay. The doctor's office will bill you that amount separately.
V OT oh ok so I don't pay the $340 at the top
A OT Correct, the $340 is what was billed. Your plan took care of the rest.
V NIA whew
V OT thank you that helps
A SG You're welcome Eunice! Reach out anytime.
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning thank you for calling secure senior plans this is noah may i have your name
V WGI good morning noah this is wanda
A WGI hi wanda how can i help
V MAI i'm interested in the medicare advantage i'm sixty six and still on the regular medicare
A MAI okay so you'd like to look at switching from original medicare to an advantage plan
V MAI yes for the extra stuff like dental
A AQ what's your zip code
V AQ four three two one nine
A AD who are your doctors
V AD doctor kim at ohio state
A AD any prescriptions
V AD just the one for blood pressure
A NIA let me look at the plans one sec
V NIA okay
A NIA sorry this is taking a minute the system is slow
V NIA that's okay
A NIA are you still there wanda
V NIA yes i'm here
A NIA okay almost there
A AR alright the anthem medicare preferred ppo is zero premium ohio state is in network and it has dental up to two thousand
V AR okay
V AR and what's the copay for the doctor
A AR zero for primary and thirty for specialists
V NIA mm-hm
A AR would you like to enroll
V AR um let me think about it one more day
A SG of course i'll mail you the summary of benefits call me back when you're ready
V SG okay thank you noah
A SG thank you wanda
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Ellie at BlueLine Medicare. What are your names?
V WGI rick and linda
A WGI Hi Rick and Linda! How can I help?
V MPC we both want to switch for next yr
V MPC our plan is getting a premium
V MPC 49 each!!
A MPC Oof. So you'd both like $0 premium plans for January?
V MPC yes
A AQ Current plan?
V AQ aetna medicare premier
A AQ Zip?
V AQ 80016
A AD Doctors for each of you?
V AD rick: dr sousa. linda: dr blake and dr kwon (endo)
A AD Meds?
V AD rick none. linda synthroid and trulicity
A NIA checking...
V NIA k
A AR Humana Gold Plus HMO: $0, all 3 doctors in network, Trulicity $47, Synthroid $0.
V AR hmo means referrals right
A AR Yes, for specialists. Dr. Blake can refer Linda to Dr. Kwon once a year.
V AR ok fine
V AR do both
A AR Medicare numbers?
V AR rick 1TK2-MN4-WE77 linda 8YP3-RT6-KH02
A AR Both enrolled for 1/1 ✅
A SG Cards will arrive in December. Thanks you two!
V SG 🙏
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling lifetime benefits group this is angie
V WGI hi angie this is ernest i signed up with you in october
A WGI hi ernest how are you
V WGI okay
V OT well i'm still waiting on my card it's january and i got a doctor's appointment next week
A OT oh let me check on that which plan was it
V OT the wellcare one
A NIA okay one moment please
V NIA sure
A OT okay the enrollment went through and your plan is active the card was mailed december twentieth
V OT well i ain't got it
A OT i'm going to request a new one and meanwhile i can give you your member id to show the doctor
V OT okay let me get a pen
V NIA okay go ahead
A OT it's w c four four nine one two two eight zero
V OT w c four four nine one two two eight zero
A OT that's it and the member services phone is eight six six five five five zero one seven seven
V OT okay good
A SG anything else ernest
V SG no that does it
A SG okay the new card should be there in about a week take care
V SG you too bye
`,
  ),
  conversation(
    'voice',
    `
A WGI hello and thank you for calling choice dental plans my name is rico this call is recorded who am i speaking with
V WGI hi rico my name's ann
A WGI hi ann how can i help you today
V DII i'm on medicare and i was told i should get a separate dental plan cause my advantage plan dental isn't great what do you have
A DII okay so you'd like a standalone dental plan on top of your advantage plan
V DII yes i need a lot of work
A DII what kind of work are we talking about
V DII two crowns and a bridge and probably a root canal
A DII okay so major services those usually have a waiting period of six to twelve months
V DII ugh
A DII some plans have no waiting period but a lower percentage in the first year
V DII how much are we talking
A DII usually between forty and sixty dollars a month
V DII sixty dollars a month oh no that's too much for me
V SG i'll have to think about it bye
A SG okay ann feel free to call us back anytime
`,
  ),
  conversation(
    'chat',
    `
V OT I need a supervisor
V OT now please
A WGI Hi, I'm Tamara with Medicare Pro Agents. I'm sorry you're frustrated. Can I get your name?
V WGI Gordon Wells
A OT Thanks Gordon. Can you tell me what happened so I can get the right person?
V OT I had an appointment with an agent at 2pm today to review my plan and no one called. Second time!
A OT I'm really sorry about that. I'm connecting you with our team lead, Marcus, now.
V NIA fine
A OT Hi Gordon, this is Marcus, team lead. I apologize for the missed appointments. I can review your plan myself right now or schedule for a time you choose.
V OT right now
A OT Of course. What would you like to review?
V MPC I want to see if there's a better plan than mine for next year
A MPC Sure, so you're comparing your current plan to others for January.
V MPC yes
A AQ Which plan is it?
V AQ UHC Medicare Advantage Choice PPO
A AQ Zip?
V AQ 55406
A AD Anything you don't like about it?
V AD drug costs mostly
A AD Which drugs?
V AD xarelto and breo
A AR The HealthPartners Journey PPO has both at $47 with no deductible, vs $545 deductible on yours. $0 premium and it includes Hennepin Healthcare.
V AR ok that's better. sign me up
A AR Medicare number?
V AR 5WE2-TH7-CJ33
A AR Done for 1/1.
A SG Again, sorry for the trouble today. Thanks Gordon.
V SG thanks marcus
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling carewise insurance on a recorded line this is julie may i have your name
V WGI hi julie it's harvey
A WGI hi harvey how can i help you
V MAI i was told there are special medicare plans for people with heart failure and i have that
A MAI yes those are chronic condition special needs plans they're a type of medicare advantage plan
V MAI what's the advantage
A MAI usually lower costs for heart related care and extra support like care coordinators and sometimes food benefits
V MAI oh food
A MAI some of them have a healthy food card yes
A AQ what's your zip code harvey
V AQ three two two five seven
A AQ and what plan do you have now
V AQ original medicare and a drug plan
A AD who's your cardiologist
V AD doctor ramos at baptist
A AD what meds do you take for the heart failure
V AD entresto furosemide and carvedilol
A AQ and has your doctor diagnosed it officially as heart failure because the plan has to verify
V AQ yes congestive heart failure three years ago
A AD any hospital stays recently
V AD one last spring
A AR the humana gold plus chronic snp for heart failure is zero premium doctor ramos is in network entresto is forty seven and the rest zero and there's a hundred dollar monthly healthy food card
V AR well that's a deal
A AR they'll verify the diagnosis with doctor ramos after you enroll
V AR okay let's do it
A AR medicare number please
V AR six k w two t r five e m nine one
A AR you're enrolled
A SG they'll send you a card and a nurse will call you to set up the care program thank you harvey
V SG thank you julie
`,
  ),
  conversation(
    'chat',
    `
V NIA hello??
V NIA u there
A WGI Hi! Sorry for the wait, I'm Corey with Medicare Made Easy. What's your name?
V WGI mike
V NIA finally lol
A WGI Sorry Mike! What can I do for you?
V MPC need a new plan
V MPC moving to florida from jersey in 2 wks
A MPC Congrats on the move! That gives you a special enrollment period. You'll want a plan in your new Florida county.
V MPC ok
A AQ Current plan?
V AQ horizon medicare advantage
A AQ New zip?
V AQ 34953
A AD Have doctors picked out in FL?
V AD not yet
A AD Meds?
V AD just cholesterol
A AD Anything important like dental?
V AD dental n gym
A AR Humana Gold Plus HMO in St. Lucie County: $0, $2,000 dental, SilverSneakers. Lots of doctors in Port St. Lucie.
V AR sounds good
A AR I'll set it for the 1st of the month after you move. What's the new address?
V AR 2211 SW Rosser Blvd Port St Lucie FL 34953
A AR Medicare number?
V AR 2RW7-QT1-NE54
A AR Done ✅
A SG Card will go to the new address. Welcome to Florida Mike! ☀️
V SG haha thx
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon compass senior benefits this is lynn
V WGI hi lynn my name is carol my husband donald passed away last week
A WGI oh carol i'm so sorry for your loss
V WGI thank you
V OT he had a medicare plan through you and i don't know what to do about it and they already took his premium out for this month
A OT okay i'm so sorry you're dealing with this i can help the plan will end at the end of the month he passed and any extra premium gets refunded to his estate
V OT okay
A OT can i get his name and date of birth to look up the policy
V OT donald kessler june first nineteen forty four
A NIA thank you one moment
V NIA okay
A OT i see his aetna plan i'll notify aetna and they'll need a copy of the death certificate
V OT i can mail that
A OT yes or you can fax it i'll give you the number it's eight hundred five five five zero one three one
V OT and the premium refund
A OT they'll send a check to the address on file within thirty days
V OT okay thank you
A OT and carol is your own plan with us too
V OT no mine's through my old job
A SG okay please don't hesitate to call me if you need anything at all i'm so sorry again
V SG thank you lynn you've been very kind
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, I'm Luca with Medicare Options Online. How can I help?
V MAI are medicare advantage plans worth it
A MAI It depends on your health, doctors and budget! They often have $0 premiums and extras like dental and vision, but use networks and copays.
V MAI do they all have networks
A MAI Most are HMOs or PPOs. PPOs let you go out of network at a higher cost.
V MAI ok
V MAI and dental is good on them?
A MAI Usually covers cleanings and often fillings and dentures up to a yearly amount, often $1,000-$3,000.
V NIA hm ok
V SG thanks ill look more later
A SG You're welcome! We're here anytime.
`,
  ),
  conversation(
    'voice',
    `
A WGI medicare options this is tyrone who am i speaking with
V WGI yeah this is uh this is rhonda
V MPC and um so what it is is i got the humana plan right now and i'm going to this new doctor cause my old one retired and the new one says he don't take humana so i need to switch to whatever he takes you know what i'm saying
A MPC yes ma'am so your doctor retired and the new doctor you want doesn't take your humana plan so you'd like to switch to a plan he does take
V MPC yes that's it exactly
A MPC and do you know what plans he does take
V MPC the girl at the front desk said blue cross and aetna
A NIA okay
A AQ what's your zip code rhonda
V AQ three eight one one six
A AQ and your date of birth
V AQ um april fourteenth nineteen fifty four
A AQ and what's the name of the humana plan
V AQ the gold plus
A AD what's the new doctor's name
V AD doctor frazier he's at baptist
A AD and other doctors you see
V AD a lady for my sugar doctor wynn
A AD and meds
V AD uh huh i got the metformin and the glipizide and the lisinopril and gabapentin for my feet
A AD okay and what pharmacy
V AD walgreens on lamar
A AQ oh and rhonda do you have medicaid or any help from tenncare
V AQ yes i got the tenncare
A AQ full tenncare
V AQ yes ma'am
A AD okay that changes things in a good way do you use transportation to get to the doctor
V AD yes i don't drive
A NIA okay hold on one second
V NIA uh huh
A NIA still with me
V NIA uh huh
A AR okay so the blue cross bluecare plus dual plan has doctor frazier and doctor wynn it's zero premium zero copays with your tenncare and it includes rides to the doctor
V AR oh rides too
A AR yes twenty four one way trips a year
V AR lord that'd help me so much
A AR and since you have tenncare you can switch now instead of waiting
V AR okay do it
A AR medicare number
V AR five t e two w k four r n one seven
A AR you're enrolled for the first of next month
A SG blue cross will mail your card and call you to set up the rides thank you rhonda
V SG thank you baby bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, Medicare chat, I'm Ray. How can I help?
V MAI what advantage plans in 85351
V MAI sun city
A MAI Sure, there are several in Sun City. Are you on Original Medicare now?
V MAI yes
V MAI want one w dental
A MAI Got it, $0 with dental is common there.
A AQ Parts A and B?
V AQ y
A AQ DOB?
V AQ 8/8/50
A AD Doctors?
V AD banner
A AD Meds?
V AD lipitor
A AR Banner Medicare Advantage Prime HMO: $0, Banner network, Lipitor generic $0, $3,000 dental.
V NIA k
V AR hmo?
A AR Yes, you'd need referrals for specialists. There's also a PPO version at $0 with $1,500 dental.
V AR hmo is fine
V AR sign up
A AR Medicare number?
V AR 3HK5-WE2-TN90
A AR Enrolled ✅
A SG Card in ~10 days. Thanks!
V SG ty
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling senior smiles dental this is chris may i have your name
V WGI yes this is eleanor
A WGI hi eleanor how can i help
V DII i need a dental plan i'm seventy and i haven't had dental insurance since i retired and now i have a tooth that's bothering me
A DII okay so you'd like a dental plan and you have a tooth that might need work soon
V DII yes i think it's a crown or maybe it has to come out
A DII okay either way we'll want something that covers major work
V NIA okay
A AQ do you have medicare advantage or original medicare
V AQ original and a supplement
A AQ zip code
V AQ one two two zero three
A AD how much were you hoping to spend
V AD forty or so
A NIA okay let me check one moment
V NIA mm-hm
A NIA almost there
V NIA okay
A AR the humana extend two thousand is thirty eight a month crowns and extractions covered at fifty percent after six months and cleanings at a hundred percent right away
A AD oh i should ask do you have a dentist you want to keep
V AD yes doctor romano
A NIA let me look one sec
A AR doctor romano is in humana's network so that works
V AR oh thank you for checking
V AR six months hmm well okay i'll do it
A AR how would you like to pay for it card or bank draft
V AR bank draft
A AR okay the routing number
V AR zero two one three zero zero zero seven seven
A AR and the account
V AR four four one nine two two eight six
A AR perfect you're active on the first
A SG humana will mail your card thank you eleanor
V SG thank you chris
`,
  ),
  conversation(
    'voice',
    `
A WGI silver oak insurance this is lauren
V OT hi are you a licensed agent or a call center
A OT i'm a licensed agent here in ohio
V OT okay because i need help with a claim my plan won't pay for my physical therapy
A OT okay which plan are you with
V OT aetna medicare
A OT i can't change a claim decision but i can connect you with aetna's appeals department and stay on with you
V OT yes please
A NIA okay hold for a moment while i dial
V NIA okay
A NIA still on hold with them sorry
V NIA that's alright
A NIA okay still there
V NIA yes
A OT okay aetna's on they say the therapy needed prior authorization after the first twelve visits
V OT nobody told me that
A OT they'll accept a retro authorization request from your therapist and if it's denied you can appeal
V OT okay i'll have my therapist send it
A OT i'll send you the appeals address by mail too
V NIA alright
A SG is there anything else
V SG no thank you lauren
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello! I'm Dani at Medicare Navigators. What's your name?
V WGI joyce
V MPC I want to switch from my PPO to an HMO to save money, mine has a $79 premium
A MPC Got it, you'd like a lower-cost HMO for next year instead of your $79 PPO.
V MPC Yes. I never use out of network anyway
A MPC Makes sense. We can switch during open enrollment for Jan 1.
A AQ Which PPO are you on?
V AQ BCBS Medicare Advantage PPO Plus
A AQ Zip?
V AQ 60007
A AD Doctors you'd keep?
V AD Dr. Halvorsen at Northwestern and Dr. Pak
A AD Prescriptions?
V AD atenolol and zetia
A AR BCBS HMO Basic is $0, both doctors are in the HMO network, and your two drugs are $0-$10.
V AR and I save the 79!
A AR Yes, nearly $950 a year.
V AR let's do it
A AR Great, confirm your Medicare number?
V AR 7KT3-WU9-HE11
A AR Enrolled for 1/1 ✅
A SG Thanks Joyce! Your new card will come in December.
V SG thanks
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning my name is kevin i'm a licensed agent with pinnacle senior benefits on a recorded line may i have your name
V WGI yes this is raymond
A WGI hi raymond how can i help you
V MAI i want to get one of those advantage plans i'm going on medicare in a couple of months
A MAI okay so you're new to medicare and want an advantage plan when it starts
V MAI right
A AQ okay do you have your medicare card yet
V AQ yes it came last week
A AQ great can you read me the part a and part b dates
V AQ part a hospital march first part b march first
A AQ and the medicare number so i can verify your eligibility
V AQ two w t seven k e four n r one eight
A AQ thank you that checks out and zip
V AQ seven eight seven four five
A AQ are you still working
V AQ yes till the end of february
A AQ and is your job's insurance ending then
V AQ yes
A AD okay doctors
V AD doctor ahn at ascension seton
A AD medicines
V AD none right now
A AD what's important to you
V AD i want a ppo i travel for my daughter's volleyball
A AR okay the aetna medicare eagle ppo is zero premium seton is in network and it covers out of network care when you travel
V AR okay that sounds right
A AR want me to enroll you for march first
V AR yes
A AR great i already have your medicare number i just need your mailing address
V AR twelve oh one barton springs road
A AR and a phone number for aetna
V AR five one two five five five zero one five nine
A AR you're enrolled effective march first
A SG aetna will send your card in february thank you raymond
V SG thanks kevin
`,
  ),
  conversation(
    'chat',
    `
V OT hi moved to a new apartment, do i need to update anything with my plan?
A WGI Hi! I'm Jen with Medicare Answer Desk. What's your name?
V WGI sally
A OT Thanks Sally. Are you still in the same county?
V OT yes same city
A OT Then your plan stays the same. You'll just need to update your address with your plan and with Social Security.
V OT how do i do that
A OT For the plan, call the member services number on your card. For Social Security, use my Social Security online or call 1-800-772-1213.
V OT ok
V OT can you do the plan one for me
A OT Sure, which plan is it and what's the new address?
V OT devoted, 88 park ave apt 3c, orlando 32803
A OT Done, Devoted will mail a confirmation.
V NIA 👍
A SG Have a great day Sally!
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling benefits first this is dina on a recorded line may i have your name
V WGI hi this is phil
A WGI hi phil how are you
V WGI pretty good
V NIA sorry that's my dog barking he hears the mailman
A NIA no worries what kind of dog
V NIA a beagle he's a handful
A NIA oh i bet they're so cute though
V NIA he's spoiled rotten
A WGI so what can i help you with phil
V MAI i want to sign up for the medicare advantage with the money back on part b
A MAI okay the giveback plans let's see if one's available for you
V NIA okay
A AQ zip
V AQ three two nine zero one
A AQ and what do you have now
V AQ original medicare
A AD doctors
V AD doctor tran at health first
A AD meds
V AD no
A AR the humana giveback hmo is zero premium gives back one hundred seventy four dollars a month and doctor tran is in network
V AR one seventy four that's all of it
A AR almost all of your part b yes
V NIA wow
V AR okay sign me up
A AR medicare number
V AR four w k one e t seven r q two two
A AR done you're enrolled
A SG humana will send your card and the giveback shows up in your social security in a couple months thank you phil
V SG okay is there a number i can call if it doesn't show up
A SG yes call me directly at three two one five five five zero one four four
V SG great thanks dina
A SG give the beagle a treat for me bye
V SG ha will do bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Mel at DentalFirst. Name?
V WGI al
V DII dentures
V DII full upper
V DII how much do u cover
A DII Hi Al! Most plans cover dentures at 50% after a waiting period, up to the yearly max.
V DII wait how long
A DII Usually 6-12 months.
V NIA 😒
A AQ How old are you?
V AQ 67
A AQ Zip?
V AQ 48239
A AR Spirit Dental Choice: $49/mo, no waiting period, dentures 20% year 1, 50% year 2.
V AR and 12 mo one?
A AR Humana Extend 5000: $42/mo, dentures 50% after 12 months.
V AR humana
A AR Great! Address and card for the premium?
V AR 14420 beech daly redford 48239
V AR card 4401
A AR Link for the full card sent.
V AR done
A SG You're set! Thanks Al 👋
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling med plan advisors this is gail who am i speaking with
V WGI hi gail it's curtis
A WGI hi curtis what can i help with
V MPC my wife and i want to switch off our plan it's an hmo and we want a ppo
A MPC okay so you'd both like to move from an hmo to a ppo for next year
V MPC yeah and before december seventh
A MPC we've got plenty of time
A AQ what plan now
V AQ kaiser
A AQ zip
V AQ three zero three zero six
A AD doctors you want to keep
V AD we don't really care about kaiser doctors we want to go to emory
A AD okay emory and any meds
V AD she's on a lot i'm on a couple
A AR okay so the aetna medicare choice ppo is zero premium and emory is in network
V AR good good
V OT hey while i have you we paid a dental plan through y'all last year and they never refunded us after we cancelled
A OT oh i'm sorry which dental company
V OT delta dental
A OT okay i'll send a request to delta for the refund and call you back on that separately
V OT alright thank you
V AR now back to this aetna plan what's the specialist copay
A AR forty dollars and the max out of pocket is five thousand nine hundred
V AR okay we'll do it
A AR great i'll need both medicare numbers
V AR mine's three e t five w k one n h two two and hers is eight r q four t m six w c one one
A AR you're both enrolled for january first
A SG aetna will send cards in december and i'll call you about the delta refund thanks curtis
V SG thanks gail
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there! I'm Tess with Medicare Direct Help. Who am I chatting with?
V WGI Gil
V MAI I want a Medicare Advantage plan with a low max out of pocket
A MAI Sure! Low max out-of-pocket plans cap your yearly costs. Do you have Medicare yet?
V MAI I have part A only
A AQ Do you have other health insurance, like from work?
V AQ yes through my wife's work
A AQ You'd need Part B to join an Advantage plan. Are you keeping your wife's coverage?
V AQ yes for now
A AQ Then you can wait on Part B without a penalty until that coverage ends.
V NIA ok
V SG I'll come back when she retires, thanks
A SG Sounds good Gil! Have a good day.
`,
  ),
  conversation(
    'voice',
    `
A WGI heartland medicare this is brooke
V WGI hi brooke this is dale and my wife jean is here too we're on speaker
A WGI hi dale hi jean
V MPC we want to look at changing plans for next year ours is raising the copays
A MPC okay so your plan's copays are going up next year and you'd like to compare
V MPC yeah the specialist went from thirty to fifty
A MPC that's a big jump
V NIA yeah
A AQ which plan are you on
V AQ medica advantage solution
A AQ zip
V AQ six eight five one zero
A AD doctors
V AD doctor brandt for both of us and jean sees a rheumatologist
A NIA mm-hm
V AD doctor o'neill
A AD and meds for both
V AD i take two she takes five
A AD do you have the list
V AD hold on
V NIA jean where's the list
V NIA okay here
V AD mine lisinopril and metoprolol hers methotrexate folic acid prednisone omeprazole and fosamax
A NIA okay
A NIA give me a moment
V NIA sure
A AR okay the uhc aarp medicare advantage plan one is zero premium specialist copay thirty five both doctors are in it and all your meds are tier one or two
V AR thirty five that's better
A AR and the max out of pocket is four thousand five hundred
V NIA okay
V AR we'll take it
A AR i need both medicare numbers
V AR i'll read mine one k t four e w two r n five five
V AR jean's is seven h w three t e one q k nine two
A AR both enrolled for january
A SG you'll each get a card in december thanks dale thanks jean
V SG thank you brooke
`,
  ),
  conversation(
    'chat',
    `
V OT Are you with Medicare.gov?
A WGI Hi! I'm Dominic with Harbor Senior Benefits. No, we're an independent licensed agency, not the government.
V OT How can I verify you
A OT You can check my license with your state's insurance department. My NPN is 19927718.
V NIA ok
V OT and are your plans more expensive than going direct
A OT No, plan prices are set by the carriers and are the same through us or directly.
V NIA alright
V SG I'll call back later then
A SG Sounds good, have a nice day!
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling senior choice on a recorded line this is tasha
V WGI hi tasha it's wendell
A WGI hi wendell how can i help
V MAI i want a medicare advantage plan with no network i heard there's a kind where you can go anywhere
A MAI okay there are ppo plans and a few private fee for service plans with more flexibility
V MAI yeah that's what i want i don't want no network
A MAI okay we'll focus on the most flexible ones
A AQ zip
V AQ five nine eight zero one
A AQ and do you have a and b
V AQ yes
A AD doctors
V AD doctor berg at community medical and the va sometimes
A AD meds
V AD i get em from the va
A AR okay the humana choice ppo has a twenty nine dollar premium and lets you see any doctor who accepts medicare at the out of network rate
V AR twenty nine okay
A AR how would you like to pay the premium we can deduct it from your social security check or bill you
V AR take it out of the social security
A AR okay it can take a couple months to start and they may bill you until then
V NIA okay
A AR and i need your medicare number
V AR nine t r two k w one e h four four
A AR done you're enrolled
A SG humana will send your card thanks wendell
V SG thanks
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Lydia with Tooth & Co Dental Plans. What's your name?
V WGI kendra
V DII does any plan cover wisdom teeth
V DII for my son hes 19
A DII Yes, extractions including wisdom teeth are usually covered as basic or oral surgery, often after a short waiting period.
V DII how short
A DII Some have none, others 3-6 months.
A AQ Is he on any dental plan now?
V AQ no
A AQ Zip?
V AQ 30318
A AR Delta Dental PPO Basic: $31/mo for him, oral surgery 50% with no wait.
V AR ok perfect
V AR how do i sign him up
A AR I'll need his name, DOB and a card for the first payment.
V AR dante brooks 11/2/06, card ending 3391
A AR Link sent for the card.
V AR done
A SG He's covered tomorrow! Thanks Kendra.
V SG thx!!
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling total dental this is darnell who's this
V WGI uh hey it's kenny
V DII yeah so like i need the dental plan for uh for like a denture partial a partial denture on the bottom and um they said i gotta get two teeth pulled first
A DII okay so extractions and then a partial denture
V DII yeah and um how long do i gotta wait on that
A DII it depends on the plan some are six months some twelve and a couple have no wait
V NIA mm
V DII and uh do they do the whole thing or
A DII usually fifty percent of the partial and eighty percent on extractions after the wait
V DII okay okay
A AQ how old are you kenny
V AQ fifty nine
A AQ zip
V AQ uh four six two two two
A AQ any dental coverage now
V AQ nah
A AQ any through your job
V AQ nah i'm uh self employed
A AD you got a dentist
V AD yeah the uh smile center on michigan road
A AD budget
V AD i mean like forty fifty
A NIA alright hold on a sec
V NIA yup
A NIA you still there
V NIA yeah
A AR okay the ameritas primestar care complete is forty six a month extractions at eighty percent after three months and the partial at fifty percent after six
V AR three and six
A AR yeah that's about the shortest with those percentages
V NIA okay
V AR do it
A AR okay card or bank
V AR card
V AR five one four four
A NIA go ahead
V AR two two nine eight one one four four three three six zero
A AR expiration
V AR oh three twenty seven
A AR you're set starting tomorrow
A SG the card comes by email thanks kenny
V SG bet thanks
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, you're chatting with Nate at SeniorPlan Finder. How can I help?
V MAI medicare advantage info
V NIA one sec
V NIA typing on my phone sorry
V MAI i want to see plans with dental and no premium
A MAI No problem! $0 premium plans with dental are common. Let me ask a few questions.
V NIA ok
A AQ Zip code?
V AQ 17403
A AQ Date of birth?
V AQ 3/30/57
A AQ Do you have Parts A and B?
V AQ yes
A AQ Are you on a Medicare plan now or just Original Medicare?
V AQ just original
A AQ Any Medicaid or Extra Help?
V AQ no
A AQ Any coverage through an employer or union?
V AQ no retired
A AD Doctors?
V AD wellspan
A AD Meds?
V AD none
A AR The Highmark Freedom Blue PPO is $0 in York County, includes WellSpan, and has $1,500 dental.
V AR ok
V AR any others
A AR The Aetna Medicare Eagle PPO is also $0 with $2,000 dental and WellSpan is in network.
V AR aetna then
A AR Great, Medicare number?
V AR 6HN2-TE9-KW41
A AR Enrolled ✅
A SG Card arrives in ~2 weeks. Thanks!
V SG 👍
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling capital benefits my name is leo may i have your name please
V WGI it's sylvia
A WGI hi sylvia how can i help
V MAI i'm looking at advantage plans for next year
A MAI sure are you on one now or original medicare
V MAI original
A AQ okay what's your zip code sylvia
V AQ two zero seven four four
A NIA mm-hm
A AQ and your date of birth
V AQ october third fifty one
A NIA okay
A AQ and you have part a and part b
V AQ yes
A AQ do you have a supplement
V AQ yes the aarp one plan f
A AQ and a drug plan
V AQ silverscript
A AQ any medicaid
V AQ no
A AQ and are you a veteran or do you have tricare
V AQ no
A AD okay who are your doctors
V AD doctor kline at medstar and doctor yoon an eye doctor
A AD and medications
V AD oh just two
A NIA uh huh
V AD amlodipine and vitamin d
A AR the aetna medicare choice ppo is zero premium both doctors are in network and amlodipine is zero
V AR what happens to my supplement
A AR you'd cancel it after the new plan starts so you save that premium
V NIA okay
V AR i think i'd rather keep plan f honestly it works
A AR that's totally fine plan f is good coverage you just pay more monthly
A SG i'll send you the info in case you change your mind thank you sylvia
V SG thank you leo
`,
  ),
  conversation(
    'voice',
    `
A WGI senior advantage center this is megan
V OT yeah hi i want to report something the guy who signed me up last year i found out he wasn't even licensed
A OT oh that's very concerning can i get your name
V OT rodney hayes
A OT thank you rodney how did you find out he wasn't licensed
V OT i looked him up on the state website and nothing came up
A OT okay was he with our company
V OT i think so the paperwork has your logo
A OT okay i'm going to escalate this to our compliance department right now they'll verify his license status and the enrollment
V OT and is my plan even real
A OT let me check what plan you have
V OT humana gold plus
A NIA one moment
V NIA okay
A OT your humana plan is active and valid it was processed by humana so your coverage is real
V OT okay that's a relief
A OT compliance will contact you within five business days
V NIA alright
A SG thank you for letting us know rodney
V SG yeah bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Shay at SmileSure Dental. What's your name?
V WGI Rob
V DII I need an implant, I'm 55 and lost a molar
A DII Sorry about the molar! So you need a plan that covers an implant.
V DII yes and the sooner the better
A DII Understood. Implants often have a 12-month wait, but some plans waive it with prior coverage.
A AQ Do you have dental coverage now or recently?
V AQ had delta through work until 2 months ago
A AQ Zip?
V AQ 92122
A AD Do you have a dentist picked?
V AD yes, Dr. Feld in La Jolla
A AD Is she quoting the implant alone or implant + crown?
V AD both, around $5k total
A AD Would you prefer a higher premium for a bigger yearly max?
V AD yes definitely
A AD And do you have other work coming up?
V AD just cleanings
A AR The Delta Dental PPO Plus Premium is $64/mo in CA, $3,000 annual max, implants 50%, and the wait is waived with your prior Delta coverage.
V AR is Dr Feld in network
A AR Yes, she's a Delta PPO dentist.
V AR great thanks for checking
V AR ok lets do it
A AR I'll need your address and a payment method.
V AR 3100 Nobel Dr San Diego 92122, bank
A AR Secure bank link sent.
V AR done
A SG You're covered on the 1st. Send your Delta certificate of coverage to waive the wait. Thanks Rob!
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon american health advisors this is cheryl
V WGI hi cheryl this is mae
V MPC i got a letter saying i'm losing my extra help next year and my drug costs are going to go way up
A MPC okay so you're losing extra help and you want to see if another plan would keep your drug costs down
V MPC yes i'm scared about it
A MPC i understand let's look at it together
A AQ what plan are you on now
V AQ wellcare value script
A AQ is that just a drug plan
V AQ yes i have the regular medicare
A AQ do you have any medicaid
V AQ i had it but they said my income went up a little
A AQ okay so you lost medicaid too or just extra help
V AQ both i think
A AQ when does it end
V AQ december
A AQ and your zip
V AQ one four six one nine
A AQ date of birth
V AQ july second forty eight
A AD what medications do you take
V AD symbicort januvia and pravastatin
A AD and your doctor
V AD doctor castro at rochester regional
A NIA one moment please
V NIA okay
A AR the excellus medicare blueprint hmo is zero premium symbicort and januvia are forty seven each with no deductible and pravastatin is zero doctor castro is in network
V AR forty seven each
A AR yes and the yearly drug cap is two thousand so you're protected
V AR okay that's better than i feared
V AR let's do it
A AR medicare number
V AR two k w five t h one e r n nine
A AR you're enrolled for january
A SG excellus will send your card in december thank you mae
V SG thank you cheryl
`,
  ),
  conversation(
    'chat',
    `
V OT how do i call humana
A WGI Hi! I'm Ty with Medicare Connect. Member services is on the back of your card. Are you a member already?
V OT yes
A OT Humana member services: 1-800-555-0143, 8am-8pm. Want me to connect you?
V NIA no thats fine
A SG Ok! Have a good day.
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning this is rich with trusted advisors on a recorded line may i have your name
V WGI good morning rich my name is dolores
A WGI hi dolores what can i do for you
V MAI i'm thinking about medicare advantage my sister has one and she loves it
A MAI great so you'd like to see if an advantage plan could work for you too
V MAI yes she gets her hearing aids and everything
A AQ okay zip
V AQ nine seven three zero two
A AQ and are you on original medicare
V AQ yes with a supplement
A AD doctors
V AD doctor ellis at salem health
A AD meds
V AD levothyroxine
A AR the pacificsource medicare essentials hmo is zero premium salem health is in network and it has up to two thousand for hearing aids
V AR oh nice
V AR and my eye doctor
A AD who's your eye doctor
V AD doctor park i see her for cataracts
A AD are you having surgery soon
V AD probably this summer
A AQ and let me ask when did you start your supplement because if you leave it you may not get it back
V AQ oh i've had it ten years
A AR doctor park is in network and cataract surgery would be a two hundred fifty dollar copay
V AR hmm that's more than i pay now which is nothing
A AD how important is it to you to have no surprise costs
V AD pretty important
A AR then i might suggest keeping your supplement until after the surgery and looking at switching next year
V AR that makes sense
A SG i'll call you in the fall thank you dolores
V SG thank you rich bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Pam at SmileMore Dental. Who's chatting?
V WGI lee and mary
V DII we both need dental, we're 66 and 64
A DII Happy to help you both! Are you mostly looking for checkups, or do you have work coming up?
V DII mary needs a bridge, i just need cleanings
A DII Got it.
A AQ Zip code?
V AQ 37075
A AQ Any dental coverage now?
V AQ no
A AD Dentist?
V AD Dr Sims in Hendersonville
A AR Humana Extend 2000 for Mary ($38/mo, bridges 50% after 6 months) and Humana Preventive Value for you ($19/mo).
V AR separate plans?
A AR Yes, it saves you about $19/mo vs putting you both on the Extend plan.
V AR smart ok
A AR I'll need both names, DOBs, your address, and payment method.
V AR lee trent 4/4/59, mary trent 6/6/61, 102 indian lake blvd, bank draft
A AR Secure link sent for the bank info.
V AR done
A SG Both plans start the 1st. Thanks Lee and Mary!
V SG thank you
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling senior helpers insurance this is joe may i have your name
V WGI hi joe it's doris
A WGI hi doris what can i do for you
V MAI i'd like information about the advantage plans in my area
A MAI sure are you on medicare now
V MAI yes just original
A AQ what's your zip
V AQ four one zero one seven
A AD and your doctors
V AD doctor haas at st elizabeth and
V NIA oh dear someone's calling on the other line
V NIA i have to take this it's the hospital about my husband
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Eva here with Medicare Matchmakers 😊
V MPC hi my plan has a new deductible next year 😤
V MPC 395 for drugs
V MPC i want one without
A MPC Totally understand! So you want a plan for next year without a drug deductible.
V MPC yes
A AQ Which plan are you on?
V AQ wellcare classic
A AQ Zip?
V AQ 75080
A AQ DOB?
V AQ 9/14/49
A AQ Parts A and B?
V AQ yes
A AQ Medicaid or Extra Help?
V AQ no
A AQ Any coverage from a former employer?
V AQ no
A AD Meds?
V AD eliquis synthroid
A AD Doctor?
V AD dr sato at methodist richardson
A AR Humana Gold Plus HMO: $0, no drug deductible, Eliquis $42, Synthroid $0, Methodist in network.
V AR yay
V AR sign me up
A AR Medicare number?
V AR 4TE8-KN2-WH37
A AR Done for 1/1 ✅
A SG Card in December. Thanks!
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling plus one benefits this is maya
V WGI hi maya i'm bertha i signed up for a plan with you last month
A WGI hi bertha how's it going
V OT well the lady on the welcome call said i'd get a card for over the counter things and i never got it
A OT okay let's check which plan are you on
V OT the aetna one
A NIA one moment please
V NIA okay
A OT okay the otc card is mailed separately and it was sent on the tenth to your address on file
V OT i haven't seen it
A OT i'll have aetna send a replacement and you can also order otc items online or by phone using your member id
V OT oh i didn't know that
A OT the number is on your member card under otc
V NIA okay
V OT thank you for checking
A SG you're welcome bertha anything else
V SG no that's all
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Jake from BestFit Medicare.
V MAI medicare advantage for 2026
V MAI i want dental vision hearing all of it
A MAI Sure! Many plans bundle all three. Are you on Original Medicare now?
V MAI yes
V NIA one sec
V NIA ok
A AQ Zip?
V AQ 53704
A AQ Parts A and B?
V AQ yes
A AD Doctors?
V AD uw health
A AD Prescriptions?
V AD just one, levothyroxine
A AR Quartz Medicare Advantage HMO: $0, UW Health in network, $1,500 dental, $200 eyewear, $1,000 hearing aids.
V AR that covers all 3
A AR Yes! And levothyroxine is $0.
V NIA 👍
V AR enroll me
A AR Medicare number?
V AR 1WK4-ET7-HR53
A AR Enrolled for 1/1!
A SG Thanks, enjoy the new plan!
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon premier dental network this is josie
V WGI hi this is roland
V DII i've got a medicare advantage plan and my dental on it is capped at a thousand and i need more than that can i get another plan just for dental
A DII yes you can carry a separate dental plan alongside your advantage plan
V DII and would they both pay
A DII usually your advantage plan pays first and then the dental plan can help but some dental plans don't coordinate so we'd check
V DII okay
V DII and would it cover implants
A DII some do after a waiting period
A AQ which advantage plan do you have
V AQ humana gold plus
A AQ your age
V AQ seventy three
A AQ and zip
V AQ three three six one three
A AD what work do you need done
V AD two implants and a crown
A AD do you have the dentist's estimate
V AD not yet they're sending it
A AD okay once you have the estimate call me back and i'll match you with the right plan so we know the numbers
V AD okay that makes sense
A SG great my number is eight one three five five five zero one seven seven i'm josie
V SG thanks josie
`,
  ),
  conversation(
    'chat',
    `
V OT I want to cancel the plan I signed up for yesterday
A WGI Hi, I'm Noelle with Clear Medicare Solutions. I can help. What's your name?
V WGI Harold Green
A OT Thanks Harold. Can I ask why you'd like to cancel?
V OT my son says I should keep my supplement
A OT That's completely your choice. Since the plan hasn't started, I can withdraw the enrollment and your supplement stays as is.
V OT yes please
A OT Done, the enrollment request has been withdrawn. You'll get a letter confirming it.
V OT and I won't be charged
A OT No charges, the plan never started.
V NIA ok
A SG Anything else I can help with, Harold?
V SG no thank you
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling sunset senior services this is gabe how can i help you
V MAI hi gabe yeah my name's lorna and i've been seeing these commercials every single night with the man saying call now for your extra benefits and i finally called
A MAI well i'm glad you did lorna those ads are for medicare advantage plans and we can see if any of those benefits are actually available where you live
V MAI he says there's a card for groceries and money for the dentist
A MAI some plans have those but not everyone qualifies for the grocery part it usually depends on medicaid or certain conditions
V MAI oh well that's not what the tv said
A MAI i know the ads make it sound like everybody gets everything
V MAI it's like those car commercials
A NIA ha exactly
V NIA my husband always says if it sounds too good to be true
A NIA he's a smart man
V NIA oh don't tell him that
A NIA ha my lips are sealed
A MAI but a lot of plans really do include dental so let's check
V NIA okay
A AQ what's your zip code
V AQ five zero three one five
A AQ and you have original medicare right now
V AQ yes and a plan n supplement
A AD who are your doctors lorna
V AD doctor benton at unitypoint
A AD and any prescriptions
V AD i take an inhaler sometimes and losartan
A AD which inhaler
V AD the albuterol
A AD do you go to the dentist regularly
V AD every six months
A AD and do you have any big dental work coming up
V AD i need a crown my dentist says
A NIA okay one moment
V NIA mm-hm
A AR okay the wellmark medicare advantage ppo is zero premium unitypoint is in network both your medicines are tier one and it has fifteen hundred for dental including crowns
V AR well that's good
V AR but what about my supplement
A AR you'd drop it after the new plan starts which would save you about one hundred fifty a month
V NIA hmm
V AR i need to talk to my husband the smart one
A SG ha of course i'll send you the details in the mail and you two can call me back
V SG thank you gabe bye now
`,
  ),
  conversation(
    'chat',
    `
V MPC hi my plan was terminated because they left my county??
V MPC got a letter
V MPC what do i do
A MPC Hi! I'm Iris with Medicare Matters. When a plan leaves your county you get a special enrollment period to choose a new one, so you won't go without coverage.
V MPC oh ok
V MPC how long do i have
A MPC Usually until the end of February if the plan ends December 31.
V NIA ok good
A WGI What's your name?
V WGI frank
A AQ Thanks Frank! Which plan was it?
V AQ cigna preferred
A AQ Zip?
V AQ 65804
A AD Doctors?
V AD mercy springfield
A AD Any meds?
V AD none
A AD What matters most to you?
V AD low copays
A AR Humana Gold Plus HMO in Greene County: $0 premium, $0 primary, $15 specialist, Mercy in network.
V AR 15 is good
V AR do it
A AR Medicare number?
V AR 9HW1-KT3-EN75
A AR Enrolled for 1/1 ✅
A SG Card comes in December. Thanks Frank!
V SG thx
`,
  ),
  conversation(
    'voice',
    `
A WGI dental plans of america this is kristy how can i help
V WGI hi kristy this is harriet
V DII i'm seventy four and i have a bunch of teeth that need work my dentist gave me a treatment plan that's eleven thousand dollars
A DII oh my okay so you have a big treatment plan and you want to know how much a dental plan could help with it
V DII yes i don't even know where to start
A DII okay well the first thing to know is dental plans have yearly maximums so no plan will pay eleven thousand in one year
V DII oh
A DII but if the work can be spread over two or three years a plan can pay a good chunk
V DII i see
V DII what's on the plan is crowns and a bridge and a partial
A DII okay all major services which usually have a waiting period
V NIA okay
A AQ do you have medicare advantage or original
V AQ original with a supplement
A AQ any dental coverage now
V AQ no
A AQ zip code
V AQ seven three one two zero
A AD which of those things is most urgent
V AD the crowns she said two of them are cracked
A AD and is the partial something that can wait a year
V AD i think so
A AD okay and would you keep your dentist
V AD yes doctor wagner
A AD and what monthly amount is comfortable
V AD under seventy
A AD okay let me put together a plan year by year and email it to you since there's a lot of numbers
V AD oh that would be nice
A SG great what's your email
V SG harrietb at mail dot com
A SG perfect you'll have it by tomorrow thank you harriet
V SG thank you kristy
`,
  ),
  conversation(
    'voice',
    `
A WGI medicare solutions this is kirk
V NIA hello hello
A NIA hi yes i'm here
V NIA hello
A NIA can you hear me
V NIA i can barely hear you
A NIA is that better
V NIA a little
A WGI okay may i have your name
V WGI this is ed
A WGI hi ed how can i help
V MAI i want to ask about the medicare
V NIA [static]
A NIA ed you're cutting out
V NIA can you hear me now
A NIA yes
V MAI i want to ask about the advantage plans with the dental
A MAI sure many of them include dental let me ask you a couple of things
V NIA what
A NIA i said let me ask you a couple of things
V NIA i'm going to call you back on the house phone
A NIA okay ed talk soon
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Gwen with SilverStar Medicare. What's your name?
V WGI Patsy
V MAI So my neighbor said I'm missing out because I don't have one of those Advantage plans.
V MAI She gets a card for groceries, free gym, and her glasses were free.
V MAI But I've always had my supplement and never had a problem.
V MAI I don't know what to do
A MAI That's a really common question, Patsy! Advantage plans often include those extras, but you'd give up some flexibility your supplement gives you.
V MAI Like what
A MAI With a supplement you can see any doctor who takes Medicare with no network. Advantage plans use networks and copays.
V MAI I see. And the grocery card?
A MAI That's usually on plans for people with Medicaid or certain chronic conditions, so not everyone qualifies.
V NIA Hmm ok
A AQ What's your zip?
V AQ 76109
A AQ Any Medicaid?
V AQ No
A AD How's your health? Do you see specialists a lot?
V AD Yes my cardiologist every 3 months and a kidney doctor
A AD Do you travel out of state?
V AD To see grandkids in Colorado a few times a year
A AR With your specialists and travel, honestly your supplement is probably the better fit. An Advantage PPO would cost you copays at each visit.
V AR That's what I thought
V AR Thank you for being honest
A SG Of course! Reach out if anything changes.
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling keystone medicare partners this is dora
V WGI hi dora this is vernon
V MPC i want to change my plan for next year i'm just not happy with it
A MPC okay what's not working about your current plan
V MPC the dental is terrible they only pay for cleanings and my drugs are expensive
A MPC okay so better dental and lower drug costs for january
V MPC yes
A AQ which plan
V AQ humana choice
A AQ zip
V AQ one seven zero one one
A AD okay tell me about your drugs
V AD i take jardiance and eliquis and a couple generics
A AD which generics
V AD metoprolol and atorvastatin
A AD and which pharmacy
V AD giant
A AD doctors
V AD doctor zimmerman at penn state health
A AD and what dental work do you need
V AD i need dentures eventually
A AD how soon
V AD next year probably
A NIA okay let me look
V NIA mm-hm
A AR the aetna medicare eagle ppo is zero premium jardiance and eliquis are forty seven each generics zero and there's three thousand dollars dental that includes dentures
V AR three thousand
A AR yes for comprehensive dental each year
V AR and penn state
A AR penn state health is in network
A AD oh and do you use mail order at all or always giant
V AD always giant
A AR giant is a preferred pharmacy on this plan so you'll get the lowest copays there
V AR okay good let's do it
A AR medicare number
V AR three r w k one e t five h n two
A AR you're enrolled for january
A SG aetna will send the card in december thank you vernon
V SG thank you dora
`,
  ),
  conversation(
    'chat',
    `
V DII do u guys cover cleanings for kids
A DII Hi! Yes, all of our family plans cover cleanings for kids at 100%.
V NIA ok
V DII how much for 3 kids
A DII Are you adding yourself too, or just the kids?
V DII just kids
A AQ Ages?
V AQ 4 7 12
A AQ Zip?
V AQ 84604
A AR Delta Dental Kids Plan: $58/mo for all three, cleanings and sealants 100%, fillings 80%.
V AR ok
V NIA hold on
V NIA asking my husband
V AR ok yes
A AR Great! I'll need each child's name and DOB plus a payment method.
V AR ava 2/2/21, eli 5/5/18, noah 9/9/13, card
A AR Payment link sent 🔒
V AR done
A SG All set! Thanks 😊
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning medicare advisors group this is pete
V WGI hi pete it's alma
A WGI hi alma
V OT i need a copy of my plan's uh the book with all the benefits in it my doctor's office asked for it
A OT the evidence of coverage sure which plan are you on
V OT the aarp medicare advantage
A OT i can email you a link or have uhc mail you a printed copy which would you like
V OT mail it please i don't do email
A OT okay i'll request it it takes about a week
V NIA okay
V OT and they wanted to know what my copay is for physical therapy
A OT on your plan physical therapy is a twenty dollar copay per visit
V OT okay i'll tell them
A SG anything else i can help with alma
V SG no that's it thank you
A SG have a great day
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Rob at Medicare Plan Hub.
V MAI advantage
V MAI plans
V MAI 92501
A MAI Sure! Are you looking for a $0 premium plan, or something specific like dental?
V MAI 0
A AQ Do you have Medicare A and B?
V AQ y
A AQ DOB?
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling national medicare help this is tanya
V WGI hi tanya this is gordon
V MPC i heard there's a five star plan and you can switch to it anytime is that true
A MPC yes if there's a five star medicare plan in your area you can switch to it once during the year
V MPC is there one near me
A AQ let me check what's your zip
V AQ nine four five nine six
A MPC there is a five star plan in your county kaiser permanente senior advantage
V MPC that's what i thought
A AQ what plan are you on now
V AQ health net
A AQ and do you have part a and b
V AQ yes
A AD do you have any doctors at kaiser
V AD no i'd have to switch all my doctors
A AD how do you feel about that
V AD i don't really like my doctors now so i don't care
A AD any medications
V AD crestor and allopurinol
A AR okay kaiser senior advantage is zero premium in contra costa your meds are covered at zero to ten dollars and you can switch and start the first of next month
V AR sign me up
A AR medicare number
V AR six w e h two t k one r n four
A AR enrolled
A SG kaiser will mail your welcome kit and help you pick a new doctor thanks gordon
V SG thanks tanya
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling family senior advisors this is nora on a recorded line may i have your name
V WGI hi nora this is diane i'm calling for my dad he has dementia and i handle his stuff
A WGI hi diane i'm sorry to hear that how can i help
V MAI i want to look at an advantage plan for him that has more help like the care coordinators and maybe transportation
A MAI okay some medicare advantage plans and special needs plans have care coordination and rides to appointments
V MAI that's exactly what we need
A AQ are you his power of attorney
V AQ yes
A AQ what's his zip
V AQ two one two two nine
A AQ and does he have medicaid
V AQ no
A AD what doctors does he see
V AD doctor wilson his primary and a neurologist doctor ray at johns hopkins
A AD how often does he see the neurologist
V AD every three months
A AD medications
V AD donepezil memantine and a blood pressure pill
A AD and does he live with you or on his own
V AD with me now
A AD do you need help with transportation often
V AD yes i work so getting him there is hard
A AD anything else that's a struggle
V AD incontinence supplies are expensive
A NIA okay let me look at this
A AR the uhc aarp medicare advantage plan has both doctors and includes rides to appointments and an otc allowance you can use for incontinence supplies
V AR oh that would help so much
A AR and his medicines are all tier one or two
V AR okay let's enroll him
A AR medicare number
V AR one t k w four e r two h n five
A AR done he's enrolled
A SG uhc will mail his card and call you to set up the ride benefit thank you diane take care of yourself too
V SG thank you nora
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, I'm Drew with Medicare Care Team. How can I help?
V MPC I lost my Medicaid and my plan says I need to change
A MPC I'm sorry to hear that. If you were on a dual plan, losing Medicaid means you'll need a regular Medicare plan, and you get a special enrollment period to switch.
V MPC ok
V MPC how long do I have
A MPC Usually 3 months after your Medicaid ends.
V NIA ok
A AQ Which plan are you on now?
V AQ molina dual options
A AQ When does your Medicaid end?
V AQ end of this month
A AQ Zip?
V AQ 98661
A AD Doctors to keep?
V AD dr nguyen at peacehealth
A SG Let's set up a call to go over options, it'll take a bit longer. Does tomorrow at 10 work?
V SG yes
A SG Great, I'll call you then. Take care!
`,
  ),
  conversation(
    'voice',
    `
A WGI member support this is alicia
V OT hi alicia i'm calling because my premium for my plan went up and nobody told me it was going to
A OT i'm sorry about the surprise which plan are you on
V OT the anthem medicare preferred it used to be twenty and now it's thirty eight
A NIA okay let me pull that up
V NIA sure
A NIA one moment the system's slow today
V NIA mm-hm
A NIA okay still loading
V NIA that's fine
A OT okay i see it the premium changed on january first it was in the annual notice mailed in september
V OT i don't remember getting that
A OT i can mail you a copy so you have it and i can note that you're disputing the notice
V OT yeah do that
V OT and the eighteen dollars extra for this month
A OT the new premium is correct for this year so it won't be refunded but i can set you up with an agent to look at cheaper plans when you're able to switch
V NIA hmm
V OT no i'll stay for now i just want the letter
A OT okay the letter is on its way
V NIA okay
A SG anything else i can do for you
V SG no that's it
A SG thank you for calling
`,
  ),
  conversation(
    'chat',
    `
V OT can someone call me about my claim
V OT been waiting 2 months
A OT Hi, I'm Theo with Member Care. I'm sorry about the wait! Which plan and what was the claim for?
V OT guardian dental, 2 fillings in january
A NIA Let me look, one moment.
V NIA ok
A NIA Still checking, thanks for your patience.
V NIA np
A OT It was paid on the 3rd, $186 to your dentist. The dentist may not have updated your balance yet.
V OT oh
V OT so i dont owe them
A OT Your share is $46, the rest was paid by Guardian. You should get a statement from the dentist.
V NIA ok thx
V OT can you email me the EOB
A OT Sent to the email on file.
V NIA 👍
`,
  ),
  conversation(
    'voice',
    `
A WGI evergreen benefits this is sam
V WGI hi sam it's irma
V OT i need to talk to somebody about the agent who came to my house he left without giving me any papers and now i don't know what i signed
A OT oh i'm sorry irma that should never happen let me find your enrollment
A NIA one second
V NIA okay
A OT i see you were enrolled in a humana gold plus plan last tuesday by an agent named phil
V OT i didn't want to change plans he said it was just a review
A OT okay since you didn't mean to enroll i can cancel it before it starts and you keep your current plan
V OT yes please cancel it
A OT done it's cancelled and you'll get a letter confirming
V OT and can you make sure he doesn't come back
A OT i'm reporting this to our compliance team and putting a note on your file no more visits
V NIA okay
V OT i'm sorry i'm just upset
A OT you have every right to be
A NIA okay
A SG thank you for calling us irma you won't need to do anything else
V SG thank you sam
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Marta with Senior Benefit Chat.
V NIA hi
V NIA sorry one min
V NIA ok im back
V OT my mom passed and i need to cancel her dental plan
A OT I'm so sorry for your loss. I can help with that. What's your mom's name and date of birth?
V OT Ruth Ellison 5/12/1941
A NIA Thank you, one moment.
A OT I found her policy. I'll cancel it as of the end of this month and any unused premium will be refunded to her account.
V OT thank you
V OT do you need anything from me
A OT Just a copy of the death certificate, you can upload it at the link I'm sending.
V NIA ok
V OT uploaded
A OT Received. You'll get a confirmation letter in about 10 days.
V SG thank you for making this easy
A SG Of course. Take care of yourself.
`,
  ),
];
