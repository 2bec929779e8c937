/** More labelled training conversations (see training-conversations.ts): typed web chats. */
import { conversation, type TrainingConversation } from './training-format.js';

export const TRAINING_CONVERSATIONS_C: readonly TrainingConversation[] = [
  conversation(
    'chat',
    `
A WGI Hello and welcome to Sunridge Senior Health! My name is Priya. May I have your name please?
V WGI gloria
A WGI Hi Gloria, thank you for reaching out today 😊 How may I assist you?
V MAI hi i got a card in the mail about medicaid advantage plans w/ dental and otc
V MAI i mean medicare lol
A MAI No worries! That sounds like a Medicare Advantage plan, also called Part C. Many of them include dental, vision and an OTC allowance.
V MAI is it free? the card said $0 premuim
A MAI Many plans in your area have a $0 monthly premium. You would still keep paying your Part B premium.
V MAI ok good thats what i want
A AQ Great! I just need a few quick questions to check what's available. What is your zip code?
V AQ 85710
A AQ Thank you. And your dob?
V AQ 3/14/1956
A AQ Do you have both Medicare Part A and Part B?
V AQ yes both
A AQ Are you enrolled in any Medicare plan or a supplement right now?
V AQ no just original
A AQ Do you receive Medicaid or Extra Help with prescriptions?
V AQ no
A AD Thank you! Do you have a primary care doctor you'd like to keep?
V AD dr feinberg at tucson medical
A AD And what prescriptions do you take?
V AD lisinopril, atorvastatin
V AD and eye drops for glaucoma, latanoprost
A AD Which pharmacy do you use?
V AD cvs on broadway
A AD Of dental, vision, hearing and OTC, which matters most to you?
V AD dental for sure then otc
A NIA Thank you for your patience, one moment while I look at plans.
V NIA k
A AR The Sunridge Desert Advantage HMO is $0 a month. Dr. Feinberg is in network, and all 3 of your meds are $0-$10 at CVS.
A AR It includes $2,500/yr for dental and a $75 quarterly OTC allowance. The max out of pocket is $4,200.
V AR whats the specialist copay
A AR $35 per specialist visit and $0 for your primary care.
V AR ok thats good, how do i sign up
A AR I can enroll you right here in the chat. Please type your Medicare number from your red, white and blue card.
V AR 5TG2-WE8-LK41
A AR Thank you. Is your mailing address the same as your home address?
V AR yes
A AR You're all set! Your coverage starts on the 1st of next month.
A SG Your ID card should arrive in 7-10 days and you'll get a welcome call. Thank you for choosing Sunridge, Gloria!
V SG thank u so much priya 🙏
A SG You're very welcome! Have a wonderful day 😊
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there! You're chatting with Marcus from Pearlcrest Dental. How can I help today?
V DII hi need dentl insurance
V DII i have 2 cracked teeth and prob need crowns
A DII Sorry to hear that! So you're looking for a plan that covers crowns?
V DII yes asap
A DII Just so you know, most dental plans have a waiting period for major work like crowns, usually 6-12 months. Some have none.
V DII ugh. which ones have none
A DII A few of our plans waive the waiting period on major services, I can check which ones fit you.
A WGI May I get your name first?
V WGI kevin
A AQ Thanks Kevin! What's your zip code?
V AQ 60614
A AQ And how old are you?
V AQ 38
A AQ Do you have dental coverage right now, through an employer or otherwise?
V AQ no im a contractor
A AD Do you have a dentist you want to keep seeing?
V AD dr okafor on clark st
A AD And what's your monthly budget?
V AD idk like 50?
A AD Anything else you need besides the crowns? Cleanings, implants, braces?
V AD cleanings 2x a year
A NIA one sec
V NIA np
A AR OK Kevin, the Pearlcrest Complete Plus is $48/mo with no waiting period on crowns. Crowns are covered at 50% after a $50 deductible.
A AR Cleanings are 100% covered, 2 per year. The annual max is $1,500 and Dr. Okafor is in network.
V AR so a crown is like 1200, i pay 600?
A AR Roughly, plus the deductible the first time. The in-network price at Dr. Okafor may be lower too.
V NIA hmm ok
V AR is there a cheaper one
A AR The Pearlcrest Basic is $29/mo but it has a 12 month wait on crowns.
V AR nah ill do complete plus
A AR Great choice! To enroll I'll need your home address and a card or bank account for the first premium.
V AR 2241 n halsted apt 3, card is fine
A AR Please use the secure payment link I just sent in the chat 🔒
V AR done
A AR Payment received. Your policy is active on the 1st.
A SG You'll get your ID card by email today. Thanks for choosing Pearlcrest, Kevin!
V SG thx man
A SG Take care and good luck with those teeth 😊
`,
  ),
  conversation(
    'chat',
    `
A WGI Thank you for contacting Harborview Health Plans. This is Denise. How may I help you today?
V OT why did u charge me twice this month
V OT i see 2 payments of 62.40 on my bank statement
A OT I'm sorry about that! I'd be happy to look into the charges. Can I have your policy number and full name?
V OT HV-20391877 ruth castellano
A NIA Thank you, Ruth. One moment please.
V NIA ok
A OT I see it. The autopay ran on the 1st and a manual payment was also made on the 3rd.
V OT i didnt make any manual payment
V OT my daughter maybe did?? idk
A OT It may have been made through the member portal. Either way, I can refund the duplicate $62.40 to your card.
V OT yes pls
A OT Done. The refund takes 5-7 business days to show up.
V OT ok but this is the 2nd time this happened. i want to talk to a supervisor
A OT I understand your frustration. I can request a supervisor callback within 24 hours, would that work?
V OT yes
A OT What's the best phone number for the callback?
V OT 508-555-0143
A OT I've submitted it. A supervisor will call you by tomorrow afternoon.
V OT also my premium went up from 55 to 62 and nobody told me
A OT I'm sorry you weren't notified. The rate change letter went out in October, it's the annual adjustment on your plan. The supervisor can go over it with you too.
V OT its ridiculous
A OT Is there anything else I can help with on your account?
V OT no
A SG Thank you for your patience, Ruth. Your refund confirmation number is RF-88213. Have a good evening.
V SG bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, welcome to ClearPath Medicare Solutions! I'm Jordan. Who do I have the pleasure of chatting with?
V WGI hello this is Bernard
A WGI Hi Bernard! What brings you in today?
V MPC my cardiologist just told me hes leaving my plans network in january
V MPC so i need to switch to a plan he takes
A MPC I'm sorry to hear that, it's a common reason to switch. The good news is the Annual Enrollment Period runs Oct 15 - Dec 7, so we can change your plan for Jan 1.
V MPC ok good ty that helps. can u do it today
A MPC Yes, we can take care of it today right here in the chat.
A AQ Which plan and carrier are you on now?
V AQ Cascade Care Advantage PPO
A AQ Thanks. And your zip code?
V AQ 97401
A AQ dob please?
V AQ 11/30/1949
A AQ Are your Parts A and B both still active?
V AQ yes
A AD What's the name of your cardiologist?
V AD dr anand mehta, oregon heart center
A AD Any other doctors you want to keep?
V AD my pcp dr linda voss
A AD What medications are you taking?
V AD eliquis, metoprolol, and lasix
A AD Is the monthly premium important to you, or more the copays?
V AD i dont mind paying some premium if the eliquis is cheaper, its $140 a month now
A NIA Let me check, just a minute.
A AR Bernard, the Willamette Choice PPO has Dr. Mehta and Dr. Voss in network. The premium is $28/mo.
A AR Eliquis is tier 3 at $47/month. Metoprolol and Lasix are $0.
V AR wow thats way less than 140
A AR Yes! The specialist copay is $40 and your max out of pocket is $5,900.
V AR what if i go see my son in california
A AR The PPO covers you out of network nationwide at a higher copay, and emergencies are covered anywhere.
A AD By the way, do you travel often? I can also look at plans with a travel benefit.
V AD only like twice a year
A AR Then the Willamette Choice should work fine. Would you like to switch to it effective January 1?
V AR yes lets do it
A AR Perfect. Your Cascade plan ends automatically on Dec 31 when the new one starts. I'll need your Medicare number.
V AR 3KM8-TR2-PQ66
A AR Got it, you're enrolled! Confirmation number WC-55021.
V NIA 👍
A SG You'll get your new card by late December. Thank you Bernard and happy holidays! 🎄
V SG u too thx bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Good afternoon! Thanks for visiting Lakeshore Benefits Group. My name is Alicia. How can I help you today?
V MAI hi. i want one of those medicare advantage plans w the grocery card
A MAI Happy to help! Some Medicare Advantage plans do include a grocery or healthy food allowance, mainly for members with certain chronic conditions.
V NIA ok
A WGI May I have your name?
V WGI tanya
A AQ Thanks Tanya! To see what you qualify for, how old are you?
V AQ 61
A AQ Do you currently have Medicare Part A or Part B, for example through disability?
V AQ no i dont have medicare yet. i thought anyone could get these
A AQ I understand. Medicare Advantage plans are only for people who have Medicare Parts A and B, usually starting at 65 or after 24 months on disability.
V AQ oh. so i cant get it
A AQ Not yet, unfortunately. You'd become eligible 3 months before your 65th birthday.
V OT what do i do for now then
A OT For coverage before 65 you could look at the ACA marketplace, and our individual health team can help with that. Want me to transfer you?
V OT no thats ok ill look myself
V SG thx for being honest tho
A SG Of course! Feel free to come back when you're close to 65 and we'll get you set up. Have a great day, Tanya 😊
V SG u too bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Evergreen Medicare Plans member chat! I'm Sam. How may I help you?
V OT i lost my insurance card
V OT wallet got stolen at the bus stop 😩
A OT Oh no, I'm so sorry to hear that! I can order you a replacement ID card right away.
A OT Can you confirm your member ID or your full name and date of birth so I can find your account?
V OT harold brenneman 2/9/1947
A NIA Thank you Harold, one moment.
A OT I found your account. Should I send the new card to 14 Birch Lane, Scranton PA?
V OT no i moved last month
V OT new address is 880 Pine st apt 2B, Dunmore PA 18512
A OT Thanks! I've updated your address. Since Dunmore is in the same county, your plan and doctors stay the same.
V OT oh good
A OT Your new card will arrive in 7-10 business days. In the meantime you can print a temporary card from the member portal.
V OT i dont do computers
A OT No problem. Your pharmacy can also look up your coverage with your name and date of birth until the card arrives.
V OT ok that helps ty
A OT You're welcome! Would you like me to update your phone number as well?
V OT no same phone
A OT Is there anything else I can help you with today?
V OT no thats all
A SG Thank you for being an Evergreen member, Harold. Take care and stay safe!
V SG thank you sam
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! 👋 This is Renee with Golden Years Insurance Advisors. Who am I chatting with?
V WGI Deborah
A WGI Nice to meet you Deborah! What can I help you with?
V MAI Ok so I turned 65 in March and ever since then I have been getting mail every single day about Medicare Advantage plans and I honestly do not understand the difference between them and what I have now. My neighbor has one that gives her money for groceries and pays for her glasses and she says she pays nothing, but my sister says those plans are a trap and you can't see your own doctors. I just want someone to explain it to me plainly because I am tired of the phone calls.
A MAI I completely understand, Deborah, and I'm happy to explain! A Medicare Advantage plan replaces Original Medicare with a private plan that covers the same hospital and doctor services, usually plus drugs, dental and vision.
A MAI Many have a $0 premium. The tradeoff is that most use a network, so you'd want a plan your doctors accept. That's what your sister means.
V MAI ok that makes sense
V MAI so if my doctors are in it its fine?
A MAI Exactly, that's the most important thing we check.
A AQ Let's see what's in your area. What is your zip code?
V AQ 44122
A AQ Thank you! Do you have both Part A and Part B, and when did they start?
V AQ both, march 1 this year
A AQ Do you have any other coverage, like a retiree plan from an employer?
V AQ no i had my husbands work insurance til he retired
A AQ Any Medicaid or Extra Help?
V AQ no
A AD Which doctors would you like to keep?
V AD dr patel at cleveland clinic beachwood and my eye dr, dr simmons
A AD Any prescriptions?
V AD just synthroid
A AD Which pharmacy?
V AD giant eagle
A NIA One moment while I search 🔍
A AR OK! The Lakeview Medicare Advantage PPO is $0/mo. Dr. Patel and Dr. Simmons are both in network.
A AR Synthroid is $0 at Giant Eagle. It gives you $200/yr for glasses, $1,000 dental, and the max out of pocket is $4,900.
V AR and the grocery money?
A AR This plan doesn't have a grocery card. Those are usually on special needs plans for certain chronic conditions.
V AR ok i dont really need that anyway
A AD Is there anything else important to you, like hearing aids or a gym membership?
V AD a gym would be nice actually
A AR Good news, the Lakeview PPO includes a fitness membership at no cost.
V AR perfect, i wanted a gym
V AR can i think about it and call back?
A AR Of course! I'll email you a summary of the Lakeview PPO so you can go over it.
V AR ok my email is deb.kowalski56@example.com
A SG Sent! You can reach me at 1-800-555-0199 ext 42. Thanks for chatting, Deborah!
V SG thank you renee you were very helpful 😊
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello, thank you for contacting SmileGuard Dental. My name is Oscar. How may I assist you?
V DII does medicaid cover dentures
V DII sorry medicare
A DII Great question! Original Medicare doesn't cover routine dental or dentures. That's why many people get a separate dental plan.
V DII ok so i need one of those
A DII We have dental plans that cover dentures, usually after a waiting period.
V DII how long is the wait
A DII It varies, from 0 to 12 months depending on the plan.
A WGI May I have your name please?
V WGI walter
A AQ Thanks Walter! How old are you?
V AQ 74
A AQ And your zip?
V AQ 29407
A AQ Do you have any dental coverage now, for example through a Medicare Advantage plan?
V AQ no just medicare and a supplement plan g
A AD Do you need a full set of dentures or partials?
V AD full upper, i have some bottom teeth left
A AD Do you have a dentist already?
V AD dr harmon in west ashley
A AD Is a lower monthly cost or a shorter wait more important to you?
V AD shorter wait. i cant chew right
A AR I'd recommend the SmileGuard Senior Plus. It's $52.80/mo, dentures are covered at 50% after a 6 month wait, and there's no waiting period on extractions.
V AR 52.80 wow
V NIA ok
A AR The annual max is $2,000 and Dr. Harmon is in network.
V AR hey while i have you, my bill for my plan g went up this year why is that
A OT I'm sorry, I don't have access to your supplement billing since it's with another company. Their member services number is on the back of your card.
V OT ok ill call them
A AR Would you like to go ahead with the Senior Plus?
V AR yes
A AR Great. What's your mailing address?
V AR 32 ashley hall rd charleston sc 29407
A AR And would you like to pay by card or by bank draft each month?
V AR bank draft
A AR Please enter your routing and account numbers in the secure form in the chat.
V AR ok done
A AR Thank you! You're enrolled and coverage starts on the 1st.
A SG Your welcome packet will come by mail in about a week. Thanks for choosing SmileGuard, Walter!
V SG thanks bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, thanks for reaching out to Meridian Senior Advisors! I'm Kayla. How can I help?
V OT how did u get my email
V OT i never signed up for anything
A OT I'm sorry for the confusion! Our emails usually go to people who requested info on a website or a mailer reply card. I can check where your request came from.
V OT i didnt request anything
A OT Understood. I'd be happy to remove you from our list. What email address should I remove?
V OT frank.dellarosa@example.net
A OT Done, you've been removed from all our emails. It can take up to 10 days for the last ones to stop.
V OT 10 days??
A OT I'm sorry, that's how long our mailing system takes to update. You won't get any new campaigns after today.
V OT and i dont want calls either
A OT I've also added your number to our do-not-call list. May I have the number to be sure?
V OT 732-555-0188
A OT Thank you, it's added.
V NIA k
A SG Sorry again for the trouble, Frank. Have a good day.
`,
  ),
  conversation(
    'chat',
    `
A WGI Thank you for chatting with Palmetto Plan Finders! My name is Luis. May I have your name?
V WGI hi luis its carol
A WGI Hi Carol! How can I help you today?
V MPC we just moved from ohio to florida to be near my daughter
V MPC my humana plan says its not good here?
A MPC Welcome to Florida! Yes, when you move out of your plan's service area you get a Special Enrollment Period to pick a new plan.
V MPC oh ok. how long do i have
A MPC You have the month you moved plus 2 more months. When did you move?
V MPC sept 20
A MPC Then you have until the end of November, so we have time.
A AQ What's your new zip code?
V AQ 34232
A AQ Sarasota, great. And your dob?
V AQ 6/6/1953
A AQ Do you have Medicare Parts A and B?
V AQ yes
A AQ What's the exact name of your current plan?
V AQ humana gold plus hmo i think, in columbus
A AQ Thanks. Do you get Extra Help or Medicaid?
V AQ no
A AD Do you have any doctors in Sarasota yet?
V AD no i need new ones
A AD Any medications?
V AD januvia and metformin
V AD and a cholesterol one, crestor
A AD What pharmacy will you use here?
V AD publix
A AD What matters most to you in a plan?
V AD low drug costs. the januvia was expensive on my old one
A NIA Thanks Carol! Give me a moment.
V NIA sure
A AR The Gulfside Advantage HMO is $0/mo. Januvia is a preferred brand at $35/month, and metformin and Crestor are $0 at Publix.
A AR Primary care is $0, specialists $30, and the max out of pocket is $3,900.
V AR thats good. are there doctors near me
A AR Yes, there are 40+ primary care doctors in network within 5 miles of 34232. I can send you a list.
V AR pls do
A AR Sent to the chat 📄 Would you like to enroll in the Gulfside Advantage?
V AR yes
A AR Great! Please type your Medicare number.
V AR 7HJ4-LD9-XM23
A AR And your new street address in Sarasota?
V AR 1415 palm view dr sarasota fl 34232
A AR All set! Your coverage starts November 1, and the old plan ends automatically.
A SG You'll get your card in 7-10 days. Thanks Carol, and welcome to Sarasota! 🌴
V SG ty luis 🙏
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi and welcome to Unity Health Connect! I'm Tamara. What's your name?
V WGI rosa
A WGI Hi Rosa! How can I help you today?
V MAI i have medicare and medicaid both and someone told me theres a plan that gives more stuff
A MAI Yes! There are Medicare Advantage plans made for people with both Medicare and Medicaid. They're called Dual Special Needs Plans, or D-SNPs.
V MAI what kind of stuff
A MAI Often a bigger OTC allowance, dental, vision, hearing, rides to appointments, and sometimes a card for groceries and utilities.
V MAI rides would help a lot i dont drive
A MAI Many D-SNPs include rides to doctor visits and the pharmacy.
V NIA ok
A AQ Let me check what's in your area. What's your zip code?
V AQ 78207
A AQ And your date of birth?
V AQ 01/22/1958
A AQ Are you on Medicare because of disability?
V AQ yes ssdi
A AQ Do you have Parts A and B?
V AQ yes
A AQ And what kind of Medicaid do you have, full Medicaid or help paying the Part B premium?
V AQ full medicaid, i have the star card
A AQ Are you in any Medicare plan now?
V AQ i think just regular
A AD Thank you! Do you have doctors you want to keep?
V AD dr guerrero at the clinic on zarzamora
A AD What medicines do you take?
V AD gabapentin, insulin lantus, and omeprazole
A AD Which pharmacy?
V AD heb
A AD Besides rides, what else is important to you?
V AD the otc and dentl
A NIA Thank you Rosa, let me look 🙂
V NIA 👍
A AR The Alamo Dual Complete HMO D-SNP is $0/mo. Dr. Guerrero is in network and with your Medicaid your drug copays are $0-$4.
A AR It has 48 one-way rides a year, $250 every 3 months for OTC and groceries, and $3,000 in dental.
V AR 😮 thats a lot
V AR do i lose my medicaid
A AR No, you keep your Medicaid. The plan works with it, so you shouldn't have copays for most services.
V AR ok i want it
A AR Wonderful! To enroll, please type your Medicare number.
V AR 2RT9-QW4-HN88
A AR And is your mailing address 512 Zarzamora, apt 4?
V AR yes
A AR You're enrolled! Coverage begins the 1st of next month.
A SG Your ID card and OTC card will come in the mail. A welcome team will also call you. Thank you Rosa! 😊
V SG gracias tamara
A SG De nada! Take care!
`,
  ),
  conversation(
    'chat',
    `
A WGI Thanks for contacting Bluewater Health member services. This is Gregory. How can I help?
V OT my claim got denied for my mri and now i got a bill for 1800
V OT i have your plan for 3 years i shouldnt be paying this
A OT I'm sorry to hear that. I'd be glad to look into the claim. Can I have your member ID?
V OT BWH774120936
A NIA Thank you, one moment please.
V NIA ok
A OT I see the claim from Lakeside Imaging on 8/14. It was denied because no prior authorization was on file.
V OT my doctor said he sent it
A OT It's possible it was sent but not completed. You have the right to appeal, and your doctor can send the authorization retroactively.
V OT how do i do that
A OT The claims department handles appeals. I can transfer you to them now, or give you the number.
V OT transfer pls
A OT Sure. Before I do, I'll add a note so you don't have to repeat everything.
V NIA thx
A OT Note added. Also, don't pay the $1,800 bill while the appeal is open. You can tell Lakeside it's under review.
V OT ok good to know
A OT Transferring you to claims now. The wait is about 4 minutes.
V NIA k
A SG Thank you for your patience, and I hope it gets sorted quickly. Have a good day!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hey there! Welcome to BrightPath Dental Benefits. I'm Nina. How can I help?
V DII hi looking for dental for my family
V DII me my husband and 2 kids
A DII Happy to help! Are you looking for preventive care, or also things like braces for the kids?
V DII braces for my son prob next year, hes 12
V DII and cleanings for everyone obv
A DII Got it. Just so you know, orthodontics usually has a 12 month waiting period and a lifetime max.
V DII ok thats fine if its next year
A WGI What's your name, by the way?
V WGI jess
A AQ Thanks Jess! What's your zip code?
V AQ 30084
A AQ And what are the ages of everyone on the plan?
V AQ me 39 husband 41 kids 12 and 8
A AQ Do any of you have dental coverage right now?
V AQ no my husbands job dropped it in june
A AD Do you have a family dentist you'd like to keep?
V AD yes tucker family dental
A AD And what would you like to keep the monthly cost under?
V AD idk what's normal
V AD like 100 for all of us?
A NIA one sec, checking
V NIA actually i have to go pick up my daughter
V NIA sorry
A SG No worries at all! I can email you our family plan options if you'd like.
V SG yes pls jess.hollings@example.com
A SG Sent! Have a great afternoon, Jess 😊
V SG ty bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Keystone Medicare Partners! My name is Anthony. Who am I chatting with?
V WGI dolores
A WGI Hi Dolores! What can I do for you today?
V MPC my medigap plan f is now 289 a month and i cant afford it anymore
V MPC i want to drop it and get something cheaper
A MPC I understand, Plan F premiums go up a lot with age. Many people in your situation switch to a Medicare Advantage plan during Annual Enrollment.
V MPC what do i lose if i drop it
A MPC With Medicare Advantage you'd have copays and a network instead of Plan F's near-zero costs. The upside is a much lower premium and often dental and vision.
V MPC ok i need the lower premium
A MPC That's understandable. We can make the switch for January 1.
A AQ Do you have a separate Part D drug plan now, or is it all with one company?
V AQ separate, its with wellcare
A AQ And who is your Plan F through?
V AQ mutual of omaha
A AQ Thank you. What's your zip code?
V AQ 17601
A AQ And your age?
V AQ 81
A AQ Do you have Parts A and B?
V AQ yes
A AD Do you have doctors you really want to keep?
V AD my heart doctor dr kline at lancaster general
V AD and dr yoder my family dr
A AD What medications?
V AD plavix, lipitor, amlodipine, and i use an inhaler sometimes, breo
A AD How about pharmacy?
V AD rite aid
A AD How much do you think you could spend on a premium per month?
V AD under 50
A NIA Thank you Dolores, I'm checking now.
V NIA ok thx
A AR The Susquehanna Advantage PPO is $0/mo and includes drug coverage, so it replaces both your Plan F and your Wellcare Part D.
A AR Dr. Kline and Dr. Yoder are in network. Your meds would be about $25/month total, mostly the Breo.
V AR so i go from 289 plus my part d to 0?
A AR Yes, though you'd pay copays when you use care, like $10 for Dr. Yoder and $40 for Dr. Kline. The max out of pocket is $6,200.
V AR thats scary, the 6200
A AR I understand. It's the most you'd pay in a year if something big happened. Most members pay far less.
V NIA ok
V AR can i go back to plan f later if i dont like it
A AR You might be able to, but after your first year a Medigap company can deny you based on your health. I want you to know that before deciding.
V AR i understand. i still want to do it, i cant pay 289
A AR Okay. I'll enroll you for Jan 1. Please type your Medicare number.
V AR 9PL2-MN6-VC41
A AR Thank you. Don't cancel your Plan F until your new card arrives, and then call Mutual of Omaha to cancel it as of Dec 31.
V AR ok i wrote that down
A SG You're all set! You'll get your card by mid-December. Thank you, Dolores, and call me if you have any questions.
V SG thank you anthony 🙏 bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Thanks for visiting SilverLine Insurance Services. I'm Heather. How can I help?
V OT r u a licensed agent
A OT Yes! I'm a licensed health insurance agent in North Carolina and 22 other states. My NPN is 18840233 if you'd like to look it up.
V OT ok just checking, too many scams
A OT Totally understandable, it's smart to check.
V MAI i want to know about medicare advantage, my friend has one with free dental
A MAI Happy to help! Medicare Advantage plans often include dental, and many have a $0 premium.
V MAI do they cover dentures? i need a partial
A MAI Some do. The dental allowance varies a lot by plan, from $500 to $4,000 a year, so we'd look for one with a higher dental benefit.
V NIA ok
A WGI May I have your name?
V WGI earl
A AQ Thanks Earl! What's your zip code?
V AQ 27103
A AQ And your dob?
V AQ 8-19-1955
A AQ Do you have Medicare Part A and B?
V AQ yes
A AQ Any current plan, supplement, or coverage from work or the VA?
V AQ i have va but i dont use it much
A AQ Thanks. Any Medicaid?
V AQ no
A AD Who is your primary doctor?
V AD dr whitfield at novant
A AD Any medications?
V AD metformin and a blood pressure pill, losartan
A AD Pharmacy?
V AD walmart
A NIA Thanks, give me one moment.
A AR Earl, the Piedmont Dental Plus HMO is $0/mo with $3,500/yr in dental, which can cover your partial. Dr. Whitfield is in network.
A AR Metformin and losartan are $0 at Walmart, and you can keep using the VA too.
V AR can i still go to the va?
A AR Yes. Your VA benefits don't change. You can use either one.
V NIA ok good
V AR sign me up
A AR Great! Please type your Medicare number.
V AR 4DF6-KP1-WR55
A AR And your mailing address?
V AR 2906 reynolda rd winston salem nc 27106
A AR You're enrolled, effective the 1st of next month.
A SG Watch for your welcome kit in the mail. Thank you for your service, Earl, and for chatting with me today!
V SG ty heather 👍
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, you've reached Crestmark Senior Benefits. My name is Derrick. How may I help you?
V OT i need to change the beneficiary on my life insurance
A OT Thanks for reaching out! We only handle Medicare and dental plans here, so I'm not able to change a life insurance policy.
V OT oh. who do i call
A OT Which company is your life insurance with?
V OT colonial penn
A OT You'd want to call Colonial Penn directly. Their customer service number should be on your policy or their website.
V NIA ok
V OT sorry wrong place lol
A OT No problem at all!
A SG Have a great day!
V SG u too
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Riverbend Medicare Help! I'm Monique 😊 Who am I chatting with?
V WGI larry
A WGI Hi Larry! What can I help you with today?
V MAI do any advantage plans have the gym thing
V MAI like silver sneakers
A MAI Yes! Most Medicare Advantage plans include a fitness benefit like SilverSneakers or a similar program, at no extra cost.
V MAI at any gym?
A MAI It depends on the program, but usually thousands of gyms take it, including YMCAs and Planet Fitness.
V NIA nice
A AQ Let me find the plans near you. What's your zip?
V AQ 55123
A AQ And how old are you?
V AQ 66
A AQ Do you have a Medicare plan now?
V AQ no i have insurance thru my job still
A AD Okay! Do you have a doctor you'd like to keep?
V AD dr lindqvist at health partners
A AD Any prescriptions?
V AD none 💪
A AD Nice! What matters most besides the gym?
V AD low premium and dental
A AQ One more thing, since you're still working: do you have Medicare Part B yet, or only Part A?
V AQ only A, i didnt take B yet
A AQ OK. You'd need Part B to join an Advantage plan. When does your work coverage end?
V AQ im retiring end of january
A AQ Then you can sign up for Part B to start February 1, and we can have a plan start the same day.
V AQ ok how do i get part b
A AQ You apply through Social Security online with form CMS-40B and the employer form CMS-L564.
V NIA k
A AR Once Part B is set, the Twin Cities Active Advantage HMO would fit you. It's $0/mo, includes SilverSneakers and $1,500 in dental, and Dr. Lindqvist is in network.
V AR thats perfect
V AR can we do it now or do i wait
A AR We can start the application once you have your Part B start date. Just chat back in or call me.
V AR ok will do
A SG You're welcome, Larry! Here's my direct line, 651-555-0117. Enjoy your retirement! 🎉
V SG thanks!!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! This is Carmen at ToothTrust Dental Plans. How can I help you today?
V DII how much r implants
V DII with insurance
A DII Good question! Implants are usually covered at 50% after a waiting period of 12 months on most plans. Some plans don't cover them at all.
V DII 12 months is long
A DII I understand. We do have one plan with a 6 month wait on implants.
V NIA hm
A WGI May I have your name?
V NIA hello?
A NIA Yes, I'm here!
A WGI May I have your name?
V WGI pat
A AQ Thanks Pat! How old are you and what's your zip code?
V AQ 57 and 43215
A AQ Do you have any dental coverage now?
V AQ no
A AD How many implants do you think you'll need?
V AD 1 maybe 2, lower molars
A NIA Thanks! Let me pull up that plan.
A NIA Pat, are you still there?
A NIA It looks like you may have stepped away.
A SG I'll close this chat for now. Feel free to reach out anytime, we're here 8am-8pm. Have a great day!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there, thank you for contacting Northstar Medicare Advisors. My name is Kim. How may I help you?
V MPC hi kim, im so frustrated with my current plan
V MPC every test my dr orders needs a prior auth and it takes weeks
A MPC I'm sorry you're dealing with that. It's one of the most common reasons people want to switch plans.
V MPC i want one where i dont have to wait for everything
A MPC Got it. Some plans, especially PPOs, require fewer prior authorizations. We can look at those for you.
V MPC yes pls
A WGI May I have your name?
V WGI gary stoltz
A AQ Thanks Gary. Which plan are you on now?
V AQ prairie health advantage hmo
A AQ And your zip code?
V AQ 68144
A AQ Your dob?
V AQ 4/1/1951
A AQ Parts A and B active?
V AQ yep
A AD Who are the doctors you want to keep?
V AD dr brandt my pcp and dr osei my oncologist
A AD Are you in active treatment with Dr. Osei?
V AD no im in remission, just checkups every 6 months
A AD That's great to hear. What medicines do you take?
V AD tamoxifen and vitamin d
A AD Which pharmacy?
V AD hy-vee
A AD Would you pay a small premium for more flexibility?
V AD yes up to 60 or so
A NIA Thank you, one moment while I compare.
A AR The Heartland Open Access PPO is $42/mo. Dr. Brandt and Dr. Osei are both in network, and it doesn't need referrals for specialists.
A AR Prior authorization is only needed for a short list of services. Your imaging checkups wouldn't need it in network.
V AR what about the tamoxifen
A AR Tamoxifen is tier 2, $8/month at Hy-Vee.
V AR and if something comes back with the cancer
A AR Chemo and radiation are covered at 20% coinsurance up to the $5,400 max out of pocket.
V NIA ok
A AD Do you see any other specialists, like a dermatologist or a cardiologist?
V AD dermatologist once a year, dr chu
A AR Dr. Chu is in network too.
V AR great lets switch
A AR Perfect. I'll enroll you for Jan 1. Please type your Medicare number.
V AR 6QW3-ER7-TY92
A AR Done! Your Prairie Health plan will end Dec 31 automatically.
A SG Watch for your new card in December. Thank you, Gary. Wishing you good health!
V SG thx kim
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Summit Benefits Group member chat. This is Rachel. How can I help?
V OT i want to file a complaint
V OT the agent who signed me up last week was so rude and he hung up on me when i asked a question
A OT I'm really sorry that happened. That isn't the experience we want you to have.
A OT Could you tell me the agent's name and the date of the call?
V OT i think his name was brad, it was tuesday
A OT Thank you. I've filed a formal complaint with our compliance team. They review every call.
V OT i want to talk to a supervisor
A OT Of course. Let me see who's available.
A NIA Please hold for a moment.
V NIA ok
A OT A supervisor, Ms. Alvarez, can call you in about 30 minutes. What's the best number?
V OT 412-555-0176
A OT Got it. Was there a question about your plan you didn't get answered? I may be able to help with that now.
V OT yes, when does my plan start
A OT Your plan starts on the 1st of next month. Your ID card was mailed yesterday.
V NIA ok thank you
V NIA at least someone is nice
A OT I appreciate that. Is there anything else I can do?
V OT no
A SG Thank you for letting us know, and again I apologize. Ms. Alvarez will call you shortly. Take care.
`,
  ),
  conversation(
    'chat',
    `
A WGI Good morning and welcome to Horizon Senior Solutions! I'm Brianna. May I have your name?
V WGI hi its michael
A WGI Hi Michael! How can I help you today?
V MAI im turning 65 in april and trying to figure out medicare
V MAI should i get an advantage plan? everyone keeps saying to
A MAI Congrats on turning 65! A Medicare Advantage plan is one option. It bundles your hospital, doctor and usually drug coverage into one plan, often with dental and vision.
V MAI vs what
A MAI Versus Original Medicare plus a Medigap supplement and a separate Part D plan. That's usually more per month but has no network.
V MAI ok i think advantage makes sense for me, i dont want to pay a lot
A MAI Sounds good! Let's see what plans are available to you.
A AQ What is your date of birth?
V AQ 4/17/1961
A AQ And your zip code?
V AQ 32828
A AQ Have you enrolled in Part A and Part B yet?
V AQ i applied online last week
A AQ Great. Did you pick April 1 as your start date for both?
V AQ i think so, it said effective 04/01
A AQ Perfect. Do you have coverage now, like through work?
V AQ marketplace plan, florida blue
A AD What doctors do you see?
V AD just my pcp dr nguyen at advent health
A AD Any medications?
V AD omeprazole and sometimes flonase
A AD What pharmacy?
V AD walgreens
A AD What's most important to you in a plan?
V AD low cost, and i need glasses bad lol
A NIA Haha we can help with that! One moment 👓
A AR The Orlando Advantage Choice HMO is $0/mo and Dr. Nguyen is in network. It includes a $250 eyewear allowance every year and a free eye exam.
A AR Omeprazole is $0 at Walgreens, PCP visits $0, specialists $25, and the max out of pocket is $3,500.
V AR is flonase covered
A AR Flonase is over the counter, so you'd buy it with the plan's $50 quarterly OTC allowance.
V AR oh nice
V AR ok sounds good
A AR Would you like to enroll now so it starts April 1?
V AR yes
A AR Great. Please type your Medicare number. It's on the letter or card from Social Security.
V AR i dont have the card yet
A AR No problem. We can finish once it arrives, usually 2 weeks after you apply. I'll save your application.
V NIA ok cool
A AR Remember to cancel your Florida Blue plan as of March 31 once we're done, so you don't pay for both.
V AR good point ty
A SG You're welcome! Chat back in or call me at 407-555-0132 when the card comes. Have a great day, Michael!
V SG will do, thanks brianna
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to Tri-County Health Plan member support. I'm Victor. How may I help?
V OT hi i want to change how i pay my premium
V OT i get a paper bill now and want autopay
A OT I'd be happy to set that up! Could you give me your member ID?
V OT TCH-551208
A OT Thank you, Ms. Banks. Would you like it drafted from a bank account or charged to a card?
V OT bank
A OT Please enter your routing and account numbers in the secure form I just sent.
V NIA ok
V OT done
A OT Thank you! Autopay will start with next month's premium on the 5th. You won't get a paper bill anymore.
V NIA ok good
V DII also, my plan doesnt have much dental. can i get a separate dental plan?
A DII Yes, you can add a standalone dental plan on top of your Medicare Advantage plan.
V DII i need a deep cleaning and a couple fillings
A DII A separate plan could help with that. Most cover fillings at 70-80% after a short wait.
A AQ Since I have your account: your zip is still 23451 and you're 70, correct?
V AQ yes
A AQ And the dental on your current plan is the $500 allowance?
V AQ yes its gone already
A AD Do you have a dentist?
V AD dr shapiro in virginia beach
A AD What would you want to spend a month?
V AD 30 or so
A AR The Coastal Dental Essentials is $27/mo. Deep cleanings and fillings are covered at 80% after a 3 month wait, and exams and regular cleanings are 100% from day one. Dr. Shapiro is in network.
V AR 3 months is ok
V AR can it go on the same autopay
A AR Yes, I can add it to the same bank draft. Would you like to enroll?
V AR yes pls
A AR Done! Coverage starts on the 1st and it'll be drafted with your premium.
A SG You'll get your dental card in the mail. Thank you, Ms. Banks, have a lovely day!
V SG ty victor 😊
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello! You're chatting with Fiona at Ivory Dental Coverage. How can I help you?
V DII i have regular medicare and need dental
V DII havent been to the dentist in 5 years 😬
A DII No judgment at all! You can get a dental-only plan that works alongside your Original Medicare.
V DII what does it cover
A DII Usually exams, x-rays and cleanings at 100%, fillings and extractions at 50-80%, and crowns and dentures at 50% after a waiting period.
V NIA ok
A WGI May I have your name?
V WGI joan
A AQ Thanks Joan! What's your zip code and age?
V AQ 02122, 69
A AQ Do you have a supplement or any other plan with Medicare?
V AQ plan n with aarp
A AQ Any dental coverage at all right now?
V AQ nope
A AD Do you know what work you might need?
V AD a cleaning for sure, and one tooth has been bothering me
A AD Do you have a dentist in mind?
V AD no, somewhere in dorchester
A AD And would you rather have a lower premium or a higher annual max?
V AD idk whats an annual max
A AD It's the most the plan pays per year. Higher max helps if you need a lot of work.
V AD lower premium then, i dont need a lot
A NIA Thank you, let me check.
A AR The Ivory Value Plan is $24.50/mo. Exams and cleanings are 100%, fillings 70% after 90 days, and the annual max is $1,000.
A AR There are 12 in-network dentists in Dorchester. I can send you the list.
V AR yes pls
A AR Sent! Would you like to enroll today?
V AR sure
A AR What's your mailing address?
V AR 45 adams st dorchester ma 02122
A AR And card or bank account for the monthly payment?
V AR card
A AR Please use the secure link in the chat.
V NIA one sec
V AR ok paid
A AR Thank you, you're enrolled! Coverage starts on the 1st.
A SG Your card will come in about a week. Thanks Joan, and good luck at the dentist! 🦷
V SG haha ty
`,
  ),
  conversation(
    'chat',
    `
A WGI Thanks for contacting Liberty Bell Medicare Advisors! My name is Stephen. Who do I have the pleasure of chatting with?
V WGI ray
A WGI Hi Ray! How can I help today?
V MAI saw an ad about getting money back on my part b
V MAI is that real
A MAI It is! Some Medicare Advantage plans have a Part B giveback, which lowers the Part B premium taken from your Social Security check.
V MAI how much
A MAI It depends on the plan and area, anywhere from $10 to about $150 a month.
V MAI ok im interested
A AQ Let's see what's in your area. What's your zip?
V AQ 19149
A AQ And your age?
V AQ 72
A AQ Do you have Parts A and B?
V AQ ya
A AQ Do you have other coverage, like VA, Tricare or a retiree plan?
V AQ va, im a vet. vietnam
A AQ Thank you for your service. Do you have a Medicare plan now or only Original Medicare?
V AQ original
A AD Do you get your care mostly at the VA or outside doctors?
V AD mostly va, corporal michael crescenz
A AD Do you get your prescriptions from the VA too?
V AD yes by mail
A AD So the main goal is saving on the Part B premium?
V AD yes and maybe dental, va dont do my dental
A NIA Got it. One moment.
A AR The Keystone Giveback PPO is $0/mo and gives back $125 a month on your Part B premium. It also has $1,000 in dental.
A AR You'd keep using the VA for most care and your prescriptions. The plan covers you at outside doctors if you need it.
V AR 125 a month? thats like 1500 a year
A AR Exactly!
V AR when does it start
A AR If you enroll now, the plan starts the 1st of next month, and the giveback shows up on your Social Security check within a few months.
V AR ok lets do it
A AR Great. Please type your Medicare number.
V AR 8BN5-CV3-ZX17
A AR And your mailing address?
V AR 6023 castor ave phila pa 19149
A AR You're enrolled!
A SG You'll get your member card and a welcome call. Thanks for chatting, Ray, and thank you for your service 🇺🇸
V SG 👍 thx
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there, I'm Olivia with Peak Medicare Navigators. How can I help you today?
V MPC im moving to my sons house in another county next month
V MPC do i need a new plan
A MPC It depends on whether your current plan covers the new county. If not, you'll get a Special Enrollment Period to choose a new one.
V MPC how do i know
A MPC I can check for you.
A AQ What plan are you on now?
V AQ aspen care hmo
A AQ And what's the zip code you're moving to?
V AQ 80537
A AQ Thanks! Aspen Care HMO doesn't cover Larimer County, so you'll need a new plan.
V NIA ugh ok
V MPC can i do it after i move? i dont have time this week
A MPC Yes, you have 2 months after your move to pick a new plan.
A WGI I didn't catch your name, by the way.
V WGI sorry, its linda
A SG No problem, Linda! Chat back in or call us at 970-555-0161 after your move and we'll find you a plan. Good luck with the move!
V SG thank you ill do that
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Meadowbrook Health Plans. You're chatting with Jerome. How may I assist you?
V OT i got a card from your company for a plan i never signed up for
V OT i have a different plan already, with aetna
A OT I'm very sorry about that. Let me look into it. Can I have your name and the member ID on the card you received?
V OT william hart, MBH-338902
A NIA Thank you, one moment.
A OT I see an enrollment submitted on 10/28 by phone through a third-party agency.
V OT i never talked to anyone
V OT this is fraud
A OT I understand, and I'm escalating it. I'll cancel the enrollment so it never takes effect, and your Aetna plan will stay in place.
V OT will my aetna plan be cancelled
A OT No. Since the enrollment is cancelled before January 1, Medicare keeps you in your Aetna plan.
V NIA ok
V OT i want the name of the agency
A OT It was Apex Direct Marketing. I'm filing a complaint with our compliance team, and you can also report it to 1-800-MEDICARE.
V OT i will
A OT The cancellation confirmation number is CX-40117. You'll get a letter in 10 days.
V NIA ty
A OT Is there anything else I can help with?
V OT no
A SG Again, I apologize, Mr. Hart. Have a good day.
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! 👋 Thanks for reaching out to Cornerstone Medicare. I'm Dana. What's your name?
V WGI ed
A WGI Hi Ed! How can I help?
V MAI advantage plan
A MAI Sure! Are you looking to join a Medicare Advantage plan for the first time?
V MAI ya
A MAI Great. Anything in particular you want, like dental or a low premium?
V MAI 0 premium
A AQ Got it. Zip?
V AQ 37211
A AQ dob?
V AQ 5/5/57
A AQ A and B?
V AQ y
A AQ Any Medicaid or Extra Help?
V AQ n
A AQ Any current plan?
V AQ n
A AD Doctor you want to keep?
V AD dr cole
A AD Which practice is Dr. Cole with?
V AD vanderbilt
A AD Meds?
V AD none
A AD Dental, vision or hearing important?
V AD dental
A NIA ok one sec
V NIA k
A AR The Music City Advantage HMO is $0/mo, Dr. Cole at Vanderbilt is in network, and it has $2,000 dental.
V AR copays
A AR $0 for primary care, $35 specialists, $100/day for the hospital. Max out of pocket is $4,500.
V NIA ok
V AR do it
A AR Great! Medicare number?
V AR 1XZ4-TY8-UI22
A AR Mailing address?
V AR 410 harding pl nashville 37211
A AR Done, you're enrolled for the 1st of next month.
A SG Card in 7-10 days. Thanks Ed!
V NIA 👍
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, thanks for visiting EasySmile Dental Insurance! I'm Paige. How can I help?
V DII cheapest dental plan u have
V DII just need cleanings
A DII Got it! Our preventive plans cover exams, x-rays and cleanings at 100% with no waiting period.
V NIA cool
A AQ What's your zip code and age?
V AQ 98103 27
A AQ Do you have any dental insurance now?
V AQ no
A AD Do you have a dentist?
V AD no whoever
A AR The EasySmile Preventive is $14.99/mo. Two cleanings, two exams and x-rays a year, all 100% covered, no wait.
V AR fillings?
A AR Fillings are 50% after 6 months on that plan.
V AR ok thats fine then
V AR how do i buy
A AR I'll send you a secure link with the application and payment form. It takes 2 minutes.
V NIA k
V AR done
A AR You're all set! Coverage starts tomorrow.
A SG Your ID card was emailed to you. Thanks for choosing EasySmile!
V SG ty
`,
  ),
  conversation(
    'chat',
    `
A WGI Thank you for contacting Fairway Dental member services! My name is Hugo. How may I help you?
V OT i cancelled my plan in august but you still took money in september
V OT i want it back
A OT I'm sorry about that! I'll check your account. Can I have your name and policy number?
V OT sandra mills, FD-9902314
A NIA Thank you, one moment please.
V NIA ok
A OT I see the cancellation request on 8/29. It took effect 9/30, so September's premium was charged.
V OT nobody told me that
A OT I understand. Our policy says cancellations take effect at the end of the following month, but I can ask billing to review it for a refund.
V OT yes pls
A OT I'm transferring you to our billing department. They can approve refunds.
V OT how long will it take
A OT The wait right now is about 5 minutes.
V NIA fine
A OT Transferring now.
A SG Thank you for your patience, Sandra. Have a good day.
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to Bayou Benefits. I'm Jasmine 😊 Who am I chatting with?
V WGI terrence
A WGI Hi Terrence! What can I help with today?
V MAI i seen on tv u can get $900 for groceries on a medicare advantage plan
V MAI i want that
A MAI I'd be happy to help! Some Medicare Advantage plans have a grocery or flex card, but the amount and who qualifies depends on the plan. Usually it's for members with certain chronic conditions.
V MAI what conditions
A MAI Things like diabetes, heart failure or COPD, depending on the plan.
V MAI i got diabetes
A MAI Then you may qualify for one of those plans. Let's check what's available.
A AQ What's your zip code?
V AQ 70117
A AQ And your age?
V AQ 59
A AQ Do you have Medicare, for example through disability?
V AQ yes since 2021 disability
A AQ Do you have Part A and Part B?
V AQ yes
A AQ Do you have Medicaid too?
V AQ no i make too much they said
A AQ Any Extra Help with prescriptions?
V AQ idk what that is
A AQ It's a Social Security program that lowers drug costs. If you're not sure, we can check later.
V AQ no then
A AD Who's your doctor?
V AD dr boudreaux at ochsner
A AD What medications?
V AD metformin, jardiance, and ozempic
A AD Pharmacy?
V AD walgreens on st claude
A AD Besides the grocery card, what matters most to you?
V AD the ozempic is expensive
A NIA Thank you. Let me look.
A AR The Crescent Care Diabetes SNP HMO is $0/mo. Dr. Boudreaux is in network, and it has a $75 a month healthy food card, so $900 a year.
A AR Jardiance and Ozempic are $35/month each on this plan, metformin is $0.
V AR so thats the 900
V NIA 👍👍
V AR ozempic is 35?? i pay like 200 now
A AR Yes, on this plan it's $35 per month.
V AR sign me up
A AR Great! Please type your Medicare number.
V AR 2GH7-JK4-LP08
A AR And your mailing address?
V AR 3021 st claude ave new orleans la 70117
A AR You're enrolled, starting next month. The plan will confirm your diabetes with Dr. Boudreaux's office.
A SG You'll get your card and food card by mail. Thanks Terrence, have a blessed day!
V SG u too jasmine
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, thanks for chatting with Granite State Medicare Help. I'm Ben. How can I help?
V MPC got my annual notice of change and my premium goes from 0 to 39 next year
V MPC want to see if theres something better
A MPC Good idea, the AEP is exactly the time to compare. Any changes you make now start January 1.
V NIA ok
A WGI May I get your name?
V WGI its Janet Pelletier
A AQ Thanks Janet. What plan are you on now?
V AQ white mountain advantage ppo
A AQ And your zip?
V AQ 03301
A AQ How old are you?
V AQ 76
A AQ Do you get any Extra Help with drug costs?
V AQ no
A AD Who are your doctors?
V AD dr ames pcp and dr fortin rheumatology
A AD What medications?
V AD methotrexate, folic acid, prednisone, and humira
A AD Humira is a big one. How much are you paying for it now?
V AD about 400 a month until i hit the cap
A AD Which pharmacy do you use?
V AD walgreens and humira comes from a specialty pharmacy
A NIA One moment please while I compare.
V NIA sure
V OT oh btw my last bill from white mountain had a late fee of 10 but i paid on time
A OT I'm sorry about that. Since that's a bill from your current plan, White Mountain's billing team would need to remove it. Their number is on the back of your card.
V OT ok ill call them
A AR OK Janet. The Merrimack Choice PPO is $0/mo next year. Dr. Ames and Dr. Fortin are in network.
A AR Humira is a specialty drug there too, but the yearly drug cap is $2,000, so you'd pay less than now. Your other meds are $0-$5.
V AR what about the white mountain plan next year with the 39 premium
A AR For the same drugs, White Mountain would cost you about $468 in premium plus the same $2,000 drug cap, so Merrimack saves you around $470.
V AR ok thats worth it
A AD Is there anything else you'd miss from your current plan, like dental?
V AD they have 1000 dental, i use it for cleanings
A AR Merrimack has $1,500 dental, so that's covered too.
V AR great, switch me
A AR Please type your Medicare number.
V AR 5YH3-BN8-KL20
A AR Done! You're enrolled in the Merrimack Choice PPO for Jan 1.
A SG Your new card comes in December. Thanks Janet, happy holidays!
V SG thx ben you too
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Coastal Care Insurance! I'm Ashley. How can I help you?
V OT what r ur office hours
A OT We're open Monday-Friday 8am-8pm and Saturday 9am-1pm Eastern.
V OT is there a phone number
A OT Yes, 1-888-555-0144.
V SG ok thx
A SG You're welcome! Have a great day 😊
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, I'm Felix from Cavity Shield Dental. How can I help you today?
V DII need a root canal and crown on same tooth
V DII dentist quoted me 2700 😳
A DII Ouch! A dental plan can help. Root canals and crowns are usually major services with a waiting period, though a few plans cover them sooner.
V DII i cant wait a year
A DII Understood. We have plans with shorter or no waiting periods for that.
A WGI May I have your name?
V WGI nadia
A AQ Thanks Nadia! How old are you?
V AQ 45
A AQ Zip code?
V AQ 84106
A AQ Do you have any dental insurance now?
V AQ i had one thru work but it ended in may
A AD Is the dentist who quoted you someone you want to keep?
V AD yes dr pham
A AD What would you want to pay per month?
V AD as low as possible lol
A NIA Fair enough! One moment.
A AR Two options. The Cavity Shield Plus is $39/mo with no waiting period on root canals and a 6 month wait on crowns. Both covered at 50%.
A AR The Cavity Shield Max is $61/mo, no waiting periods at all, root canals 80% and crowns 50%, and a $3,000 annual max.
V AR so with max i pay what
A AR Roughly $540 for the root canal part and $650 for the crown, depending on Dr. Pham's fees.
V AR and with plus
A AR Plus would pay 50% on the root canal now, and the crown would wait 6 months.
A AD Can your dentist do a temporary crown for a few months, or do you need it right away?
V AD he said it needs to be done soon or the tooth could break
A AR Then the Max is probably the better choice for you.
V AR ok max
A AR Great! How would you like to pay each month?
V AR bank draft
A AR Please enter your bank info in the secure form.
V AR done
A AR And your home address?
V AR 2280 e 3300 s salt lake city ut 84106
A AR You're enrolled! Coverage starts tomorrow.
A SG Your ID card is in your email. Good luck with the root canal, Nadia!
V SG thank u felix
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello and thank you for contacting Prairie Wind Medicare. I'm Lauren. May I have your name?
V WGI this is sharon, im asking for my husband don
A WGI Hi Sharon! Happy to help you and Don. What can I do for you?
V MAI don wants one of those advantage plans with the dental and hearing aids
V MAI his hearing is getting bad and he wont go to the dr because of the cost
A MAI Many Medicare Advantage plans cover a hearing exam and hearing aids, often for a small copay.
V MAI how small
A MAI Some plans have hearing aids from $0 to $1,000 per pair.
V NIA ok good
A OT Is Don with you? I'll need his permission to discuss his information.
V OT yes hes right here he says its ok
A OT Thank you, Don!
A AQ What's Don's zip code?
V AQ 66614
A AQ And his date of birth?
V AQ 10/3/1950
A AQ Does he have Parts A and B?
V AQ yes
A AQ Is he on a plan now?
V AQ he has a blue cross supplement plan g
A AQ And a separate drug plan?
V AQ yes wellcare
A AD Who are his doctors?
V AD dr simms at stormont vail
A AD What medications does he take?
V AD tamsulosin, atorvastatin, aspirin
A AD Pharmacy?
V AD dillons
A NIA Thank you! One moment.
A AR The Sunflower Advantage HMO is $0/mo, Dr. Simms is in network, and it has $0 hearing aids from a set list plus $1,500 in dental.
A AR His meds are $0 at Dillons. Max out of pocket is $4,300.
V AR he likes that
V AR but what happens to his plan g
A AR He'd cancel Plan G and the Wellcare drug plan once the new plan starts, since the Advantage plan replaces both.
V AR ok he wants it
A AR Wonderful! Please type his Medicare number.
V AR 3RE6-UY7-IO55
A AR And his mailing address?
V AR 1120 sw fairlawn rd topeka ks 66614
A AR He's enrolled for the 1st of next month.
A SG You'll get his card and a welcome call. Thanks Sharon and Don! 😊
V SG thank you lauren
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to Pinecrest Health member services. I'm Troy. How may I help?
V OT need to update my phone number and get a new card, mine is falling apart
A OT Happy to help with both! Can I have your member ID?
V OT PCH-880412
A OT Thank you, Mr. Dunn. What's your new phone number?
V OT 315-555-0129
A OT Updated! And I've ordered a new ID card to your address on file, 77 Elm St, Syracuse.
V NIA ok good
V OT also is dr ferraro in network, shes a dentist
A OT Let me check. Yes, Dr. Angela Ferraro in Liverpool is in network for your plan's dental benefit.
V OT great ty that helps
A OT You're welcome! Anything else?
V OT no thats it
A SG Your new card will arrive in 7-10 days. Thanks for being a Pinecrest member!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there! I'm Gabriel with Oakridge Senior Insurance. Who am I chatting with?
V WGI norma
A WGI Hi Norma! How can I help?
V MAI i want to look at medicare advantage plans
V MAI but idk if i have the right parts of medicare
A MAI No problem, we can figure that out together. Medicare Advantage plans need both Part A and Part B.
A AQ Do you have your red, white and blue Medicare card handy?
V NIA hold on
V NIA ok got it
A AQ Under "Coverage" it'll say Hospital (Part A) and Medical (Part B) with dates. What does yours say?
V AQ it says both, hospital 01-01-2022 and medical 01-01-2022
A AQ Perfect, you have both! What's your zip?
V AQ 63110
A AQ And your dob?
V AQ 12/12/1956
A AQ Are you on any plan now?
V AQ just the medicare card
A AD Do you have a doctor?
V AD dr kim at barnes jewish
A AD Any prescriptions?
V AD levothyroxine and sertraline
A AD Pharmacy?
V AD schnucks
A AD What's most important to you?
V AD vision, i need new glasses and my teeth cleaned
A AR The Gateway Advantage HMO is $0/mo with Dr. Kim in network. It covers an eye exam, $200 for glasses, and 2 cleanings a year at no cost.
A AR Your two meds are $0 at Schnucks.
V AR hmm that sounds good but i want to think about it
A AR Of course! Take your time. Would you like me to email you the plan summary?
V AR yes norma.bates1956@example.com
A AR Sent!
A SG If you have questions, call me at 314-555-0108. Thanks Norma!
V SG thank you gabriel
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Redwood Medicare Partners. This is Iris. How can I help today?
V MPC my plan dropped walgreens from its network and now i have to go to a pharmacy 20 minutes away
V MPC and my eliquis went up to 95 this year
V MPC i want a new plan
A MPC I'm sorry, that's frustrating! We can definitely look for a plan that covers Walgreens and lowers your Eliquis cost.
V MPC can i switch now its march
A MPC Between January and March you can make one change during the Medicare Advantage Open Enrollment Period, so yes!
V NIA oh good
A WGI May I have your name?
V WGI alan
A AQ Thanks Alan. Which plan are you on?
V AQ golden coast hmo
A AQ Zip code?
V AQ 95409
A AQ Your date of birth?
V AQ 7/14/1945
A AQ Any Extra Help with drug costs?
V AQ no
A AD Which Walgreens do you use?
V AD the one on mendocino ave
A AD What are all of your medications?
V AD eliquis, digoxin, and furosemide
A AD Doctors you want to keep?
V AD dr okonkwo my cardiologist and dr bell
A NIA Thanks Alan, one moment.
A AR The Sonoma Select HMO has the Mendocino Ave Walgreens as a preferred pharmacy. Eliquis is $47/month, digoxin and furosemide $0.
A AR Premium is $0 and Dr. Okonkwo and Dr. Bell are in network.
V AR 47 vs 95 nice
A AR It saves you about $576 this year.
V AR do i need a referral for the cardiologist
A AR Yes, it's an HMO, so Dr. Bell would send a referral once a year.
V AR ok thats fine
A AR Would you like to switch? Your new plan would start April 1.
V AR yes
A AR Please type your Medicare number.
V AR 9WS2-EX4-RC61
A AR Done! You're enrolled in Sonoma Select starting April 1.
A SG Your card will be mailed this week. Thank you Alan!
V SG thank you iris 😊
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! You're chatting with Megan at Apex Dental Plans. How can I help?
V DII do ur plans have waiting periods
A DII Some do! Preventive care like cleanings usually has no wait. Basic services like fillings often have 3-6 months, and major work like crowns 6-12 months.
V DII even if i had insurance before
A DII Many plans waive waiting periods if you had dental coverage in the last 60 days.
V DII mine ended 4 months ago
A DII Then the waiting periods would probably apply.
V SG ok thx for the info, ill think about it
A SG You're welcome! Come back anytime if you have questions 😊
V SG bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Thank you for contacting Silverleaf Dental member services. My name is Omar. How can I assist you?
V OT my dentist says u didnt pay for my cleaning from july
V OT they sent me a bill for 165
A OT I'm sorry about that! Let me look up the claim. Could you give me your member ID?
V OT SLD-4471093
A NIA Thank you, one moment please.
A OT I found it. The claim from Bright Dental on 7/12 was received but it's missing the x-ray code, so it's pending.
V OT so whos fault is that
A OT The office needs to resubmit the claim with the missing code. Once they do, it's usually paid in 10-14 days.
V OT ugh ok ill call them
V OT do i have to pay the 165
A OT Not yet. Your cleaning is covered at 100%, so once the claim is fixed you shouldn't owe anything.
V OT ok ty that helps a lot
A OT You're welcome! I'll also add a note to the claim.
V NIA 👍
A SG Thank you for being a Silverleaf member. Have a great day!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to Heritage Health Advisors. I'm Connor. Who am I chatting with?
V WGI hello im betty
A WGI Hi Betty! What can I help you with?
V MAI i need hearing aids and they are so expensive
V MAI do any medicare advantage plans pay for them
A MAI Yes, many do! Original Medicare doesn't cover hearing aids, but lots of Medicare Advantage plans include a hearing exam and an allowance for hearing aids.
V MAI how much do they give
A MAI It ranges from about $500 to $2,500 per ear every 3 years, depending on the plan.
V NIA oh wow
V MAI the ones my audiologist recommended are 4800 for both
A MAI We can look for a plan with a higher hearing benefit.
A AQ What's your zip code?
V AQ 46220
A AQ And your dob?
V AQ 9/9/1952
A AQ Parts A and B?
V AQ both
A AQ Are you on a plan now?
V AQ anthem medicare advantage but no hearing on it
A AD Is your audiologist someone you'd like to keep?
V AD yes sound hearing on keystone
A AD Any doctors or prescriptions to check?
V AD dr hubbard, and just eye drops, timolol
A AD Pharmacy?
V AD kroger
A NIA Thank you Betty, checking now.
V NIA ok
A AR The Hoosier Complete PPO is $19/mo and pays $2,000 per ear for hearing aids every 3 years, so $4,000 toward your $4,800.
A AR Sound Hearing and Dr. Hubbard are in network, and timolol is $2 at Kroger.
V AR so i pay 800 for both
A AR That's right.
V AR is 19 a month on top of my medicare
A AR Yes, on top of your Part B premium.
V AR ok thats fine
V AR can i switch from anthem now
A AQ Let me check. When did you join the Anthem plan?
V AQ jan 1 this year
A AQ Then you can switch during the Annual Enrollment Period, Oct 15 - Dec 7, for January 1. It's October 22, so we can do it now.
V AR ok do it
A AR Please type your Medicare number.
V AR 4QA8-ZS1-WX37
A AR Done! Your Hoosier Complete plan starts January 1.
A SG You'll get your card in December. Thanks Betty, enjoy hearing clearly soon! 👂
V SG thank you connor!!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, welcome to Magnolia Medicare Services! My name is Andre. May I have your name?
V WGI yolanda
A WGI Hi Yolanda! How can I help you today?
V MPC i have medicare and medicaid and my plan is not working for me
V MPC they keep denying my rides and the otc card never has money on it
A MPC I'm sorry, that sounds really frustrating. Since you have both Medicare and Medicaid, you can change plans once a month, so we can look at a better one.
V MPC every month?? i didnt know that
A MPC Yes, with full Medicaid you have a special enrollment period you can use monthly. The new plan would start the 1st of next month.
V MPC ok i want to change then
A AQ Which plan are you on now?
V AQ riverside dual care
A AQ What's your zip?
V AQ 39209
A AQ And your dob?
V AQ 2/28/1960
A AQ Do you have full Medicaid?
V AQ yes
A AD Who is your doctor?
V AD dr hampton at jackson-hinds clinic
A AD And a specialist?
V AD a kidney doctor, dr reed
A AD How often do you need rides?
V AD 2 or 3 times a week, i go to dialysis
A AD Oh, that's important. Where do you go for dialysis?
V AD fresenius on medgar evers
A AD What medicines do you take?
V AD a lot lol
V AD sevelamer, amlodipine, carvedilol, insulin, and a vitamin
A NIA Thank you! One moment while I check.
V NIA ok
A AR The Delta Dual Advantage HMO D-SNP covers unlimited rides to dialysis plus 24 other trips a year. Dr. Hampton, Dr. Reed and the Fresenius center are in network.
A AR The OTC card is $150 a month and loads on the 1st. Your meds are $0 with your Medicaid.
V AR unlimited rides for dialysis? 🙏
A AR Yes, any dialysis trip is covered.
V AR thats what i need
V AR sign me up
A AR Great! Please type your Medicare number.
V AR 6TY2-GH5-JK90
A AR And your address is still 2214 Rosemary St?
V AR yes
A AR You're enrolled! Your new plan starts the 1st, and the old one ends the day before.
A SG Your card and OTC card will come by mail. Thank you, Yolanda, take good care of yourself!
V SG thank you so much andre
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello, you're chatting with Sierra Health Advisors. This is Paul. How can I help?
V OT stop texting me
V OT i get 3 texts a day from you
A OT I'm very sorry about that! I'll remove you right away. What's the phone number getting the texts?
V OT 775-555-0150
A OT Done, that number is opted out of all texts and calls.
V OT what company is this even
A OT We're Sierra Health Advisors, a licensed insurance agency in Reno. We help people compare Medicare plans.
V OT well i didnt ask for it
A OT I understand, and I apologize. You can also reply STOP to any text to opt out.
V NIA whatever
A SG Sorry again for the trouble. Have a good day.
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! I'm Natalie with Bright Harbor Insurance. How can I help today?
V WGI hi
V MAI looking for advantage plan
V MAI w dental and vision
A MAI Great! Many Medicare Advantage plans include both. Are you new to Medicare or switching from another plan?
V MAI new
V NIA hello??
A NIA Sorry, I'm here! 😊
A WGI May I have your name?
V WGI tom
A AQ Thanks Tom! What's your zip?
V AQ 28205
A AQ And your date of birth?
V AQ 1-30-1959
A AQ Do you have both Part A and Part B?
V AQ yes started this month
A AQ Any other coverage, like from work or Medicaid?
V AQ no
A AD Do you have a doctor?
V AD not really, havent been in years
A AD That's OK! Any prescriptions?
V AD no
A AD Do you need anything specific with dental, like dentures or implants?
V AD probly a couple fillings
V AD and i need glasses
A AD Got it. What's your budget for a premium?
V AD 0
A NIA Ha, understood! One moment.
V NIA how long
V NIA ??
A NIA Almost done!
A AR The Queen City Advantage HMO is $0/mo with $2,000 in dental, which covers fillings, and $300 a year for glasses. There are lots of PCPs near 28205 taking new patients.
V NIA ok cool
V AR whats the catch
A AR You need to use doctors in the network, and there are copays, like $40 for specialists. The max out of pocket is $4,800.
V AR ok im good w that
V AR enroll me
A AR Great! Please type your Medicare number.
V AR 3PO9-IU8-YT65
A AR And your mailing address?
V AR 1800 central ave apt 14 charlotte nc 28205
A AR You're enrolled, starting the 1st.
A SG Your card will come in the mail. Thanks Tom! 😊
V SG thx
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to TrueBite Dental Insurance. I'm Grace. How can I help?
V DII hi im looking for dental for my mom, she needs dentures
V DII shes 72 and lives with me
A DII I'd be glad to help! Many of our plans cover dentures, usually after a waiting period.
V DII she has medicare does that matter
A DII Not at all, a dental plan works alongside Medicare.
A WGI May I have your name and your mom's name?
V WGI im angela, shes maria
A AQ Thanks Angela! What's the zip code?
V AQ 92154
A AQ Does Maria have a Medicare Advantage plan, or Original Medicare?
V AQ advantage, with sharp but the dental is only cleanings
A AQ Thank you. Any other dental coverage?
V AQ no
A AD Does she need full dentures or partials?
V AD full top and bottom
A AD Has she had the extractions already?
V AD yes last year
A AD Does she have a dentist?
V AD dr castillo in chula vista
A AD What's the monthly budget?
V AD around 50
A NIA Thank you, one moment please.
A AR The TrueBite Senior Dentures Plan is $47/mo. Dentures are covered at 50% after a 6 month wait, with a $2,500 annual max. Dr. Castillo is in network.
V AR 6 months ugh
V AR anything with no wait
A AR Our no-wait plan is $89/mo, but it only covers 30% on dentures the first year.
V AR no the 47 one is better
A AR I agree, for full dentures the 50% plan saves more.
V AR ok lets do that one
A AR Who will be paying the premium, you or Maria?
V AR me, w my card
A AR Please enter the card info in the secure form.
V AR done
A AR And Maria's address?
V AR same as mine 455 palm ave san diego 92154
A AR She's enrolled! Coverage starts on the 1st.
A SG Her card will come by mail. Thank you Angela, and please tell Maria hello! 😊
V SG ty grace 🙏
`,
  ),
  conversation(
    'chat',
    `
A WGI Thank you for contacting Sunbelt Senior Plans! My name is Wendy. Who am I chatting with?
V WGI george
A WGI Hi George! What can I help you with?
V MPC we spend winters in arizona and summers in michigan
V MPC my hmo only covers me in michigan and i had to pay out of pocket in az last winter
A MPC That's a common problem for snowbirds. A PPO or a plan with a travel benefit would fix that, and you can switch during Annual Enrollment.
V MPC yes thats what i want
A AQ What plan are you on now?
V AQ great lakes hmo
A AQ What's your Michigan zip code?
V AQ 49684
A AQ And your dob?
V AQ 3/3/1948
A AQ Do you have Parts A and B?
V AQ yes
A AD Which doctors do you want to keep in Michigan?
V AD dr vandenberg and dr shaw at munson
A AD Do you see any doctors in Arizona?
V AD just urgent care when needed
A AD Any medications?
V AD lisinopril, metformin, and tamsulosin
A AD Pharmacy?
V AD meijer here and cvs in az
A NIA One moment please.
A AR The Northern Michigan Traveler PPO is $35/mo. It covers you in-network in all 50 states for routine and urgent care, not just emergencies.
A AR Dr. Vandenberg and Dr. Shaw are in network, and your meds are $0 at Meijer and CVS.
V AR so in az i can see a dr like at home
A AR Yes, with in-network copays at any PPO doctor in the national network.
V AR that would have saved me 2000 last winter lol
V AR whats the deductible
A AR There's no medical deductible, and the drug deductible doesn't apply to your tier 1 meds.
A AD Does your wife need coverage too?
V AD yes but she has a different plan, she likes hers
A AR OK, then we'll just do yours. Would you like to switch to the Traveler PPO for January 1?
V AR yes
A AR Please type your Medicare number.
V AR 7UI3-OP2-AS84
A AR You're enrolled! Your Great Lakes plan will end Dec 31.
A SG You'll get your card in December. Thanks George, and enjoy Arizona! ☀️
V SG thx wendy
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, this is Jenna at Beacon Medicare Group. How can I help?
V OT is this a scam
V OT i got a letter saying i qualify for extra benefits
A OT I understand the concern! We're a licensed insurance agency, not Medicare itself. I'm licensed in Texas, license number 2409918.
V OT how do i know thats real
A OT You can look up my license on the Texas Department of Insurance website with that number.
V NIA ok
V MAI so what are the extra benefits
A MAI The letter is about Medicare Advantage plans, which can include dental, vision, hearing and an OTC allowance that Original Medicare doesn't have.
V MAI do i have to pay for it
A MAI Many plans have a $0 premium, but it depends on your area.
V NIA hmm
V OT ill look u up first then maybe come back
A OT That's completely fine, it's smart to check.
A SG Whenever you're ready, you can reach me here or at 512-555-0191. Have a good day!
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Lone Pine Benefits! I'm Kyle. What's your name?
V WGI maureen
A WGI Hi Maureen! How can I help?
V MAI want to sign up for an advantage plan with dental
A MAI Great, I'd love to help you find one!
A AQ What's your zip code?
V AQ 82001
A OT Thank you. Just so you know, we're not licensed in Wyoming, so I can't enroll you myself.
V NIA oh
A OT I can transfer you to our partner agency that covers Wyoming, they're great.
V OT sure
A OT Transferring you now. It should take less than a minute.
V SG ok ty
A SG Thanks for reaching out, Maureen, and good luck!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hey! Thanks for visiting ClearView Dental & Vision. I'm Tyler. How can I help?
V DII do u have plans that cover dental and glasses together
A DII Yes! We have dental and vision bundles. Usually cleanings, fillings and crowns, plus an eye exam and glasses or contacts each year.
V DII how much
A DII Bundles usually run $35 to $70 a month depending on how much coverage.
V NIA ok
A WGI Can I get your name?
V WGI priya
A AQ Thanks Priya! How old are you and what's your zip?
V AQ 33, 48103
A AQ Is this just for you, or your family too?
V AQ just me
A AQ Any dental or vision insurance now?
V AQ no, freelance
A AD Contacts or glasses?
V AD contacts
A AD Any dental work you know you need?
V AD maybe a filling, and i want whitening lol
A AD Whitening is usually cosmetic and not covered, just so you know.
V NIA figured
A NIA One moment!
A AR The ClearView Duo is $42/mo. Cleanings 100%, fillings 80% after 3 months, crowns 50% after 12 months, and $150 a year for contacts plus a free eye exam.
V AR can i use any eye dr
A AR You get the most at in-network eye doctors, like any LensCrafters or Costco optical.
V AR costco works
V AR ok lets go
A AR Great! I'll send a secure link for your info and payment.
V NIA k
V AR done
A AR Thank you, you're covered starting tomorrow!
A SG Your cards are in your email. Thanks Priya! 👓🦷
V NIA 🙌
`,
  ),
  conversation(
    'chat',
    `
A WGI Good afternoon, you've reached Cumberland Senior Advisors. My name is Melissa. May I have your name?
V WGI richard
A WGI Hi Richard! How can I help you today?
V MAI my doctor's office said i should get a medicare advantage plan because they work with one
V MAI idk what to do
A MAI I can help! Some doctors' offices work closely with certain Medicare Advantage plans. We can see which plans your doctor accepts and compare them.
V NIA ok thanks
A AQ What's your zip?
V AQ 40505
A AQ And your dob?
V AQ 11/11/1954
A AQ Parts A and B?
V AQ yes
A AQ Do you have Medicaid or Extra Help?
V AQ i dont think so
A AQ Do you get a letter from Social Security about help paying for prescriptions?
V AQ no
A AD Who is your doctor?
V AD dr abernathy at bluegrass family care
A AD Any medications?
V AD symbicort and albuterol, i have copd
A AD Which pharmacy?
V AD kroger on new circle
A NIA Thanks, one moment.
A AR The Bluegrass Advantage HMO works with Dr. Abernathy's office. It's $0/mo, Symbicort is $45/month and albuterol is $5.
V AR 45 for symbicort is a lot, i pay 30 now with my part d
A AQ Do you have a Part D plan now? Which one?
V AQ yes, silverscript
A AQ Oh, I'll note that. So you have Original Medicare plus a SilverScript drug plan?
V AQ yes
A AD Is keeping your drug cost low more important than the extra benefits?
V AD yes i have to buy inhalers every month
A AR Then the Kentucky Care PPO is better for you. It's $12/mo, Symbicort is $25, albuterol is $0, and Dr. Abernathy is in network.
V AR ok thats better
A AR It also has a COPD care program with a nurse line.
V AR i like that
V AR what happens to silverscript
A AR It ends automatically when your new plan starts, since the PPO includes drug coverage.
V AR ok lets do the ppo
A AR Great! Please type your Medicare number.
V AR 8LK2-JH7-GF46
A AR And your mailing address?
V AR 520 delaware ave lexington ky 40505
A AR You're enrolled, starting the 1st of next month!
A SG You'll get your card and a welcome call. Thank you Richard, take care!
V SG thanks melissa
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, thanks for contacting Willow Creek Health Plans. I'm Sean. How can I help?
V OT i signed up 3 weeks ago and still dont have my card
V OT i have a dr appt friday
A OT I'm sorry about the delay! Let me check. What's your name and dob?
V OT helen rourke 8/8/1950
A NIA Thank you, one moment.
A OT I see your card was mailed on the 2nd, but it was returned as undeliverable. Is your address 19 Quarry Rd?
V OT no its 91 quarry rd
A OT Ah, it looks like the numbers were switched. I've corrected it to 91 Quarry Rd and ordered a new card.
V NIA omg
A OT For Friday, I can email you a temporary card, or your doctor's office can verify with your member ID, WCH-229103.
V OT email pls helen.rourke@example.com
A OT Sent! 📧
V OT and another thing, my premium is 38 a month now but the agent said it was 28
A OT I'm sorry about that confusion. I see the plan premium is $38. I'll file a complaint about what the agent told you and ask our team to review it.
V NIA ok thank u
A OT Is there anything else I can help with?
V OT no thats all
A SG Thank you Helen, and I hope your appointment goes well Friday!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to Front Range Medicare Advisors. I'm Dylan. Who am I chatting with?
V WGI hi dylan its patricia
A WGI Hi Patricia! What can I help with?
V MPC i just moved from houston to colorado springs
V MPC my plan is texas only
A MPC Welcome to Colorado! Moving out of your plan's area gives you a Special Enrollment Period to pick a new plan here.
V MPC ok good bc i need to refill my meds soon
A MPC Let's get you set up quickly then. When did you move?
V MPC oct 3
A AQ What's your new zip code?
V AQ 80918
A AQ Your date of birth?
V AQ 5/25/1955
A AQ What plan did you have in Texas?
V AQ bayou city advantage hmo
A AQ Any Medicaid or Extra Help?
V AQ no
A AD Do you have doctors here yet?
V AD no, need a pcp and an endocrinologist
A AD What medications?
V AD levothyroxine, liothyronine, and trulicity
A AD Pharmacy?
V AD king soopers
A AD Do you care more about a $0 premium or lower copays?
V AD lower copays, i see the endo every 3 months
A NIA Thanks! Checking now.
A AR The Pikes Peak Plus HMO is $15/mo. Specialist copay is $15, PCP $0, and Trulicity is $35/month at King Soopers.
A AR Your thyroid meds are $0. Max out of pocket is $3,700, and UCHealth doctors are in network.
V AR are there endos taking new patients
A AR Yes, I see 4 in-network endocrinologists in Colorado Springs taking new patients. I'll send the list.
V NIA ty
A AR Would you like to enroll? It can start November 1.
V AR yes pls
A AR Please type your Medicare number.
V AR 2MN4-BV6-CX19
A AR And your new address?
V AR 4820 austin bluffs pkwy colorado springs 80918
A AR All set! Your coverage starts Nov 1.
V AR what do i do for my refill before nov 1
A AR Your Texas plan still covers you until then, and it should cover a refill at a network pharmacy nationwide like King Soopers.
V NIA ok good
A SG You'll get your new card in late October. Thank you Patricia, welcome to Colorado! 🏔️
V SG thx so much
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, I'm Lucy at Molar Mates Dental Plans. How can I help?
V DII my tooth broke last night and it hurts so bad
V DII i need insurance today that will pay for it
A DII I'm so sorry, that sounds painful! Our plans cover exams and x-rays right away, and some cover extractions after a short wait.
V DII what about a crown
A DII Crowns usually have a 6-12 month waiting period, so a plan bought today most likely wouldn't cover a crown this week.
V DII so whats the point
A DII A plan could still cover the emergency exam and x-rays now, and future work after the wait. Many dentists also offer payment plans for urgent work.
V NIA ugh
V DII how much for the exam one
A DII Our preventive plans start at $16/mo.
V DII ill just pay the dentist
V SG thx anyway
A SG I understand. I hope you feel better soon, and we're here if you want coverage later!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello and welcome to Ridgeview Medicare Help! My name is Jacob. How may I assist you today?
V WGI hi jacob im frances
V MAI i really dont understand medicare advantage. whats the difference between that and medicare supplement and part d and all the letters
A MAI Great question, Frances! Medicare has parts: A is hospital, B is doctors, D is drugs. Medicare Advantage, also called Part C, is a private plan that covers A, B and usually D together.
A MAI A Medicare Supplement (Medigap) is different. It sits on top of Original Medicare and pays your share of costs, and you buy Part D separately.
V NIA ok
V MAI so advantage is all in one
A MAI Exactly! And many Advantage plans add dental, vision and hearing.
V MAI and supplement is more money?
A MAI Usually yes, a supplement can be $100-$300 a month, while many Advantage plans are $0. But the Advantage plans have networks and copays.
V MAI ty that helps, i think advantage is better for me
A AQ Great! Let's see what's available. What's your zip code?
V AQ 15217
A AQ And your date of birth?
V AQ 2/20/1958
A AQ Do you have Part A and Part B?
V AQ yes since last month
A AQ Do you have any other coverage?
V AQ no
A AD Do you have doctors you'd like to keep?
V AD yes dr horowitz at upmc
V SG oh shoot my ride is here, i have to go
V SG can i come back
A SG Of course! Just chat in again or call 412-555-0137 and we'll pick up where we left off. Have a good day, Frances!
V SG bye ty
`,
  ),
  conversation(
    'chat',
    `
A WGI Welcome to Sunstate Health Partners! I'm Kristen. How can I help?
V OT hola, can i talk to someone in spanish
V OT my english not so good
A OT Of course! I'll connect you with one of our Spanish-speaking agents.
A NIA ¡Un momento por favor!
V NIA gracias
A OT You're being transferred to Sofia now.
A SG Have a great day!
`,
  ),
  conversation(
    'chat',
    `
A WGI Thanks for contacting Capitol Medicare Solutions! I'm Nathan. May I have your name?
V WGI kathleen
A WGI Hi Kathleen! What brings you in today?
V MPC i want to change my drug plan, the mail order pharmacy isnt in my new plan list
V MPC i get 90 days of my meds by mail and they said next year its not covered
A MPC Got it. Since it's Annual Enrollment, we can switch you to a plan that includes a mail order pharmacy for Jan 1.
V NIA ok good
A AQ Are you on a Medicare Advantage plan or Original Medicare with a Part D plan?
V AQ original with a plan n and a part d
A AQ Which Part D plan?
V AQ its called rx value plus
A AQ And your zip?
V AQ 20011
A AQ And your dob?
V AQ 4/4/1952
A AD What medications do you get by mail?
V AD synthroid, losartan, pravastatin, and metformin
A AD Any others from a retail pharmacy?
V AD no
A AD Which mail order pharmacy do you want to keep using, if any?
V AD dont care which one as long as its by mail
A NIA Thank you, one moment.
A AR The Potomac Rx Saver Part D plan is $9.40/mo and includes mail order. All 4 of your meds are $0 for a 90 day supply by mail.
V AR 0 for all of them?
A AR Yes, they're all tier 1 on that plan.
V AR whats the deductible
A AR The $590 deductible doesn't apply to tiers 1 and 2, so you wouldn't pay it for these meds.
V AR perfect, switch me
A AR Great! Your Plan N stays the same. Please type your Medicare number.
V AR 6HG1-FD3-SA72
A AR Done! Your new drug plan starts Jan 1 and Rx Value Plus ends Dec 31.
V AR do i have to set up the mail order again
A AR Yes, in January you'll register with the new mail order pharmacy. Your doctor can send new 90 day prescriptions there.
V NIA ok
A SG You'll get your new card in December. Thanks Kathleen!
V SG thx nathan
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there! Thanks for contacting Pearl Harbor Dental Plans. I'm Leilani. How can I help?
V DII im on medicare and my advantage plan only gives 500 for dental
V DII i need more, i need a bridge
A DII I understand! You can add a standalone dental plan on top of your Medicare Advantage plan for more coverage.
V DII how much more
A DII Our senior plans have annual maximums from $1,500 to $5,000.
A WGI Can I have your name?
V WGI dennis
A AQ Thanks Dennis! What's your zip and age?
V AQ 96816, 71
A AQ Which Medicare Advantage plan are you on?
V AQ aloha senior advantage
A AD Has your dentist given you a price for the bridge?
V AD 3200
A AD Do you have a dentist you'd like to keep?
V AD dr tanaka in kaimuki
A AD Anything else you need, like cleanings or fillings?
V AD cleanings
V OT oh and my aloha senior premium went up to 22 this year, is that normal
A OT Premiums can change each January, but I can't see your Aloha Senior billing. They can explain it at the number on your card.
V NIA ok
A AR The Pearl Senior Complete is $44/mo. Bridges are covered at 50% after 6 months, cleanings 100% right away, with a $3,000 annual max. Dr. Tanaka is in network.
V AR so id pay about 1600 for the bridge
A AR About that, yes, after the 6 month wait.
V AR ok i can wait 6 months
V AR how do i sign up
A AR I'll need your mailing address and a payment method.
V AR 3315 waialae ave honolulu 96816, card
A AR Please enter your card in the secure link.
V AR done 👍
A AR You're enrolled! Coverage starts on the 1st.
A SG Your card will come by mail. Mahalo, Dennis! 🌺
V SG mahalo
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello and thank you for contacting Trinity Senior Benefits. My name is Alexis. May I have your name please?
V WGI margaret
A WGI Thank you, Margaret! How may I assist you today?
V MAI i would like to get a medicare advantage plan that covers my medications
A MAI I'd be happy to help! Most Medicare Advantage plans include drug coverage, and we can check your specific medications.
A AQ May I have your zip code?
V AQ 75204
A AQ Thank you. And your date of birth?
V AQ 6/30/1949
A AQ Do you have both Medicare Part A and Part B?
V AQ yes
A AQ Are you currently enrolled in any plan?
V AQ i have a part d with clearstone rx
A AQ Do you receive Medicaid or Extra Help?
V AQ no
A AD Thank you. Please list your medications, including doses if you have them.
V AD ok here is my list from the pharmacy: atorvastatin 40mg once daily, lisinopril 20mg once daily, metformin 1000mg twice daily, gabapentin 300mg three times daily, levothyroxine 75mcg once daily, omeprazole 20mg once daily, and xarelto 20mg once daily with supper. also vitamin d but i buy that at the store
A AD Thank you, that's very helpful! Which pharmacy do you use?
V AD tom thumb on lemmon ave
A AD And your doctors?
V AD dr richardson internal medicine and dr gupta cardiology, both at baylor
A NIA Thank you for your patience while I review the plans.
V NIA take your time
A AR The Lone Star Advantage PPO is $0/mo. Dr. Richardson and Dr. Gupta are in network.
A AR Six of your meds are $0 at Tom Thumb, and Xarelto is $47 a month. Your estimated drug cost for the year is $564.
V AR what do i pay now for xarelto
A AR You may want to check your last receipt, but on Clearstone Rx it's usually about $100 a month.
V AR yes its about that
V AR so i save money
A AR Yes, about $600 a year on Xarelto alone.
A AD Is dental or vision important to you as well?
V AD not really, i have dentures already
A AR Then this plan is a good fit. Would you like to enroll?
V AR yes please
A AR Please type your Medicare number.
V AR 5NB8-MV2-QW64
A AR And your mailing address?
V AR 3400 lemmon ave apt 210 dallas tx 75204
A AR Thank you, you're enrolled. Your Clearstone Rx plan will end automatically.
A SG You will receive your member ID card within 10 business days. Thank you for choosing Trinity Senior Benefits, Margaret. Have a wonderful day!
V SG thank you alexis
`,
  ),
  conversation(
    'chat',
    `
A WGI Thank you for contacting Valley Care Health Plan. This is Dominic. How can I help you today?
V OT i got a hospital bill for 4200 for my gallbladder surgery
V OT i thought my plan covered surgery!!
A OT I'm sorry, that's a scary bill to get. Let me check the claim. Can I have your member ID?
V OT VCH-3320981
A NIA Thank you, please hold a moment.
V NIA ok
A OT I see the claim from St. Mary's. The surgery was covered, but the surgeon billed as out-of-network.
V OT but the hospital was in network
A OT I understand. In a case like this you can ask for a review under our surprise billing rules, since you couldn't pick the surgeon.
V OT how
A OT I can start the appeal now. You'd get a decision in 30 days.
V OT yes do it
A OT Done, appeal number AP-71144.
V OT i also want to speak to a supervisor, this is crazy
A OT I understand. I'll transfer you to my supervisor, Ms. Greene.
V NIA ok
A OT Transferring you now. Please don't pay the bill while the appeal is open.
A SG Thank you for your patience, and I'm sorry for the stress.
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, this is Rebecca with Chesapeake Medicare Partners. How can I help?
V MPC i want to drop my supplement and get an advantage plan, the supplement is 240 a month
A MPC I understand, that's a big premium. The usual time to switch from a supplement to Medicare Advantage is the Annual Enrollment Period, Oct 15 - Dec 7.
V MPC its june
A MPC Right, so unless you qualify for a special enrollment period, we'd need to wait until October.
V MPC what counts as special
A MPC Things like moving, losing other coverage, or getting Medicaid or Extra Help.
A AQ Do you get Medicaid or Extra Help, or have you moved recently?
V AQ no none of those
A AQ Then you'd be able to switch in October, for January 1.
V NIA ugh ok
A WGI May I have your name so I can set a reminder?
V WGI evelyn
A SG Thanks Evelyn! I'll reach out on October 15. My number is 410-555-0182 if you want to chat before then. Have a great day!
V SG ok ty bye
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! 😊 You're chatting with Maya from BrightArc Dental. How can I help?
V DII do any plans cover invisalign for adults
A DII Some do! Adult orthodontics is less common, but a few plans cover clear aligners at 50% up to a lifetime max, usually after a 12 month wait.
V DII 12 months 😩
A DII I know. A couple plans have a shorter wait if you pay a higher premium.
V NIA ok lets see
A WGI Can I get your name?
V WGI chris
A AQ Thanks Chris! Age and zip?
V AQ 29, 10027
A AQ Any dental insurance now?
V AQ yes thru work but no ortho
A AD Has an orthodontist quoted you?
V AD 5500
A AD Do you have an orthodontist in mind?
V AD harlem smiles ortho
A AD What monthly cost are you comfortable with?
V AD under 60
A NIA One sec ⏳
A AR The BrightArc Ortho Plus is $54/mo. Clear aligners are covered at 50% after a 6 month wait, up to a $1,500 lifetime max. Harlem Smiles is in network.
V AR so they pay 1500 of 5500
A AR Yes, plus the in-network discount, which is often 10-20%.
V NIA hm
A AD How soon do you want to start treatment?
V AD this year ideally
A AR With the 6 month wait you could start in about 7 months.
V AR ok thats fine, my work plan covers cleanings so i just need the ortho
A AR Makes sense, this plan works alongside your work plan.
V AR ok sign up
A AR I'll send a secure link for your info and payment.
V AR done
A AR You're enrolled! Coverage starts on the 1st.
A SG Your ID card is in your inbox. Thanks Chris! 😁
V SG thx!!
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi there! Welcome to Sweetwater Senior Plans. I'm Abby. Who am I chatting with?
V WGI hi abby its dorothy
A WGI Hi Dorothy! How are you today?
V NIA oh im fine, its so hot here today, 98 degrees 🥵
A NIA Oh my, stay cool! It's raining here all week.
V NIA lucky you lol
A WGI So what can I help you with today?
V MAI my friend at church has a medicare advantage plan that pays for her glasses and i want to know if i can get one
A MAI You sure can look into it! Many Medicare Advantage plans cover an eye exam and glasses each year, often with a $0 premium.
V MAI oh good my glasses are 6 years old
A AQ Let's find one for you. What's your zip code?
V AQ 85335
A AQ And your date of birth?
V AQ 7/4/1951
V NIA yes im a firecracker baby 🎆
A NIA Ha, I love that!
A AQ Do you have Parts A and B?
V AQ yes
A AQ Are you on a plan now?
V AQ no just the medicare
A AD Who is your doctor?
V AD dr flores in el mirage
A AD Any medications?
V AD amlodipine and a baby aspirin
A AD Pharmacy?
V AD frys
A AD Anything else important, like dental?
V AD my grandkids are visiting next week so i dont have much time for the dentist lol but yes dental would be nice
A NIA Aww, how many grandkids?
V NIA 5! ages 3 to 14
A NIA That's wonderful! Give me just a moment to look at plans.
A AR The Valley Sun Advantage HMO is $0/mo. It has a free eye exam and $250 for glasses every year, plus $1,500 in dental. Dr. Flores is in network.
A AR Amlodipine is $0 at Fry's, and the aspirin you can get with the $50 quarterly OTC allowance.
V AR i can buy aspirin with it?
A AR Yes, and vitamins, bandages and lots of other things.
V NIA oh thats nice
V AR ok i want it
A AR Wonderful! Please type your Medicare number.
V AR 2QS5-DE9-FR33
A AR And your mailing address?
V AR 12450 w el mirage rd el mirage az 85335
A AR You're enrolled, starting the 1st of next month!
A SG Your card will arrive in about 10 days. Thanks Dorothy, and have fun with the grandkids! 😊
V SG thank u abby god bless
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Thanks for contacting Northwind Dental member services. This is Eric. How can I help?
V OT my last payment didnt go thru and i got a late notice
V OT i want to pay now
A OT Sure! Can I have your policy number?
V OT NWD-7719034
A OT Thank you, Ms. Ortiz. Your balance is $31.50 for October. I'll send you a secure payment link.
V NIA ok
V OT paid
A OT Got it, thank you! The late notice is cleared and your policy is in good standing.
V NIA ty
V DII also is there a better plan? mine doesnt do implants and i need one
A DII Yes, we have plans that cover implants. Your current plan is our Basic, so we'd look at an upgrade.
V DII will i have to wait again
A DII Since you've been with us over a year, some waiting periods can be waived on an upgrade.
V NIA oh nice
A AQ I see your zip is 87108 and you're 52, is that still right?
V AQ yes
A AQ Is anyone else on your policy?
V AQ no just me
A AD Is your dentist still Dr. Baca?
V AD yes
A AD Would you go up to about $50 a month?
V AD yes if it covers the implant
A AR The Northwind Premier is $49/mo. Implants are covered at 50% with a $2,500 annual max, and since you've been a member 14 months, the 12 month wait is waived.
V AR so i can get it done right away?
A AR Yes, starting the 1st of next month.
V AR yes switch me pls
A AR Done! Your plan upgrades on the 1st, and the new premium will be on the same payment method.
A SG You'll get a new ID card by email. Thank you, Ms. Ortiz!
V SG thx eric 👍
`,
  ),
  conversation(
    'chat',
    `
A WGI Hello! Welcome to Granite Peak Insurance. My name is Shawn. May I have your name?
V WGI hi its louise
V NIA sory typing slow
A WGI No rush, Louise! How can I help?
V MAI i want a medicaid advantige plan with dentl and otc
A MAI Happy to help! Just to be sure, do you mean a Medicare Advantage plan?
V MAI yes medicare sory
A MAI No problem! Many Medicare Advantage plans have dental and an OTC allowance.
A AQ Do you have Medicaid as well as Medicare?
V AQ no only medicare
A AQ What is your zip?
V AQ 59102
A AQ And dob?
V AQ 3/9/1953
A AQ Do you have part a and part b?
V AQ ys
A AQ Any current plan?
V AQ no
A AD Your doctor?
V AD dr larsen billings clinic
A AD Medications?
V AD metoprolol, atorvastatin
A AD Pharmacy?
V AD albertsons
A NIA Ok, one moment.
A AR The Big Sky Advantage PPO is $0/mo. Dr. Larsen is in network, both meds are $0, there's $2,000 in dental and $60 every quarter for OTC.
V AR how much is premuim
A AR The premium is $0 a month.
V NIA ok gud
V OT r u licensed in montana btw
A OT Yes, I'm licensed in Montana. My license number is 1092287.
V NIA ok thx
A AR Would you like to enroll in the Big Sky Advantage PPO?
V AR yes
A AR Please type your Medicare number.
V AR 9ZX1-CV2-BN77
A AR And your mailing address?
V AR 2105 grand ave billings mt 59102
A AR You're enrolled!
A SG You'll get your card in the mail in 7-10 days. Thank you Louise!
V SG ty shawn 😊
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi, you've reached Blue Ridge Medicare Connect. This is Holly. How may I help?
V WGI hi holly, im vernon
V MPC i need to switch plans, my plan is closing at the end of the year. got a letter
A MPC I'm sorry to hear that! When a plan is discontinued, you get a special enrollment period to choose a new one, so you won't lose coverage.
V MPC what happens if i dont pick
A MPC You'd go back to Original Medicare without drug coverage on January 1, so it's best to pick a new plan now.
V MPC ok lets do it
A AQ What's the name of the plan that's closing?
V AQ shenandoah senior hmo
A AQ Your zip?
V AQ 24016
A AQ And your date of birth?
V AQ 12/1/1946
A AD Which doctors do you want to keep?
V AD dr hairston at carilion
A AD Any medications?
V AD warfarin, allopurinol
A AD Pharmacy?
V AD kroger on williamson rd
A AD Anything you liked about your old plan that you want to keep?
V AD it had a gym thing i used
A NIA Thank you, let me check.
A AR The Roanoke Valley Advantage HMO is $0/mo. Dr. Hairston is in network, warfarin and allopurinol are $0 at Kroger, and it includes a fitness membership.
V NIA good
V OT hey how did u get my email address anyway, i got an email from u last week
A OT You signed up for plan updates on our website in 2022. I can remove you from emails if you'd like.
V OT no its ok, just wondering
A AR Would you like to enroll in the Roanoke Valley Advantage?
V AR yes
A AR Please type your Medicare number.
V AR 4WE7-RT3-YU58
A AR Done! Your new plan starts January 1.
A SG Your card will arrive in December. Thank you Vernon, and happy holidays!
V SG same to u
`,
  ),
  conversation(
    'chat',
    `
A WGI Hi! Welcome to Coastline Medicare Advisors. I'm Rita. How can I help?
V OT i need to check if my part b went thru, i applied at social security
A OT I'm sorry, we're an insurance agency, so we can't see your Part B application. Social Security can check that at 1-800-772-1213 or on ssa.gov.
V NIA ok
V OT once i have it can u help me with a plan
A OT Absolutely! Once your Part B is approved, chat back in and we'll look at plans with you.
V SG ok thx
A SG You're welcome! Have a great day 😊
`,
  ),
];
