/**
 * More labelled training conversations (see training-conversations.ts), written for the stages a call's business
 * leaves around its phases: Other (billing, claims, ID cards, addresses, complaints, transfers, the agent's licence
 * or the company), Not in Anchor (backchannels, hold and line checks, small talk, garbled text) and Sincere Goodbye
 * (the close after an enrollment or a transfer), in the places calls and chats put them.
 */
import { conversation, type TrainingConversation } from './training-format.js';

export const TRAINING_CONVERSATIONS_D: readonly TrainingConversation[] = [
  conversation(
    'voice',
    `
A WGI thanks for calling harbor point health plans you're on a recorded line my name is curtis can i get your name
V WGI hi curtis it's dolores
A WGI hi dolores how are you today
V NIA oh i'm alright it's been so hot out here i can't hardly stand it
A NIA i hear you it has been a scorcher this week
V NIA my tomatoes are all burnt up
A NIA oh no that's a shame
A WGI so what can i help you with today
V OT well i got a bill from you all saying i owe forty dollars and i thought my plan was zero dollars
A OT i'm sorry about that let me look at your account can i get your member id off the card
V OT it's h as in harry seven seven two nine one
A NIA thank you one moment
A NIA bear with me just a second
V NIA that's fine
A OT okay dolores that forty dollars is a late enrollment penalty for part d it isn't your premium
V OT well nobody told me about any penalty
A OT i understand i can send you a letter that explains it and how to appeal it if you'd like
V OT yes please send that
A OT done it'll go out today to the address we have on file
V NIA okay
A SG is there anything else i can do for you today
V SG no that's all thank you honey
A SG you're welcome dolores you have a good afternoon
`,
  ),
  conversation(
    'voice',
    `
A WGI good morning you've reached blue ridge senior advisors this call is recorded my name is tasha
V WGI hi tasha this is eugene
A WGI good morning eugene how can i help
V OT i lost my insurance card at the hospital and i need a new one
A OT i can help with that can you verify your date of birth for me
V OT march second nineteen forty nine
A OT and the address we should mail it to
V OT same as always four twelve elm street
A OT okay i've ordered a replacement card it takes seven to ten days
V OT can i get something to show the pharmacy before then
A OT yes you can print a temporary card from the member website or i can fax one to your pharmacy
V OT fax it to walgreens on main please
A OT sure do you have their fax number
V NIA hold on let me find it
V NIA uh
V NIA got it
V OT five five five two one two eight eight four four
A OT got it i'll send that over now
V NIA okay good
A SG anything else for you today eugene
V SG no that's it
A SG alright take care and feel better
V SG thanks bye bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, welcome to Lakeshore Benefits chat! I'm Omar. How can I help today?
V OT hi I moved last month and need to change my address
A OT Sure, I can help with that. Can you confirm your full name and date of birth?
V OT Ruth Alvarez 07/19/1951
A OT Thanks Ruth. What's the new address?
V OT 88 Willow Bend Dr, Apt 4, Mesa AZ 85201
A OT Thank you. Is this still in Maricopa County?
V OT yes same county
A OT Great, then your plan doesn't change. I've updated the address on your policy.
V NIA ok
V OT will my new card show the new address?
A OT The card doesn't show your address, so you can keep using the one you have.
V NIA 👍
A SG Anything else I can help with today?
V SG no thats all thanks!
A SG You're welcome Ruth, enjoy the new place!
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling sunstate medicare solutions my name is brandon and this call is being recorded
V WGI hello
A WGI hi there who do i have the pleasure of speaking with
V WGI this is marvin
A WGI hi marvin what can i do for you
V OT i want to talk to a supervisor
A OT i'm sorry to hear that can you tell me what happened so i can get you to the right person
V OT i was promised my doctor was in network and now i got a bill for three hundred dollars
A OT i'm really sorry marvin that's frustrating let me get a supervisor on the line for you
V OT thank you
A NIA please hold for just a moment
A NIA marvin are you still there
V NIA yeah i'm here
A OT okay i have my supervisor angela on the line she's going to help you with the claim
A SG thank you for your patience marvin angela will take it from here
V SG okay thanks brandon
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello! Thanks for contacting Evergreen Senior Plans. My name is Kim. How can I help?
V OT is this a real company? someone called me saying they were from medicare and wanted my number
A OT Good question to ask! Medicare will never call you to ask for your Medicare number. We are a licensed insurance agency and we only call people who asked us to.
V OT how do i know you are licensed
A OT You can look up my license with your state's department of insurance. My national producer number is 20418837.
V NIA ok thank you
V OT should i report that call
A OT Yes, you can report it to 1-800-MEDICARE or the FTC. Please don't give your number to callers you don't know.
V NIA got it
V MAI while i have you, what is a medicare advantage plan anyway
A MAI It's a way to get your Medicare benefits through a private plan, often with extras like dental and vision.
V MAI hmm maybe another time
A SG No problem at all! Feel free to reach out anytime. Have a great day!
V SG u too
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling anchor health partners this is monica on a recorded line may i have your name
V WGI yes ma'am this is leroy
A WGI hi leroy what can i help you with
V MPC i'm looking to switch my plan my heart doctor left the network
A MPC oh i'm sorry to hear that let's find you a plan where he's in network
A AQ first what's your zip code
V AQ three zero three one four
A AQ and your date of birth
V AQ june fifth fifty three
A AQ who's your current plan with
V AQ humana gold plus
A AD and what's the heart doctor's name
V AD dr okafor at piedmont
A AD and any prescriptions
V AD eliquis and metoprolol
A NIA okay give me one second to run that
V NIA take your time
V NIA sorry my dog is barking
A NIA no worries
A AR okay so the aetna medicare value plan has dr okafor in network zero premium and eliquis is a tier three drug at forty seven dollars a month
V AR that's better than what i pay now
A AR would you like to enroll today
V AR yes let's do it
A AR great i'll need your medicare number to submit the application
V AR it's one e g four t e five m k seven two
A SG thank you and i have it submitted your confirmation number is five five one eight two
A SG you're all set leroy your new plan starts on the first of next month and you'll get your new card in the mail
A SG if you have any questions you can call me back at eight hundred five five five zero one nine nine
V SG alright thank you monica
A SG you're welcome take care of yourself leroy
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! This is Derek with Meadowbrook Insurance Services. Who am I chatting with?
V WGI Paula
A WGI Hi Paula, what can I help you with today?
V DII I need a dental plan, I cracked a tooth
A DII Ouch, sorry to hear that! Are you looking for coverage that starts right away?
V DII yes as soon as possible
A AQ What's your zip code and date of birth?
V AQ 97301, 11/02/1955
A AD Do you have a dentist you want to keep?
V AD Dr Haines in Salem
A AR The Delta Dental PPO Plus Premier has Dr Haines in network, $38 a month, and crowns are covered at 50% after 6 months.
V AR is there a plan with no waiting?
A AR The Spirit Dental Flex plan has no waiting period on crowns, $52 a month.
V AR ok lets do that one
A AR Great! What email should I send the application to?
V AR paulag55@gmail.com
A AR Sent! Just sign it with the link in the email.
V NIA ok
V NIA done
A SG Perfect, you're enrolled! Your coverage starts on the 1st and the ID card will come by mail. Thanks Paula!
V SG thank you!!
A SG Good luck with the tooth!
`,
  ),
  conversation(
    'voice',
    `
A WGI silver oak benefits good afternoon this is jamal on a recorded line how can i help you
V NIA hello
V NIA hello can you hear me
A NIA yes ma'am i can hear you
V NIA oh okay this phone is acting up
A WGI no problem who am i speaking with
V WGI this is bernice
V OT i was calling about a claim my dentist sent in that got denied
A OT okay bernice i can look into that what was the date of the visit
V OT it was the twelfth of last month
A OT i see it here it was denied because it was a second cleaning in six months
V OT well he said i needed it
A OT i understand your dentist can send an appeal with a note saying why it was needed
V NIA hm
V OT how long does that take
A OT usually about thirty days
V OT okay i'll call him then
A SG okay bernice is there anything else
V SG no thank you dear
A SG you're very welcome have a blessed day
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Pacific Crest Health chat. I'm Lena, how can I help you?
V OT I was charged twice this month for my premium
A OT I'm sorry about that! Can you share the last 4 digits of the card that was charged?
V OT 4417
A OT Thank you. I see two charges of $29 on the 3rd. One was a system error.
A OT I've requested a refund for the second charge. It should be back on your card in 5 to 7 business days.
V OT ok will it happen again next month
A OT No, the error has been fixed on your account.
V NIA ok good
V NIA thx
A SG You're welcome! Is there anything else I can help you with?
V SG no
A SG Have a wonderful day!
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling golden years insurance group my name is ashley this call may be recorded
V WGI hi ashley it's frank calling back
A WGI hi frank how are you
V NIA oh fair to middling my back's been giving me trouble
A NIA oh i'm sorry to hear that
V NIA getting old ain't for sissies
A NIA that's what my grandma says
V NIA ha she's right
A WGI so what can i do for you frank
V OT i want to know why my pharmacy says my plan ain't active
A OT let me check your policy can you give me your date of birth
V OT one eight forty seven
A OT okay frank your plan shows active since january so it might be the pharmacy has the old card on file
A OT i can call the pharmacy with you on the line if you like
V OT yeah do that
A NIA okay please hold while i dial them
A OT hi this is ashley calling from golden years i have our member frank here his plan is active can you rerun his prescription
A OT they're rerunning it now frank it went through
V NIA oh good
A SG alright frank anything else i can help with
V SG no you been a big help thank you
A SG my pleasure take care of that back
`,
  ),
  conversation(
    'voice',
    `
A WGI morning this is rick with prime senior benefits on a recorded line who am i speaking with
V WGI hi rick this is jean
A WGI hi jean how can i help
V MAI i'm turning sixty five in may and i want one of those advantage plans with the gym
A MAI happy early birthday a lot of advantage plans include silver sneakers for the gym
A AQ what's your zip code jean
V AQ seven eight two one three
A AQ do you have your medicare card yet
V AQ it came last week
A AQ and are you still working or covered by an employer plan
V AQ no i retired
A AD any doctors you want to keep
V AD dr nguyen my family doctor
A AD and what's most important to you dental the gym low copays
V AD the gym and dental
A AR the wellcare value plan has zero premium silver sneakers and two thousand dollars a year of dental and dr nguyen is in network
V AR that sounds perfect
A AR can i go ahead and enroll you
V AR yes please
A SG okay i've submitted your application your plan starts may first
V NIA mm hm
A SG you'll get a welcome call from wellcare and your card in about two weeks
A SG here's my direct number eight six six five five five four four one two if you need anything
V SG thanks so much rick
A SG thank you jean enjoy the gym
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there! You've reached Bayside Medicare Help. I'm Ana. What can I do for you?
V OT can i get transferred to billing
A OT Of course! Can I ask what the billing question is about so I send you to the right team?
V OT my autopay didnt go thru and now it says past due
A OT Thanks, our billing team can help set up the payment. I'll connect you now.
V NIA ok
A NIA One moment please while I transfer you.
A SG Billing is joining the chat now. Thank you for your patience, have a great day!
V SG thanks
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling cornerstone insurance this is diane on a recorded line can i have your name please
V WGI it's walter
A WGI hi walter what can i help you with
V MPC i moved to arizona to be near my daughter and my plan doesn't work here
A MPC okay moving gives you a special enrollment period so we can get you a plan there
A AQ what's the new zip code
V AQ eight five three eight two
A AQ and your date of birth
V AQ september ten nineteen fifty
A AD do you have doctors in arizona yet
V AD not yet
A AD any prescriptions
V AD just the blood pressure pill
A AR okay the united healthcare dual complete isn't for you but the aarp medicare advantage plan has a zero premium and your pill is covered at zero dollars
V AR okay sounds fine
A AR should i enroll you in that one
V AR yes
A SG done your plan starts the first of next month
V NIA great
V NIA oh my daughter says hi
A NIA hi to her too
A SG thanks walter welcome to arizona and stay cool out there
V SG thank you bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, thanks for reaching out to Northstar Benefits. I'm Grace. How can I help?
V WGI hello
V MAI do advantage plans cover hearing aids
A MAI Many do! Some plans include an allowance of $1,000 to $2,500 for hearing aids.
A AQ Could I get your zip code to see what's near you?
V AQ 44107
A AQ And your date of birth?
V AQ 1/30/1948
V NIA sorry my grandson just walked in, one sec
A NIA No problem, take your time!
V NIA ok back
A AD Do you wear hearing aids now?
V AD yes both ears, they are old
A AR The Medical Mutual Secure plan has a $2,000 hearing aid allowance every 3 years and a $0 premium.
V AR nice
A AR Would you like to enroll?
V AR not today, i need to talk to my wife
A SG Of course! Here's my number if you have questions: 888-555-0144. Thanks for chatting, have a good evening!
V SG thank you grace
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling liberty senior health my name is paul this call is recorded
V NIA yeah hi um
V NIA sorry hang on the tv is loud
V WGI okay this is gladys
A WGI hi gladys what can i do for you today
V OT my husband passed last month and i need to cancel his plan
A OT i'm so sorry for your loss gladys
V NIA thank you it's been hard
A NIA i can only imagine please take all the time you need
A OT i can take care of that for you can i have his name and date of birth
V OT harold bishop may third nineteen forty two
A OT thank you i've ended his coverage as of the date he passed and any premium paid after will be refunded to you
V OT do i need to send anything
A OT we'll mail you a form to return with a copy of the death certificate
V NIA okay
A SG is there anything else i can help with today
V SG no thank you for being so kind
A SG you're welcome gladys please take care of yourself
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Clearview Health Plans! I'm Sam. What brings you in today?
V DII does medicare cover dentures
A DII Original Medicare doesn't cover dentures, but dental plans and some Medicare Advantage plans do.
A AQ What's your zip code and birth date so I can check?
V AQ 32505 and 4/4/1950
A AQ Do you have Medicare Advantage now or Original Medicare?
V AQ original
A AD Do you need a full set or a partial?
V AD full upper
A AR The Humana Extend 5000 dental plan covers dentures at 50% after 12 months, $39.99 a month.
V AR 12 months is too long
A AR The Ameritas PrimeStar plan has no waiting period on dentures, $56 a month.
V AR yes that one
A AR Great! I'll email you the application. What's your email?
V AR jlstone@comcast.net
A AR Sent. Please sign when you get it.
V NIA k
A SG Thanks so much! Once you sign, coverage starts the first of next month. Have a great day!
V SG you too
`,
  ),
  conversation(
    'voice',
    `
A WGI good afternoon thanks for calling riverbend advisors this is tony on a recorded line
V WGI hi tony this is carol
A WGI hi carol how can i help you
V OT yes the agent that signed me up last year was very rude and i want to file a complaint
A OT i'm very sorry about that carol i'll take down the details and send it to our compliance team
V OT his name was kevin and he hung up on me twice
A OT okay i've noted that and you'll get a letter in thirty days with what we found
V OT also are you even allowed to sell these plans
A OT yes i'm licensed in your state my license number is on our website and i can mail it to you
V NIA okay well
V NIA thank you for listening
A SG of course carol thank you for letting us know and have a good day
V SG bye now
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling united senior benefits you're speaking with marcus on a recorded line
V NIA hello
A NIA hello can you hear me
V NIA what
A NIA can you hear me okay
V NIA oh yes now i can
A WGI great who am i speaking with
V WGI this is irene
A WGI hi irene how can i help
V MAI i saw a commercial about getting money back on my social security with an advantage plan
A MAI yes some advantage plans have a part b giveback that adds money back to your social security check
A AQ what's your zip code
V AQ two nine two one zero
A AQ and your date of birth
V AQ october eight forty six
A AQ do you get medicaid or extra help
V AQ no
A AD what doctors do you see
V AD dr fields
A AR the humana choice ppo has a ninety dollar a month part b giveback and dr fields is in network
V AR oh that's nice
V AR how do i sign up
A AR i can do it right now if you have your medicare card handy
V AR yes here it is
A AR okay read me the number on it
V AR one a b seven c d nine e f two two
A SG thank you you're enrolled starting on the first
A SG you'll get your welcome packet in about ten days and the giveback starts in two or three months
V SG wonderful thank you marcus
A SG thank you irene bye now
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Jess from Greenleaf Senior Insurance. How can I help?
V NIA hi
V NIA ??
A NIA Hi, I'm here! What can I help you with?
V OT i need a copy of my explanation of benefits from march
A OT I can request that for you. Can you confirm your member ID?
V OT W8821734
A OT Thanks! I've requested a copy of your March EOB. It'll be mailed in 5 to 7 days, or you can download it from the member portal.
V OT i forgot my portal password
A OT You can reset it with the "Forgot password" link on the login page, it sends a code to your email.
V NIA ok ill try
V NIA it worked
A SG Great! Anything else I can help with today?
V SG nope thats all
A SG Thanks for chatting with us, have a great afternoon!
`,
  ),
  conversation(
    'voice',
    `
A WGI hi thanks for calling keystone senior plans this is rachel on a recorded line who do i have
V WGI hi rachel it's ed
A WGI hi ed what can i do for you today
V MPC it's open enrollment and i want to see if there's a cheaper plan than mine
A MPC sure that's what open enrollment is for let's take a look
A AQ what plan do you have now
V AQ i got the blue cross medicare advantage saver
A AQ and your zip
V AQ one seven four zero two
A AD what do you pay now for your drugs
V AD about ninety a month for my inhalers
A AR the highmark freedom blue plan has your inhalers at forty dollars a month and the same zero premium
V AR that saves me fifty bucks
A AR would you like to switch
V AR yes sir i mean ma'am
A SG ha no problem i've submitted the switch it takes effect january first
A SG you're all set ed you'll get a new card before january and your old plan ends on its own
V SG great thanks rachel happy holidays
A SG happy holidays to you too ed
`,
  ),
  conversation(
    'chat',
    `
A WGI Good morning! Welcome to Summit Health Advisors. I'm Luis. How can I help?
V OT what company do you work for exactly? are you medicare?
A OT We're an independent insurance agency. We're not Medicare, but we're licensed to sell plans from several companies.
V OT do you get paid if i sign up
A OT Yes, the insurance company pays us a commission, and it doesn't change what you pay.
V NIA hmm ok
V MAI then what plans do you have with dental
A MAI We have several Medicare Advantage plans with dental. Would you like me to check which are in your area?
V MAI sure
A AQ What's your zip code?
V AQ 60610
A AQ And your date of birth?
V AQ 8/8/1957
A AR The Aetna Eagle plan has $0 premium and $1,500 a year for dental. The BCBS Basic plan has $0 premium and $1,000.
V AR ill think about it
A SG Of course! Reach out anytime. Have a great day!
V SG bye
`,
  ),
  conversation(
    'voice',
    `
A WGI thank you for calling heritage health partners this is nadia on a recorded line may i have your name
V WGI it's otis
A WGI hi otis how can i help you
V DII i want to know about a dental plan for implants
A DII okay implants are covered by some dental plans usually after a waiting period
A AQ what's your zip code otis
V AQ six four one one one
A AQ and how old are you
V AQ seventy
A AD how many implants does your dentist say you need
V AD two on the bottom
A NIA okay one moment while i look
V NIA sure
A AR the physicians mutual preferred plan covers implants at fifty percent after twelve months for forty eight dollars a month
V AR i'll take it
A AR great i'll need a card or bank account for the first payment
V AR put it on my visa
A AR okay go ahead with the number when you're ready
V AR four one one one two two two two three three three three four four four four
A SG and it's processed you're enrolled
A SG your id card will come in the mail within two weeks and your coverage starts the first
V SG thank you nadia have a nice evening
A SG you too otis goodbye
`,
  ),
  conversation(
    'voice',
    `
A WGI thanks for calling great plains medicare services my name is jordan this call is recorded
V WGI hi jordan i'm lucille
A WGI hi lucille what can i help you with today
V OT i need to speak with someone in the pharmacy department about a prior authorization
A OT okay i can transfer you to pharmacy services they handle prior authorizations
V OT how long is the wait
A OT it's about five minutes right now
V NIA oh dear
V NIA well okay
A SG alright lucille i'm transferring you now thanks for calling and have a good day
V SG thank you
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, welcome to Coastal Senior Benefits! I'm Maya. How can I help?
V MAI looking at medicare advantage for my mom
A MAI Happy to help! Is your mom on the chat with you or are you helping on her behalf?
V MAI on her behalf, shes next to me
A AQ Great. What's her zip code and date of birth?
V AQ 33139, 2/14/1944
A AQ Does she have Medicaid?
V AQ yes she does
A AD Does she see any specialists?
V AD a kidney doctor
V NIA brb
V NIA back sorry
A NIA No worries!
A AR The Simply Complete plan is a $0 plan for people with Medicare and Medicaid, and her kidney doctor is in network.
V AR ok lets enroll her
A AR Great! I'll need to call to complete it with her on the line. What's the best number?
V AR 305-555-0117
A AR Thanks! I'll call in 5 minutes.
A SG Thank you for chatting! Talk soon.
V SG thanks maya
`,
  ),
  conversation(
    'voice',
    `
A WGI hi this is trevor with bright path insurance on a recorded line how are you today
V WGI doing okay this is annette
V NIA sorry i'm driving so if i cut out that's why
A NIA no problem annette
A WGI what can i help you with
V MPC you all sent me a letter that my plan is being discontinued next year what do i do
A MPC i'm sorry about that when a plan ends you get a special period to pick a new one so you won't lose coverage
V NIA okay
V MPC so i need to pick a new plan
A MPC yes let's find you one now or we can set up a time that's better for you
V MPC let's do it later i'm in the car
A SG sure thing i'll call you tomorrow at ten drive safe annette
V SG thanks trevor bye
`,
  ),
];
